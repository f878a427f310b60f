/**
 * What a tile shows while its GIF loads.
 */
import { pickRandom } from './pickRandom';
import type { GifLike } from './types';

/** GIPHY's five brand colours, used as solid placeholders behind loading GIFs. */
export const BRAND_COLORS = ['#00ccff', '#00ff99', '#9933ff', '#ff6666', '#fff35c'] as const;

/** One of {@link BRAND_COLORS}. */
export type BrandColor = (typeof BRAND_COLORS)[number];

/**
 * A CSS `background` value drawing a light grey checkerboard of 8 px squares with gradients
 * only (no image request), the conventional backdrop for transparent stickers.
 */
export const CHECKERBOARD_BACKGROUND = 'repeating-conic-gradient(#e6e6e6 0% 25%, #ffffff 0% 50%) 0 0 / 16px 16px';

/** The placeholder to paint: a solid brand colour, or a checkerboard for stickers. */
export type Placeholder =
  | { kind: 'color'; color: string; background: string }
  | { kind: 'checkerboard'; background: string };

/**
 * The placeholder for a GIF: a checkerboard for stickers, so their transparency reads as such
 * once loaded; otherwise one of the five brand colours, each equally likely. Either way
 * `background` can be assigned straight to the CSS `background` property.
 *
 * Pick it once per tile (e.g. when the item enters the list) rather than on every render, or
 * server and client renders will disagree unless the same `random` is injected (`options.random`:
 * a source of uniform numbers in [0, 1); default `Math.random`; a seeded one for SSR).
 */
export function placeholder(gif: Pick<GifLike, 'is_sticker'>, options: { random?: () => number } = {}): Placeholder {
  if (gif.is_sticker) return { kind: 'checkerboard', background: CHECKERBOARD_BACKGROUND };
  const color = pickRandom(BRAND_COLORS, options.random);
  return { kind: 'color', color, background: color };
}
