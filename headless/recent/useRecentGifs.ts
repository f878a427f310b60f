/**
 * `useRecentGifs`: the React binding of the SDK's recent-GIFs store (`createRecentGifs`): the
 * GIFs a user picked last, newest first, read with `useSyncExternalStore` (empty on the server
 * and during hydration, then the stored ones; other tabs' picks follow through `storage`
 * events), and the store's `add` / `clear`. Render them with `useCarousel`'s roving row
 * (docs/headless.md, "A recent-GIFs row").
 */
import { useCallback, useState } from 'react';
import { createRecentGifs, type RecentGifsStore } from '../../sdk/recent/recentGifs';
import type { GifStoreOptions, StoredGif } from '../../sdk/stored-gifs/storedGifs';
import { useStoredGifs } from '../shared/useStoredGifs';

/** What `useRecentGifs` takes: the recent-GIFs store (`createRecentGifs` from `gifkit`). */
export interface RecentGifsOptions extends GifStoreOptions {
  /**
   * The store to read: one from `createRecentGifs()` (share it between pickers), or `false`
   * for none (`items` stays empty). Default: a store of this component's own, created once
   * from `storageKey`, `limit` and `storage`.
   */
  store?: RecentGifsStore | false;
}

/** What `useRecentGifs` returns: the recent GIFs, newest first, and `add`/`clear`. */
export interface RecentGifsResult {
  /** The recent GIFs, newest first (the same array until they change). */
  items: readonly StoredGif[];
  /** Puts a picked GIF first (nothing without a store). */
  add: (gif: StoredGif) => void;
  /** Forgets every recent GIF. */
  clear: () => void;
  /** The store read, or null for `store: false`. */
  store: RecentGifsStore | null;
}

/** A recent-GIFs store as React state, following other tabs. */
export function useRecentGifs(options: RecentGifsOptions = {}): RecentGifsResult {
  const given = options.store;
  const [own] = useState(() => (given === undefined ? createRecentGifs(options) : null));
  const store = given === undefined ? own : given || null;
  const items = useStoredGifs(store);
  const add = useCallback((gif: StoredGif) => store?.add(gif), [store]);
  const clear = useCallback(() => store?.clear(), [store]);
  return { items, add, clear, store };
}
