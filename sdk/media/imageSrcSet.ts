/**
 * A `srcset` for a GIF `<img>`, so the browser downloads only as many pixels as the slot needs.
 */
import { hasSize } from './bestfit';
import { renditionUrl } from './renditionUrl';
import { isSafeUrl } from './safeUrl';
import type { GifLike, Rendition } from './types';

/** The width descriptors the embed's `srcset` uses. */
export const SRCSET_WIDTHS = [200, 480, 500] as const;

/**
 * Builds `"<url> 200w, <url> 480w, <url> 500w"` from the renditions that exist:
 *
 * - `200w`: `fixed_width`, which is exactly 200 px wide.
 * - `480w`: `original`, but only when it is at most 480 px wide (GIPHY caps it there), so the
 *   descriptor never promises fewer pixels than the file holds.
 * - `500w`: `downsized_large` (the largest file under 8 MB), or else an `original` wider than
 *   480, for slots and screens that need more than 480 px.
 *
 * Entries without a file are left out, and so are URLs that are not http(s) (`isSafeUrl`) or
 * hold whitespace (which would split the entry into two candidates). A URL already listed is not repeated (small GIFs
 * often share one file between `original` and `downsized_large`). `''` when nothing exists.
 * With `options.webp` (the browser can show WebP), each rendition's WebP file is used when it has one.
 */
export function imageSrcSet(gif: Pick<GifLike, 'images'>, options: { webp?: boolean } = {}): string {
  const { fixed_width, original, downsized_large } = gif.images ?? {};
  const narrowOriginal = hasSize(original) && original.width <= 480 ? original : undefined;
  const wideOriginal = hasSize(original) && original.width > 480 ? original : undefined;
  const slots: Array<[Rendition | undefined, number]> = [
    [hasSize(fixed_width) ? fixed_width : undefined, SRCSET_WIDTHS[0]],
    [narrowOriginal, SRCSET_WIDTHS[1]],
    [hasSize(downsized_large) ? downsized_large : wideOriginal, SRCSET_WIDTHS[2]],
  ];
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const [rendition, width] of slots) {
    const url = renditionUrl(rendition, { webp: options.webp });
    if (!isSafeUrl(url) || /\s/.test(url) || seen.has(url)) continue;
    seen.add(url);
    entries.push(`${url} ${width}w`);
  }
  return entries.join(', ');
}
