/**
 * `useFavoriteGifs`: the React binding of the SDK's favorite-GIFs store (`createFavoriteGifs`):
 * a user's favorite GIFs, newest first, read with `useSyncExternalStore` (empty on the server and
 * during hydration, then the stored ones; other tabs' changes follow), and the store's `add`,
 * `remove`, `toggle`, `clear`, with `isFavorite` over what is rendered. Render them with
 * `useCarousel`'s roving row as the recents are; `usePickerFavorites(picker, { store })` does it
 * all for a picker (docs/headless.md, "Favorite GIFs").
 */
import { useCallback, useState } from 'react';
import { createFavoriteGifs, type FavoriteGifsStore } from '../../sdk/favorites/favoriteGifs';
import type { GifStoreOptions, StoredGif } from '../../sdk/stored-gifs/storedGifs';
import { useStoredGifs } from '../shared/useStoredGifs';

/** What `useFavoriteGifs` takes: the favorites store (`createFavoriteGifs` from `gifkit`). */
export interface FavoriteGifsOptions extends GifStoreOptions {
  /**
   * The store to read: one from `createFavoriteGifs()` (share it between components), or `false`
   * for none (`items` stays empty). Default: a store of this component's own, created once from
   * `storageKey`, `limit` and `storage`.
   */
  store?: FavoriteGifsStore | false;
}

/** What `useFavoriteGifs` returns: the favorites, newest first, and the calls that change them. */
export interface FavoriteGifsResult {
  /** The favorite GIFs, newest first (the same array until they change). */
  items: readonly StoredGif[];
  /** Whether the GIF with this id is among `items`. */
  isFavorite: (id: string) => boolean;
  /** Makes a GIF a favorite (nothing without a store). */
  add: (gif: StoredGif) => void;
  /** Removes the GIF with this id from the favorites. */
  remove: (id: string) => void;
  /** Adds the GIF, or removes it if it is a favorite. */
  toggle: (gif: StoredGif) => void;
  /** Forgets every favorite. */
  clear: () => void;
  /** The store read, or null for `store: false`. */
  store: FavoriteGifsStore | null;
}

/** The favorites of `store` (none for null): what `useFavoriteGifs` and the picker read. */
export function useFavoritesOf(store: FavoriteGifsStore | null): FavoriteGifsResult {
  const items = useStoredGifs(store);
  return {
    items,
    isFavorite: useCallback((id: string) => items.some((gif) => gif.id === id), [items]),
    add: useCallback((gif: StoredGif) => store?.add(gif), [store]),
    remove: useCallback((id: string) => store?.remove(id), [store]),
    toggle: useCallback((gif: StoredGif) => store?.toggle(gif), [store]),
    clear: useCallback(() => store?.clear(), [store]),
    store,
  };
}

/** A favorites store as React state: the list, `isFavorite`, `add`/`remove`/`toggle`/`clear`, following other tabs. */
export function useFavoriteGifs(options: FavoriteGifsOptions = {}): FavoriteGifsResult {
  const given = options.store;
  const [own] = useState(() => (given === undefined ? createFavoriteGifs(options) : null));
  return useFavoritesOf(given === undefined ? own : given || null);
}
