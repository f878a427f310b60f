/**
 * The embed's public vocabulary: the GIF record it reads, `useEmbed`'s
 * options and what it hands the renderer.
 */
import type { ExternalMediaLike } from '../../sdk/external-video/externalVideoEmbedUrl';
import type { EmbedMedia } from '../../sdk/media/embedMedia';
import type { GifLike, UserLike } from '../../sdk/media/types';
import type { ControlledReducerOptions } from '../shared/useControlledReducer';
import type { EmbedLayout } from './embedLayout';
import type { EmbedAction, EmbedState, ExternalPlayback } from './reducer';

/** The GIF record the single-clip embed reads (a normalized `Gif` fits). */
export interface EmbedGif extends Pick<GifLike, 'id' | 'images' | 'is_sticker' | 'title' | 'alt_text' | 'tags'> {
  /** The GIF's page on the product's site. */
  url?: string;
  embed_url?: string;
  /** The video the GIF was cut from (youtube or vimeo). */
  external_media?: ExternalMediaLike | null;
  user?: UserLike & { attribution_display_name?: string };
  username?: string;
  analytics_response_payload?: string | null;
}

/** The uploader credit, already checked: names sanitized, URLs http(s) only. */
export interface EmbedAttribution {
  /** The display name, else `@username`. */
  name: string;
  /** The username without `@` ('' when none). */
  username: string;
  /** The avatar, sized to 80 px high (or a default avatar). */
  avatar: string;
  /** The profile page ('' when the record has no safe one). */
  profileUrl: string;
  verified: boolean;
}

/** The external video to offer with Watch. */
export interface EmbedExternalVideo {
  provider: 'youtube' | 'vimeo';
  /** The provider's player URL, muted and autoplaying (the SDK's URL builders). */
  src: string;
}

export interface UseEmbedOptions
  extends Pick<ControlledReducerOptions<EmbedState, EmbedAction>, 'stateReducer' | 'onStateChange'> {
  gif: EmbedGif;
  /** Flags to start with. */
  initialState?: Partial<EmbedState>;
  /** Controlled flags: each defined one wins over the embed's own. */
  state?: Partial<EmbedState>;
  /** Never offer the external video (no Watch button). */
  hideVideo?: boolean;
  /** The Twitter variant: a pause/play button that pauses the video itself. */
  isTwitter?: boolean;
  /** Appended to every link out (logo, GIF page, profile), e.g. `utm_source=embed`. */
  trackingQueryString?: string;
  /** Phone or tablet; default: detected from the user agent after hydration. */
  isMobile?: boolean;
  /** The browser shows WebP (passed to `embedMedia`). Default false. */
  supportsWebp?: boolean;
  /** The product name in 'Continue Watching on …' and 'View on …'. Default `GIPHY`. */
  productName?: string;
  /** The product's site, linked by the logo. Default `https://giphy.com`. */
  siteUrl?: string;
  /** Replaces opening the uploader's profile in a new tab. */
  onAttributionClick?: (attribution: EmbedAttribution, event: { preventDefault(): void }) => void;
  /** The page's origin, passed to YouTube's IFrame API. */
  origin?: string;
  /**
   * The accent colour of Vimeo's player controls, 3 or 6 hex digits with or without `#`.
   * Default `#9933ff`, the embed's purple. A colour that is not hex offers no Watch button.
   */
  videoColor?: string;
}

/** Everything the renderer reads besides the prop getters. */
export interface EmbedRenderState {
  state: EmbedState;
  layout: EmbedLayout;
  /** The frame's measured size (0 before the first measurement). */
  width: number;
  height: number;
  isMobile: boolean;
  isTwitter: boolean;
  /** The media to show (`undefined` when the record has none: `error` says so). */
  media: EmbedMedia | undefined;
  /** The still is showing instead of the moving image (paused, not the Twitter variant). */
  showStill: boolean;
  attribution: EmbedAttribution | undefined;
  externalVideo: EmbedExternalVideo | undefined;
  /** What went wrong with the media, for the error message ('' when nothing). */
  error: string;
  /** Links out, with the tracking query string, http(s) only ('' when none). */
  links: { gif: string; site: string };
  productName: string;
  alt: string;
}

export type { EmbedState, ExternalPlayback };
