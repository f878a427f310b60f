/**
 * The GIF helpers of @giphy/js-util 5.x under their names and signatures, over gifkit's pure
 * media rules (sdk/media). The URL helpers go through the one media policy (`mediaPolicy`, with
 * the page's cached capability detection), as every gifkit tile does. Behaviour follows
 * GIPHY's except where docs/compat.md says why not. Like GIPHY's, they take normalized GIFs or
 * the API's raw data (sizes as strings: wireSizes.ts).
 */
import { altText } from '../media/altText';
import { bestRendition } from '../media/bestRendition';
import { bestVideo } from '../media/bestVideo';
import { detectMediaCapabilities } from '../media/capabilities';
import { heightAt, renditionRatio, widthAt } from '../media/gifSize';
import { mediaPolicy } from '../media/mediaPolicy';
import { specificRendition } from '../media/specificRendition';
import type { Rendition } from '../media/types';
import type { IImages } from './gifTypes';
import { settings } from './settings';
import { numericGif, numericRenditions, type WireGif, type WireRenditions, type WireVideo } from './wireSizes';

export { getPingbackId } from './settings';

/** Sets how many pixels a rendition may be scaled up by (default 50) for every helper below. */
export function setRenditionScaleUpMaxPixels(pixels: number): void {
  settings.scaleUpMaxPixels = pixels;
}

/** The best rendition for a box, as `{ renditionName, ...rendition }`; undefined when none has a size. */
export function getBestRendition(
  images: WireRenditions | IImages,
  gifWidth: number,
  gifHeight: number,
  scaleUpMaxPixels?: number,
): (Rendition & { renditionName: string }) | undefined {
  const best = bestRendition(numericRenditions(images as WireRenditions), gifWidth, gifHeight, {
    scaleUpMaxPixels: scaleUpMaxPixels ?? settings.scaleUpMaxPixels,
  });
  if (!best) return undefined;
  const { name, ...rendition } = best;
  return { renditionName: name, ...rendition };
}

/**
 * The URL of the best rendition for a box, as the media policy picks it for one `<img>`: the
 * WebP where the browser has it (detected once, cached; assumed on a server), else the GIF; the
 * still with `isStill`; the MP4 with `useVideo` (not for stickers: MP4 has no transparency).
 * `''` when nothing fits.
 */
export function getBestRenditionUrl(
  gif: WireGif,
  width: number,
  height: number,
  options: { isStill?: boolean; useVideo?: boolean; scaleUpMaxPixels?: number } = {},
): string {
  const plan = mediaPolicy(numericGif(gif), {
    width,
    height,
    // One URL, no autoplay decision: an image unless a video is asked for, still when asked.
    capabilities: { webp: detectMediaCapabilities().webp, autoplay: false, reducedMotion: !!options.isStill },
    media: options.useVideo ? 'mp4' : 'auto',
    gifFallback: false,
    scaleUpMaxPixels: options.scaleUpMaxPixels ?? settings.scaleUpMaxPixels,
  });
  return plan?.src ?? '';
}

/**
 * The URL of a named rendition (`fixed_width`, …), its still, or its MP4, in the policy's
 * format: WebP where the browser has it, never MP4 for a sticker; '' when missing.
 */
export function getSpecificRendition(gif: WireGif, renditionLabel: string, isStill = false, useVideo = false): string {
  return specificRendition(numericGif(gif), renditionLabel, {
    still: isStill,
    video: useVideo,
    webp: detectMediaCapabilities().webp,
  });
}

/** The clip asset that best fills a player of this size. */
export function getBestVideo(video: WireVideo | undefined, width: number, height: number) {
  return bestVideo(video && numericGif({ id: '', images: {}, video }).video, width, height, settings.scaleUpMaxPixels);
}

/**
 * js-util's ratio: `fixed_width`'s, as GIPHY's grid measures (kept for the drop-in; gifkit's own
 * `gifAspectRatio` reads `original` first), falling back to `original` where js-util gives 0.
 */
const jsUtilRatio = (gif: Pick<WireGif, 'images'>) =>
  renditionRatio({ images: numericRenditions(gif.images as WireRenditions) }, ['fixed_width', 'original']);

/** The height a GIF shows at for a width (fixed_width's aspect ratio); 0 when unknown. */
export function getGifHeight(gif: Pick<WireGif, 'images'>, width: number): number {
  return heightAt(jsUtilRatio(gif), width);
}

/** The width a GIF shows at for a height; 0 when unknown. */
export function getGifWidth(gif: Pick<WireGif, 'images'>, height: number): number {
  return widthAt(jsUtilRatio(gif), height);
}

/** Alt text: alt_text, title, else the uploader and up to 4 tags (5 without one) + GIF/Sticker. */
export function getAltText(gif: WireGif): string {
  return altText(numericGif(gif));
}
