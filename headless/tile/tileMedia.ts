/**
 * What a tile loads, as a pure function of the GIF and its box: the best-fitting rendition
 * (`bestRendition`, widgets spec §5), its URL as a moving image or a still frame, and, when a
 * `srcSet` rule is given (e.g. the SDK's `imageSrcSet`), a `srcset` + `sizes` for high-density
 * screens.
 */
import { bestRendition, type NamedRendition } from '../../sdk/media/bestRendition';
import { bestRenditionUrl } from '../../sdk/media/bestRenditionUrl';
import type { GifLike } from '../../sdk/media/types';
import { px } from '../shared/dataAttributes';

export interface TileMediaOptions<G> {
  /** Show the static first frame (reduced motion). */
  still: boolean;
  webp?: boolean;
  /** `sizes` for the srcset; default `"<width>px"`. */
  sizes?: string;
  /** Builds the `srcset` (e.g. `imageSrcSet`); without it the image has none. */
  srcSet?: ((gif: G, options: { webp?: boolean }) => string) | undefined;
}

export interface TileMedia {
  rendition: NamedRendition | undefined;
  src: string;
  /** Only for the moving image: the srcset's renditions have no matching stills. */
  srcSet: string | undefined;
  sizes: string | undefined;
}

export function tileMedia<G extends Pick<GifLike, 'images' | 'video' | 'is_sticker'>>(
  gif: G,
  width: number,
  height: number,
  options: TileMediaOptions<G>,
): TileMedia {
  const { still, webp, sizes, srcSet: srcSetOf } = options;
  // `still` and `webp` are bestRenditionUrl's options of the same names.
  const rendition = bestRendition(gif.images, width, height);
  const src = bestRenditionUrl(gif, width, height, options);
  const srcSet = (!still && srcSetOf?.(gif, { webp })) || '';
  return {
    rendition,
    src,
    srcSet: srcSet || undefined,
    sizes: srcSet ? (sizes ?? px(Math.round(width))) : undefined,
  };
}
