/**
 * The size-matching rule shared by image renditions and clip assets: pick the encoding whose
 * area is closest to the box it will be shown in, without blowing a much smaller file up.
 */

/** How many pixels, per dimension, a rendition may be smaller than its box and still qualify. */
export const RENDITION_SCALE_UP_MAX_PIXELS = 50;

/** Anything with a pixel size. */
export interface Sized {
  width: number;
  height: number;
}

/** True for a finite, strictly positive number. */
export function isPositiveSize(value: unknown): value is number {
  // Number.isFinite is false for anything but a finite number (no coercion).
  return Number.isFinite(value) && (value as number) > 0;
}

/** True for a rendition or asset whose width and height are both positive sizes. */
export function hasSize<T extends Partial<Sized>>(item: T | undefined): item is T & Sized {
  return !!item && isPositiveSize(item.width) && isPositiveSize(item.height);
}

/**
 * Picks the item that best fills a `width`×`height` box.
 *
 * Items more than `scaleUpMaxPixels` smaller than the box in either dimension are set aside
 * (they would look blurry scaled up). If nothing is left, the largest item by area wins, as the
 * least blurry option. Otherwise the item whose area ratio `(w/width)·(h/height)` is closest to 1
 * wins; on a tie the earlier item wins, so callers control preference through order.
 *
 * Unlike `@giphy/js-util`'s `bestfit`, the tolerance is a parameter rather than a module global,
 * and an empty list or a box without a positive size yields `undefined` instead of a crash.
 */
export function bestfit<T extends Sized>(
  items: readonly T[],
  width: number,
  height: number,
  scaleUpMaxPixels = RENDITION_SCALE_UP_MAX_PIXELS,
): T | undefined {
  if (!isPositiveSize(width) || !isPositiveSize(height)) return undefined;
  let largest: T | undefined;
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const item of items) {
    if (!largest || item.width * item.height > largest.width * largest.height) largest = item;
    if (width - item.width > scaleUpMaxPixels || height - item.height > scaleUpMaxPixels) continue;
    const distance = Math.abs(1 - (item.width / width) * (item.height / height));
    if (distance < bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best ?? largest;
}
