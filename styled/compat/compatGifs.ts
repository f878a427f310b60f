/**
 * The bridge between an app's GIPHY-shaped GIFs (`IGif` from gifkit/compat or
 * @giphy/js-fetch-api, or the API's own JSON) and the normalized GIFs gifkit's skins render:
 * every GIF is read through the components' one boundary (headless/shared/gifView.ts: the
 * SDK's normalizer, once per object), and every callback gets back the very `IGif` object the
 * app handed in (first one wins for a repeated id, as the list's de-duplication keeps the first).
 */
import { useRef } from 'react';
import { asGif, type Gif, type PageLike } from '../../sdk';
import type { GifsResult, IGif } from '../../sdk/compat/types';

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
  const toItem = (gif: IGif): Gif => {
    const item = asGif(gif);
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
