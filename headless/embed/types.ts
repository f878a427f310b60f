/**
 * The embed's public vocabulary: the GIF record it reads, `useEmbed`'s options and what it
 * hands the renderer (docs/embed.md).
 */

import type { ExternalMediaLike } from '../../sdk/external-video/externalVideoEmbedUrl';
import type { EmbedMedia } from '../../sdk/media/embedMediaPolicy';
import type { GifLike, UserLike } from '../../sdk/media/types';
import type { ApiGif } from '../../sdk/normalize/gif';
import type { GifSource } from '../../sdk/source/types';
import type { StateChange, StateReducer } from '../shared/useControlledReducer';
import type { EmbedMessages } from './messages';
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

/** The client `useEmbed` loads a GIF by id with (`createGiphyCore`, `createGifReader` or `createGiphyClient`). */
export type EmbedGifClient = GifSource;

/** What `useEmbed` takes: the GIF (or its id and a client), the frame size, the strings and the callbacks. */
export interface EmbedOptions {
  /** Rewrites or refuses every change of the embed's state (return `changes`, or your own state). */
  stateReducer?: StateReducer<EmbedState, EmbedAction> | undefined;
  /** After every change of the embed's state: its type and the fields that changed. */
  onStateChange?: ((change: StateChange<EmbedState, EmbedAction>) => void) | undefined;
  /**
   * The GIF to show (normalized, or as the API sends it: normalized once here). Give this, or
   * `gifId` and a `client` to load it by id.
   */
  gif?: EmbedGif | ApiGif | undefined;
  /** The id of the GIF to show when `gif` is not given: it is loaded with `getGif(client, gifId)`. */
  gifId?: string | undefined;
  /**
   * Loads `gifId` (the related grid of the styled player also fetches with it). Default: the
   * nearest `<GiphyProvider>`'s client (none outside one).
   */
  client?: EmbedGifClient | undefined;
  /** Paused: the still replaces the moving image (controlled when defined). */
  paused?: boolean | undefined;
  defaultPaused?: boolean | undefined;
  onPausedChange?: ((paused: boolean) => void) | undefined;
  /** The moving image's sound is off (controlled when defined; default true). */
  muted?: boolean | undefined;
  defaultMuted?: boolean | undefined;
  onMutedChange?: ((muted: boolean) => void) | undefined;
  /** The share menu is open (controlled when defined). */
  shareOpen?: boolean | undefined;
  defaultShareOpen?: boolean | undefined;
  onShareOpenChange?: ((shareOpen: boolean) => void) | undefined;
  /** The external video shows instead of the GIF (controlled when defined). */
  watching?: boolean | undefined;
  defaultWatching?: boolean | undefined;
  onWatchingChange?: ((watching: boolean) => void) | undefined;
  /** The external video ended (a GIF itself loops and never ends). */
  onEnded?: (() => void) | undefined;
  /** The GIF (given by id) could not be loaded: the embed shows `messages.mediaError`. */
  onError?: ((error: unknown) => void) | undefined;
  /** Never offer the external video (no Watch button). */
  hideVideo?: boolean | undefined;
  /** The Twitter variant: a pause/play button that pauses the video itself. */
  isTwitter?: boolean | undefined;
  /** Appended to every link out (logo, GIF page, profile), e.g. `utm_source=embed`. */
  trackingQueryString?: string | undefined;
  /** Phone or tablet; default: detected from the user agent after hydration. */
  isMobile?: boolean | undefined;
  /**
   * The browser shows WebP. Default: detected once per page (`useMediaCapabilities`; WebP is
   * the embed's first choice where supported). Pass it to override the detection.
   */
  supportsWebp?: boolean | undefined;
  /** The product name in 'Continue Watching on …' and 'View on …'. Default `GIPHY`. */
  productName?: string | undefined;
  /** The product's site, linked by the logo. Default `https://giphy.com`. */
  siteUrl?: string | undefined;
  /** Replaces opening the uploader's profile in a new tab. */
  onAttributionClick?: ((attribution: EmbedAttribution, event: { preventDefault(): void }) => void) | undefined;
  /** The page's origin, passed to YouTube's IFrame API. */
  origin?: string | undefined;
  /** The share dialog's embed code; default built from the GIF by `embedCode` ('' when it cannot be). */
  embedCode?: string | undefined;
  /** Strings to replace (the rest stay English): see `embedMessages`. */
  messages?: Partial<EmbedMessages> | undefined;
  /**
   * The accent colour of Vimeo's player controls, 3 or 6 hex digits with or without `#`.
   * Default `#9933ff`, the embed's purple. A colour that is not hex offers no Watch button.
   */
  videoColor?: string | undefined;
}

/** Everything the renderer reads besides the prop getters. */
export interface EmbedRenderState {
  /** The GIF shown (`undefined` while one given by `gifId` loads, or when it failed). */
  gif: EmbedGif | undefined;
  state: EmbedState;
  /** The embed's layout for its frame size: what fits (attribution, share bar, related grid) and where. */
  layout: {
    /** Below 250 px wide or 199 px high: no share menu, logo, overlay, background or footer. */
    compact: boolean;
    /** The share panel's small variant (frame at most 230 px high). */
    smallShare: boolean;
    /**
     * Hover effects apply: desktop, hovered, share closed, a frame large enough for its chrome
     * (header in, GIF darkened, marker away).
     */
    hovering: boolean;
    /** The footer is up: desktop hover with share closed, or the mobile footer opened. */
    footerOpen: boolean;
    /** The share menu and its background show. */
    shareVisible: boolean;
    /** The related grid is offered (desktop only). */
    related: boolean;
  };
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
  /** The share dialog's embed code ('' when none can be built). */
  embedCode: string;
  productName: string;
  alt: string;
  messages: EmbedMessages;
  /** The client the embed loads with: the `client` option, else the nearest `<GiphyProvider>`'s. */
  client: EmbedGifClient | undefined;
}

export type { EmbedState, ExternalPlayback };
