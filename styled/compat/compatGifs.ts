/**
 * The bridge between an app's GIPHY-shaped GIFs (`IGif` from gifkit/compat or
 * @giphy/js-fetch-api) and the normalized GIFs gifkit's skins render: every GIF goes through
 * the SDK's normalizer (http(s) URLs only, integer sizes, string ids), and every callback
 * gets back the very `IGif` object the app handed in (first one wins for a repeated id, as
 * the list's de-duplication keeps the first).
 */
import { useRef } from 'react';
import type { PageLike } from '../../sdk/client/paging';
import type { GifsResult, IGif } from '../../sdk/compat/types';
import { type Gif, normalizeGif } from '../../sdk/normalize/gif';

/** The GIPHY kit's fetch function: the page of results at `offset`. */
export type FetchGifs = (offset: number) => Promise<GifsResult>;

export interface CompatGifs {
  /** Normalized GIFs for the skins, remembering each original. */
  toItems: (gifs: readonly IGif[]) => Gif[];
  /** The app's own `IGif` for a rendered GIF (by id). */
  original: (id: string) => IGif | undefined;
  /** A gifkit fetch function over `fetchGifs` (GIPHY's has no abort signal: a stale answer is dropped by the list). */
  source: (fetchGifs: FetchGifs) => (offset: number) => Promise<PageLike<Gif>>;
}

/** One component's bridge: the originals it has seen, by id. */
export function useCompatGifs(): CompatGifs {
  const ref = useRef<CompatGifs>(undefined);
  if (!ref.current) ref.current = createCompatGifs();
  return ref.current;
}

function createCompatGifs(): CompatGifs {
  const originals = new Map<string, IGif>();
  const normalized = new WeakMap<IGif, Gif>();
  const toItem = (gif: IGif): Gif => {
    let item = normalized.get(gif);
    if (!item) {
      item = normalizeGif(gif, 'data', gif.response_id || undefined);
      normalized.set(gif, item);
    }
    if (!originals.has(item.id)) originals.set(item.id, gif);
    return item;
  };
  const toItems = (gifs: readonly IGif[]) => gifs.map(toItem);
  return {
    toItems,
    original: (id) => originals.get(id),
    source: (fetchGifs) => async (offset) => {
      const { data, pagination } = await fetchGifs(offset);
      return { data: toItems(data), pagination };
    },
  };
}
