/**
 * The aspect ratio a grid tile is laid out *and* rendered with. GIPHY's grid measures with
 * `fixed_width` but renders with `original`, so tiles drift by a pixel or two; gifkit reads one
 * ratio, the source's (`original`, which every rendition is scaled from), for both.
 */
import { renditionRatio } from '../../sdk/media/gifSize';
import type { Gif } from '../../sdk/normalize/gif';

/** Renditions tried in order; later ones only when the earlier lack a size. */
const SOURCES = ['original', 'fixed_width', 'fixed_height', 'downsized'] as const;

/** Width / height of a GIF as the grid lays it out; 1 (square) when the API gave no size. */
export function gridAspectRatio(gif: Pick<Gif, 'images'>): number {
  return renditionRatio(gif, SOURCES) || 1;
}
