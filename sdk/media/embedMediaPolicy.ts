/**
 * The media policy's embed purpose: what the single-clip embed shows, under the tiles' rules
 * (mediaPolicy.ts). Its own module because the embed's page loads it before anything else
 * while the tiles' policy, with its rendition search, comes only with the lazily loaded
 * related grid: one module would put both in the page's first script.
 */
import type { MediaCapabilities } from './capabilities';
import { safeUrl } from './safeUrl';
import { stillName } from './stillName';
import { hasTransparency } from './transparency';
import type { GifLike, Renditions } from './types';

/** What the single-clip embed renders, with every URL it needs (http(s)). `still` is the first frame shown while paused. */
export type EmbedMedia =
  | { kind: 'webp'; src: string; still: string; width: number; height: number }
  | { kind: 'video'; src: string; poster: string; width: number; height: number }
  | { kind: 'image'; src: string; still: string; width: number; height: number };

/** The renditions whose GIF the embed shows when it shows an image, in order. */
const EMBED_IMAGES = ['original', 'downsized_large', 'fixed_width'] as const;

/** True when the URL's path (ignoring the query GIPHY appends) names an `.mp4` file. */
const isMp4File = (url: string | undefined): url is string => !!url && /\.mp4$/i.test(url.split(/[?#]/, 1)[0] ?? '');

/**
 * The policy's embed purpose: what the single-clip embed shows for `gif`. The embed plays the
 * whole GIF at its own size, so it takes named renditions in a fixed order instead of the best
 * fit for a box, under the tile's rules: only http(s) URLs, no MP4 for anything with
 * transparency (`hasTransparency`), a video only where it may autoplay (the embed passes
 * `autoplay: false` on a phone or tablet), WebP only where the browser shows it. In order:
 *
 * 1. the animated WebP of `original`, when `capabilities.webp`;
 * 2. a video, when `capabilities.autoplay` and the GIF has no transparency: the `hd` MP4 when
 *    its URL path ends in `.mp4` (the query GIPHY adds is ignored), else `original`'s MP4;
 * 3. the GIF of `original`, else `downsized_large`, else `fixed_width`.
 *
 * `still`/`poster` come from `original`'s still, else `fixed_width`'s (`''` if neither), and
 * the size from `original`, else `fixed_width` (0 when unknown). `undefined` when the GIF has no
 * file to show.
 */
export function embedMediaPolicy(
  gif: Pick<GifLike, 'images' | 'is_sticker' | 'type'>,
  capabilities: Pick<MediaCapabilities, 'webp' | 'autoplay'>,
): EmbedMedia | undefined {
  const images: Renditions = gif.images ?? {};
  const { original, hd, fixed_width } = images;
  const still = safeUrl(images[stillName('original')]?.url) || safeUrl(images[stillName('fixed_width')]?.url);
  const sized = original?.width && original.height ? original : fixed_width;
  const size = { width: sized?.width || 0, height: sized?.height || 0 };
  const webp = capabilities.webp && safeUrl(original?.webp);
  if (webp) return { kind: 'webp', src: webp, still, ...size };
  const mp4 = (isMp4File(hd?.mp4) && safeUrl(hd.mp4)) || safeUrl(original?.mp4);
  if (capabilities.autoplay && !hasTransparency(gif) && mp4) return { kind: 'video', src: mp4, poster: still, ...size };
  const src = EMBED_IMAGES.map((name) => safeUrl(images[name]?.url)).find(Boolean);
  return src ? { kind: 'image', src, still, ...size } : undefined;
}
