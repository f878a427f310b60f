/**
 * A GIF's on-screen size for a given width or height, before any image has loaded, so layouts
 * (masonry columns, carousel rows) can reserve space without jumping.
 */
import { hasSize, isPositiveSize } from './bestfit';
import type { GifLike } from './types';

/** Width divided by height of the first of `names` with a positive size; `0` when none has one. */
export function renditionRatio(gif: Pick<GifLike, 'images'>, names: readonly string[]): number {
  for (const name of names) {
    const rendition = gif.images?.[name];
    if (hasSize(rendition)) return rendition.width / rendition.height;
  }
  return 0;
}

/**
 * Width divided by height, read from `fixed_width` (what grids display) or else `original`;
 * `0` when neither has a positive size.
 */
export function gifAspectRatio(gif: Pick<GifLike, 'images'>): number {
  return renditionRatio(gif, ['fixed_width', 'original']);
}

/** The whole-pixel height of the GIF shown `width` px wide; `0` (never `NaN`) when unknown. */
export function gifHeight(gif: Pick<GifLike, 'images'>, width: number): number {
  const ratio = gifAspectRatio(gif);
  return ratio && isPositiveSize(width) ? Math.round(width / ratio) : 0;
}

/** The whole-pixel width of the GIF shown `height` px high; `0` (never `NaN`) when unknown. */
export function gifWidth(gif: Pick<GifLike, 'images'>, height: number): number {
  const ratio = gifAspectRatio(gif);
  return ratio && isPositiveSize(height) ? Math.round(height * ratio) : 0;
}
