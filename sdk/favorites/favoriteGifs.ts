/**
 * A user's favorite GIFs, provider-neutral (no GIF API keeps them): newest first, kept in
 * `localStorage` or any `GifStorage` (an app's own server, asynchronous) by the stored-GIF list
 * the recents use too (../stored-gifs/storedGifs.ts: capped, de-duplicated, re-checked on read,
 * synced across tabs), framework-free; read by gifkit/headless' `useFavoriteGifs`, shown by the
 * picker's favorite toggle and Favorites row.
 */

import { createStoredGifs, type GifStoreOptions, type StoredGif, toStoredGif } from '../stored-gifs/storedGifs';

/** The storage key used unless `storageKey` says otherwise. */
const FAVORITE_GIFS_KEY = 'gifkit:favorite-gifs';
/** How many favorites are kept unless `limit` says otherwise. */
const FAVORITE_GIFS_LIMIT = 50;

/**
 * A favorite GIF: the fields a tile needs, copied from the GIF.
 * @deprecated Use `StoredGif`: the same type, shared by the recents and the favorites. Removed in 0.5.0 at the earliest.
 */
export type FavoriteGif = StoredGif;

/**
 * Where `createFavoriteGifs` keeps the favorites, and how many.
 * @deprecated Use `GifStoreOptions`: the same options, shared with `createRecentGifs`. Removed in 0.5.0 at the earliest.
 */
export type FavoriteGifsStoreOptions = GifStoreOptions;

/** A user's favorite GIFs, as `useSyncExternalStore` reads them, and the ways to change them. */
export interface FavoriteGifsStore {
  subscribe: (onChange: () => void) => () => void;
  /** The favorite GIFs, newest first (the same array until they change). */
  getSnapshot: () => readonly StoredGif[];
  /** Always empty: the server never knows a user's favorites (hydration matches, then they appear). */
  getServerSnapshot: () => readonly StoredGif[];
  /** Whether the GIF with this id is a favorite. */
  has: (id: string) => boolean;
  /** Makes a GIF a favorite, first in the list (no change if it is one already). */
  add: (gif: StoredGif) => void;
  /** Removes the GIF with this id from the favorites. */
  remove: (id: string) => void;
  /** Adds the GIF, or removes it if it is a favorite. */
  toggle: (gif: StoredGif) => void;
  /** Forgets every favorite. */
  clear: () => void;
}

/** Creates a favorites store. Create it once (module level or `useState`), not during every render. */
export function createFavoriteGifs(options: GifStoreOptions = {}): FavoriteGifsStore {
  const { subscribe, getSnapshot, getServerSnapshot, update } = createStoredGifs({
    storageKey: options.storageKey ?? FAVORITE_GIFS_KEY,
    limit: options.limit ?? FAVORITE_GIFS_LIMIT,
    storage: options.storage,
  });
  const has = (id: string) => getSnapshot().some((gif) => gif.id === id);
  const add = (gif: StoredGif) => {
    const favorite = toStoredGif(gif);
    if (favorite) update((gifs) => (gifs.some((g) => g.id === favorite.id) ? gifs : [favorite, ...gifs]));
  };
  const remove = (id: string) => update((gifs) => gifs.filter((gif) => gif.id !== id));
  return {
    subscribe,
    getSnapshot,
    getServerSnapshot,
    has,
    add,
    remove,
    toggle: (gif) => (has(gif.id) ? remove(gif.id) : add(gif)),
    clear: () => update(() => []),
  };
}
