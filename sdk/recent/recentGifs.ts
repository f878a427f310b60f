/**
 * The recent GIFs a picker shows: the GIFs a user picked last, newest first, kept in
 * `localStorage` (or any `GifStorage`) by the stored-GIF list every picker list shares
 * (../stored-gifs/storedGifs.ts: capped, de-duplicated, re-checked on read, synced across tabs),
 * framework-free; read by gifkit/headless' `useRecentGifs`.
 */

import { createStoredGifs, type GifStoreOptions, type StoredGif, toStoredGif } from '../stored-gifs/storedGifs';

/** The storage key used unless `storageKey` says otherwise. */
export const RECENT_GIFS_KEY = 'gifkit:recent-gifs';
/** How many recent GIFs are kept unless `limit` says otherwise. */
export const RECENT_GIFS_LIMIT = 12;

/**
 * A recent GIF: the fields a tile needs, copied from the picked GIF.
 * @deprecated Use `StoredGif`: the same type, shared by the recents and the favorites. Removed in 0.5.0 at the earliest.
 */
export type RecentGif = StoredGif;

/**
 * Options of {@link createRecentGifs}.
 * @deprecated Use `GifStoreOptions`: the same options, shared with `createFavoriteGifs`. Removed in 0.5.0 at the earliest.
 */
export type RecentGifsStoreOptions = GifStoreOptions;

/** The recently used GIFs: read, add, clear and subscribe. */
export interface RecentGifsStore {
  subscribe: (onChange: () => void) => () => void;
  /** The recent GIFs, newest first (the same array until they change). */
  getSnapshot: () => readonly StoredGif[];
  /** Always empty: the server never knows a user's recents (hydration matches, then they appear). */
  getServerSnapshot: () => readonly StoredGif[];
  /** Puts a GIF first (moving it if it was there already) and drops the oldest beyond the limit. */
  add: (gif: StoredGif) => void;
  /** Forgets every recent GIF. */
  clear: () => void;
}

/** Creates a recents store. Create it once (module level or `useState`), not during every render. */
export function createRecentGifs(options: GifStoreOptions = {}): RecentGifsStore {
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
