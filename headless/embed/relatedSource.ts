/**
 * The related grid's data: related GIFs through the public API's related
 * call, with the client the embed page built from its front-end embed key; the first page
 * holds 6 GIFs (offset 0), later ones 12 from the next offset. A fetch function for the
 * headless `Grid`'s `source`.
 */
import { relatedGifs } from '../../sdk/client/calls';
import type { Gif } from '../../sdk/normalize/gif';
import type { GifSource } from '../../sdk/source/types';
import type { FetchPage } from '../loader/types';
import { RELATED_FIRST_PAGE, RELATED_PAGE } from './constants';

/** The related-GIFs page source for one GIF (`useRelatedGrid`'s default), over any `GifSource`. */
export function relatedPages(client: GifSource, gifId: string): FetchPage<Gif> {
  return (offset, signal) =>
    relatedGifs(client, gifId, { offset, limit: offset === 0 ? RELATED_FIRST_PAGE : RELATED_PAGE, signal });
}
