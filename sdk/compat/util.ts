/**
 * The GIF helpers of @giphy/js-util 5.x under their names and signatures, over gifkit's pure
 * media rules (sdk/media). Behaviour follows GIPHY's except where docs/compat.md says why not.
 */
import { altText } from '../media/altText';
import { bestRendition } from '../media/bestRendition';
import { bestRenditionUrl } from '../media/bestRenditionUrl';
import { bestVideo } from '../media/bestVideo';
import { gifHeight, gifWidth } from '../media/gifSize';
import { specificRendition } from '../media/specificRendition';
import type { GifLike, Renditions, VideoLike } from '../media/types';
import { settings } from './settings';

export { getPingbackId } from './settings';

/** Sets how many pixels a rendition may be scaled up by (default 50) for every helper below. */
export function setRenditionScaleUpMaxPixels(pixels: number): void {
  settings.scaleUpMaxPixels = pixels;
}

/** The best rendition for a box, as `{ renditionName, ...rendition }`; undefined when none has a size. */
export function getBestRendition(images: Renditions, gifWidth: number, gifHeight: number, scaleUpMaxPixels?: number) {
  const best = bestRendition(images, gifWidth, gifHeight, {
    scaleUpMaxPixels: scaleUpMaxPixels ?? settings.scaleUpMaxPixels,
  });
  if (!best) return undefined;
  const { name, ...rendition } = best;
  return { renditionName: name, ...rendition };
}

/** The URL of the best rendition for a box: the MP4 with `useVideo`, the still with `isStill`, else the GIF. */
export function getBestRenditionUrl(
  gif: GifLike,
  width: number,
  height: number,
  options: { isStill?: boolean; useVideo?: boolean; scaleUpMaxPixels?: number } = {},
): string {
  return bestRenditionUrl(gif, width, height, {
    still: options.isStill,
    video: options.useVideo,
    scaleUpMaxPixels: options.scaleUpMaxPixels ?? settings.scaleUpMaxPixels,
  });
}

/** The URL of a named rendition (`fixed_width`, …), its still, or its MP4; '' when missing. */
export function getSpecificRendition(gif: GifLike, renditionLabel: string, isStill = false, useVideo = false): string {
  return specificRendition(gif, renditionLabel, { still: isStill, video: useVideo });
}

/** The clip asset that best fills a player of this size. */
export function getBestVideo(video: VideoLike | undefined, width: number, height: number) {
  return bestVideo(video, width, height, settings.scaleUpMaxPixels);
}

/** The height a GIF shows at for a width (fixed_width's aspect ratio); 0 when unknown. */
export function getGifHeight(gif: Pick<GifLike, 'images'>, width: number): number {
  return gifHeight(gif, width);
}

/** The width a GIF shows at for a height; 0 when unknown. */
export function getGifWidth(gif: Pick<GifLike, 'images'>, height: number): number {
  return gifWidth(gif, height);
}

/** Alt text: alt_text, title, else the uploader and up to 4 tags (5 without one) + GIF/Sticker. */
export function getAltText(gif: GifLike): string {
  return altText(gif);
}
