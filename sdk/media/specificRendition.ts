/**
 * The URL of a rendition picked by name, for layouts that always use the same one.
 */
import { renditionFile } from './renditionFile';
import { stillName } from './stillName';
import type { GifLike, RenditionUrlOptions } from './types';

/**
 * The URL of the rendition called `name` (or its still variant with `still`), in the format
 * `options` asks for; `''` when the GIF has no such rendition or file.
 *
 * `video` wins over `still`, as in `@giphy/js-util`. Stickers never get an MP4 (it has no
 * transparency). Unlike GIPHY's `getSpecificRendition`, stickers and stills still get WebP when
 * the browser supports it: WebP keeps transparency, and the rule matches `bestRenditionUrl`.
 */
export function specificRendition(
  gif: Pick<GifLike, 'images' | 'is_sticker'>,
  name: string,
  options: RenditionUrlOptions = {},
): string {
  if (!name) return '';
  const video = Boolean(options.video) && !gif.is_sticker;
  const key = options.still && !video ? stillName(name) : name;
  return renditionFile(gif.images?.[key], { video, webp: options.webp });
}
