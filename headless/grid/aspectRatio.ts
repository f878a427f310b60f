/**
 * The aspect ratio a grid tile is laid out *and* rendered with. GIPHY's grid measures with
 * `fixed_width` but renders with `original`, so tiles drift by a pixel or two; gifkit reads one
 * ratio, the source's (`original`, which every rendition is scaled from), for both.
 */
import { isPositiveSize } from '../../sdk/media/bestfit';
import type { Gif } from '../../sdk/normalize/gif';

/** Renditions tried in order; later ones only when the earlier lack a size. */
const SOURCES = ['original', 'fixed_width', 'fixed_height', 'downsized'] as const;

/** Width / height of a GIF as the grid lays it out; 1 (square) when the API gave no size. */
export function gridAspectRatio(gif: Pick<Gif, 'images'>): number {
  for (const name of SOURCES) {
    const rendition = gif.images?.[name];
    if (rendition && isPositiveSize(rendition.width) && isPositiveSize(rendition.height)) {
      return rendition.width / rendition.height;
    }
  }
  return 1;
}
