/**
 * Which file of one rendition to hand to the browser: MP4, WebP or GIF; or, given a GIF and a
 * rendition's name, that rendition's file with a fallback.
 */
import { renditionFile } from './renditionFile';
import { safeUrl } from './safeUrl';
import { specificRendition } from './specificRendition';
import type { GifLike, Rendition, RenditionUrlOptions } from './types';

/**
 * A GIF as far as {@link renditionUrl} reads it: its renditions by name (any object of them,
 * gifkit's or GIPHY's `IImages`; only their `url`, `webp` and `mp4` strings are read) and
 * `is_sticker`.
 */
type RenditionsOf = { images?: object; is_sticker?: boolean };

/**
 * The URL of a GIF's rendition called `name` (its still with `still`, its MP4 with `video`,
 * its WebP with `webp`, as `specificRendition` picks them), else the same file of `original`,
 * else `''`: always a string, and only ever an http(s) URL, for code that reads URLs directly
 * (`renditionUrl(gif, 'downsized')`). See docs/media-rules.md.
 */
export function renditionUrl(
  gif: { images?: object; is_sticker?: boolean },
  name: string,
  options?: RenditionUrlOptions,
): string;
/**
 * The URL to load for a rendition: its MP4 when `video` is asked for, otherwise its WebP when
 * the browser supports WebP and one exists, otherwise the GIF. `''` when that file is missing,
 * so the result can go straight into `src` without an `undefined` check.
 */
export function renditionUrl(
  rendition: Rendition | undefined,
  options?: Pick<RenditionUrlOptions, 'video' | 'webp'>,
): string;
export function renditionUrl(
  source: Rendition | RenditionsOf | undefined,
  nameOrOptions?: string | Pick<RenditionUrlOptions, 'video' | 'webp'>,
  options: RenditionUrlOptions = {},
): string {
  if (typeof nameOrOptions === 'string') {
    const gif = source as Pick<GifLike, 'images' | 'is_sticker'>;
    return (
      safeUrl(specificRendition(gif, nameOrOptions, options)) || safeUrl(specificRendition(gif, 'original', options))
    );
  }
  return renditionFile(source as Rendition | undefined, nameOrOptions);
}
