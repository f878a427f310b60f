/**
 * The recent GIFs a picker shows: the GIFs a user picked last, newest first, kept in
 * `localStorage` (or any `GifStorage`) by the stored-GIF list every picker list shares
 * (../stored-gifs/storedGifs.ts: capped, de-duplicated, re-checked on read, synced across tabs),
 * framework-free; read by gifkit/headless' `useRecentGifs`.
 */

import { createStoredGifs, type GifStorage, type StoredGif, toStoredGif } from '../stored-gifs/storedGifs';

/** The storage key used unless `storageKey` says otherwise. */
export const RECENT_GIFS_KEY = 'gifkit:recent-gifs';
/** How many recent GIFs are kept unless `limit` says otherwise. */
export const RECENT_GIFS_LIMIT = 12;

/** A recent GIF: the fields a tile needs, copied from the picked GIF. */
export type RecentGif = StoredGif;

/** Options of {@link createRecentGifs}. */
export interface RecentGifsStoreOptions {
  /** The storage key. Default `gifkit:recent-gifs`. */
  storageKey?: string;
  /** The most GIFs kept (the oldest go first). Default 12. */
  limit?: number;
  /**
   * The storage; default `window.localStorage`, read lazily; `null` keeps recents in memory. Any
   * `GifStorage`, synchronous or asynchronous (your own server).
   */
  storage?: GifStorage | null;
}

/** The recently used GIFs: read, add, clear and subscribe. */
export interface RecentGifsStore {
  subscribe: (onChange: () => void) => () => void;
  /** The recent GIFs, newest first (the same array until they change). */
  getSnapshot: () => readonly RecentGif[];
  /** Always empty: the server never knows a user's recents (hydration matches, then they appear). */
  getServerSnapshot: () => readonly RecentGif[];
  /** Puts a GIF first (moving it if it was there already) and drops the oldest beyond the limit. */
  add: (gif: RecentGif) => void;
  /** Forgets every recent GIF. */
  clear: () => void;
}

/** Creates a recents store. Create it once (module level or `useState`), not during every render. */
export function createRecentGifs(options: RecentGifsStoreOptions = {}): RecentGifsStore {
  const { subscribe, getSnapshot, getServerSnapshot, update } = createStoredGifs({
    storageKey: options.storageKey ?? RECENT_GIFS_KEY,
    limit: options.limit ?? RECENT_GIFS_LIMIT,
    storage: options.storage,
  });
  return {
    subscribe,
    getSnapshot,
    getServerSnapshot,
    add(gif) {
      const recent = toStoredGif(gif);
      if (recent) update((gifs) => [recent, ...gifs.filter((g) => g.id !== recent.id)]);
    },
    clear: () => update(() => []),
  };
}
