/**
 * GIPHY's raw wire data for the compat helpers: `@giphy/js-util` accepts renditions whose sizes
 * are strings (`"200"`), as the API sends them, so the helpers read those too. Only the sizes
 * the media rules compare are converted, on a shallow copy; the caller's object is untouched.
 */

import type { GifLike, Rendition, VideoAsset, VideoLike } from '../media/types';
import { toInt } from '../normalize/gif';
import type { GifID, IImages, IVideo } from './gifTypes';

/** A size as the wire sends it (`"200"`) or as the normalizer leaves it (`200`). */
type WireSize = number | string;
/** Renditions whose `width`/`height` may be strings (`"200"`, as the API sends them). */
export type WireRenditions = Partial<
  Record<string, Omit<Rendition, 'width' | 'height'> & { width: number | string; height: number | string }>
>;
/** A clip's video whose sizes may be strings. */
export interface WireVideo {
  /** The video files by name, their `width`/`height` possibly strings. */
  assets?: Partial<
    Record<string, Omit<VideoAsset, 'width' | 'height'> & { width: number | string; height: number | string }>
  >;
  previews?: WireRenditions;
}
/** A GIF as `@giphy/js-util` takes it: normalized, raw from the API, or typed as GIPHY's `IGif`. */
export type WireGif = Omit<GifLike, 'id' | 'images' | 'video' | 'is_sticker'> & {
  id: GifID;
  images: WireRenditions | IImages;
  video?: WireVideo | IVideo;
  /** `true`/`false`, or the API's `1`/`0`. */
  is_sticker?: boolean | number;
};

const size = (value: WireSize | undefined) => (typeof value === 'number' ? value : (toInt(value) ?? 0));

/** Renditions with numeric sizes (unparseable ones become NaN, which no rule accepts). */
export function numericRenditions<T extends { width?: WireSize; height?: WireSize }>(
  map: Partial<Record<string, T>> | undefined,
): Partial<Record<string, Omit<T, 'width' | 'height'> & { width: number; height: number }>> {
  const out: Partial<Record<string, Omit<T, 'width' | 'height'> & { width: number; height: number }>> = {};
  for (const name in map) {
    const rendition = map[name];
    if (rendition) out[name] = { ...rendition, width: size(rendition.width), height: size(rendition.height) };
  }
  return out;
}

/** The GIF with numeric rendition and asset sizes and a boolean `is_sticker`. */
export function numericGif(gif: WireGif): GifLike {
  // GIPHY's `IImages`/`IVideo` are the same maps without an index signature.
  const video = gif.video as WireVideo | undefined;
  return {
    ...gif,
    id: String(gif.id),
    is_sticker: gif.is_sticker === true || gif.is_sticker === 1,
    images: numericRenditions(gif.images as WireRenditions),
    video: video && {
      ...video,
      assets: video.assets && (numericRenditions(video.assets) as VideoLike['assets']),
      previews: video.previews && numericRenditions(video.previews),
    },
  } as GifLike;
}
