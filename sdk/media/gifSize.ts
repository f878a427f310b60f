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

/** Renditions a GIF's ratio is read from, in order: later ones only when the earlier lack a size. */
const RATIO_SOURCES = ['original', 'fixed_width', 'fixed_height', 'downsized'] as const;

/**
 * Width divided by height: the kit's one aspect-ratio rule, used by the grid's layout, the
 * tiles, the carousel and the video alike. Read from `original` (every rendition is scaled from
 * it, so a layout measured with it is the one rendered), else `fixed_width`, `fixed_height` or
 * `downsized`; `0` when none has a positive size.
 */
export function gifAspectRatio(gif: Pick<GifLike, 'images'>): number {
  return renditionRatio(gif, RATIO_SOURCES);
}

/** The whole-pixel height of a picture of `ratio` shown `width` px wide; `0` (never `NaN`) when unknown. */
export const heightAt = (ratio: number, width: number): number =>
  ratio && isPositiveSize(width) ? Math.round(width / ratio) : 0;

/** The whole-pixel width of a picture of `ratio` shown `height` px high; `0` (never `NaN`) when unknown. */
export const widthAt = (ratio: number, height: number): number =>
  ratio && isPositiveSize(height) ? Math.round(height * ratio) : 0;

/** The whole-pixel height of the GIF shown `width` px wide; `0` (never `NaN`) when unknown. */
export function gifHeight(gif: Pick<GifLike, 'images'>, width: number): number {
  return heightAt(gifAspectRatio(gif), width);
}

/** The whole-pixel width of the GIF shown `height` px high; `0` (never `NaN`) when unknown. */
export function gifWidth(gif: Pick<GifLike, 'images'>, height: number): number {
  return widthAt(gifAspectRatio(gif), height);
}
