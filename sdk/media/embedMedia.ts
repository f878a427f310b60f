/**
 * Which element the single-clip embed renders for a GIF: an animated WebP, a video or a GIF
 * image.
 */
import type { GifLike } from './types';

/** What to render, with every URL it needs. `still` is the first frame shown while paused. */
export type EmbedMedia =
  | { kind: 'webp'; src: string; still: string; width: number; height: number }
  | { kind: 'video'; src: string; poster: string; width: number; height: number }
  | { kind: 'image'; src: string; still: string; width: number; height: number };

/** Facts about the viewer's browser, detected by the caller. */
export interface EmbedEnvironment {
  /** The browser can show WebP. */
  supportsWebp?: boolean;
  /** A phone or tablet (see `isMobileUserAgent`): no autoplaying video there. */
  isMobile?: boolean;
}

/** True when the URL's path (ignoring the query GIPHY appends) names an `.mp4` file. */
function isMp4File(url: string | undefined): url is string {
  return !!url && /\.mp4$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

/**
 * Chooses the embed's media, in this order:
 *
 * 1. the animated WebP of `original`, when the browser supports WebP;
 * 2. on desktop, for GIFs that are not stickers (MP4 has no transparency), a video: the `hd`
 *    MP4 when its URL path ends in `.mp4`, else `original`'s MP4;
 * 3. the GIF of `original`, else `downsized_large`, else `fixed_width`.
 *
 * `still`/`poster` come from `original_still`, else `fixed_width_still` (`''` if neither), and
 * the size from `original`, else `fixed_width` (0 when unknown). `undefined` when the GIF has no
 * file at all. The `.mp4` test ignores the query string, which GIPHY adds to most media URLs.
 */
export function embedMedia(
  gif: Pick<GifLike, 'images' | 'is_sticker'>,
  environment: EmbedEnvironment = {},
): EmbedMedia | undefined {
  const { original, original_still, hd, downsized_large, fixed_width, fixed_width_still } = gif.images ?? {};
  const still = original_still?.url || fixed_width_still?.url || '';
  const sized = original?.width && original.height ? original : fixed_width;
  const size = { width: sized?.width || 0, height: sized?.height || 0 };
  if (environment.supportsWebp && original?.webp) return { kind: 'webp', src: original.webp, still, ...size };
  const mp4 = isMp4File(hd?.mp4) ? hd.mp4 : original?.mp4;
  if (!environment.isMobile && !gif.is_sticker && mp4) return { kind: 'video', src: mp4, poster: still, ...size };
  const src = original?.url || downsized_large?.url || fixed_width?.url;
  return src ? { kind: 'image', src, still, ...size } : undefined;
}
