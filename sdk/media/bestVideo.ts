/**
 * Which MP4 asset of a clip to play in a player of a given size.
 */
import { bestfit, hasSize, RENDITION_SCALE_UP_MAX_PIXELS } from './bestfit';
import { isSafeUrl } from './safeUrl';
import type { VideoAsset, VideoLike } from './types';

/**
 * Picks the clip asset that best fills a `width`×`height` player with the `bestfit` rule.
 * The `source` upload is never chosen (it can be huge and in any codec). Assets are compared
 * from narrowest to widest, so on a tie the lighter file wins. Assets without an http(s)
 * URL (`isSafeUrl`) or a positive size are skipped. The chosen asset comes with the name it was
 * found under (`360p`, `720p`…); `undefined` when nothing is left: the caller shows no video.
 */
export function bestVideo(
  video: VideoLike | undefined,
  width: number,
  height: number,
  scaleUpMaxPixels = RENDITION_SCALE_UP_MAX_PIXELS,
): (VideoAsset & { name: string }) | undefined {
  const assets: (VideoAsset & { name: string })[] = [];
  for (const [name, asset] of Object.entries(video?.assets ?? {})) {
    if (name === 'source' || !isSafeUrl(asset?.url)) continue;
    if (!hasSize(asset)) continue;
    assets.push({ name, ...asset });
  }
  assets.sort((a, b) => a.width - b.width);
  return bestfit(assets, width, height, scaleUpMaxPixels);
}
