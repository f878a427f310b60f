/**
 * The size of the `<iframe>` in generated embed codes.
 */
import { isPositiveSize } from './bestfit';

/** The box embeds are fitted into, in CSS pixels. */
export const EMBED_MAX_SIZE = 480;

/**
 * The GIF's size scaled so its longer side is 480 px, in whole pixels (at least 1), keeping its
 * aspect ratio. Small GIFs are scaled up too, so every embed code has the same footprint.
 * A GIF of unknown size gets the full 480×480 square.
 */
export function fitEmbedSize(width: number, height: number): { width: number; height: number } {
  if (!isPositiveSize(width) || !isPositiveSize(height)) return { width: EMBED_MAX_SIZE, height: EMBED_MAX_SIZE };
  const scale = EMBED_MAX_SIZE / Math.max(width, height);
  return {
    width: Math.min(EMBED_MAX_SIZE, Math.max(1, Math.round(width * scale))),
    height: Math.min(EMBED_MAX_SIZE, Math.max(1, Math.round(height * scale))),
  };
}

/**
 * The responsive embed's sizing: the wrapper takes the full width and its height comes from a
 * bottom padding of `height / width` as a percentage (the aspect-ratio box idiom), e.g.
 * `"56.25%"` for 16:9, rounded to 4 decimals. Unknown sizes give a square (`"100%"`).
 */
export function responsiveEmbedSize(width: number, height: number): { width: '100%'; paddingBottom: string } {
  const ratio = isPositiveSize(width) && isPositiveSize(height) ? height / width : 1;
  return { width: '100%', paddingBottom: `${Number((ratio * 100).toFixed(4))}%` };
}
