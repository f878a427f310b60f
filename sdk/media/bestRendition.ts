/**
 * Which of a GIF's standard renditions to show in a box of a given size.
 */
import { bestfit, hasSize, RENDITION_SCALE_UP_MAX_PIXELS } from './bestfit';
import type { Rendition, Renditions } from './types';

/**
 * The renditions considered, in order of preference on a tie. Downsized and
 * downsampled renditions are left out: their frame rate or compression is reduced.
 */
export const RENDITION_CANDIDATES = [
  'original',
  'fixed_width',
  'fixed_height',
  'fixed_width_small',
  'fixed_height_small',
] as const;

/** A chosen rendition, with the name it was found under. */
export type NamedRendition = Rendition & { name: string };

/**
 * Picks the candidate rendition that best fills a `width`×`height` box, using the
 * {@link bestfit} rule. Missing renditions, `{}` placeholders and zero sizes are skipped;
 * when nothing usable remains the answer is `undefined` (GIPHY's version throws).
 */
export function bestRendition(
  images: Renditions | undefined,
  width: number,
  height: number,
  options: {
    /** Pixels per dimension a rendition may be smaller than the box; default 50. */
    scaleUpMaxPixels?: number;
    /**
     * Keeps only renditions that can serve the request (e.g. that have an MP4); the others are
     * treated as missing. By default every candidate with a positive size is kept.
     */
    accept?: (rendition: NamedRendition) => boolean;
    /** The rendition names that compete, in order of preference on a tie; default {@link RENDITION_CANDIDATES}. */
    names?: readonly string[];
  } = {},
): NamedRendition | undefined {
  const { scaleUpMaxPixels = RENDITION_SCALE_UP_MAX_PIXELS, accept, names = RENDITION_CANDIDATES } = options;
  const candidates: NamedRendition[] = [];
  for (const name of names) {
    const rendition = images?.[name];
    if (!hasSize(rendition)) continue;
    const named = { name, ...rendition };
    if (!accept || accept(named)) candidates.push(named);
  }
  return bestfit(candidates, width, height, scaleUpMaxPixels);
}
