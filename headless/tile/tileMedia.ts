/**
 * What a tile loads: the SDK's media policy (`mediaPolicy`, docs/media-rules.md) for the GIF,
 * its box, the screen density and the browser's capabilities, plus, for a moving image and
 * when a `srcSet` rule is given (e.g. the SDK's `imageSrcSet`), a `srcset` + `sizes`.
 */
import type { MediaCapabilities } from '../../sdk/media/capabilities';
import { type MediaPlan, mediaPolicy } from '../../sdk/media/mediaPolicy';
import type { GifLike, MediaFormat } from '../../sdk/media/types';
import { px } from '../shared/dataAttributes';

export interface TileMediaOptions<G> {
  capabilities: MediaCapabilities;
  devicePixelRatio: number;
  media: MediaFormat;
  /** Hovered or focused: a still tile moves. */
  active: boolean;
  economy?: boolean;
  /** Keep the GIF behind a WebP image (a `<picture>`): WebP support is only assumed. */
  gifFallback: boolean;
  /** `sizes` for the srcset; default `"<width>px"`. */
  sizes?: string;
  /** Builds the `srcset` (e.g. `imageSrcSet`); without it the image has none. */
  srcSet?: ((gif: G, options: { webp?: boolean }) => string) | undefined;
}

/** The policy's plan with the image's optional `srcset` (GIF) and the WebP source's (`webpSrcSet`). */
export interface TileSources {
  plan: MediaPlan | undefined;
  srcSet: string | undefined;
  webpSrcSet: string | undefined;
  sizes: string | undefined;
}

export function tileSources<G extends Pick<GifLike, 'images' | 'video' | 'is_sticker' | 'type'>>(
  gif: G,
  width: number,
  height: number,
  options: TileMediaOptions<G>,
): TileSources {
  const plan = mediaPolicy(gif, { ...options, width, height });
  // Only a moving image takes the srcset: its candidates have no matching stills or videos.
  const images = plan?.kind === 'image' && !plan.still && options.srcSet;
  // The `<img>`'s own srcset is in its own format (WebP when forced, else GIF).
  const srcSet = (images && options.srcSet?.(gif, { webp: plan.format === 'webp' && !plan.webp })) || '';
  const webpSrcSet = (images && plan.webp && options.srcSet?.(gif, { webp: true })) || '';
  return {
    plan,
    srcSet: srcSet || undefined,
    webpSrcSet: webpSrcSet || undefined,
    sizes: srcSet || webpSrcSet ? (options.sizes ?? px(Math.round(width))) : undefined,
  };
}
