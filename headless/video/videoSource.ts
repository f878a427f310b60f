/**
 * What a clip offers the player, as pure functions of the GIF and the player's box: whether it
 * has a playable asset, its aspect ratio, a still poster and a captions file. Only http(s) URLs
 * count (`isSafeUrl`, docs/security.md), for clips that never went through the normalizer.
 */
import type { PayloadCarrier } from '../../sdk/analytics/types';
import { isPositiveSize } from '../../sdk/media/bestfit';
import { bestRendition } from '../../sdk/media/bestRendition';
import { gifAspectRatio } from '../../sdk/media/gifSize';
import { isSafeUrl, safeUrl } from '../../sdk/media/safeUrl';
import { stillName } from '../../sdk/media/stillName';
import type { GifLike, Renditions, VideoLike } from '../../sdk/media/types';

/** A clip as the player reads it; a normalized `Gif` fits. */
export interface VideoGif extends GifLike, PayloadCarrier {
  /** The clip's page on GIPHY (attribution falls back to it). */
  url?: string;
  video?: VideoLike & { captions?: Partial<Record<string, { vtt?: string; srt?: string }>> };
}

function playableAssets(gif: Pick<VideoGif, 'video'>) {
  return Object.entries(gif.video?.assets ?? {}).flatMap(([name, asset]) =>
    name !== 'source' && isSafeUrl(asset?.url) && isPositiveSize(asset.width) && isPositiveSize(asset.height)
      ? [asset]
      : [],
  );
}

/** True when the clip has at least one asset `bestVideo` can choose. */
export function hasVideo(gif: Pick<VideoGif, 'video'>): boolean {
  return playableAssets(gif).length > 0;
}

/** Width ÷ height from the GIF's renditions, else from its widest video asset; 0 when unknown. */
export function videoAspectRatio(gif: Pick<VideoGif, 'images' | 'video'>): number {
  const fromImages = gifAspectRatio(gif);
  if (fromImages) return fromImages;
  const widest = playableAssets(gif).sort((a, b) => b.width - a.width)[0];
  return widest ? widest.width / widest.height : 0;
}

function stillIn(images: Renditions | undefined, width: number, height: number): string {
  const best = bestRendition(images, width, height, { accept: (r) => isSafeUrl(images?.[stillName(r.name)]?.url) });
  return best ? (images?.[stillName(best.name)]?.url ?? '') : '';
}

/**
 * The URL of a still (first-frame) rendition that best fills the box, from `images` or else
 * `video.previews`; `''` when there is none. Unlike `bestRenditionUrl({ still })` it never
 * falls back to the moving image: a poster must not animate (reduced motion).
 */
export function posterUrl(gif: Pick<VideoGif, 'images' | 'video'>, width: number, height: number): string {
  return stillIn(gif.images, width, height) || stillIn(gif.video?.previews, width, height);
}

/** The WebVTT file for a language, when the clip has captions in it (at an http(s) URL). */
export function captionsUrl(gif: Pick<VideoGif, 'video'>, language: string): string | undefined {
  return safeUrl(gif.video?.captions?.[language]?.vtt) || undefined;
}
