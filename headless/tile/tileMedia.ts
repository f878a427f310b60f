/**
 * What a tile loads, as a pure function of the GIF and its box: the best-fitting rendition
 * (`bestRendition`, widgets spec §5), its URL as a moving image or a still frame, and a
 * `srcset` + `sizes` so the browser fetches only the pixels the slot needs.
 */
import { bestRendition, type NamedRendition } from '../../sdk/media/bestRendition';
import { bestRenditionUrl } from '../../sdk/media/bestRenditionUrl';
import { imageSrcSet } from '../../sdk/media/imageSrcSet';
import type { GifLike } from '../../sdk/media/types';

export interface TileMediaOptions {
  /** Show the static first frame (reduced motion). */
  still: boolean;
  webp?: boolean;
  /** `sizes` for the srcset; default `"<width>px"`. */
  sizes?: string;
}

export interface TileMedia {
  rendition: NamedRendition | undefined;
  src: string;
  /** Only for the moving image: the srcset's renditions have no matching stills. */
  srcSet: string | undefined;
  sizes: string | undefined;
}

export function tileMedia(
  gif: Pick<GifLike, 'images' | 'video' | 'is_sticker'>,
  width: number,
  height: number,
  { still, webp, sizes }: TileMediaOptions,
): TileMedia {
  const rendition = bestRendition(gif.images, width, height);
  const src = bestRenditionUrl(gif, width, height, { still, webp });
  const srcSet = still ? '' : imageSrcSet(gif, { webp });
  return {
    rendition,
    src,
    srcSet: srcSet || undefined,
    sizes: srcSet ? (sizes ?? `${Math.round(width)}px`) : undefined,
  };
}
