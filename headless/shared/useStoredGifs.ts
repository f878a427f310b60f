/**
 * `useStoredGifs`: reads one of the SDK's stored GIF lists (a recents or favorites store) with
 * `useSyncExternalStore`: empty on the server and during hydration, then the stored GIFs; other
 * tabs' changes follow through the store. No store reads as an empty list.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { StoredGif, StoredGifs } from '../../sdk/stored-gifs/storedGifs';

const NONE: readonly StoredGif[] = Object.freeze([]);
const noStore = () => () => {};

export function useStoredGifs(store: StoredGifs | null): readonly StoredGif[] {
  const subscribe = useCallback((onChange: () => void) => store?.subscribe(onChange) ?? noStore(), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store?.getSnapshot() ?? NONE,
    () => store?.getServerSnapshot() ?? NONE,
  );
}
