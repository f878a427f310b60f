/**
 * The aspect ratio a grid tile is laid out *and* rendered with: the kit's one rule
 * (`gifAspectRatio`, `original` first, which every rendition is scaled from), square when the
 * API gave no size. GIPHY's grid measures with `fixed_width` but renders with `original`, so its
 * tiles drift by a pixel or two.
 */
import { warnDeprecated } from '../../sdk/devWarn';
import { gifAspectRatio } from '../../sdk/media/gifSize';
import type { Gif } from '../../sdk/normalize/gif';

/** Width / height of a GIF as the grid lays it out; 1 (square) when the API gave no size. */
export function tileAspectRatio(gif: Pick<Gif, 'images'>): number {
  return gifAspectRatio(gif) || 1;
}

/**
 * Width / height of a GIF as the grid lays it out; 1 (square) when the API gave no size.
 * @deprecated Use `gifAspectRatio(gif) || 1` (`gifkit`): the one aspect-ratio rule. Removed in
 * 0.4.0 at the earliest.
 */
export function gridAspectRatio(gif: Pick<Gif, 'images'>): number {
  warnDeprecated({ name: 'gridAspectRatio (gifkit/headless)', instead: "gifAspectRatio(gif) || 1 from 'gifkit'" });
  return tileAspectRatio(gif);
}
