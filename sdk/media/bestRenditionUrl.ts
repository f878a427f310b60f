/**
 * The one-call answer for a tile: the URL of the best-fitting rendition in the wanted format.
 */
import { bestRendition } from './bestRendition';
import { renditionUrl } from './renditionUrl';
import { stillName } from './stillName';
import type { GifLike, Renditions, RenditionUrlOptions } from './types';

function bestIn(images: Renditions | undefined, width: number, height: number, options: BestRenditionUrlOptions) {
  const url = (name: string) => renditionUrl(images?.[options.still ? stillName(name) : name], options);
  const best = bestRendition(images, width, height, {
    scaleUpMaxPixels: options.scaleUpMaxPixels,
    accept: (candidate) => !!url(candidate.name),
  });
  return best ? url(best.name) : '';
}

/**
 * The URL of the rendition that best fills a `width`×`height` box (see `bestRendition`), as an
 * MP4, a still frame, a WebP or a GIF according to `options`. Only renditions that actually have
 * the wanted file compete. Clips whose `images` hold nothing usable fall back to
 * `video.previews`. Stickers never get an MP4 (it has no transparency), they get the image.
 *
 * When no candidate has a still variant, the moving image is returned rather than nothing:
 * GIPHY's `getBestRenditionUrl` throws in that case. `''` only when no rendition fits at all or
 * the box has no positive size.
 */
export function bestRenditionUrl(
  gif: Pick<GifLike, 'images' | 'video' | 'is_sticker'>,
  width: number,
  height: number,
  options: RenditionUrlOptions & {
    /** Pixels per dimension a rendition may be smaller than the box; default 50. */
    scaleUpMaxPixels?: number;
  } = {},
): string {
  const video = Boolean(options.video) && !gif.is_sticker;
  const resolved = { ...options, video, still: Boolean(options.still) && !video };
  const url = bestIn(gif.images, width, height, resolved) || bestIn(gif.video?.previews, width, height, resolved);
  if (url || !resolved.still) return url;
  return bestRenditionUrl(gif, width, height, { ...resolved, still: false });
}

/** Options of {@link bestRenditionUrl}. */
type BestRenditionUrlOptions = NonNullable<Parameters<typeof bestRenditionUrl>[3]>;
