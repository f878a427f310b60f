/**
 * The bridge between an app's GIPHY-shaped GIFs (`IGif` from gifkit/compat or
 * @giphy/js-fetch-api, or the API's own JSON) and the normalized GIFs gifkit's components
 * render: every GIF is read through the SDK's one boundary (`asGif`: the normalizer, once per
 * object), and every callback can get back the very `IGif` object the app handed in (first one
 * wins for a repeated id, as a list's de-duplication keeps the first). Not public: the
 * gifkit/compat/react components hold one each.
 */
import type { PageLike } from '../client/paging';
import { asGif } from '../normalize/asGif';
import type { Gif } from '../normalize/gif';
import type { GifsResult, IGif } from './types';

/** The GIPHY kit's fetch function: the page of results at `offset`. */
export type FetchGifs = (offset: number) => Promise<GifsResult>;

export interface CompatGifs {
  /** Normalized GIFs for the components, remembering each original. */
  toItems: (gifs: readonly IGif[]) => Gif[];
  /** The app's own `IGif` for a rendered GIF (by id). */
  original: (id: string) => IGif | undefined;
  /** A gifkit fetch function over `fetchGifs` (GIPHY's has no abort signal: a stale answer is dropped by the list). */
  source: (fetchGifs: FetchGifs) => (offset: number) => Promise<PageLike<Gif>>;
}

/** A new bridge: the originals it has seen, by id. */
export function createCompatGifs(): CompatGifs {
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
