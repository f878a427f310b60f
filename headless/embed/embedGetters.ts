/**
 * The embed's prop getters, the types of each and the one function that builds them all for a
 * render (`useEmbed` calls it on every render). Each getter merges the user's props over ours,
 * chains handlers (the user's first; `preventDefault()` opts out) and carries the `data-*`
 * vocabulary the skin styles; links open in a new tab and get only http(s) URLs. They are
 * grouped by what they serve, a module each: the frame and its picture (frameGetters.ts), the
 * controls of playback and the external video (controlGetters.ts), the links out to the
 * product's site (linkGetters.ts) and the share menu (shareGetters.ts).
 *
 * @selector [data-gk-embed] the frame; `data-state="loading|ready|error"`; presence flags
 *   `data-hover` `data-share-open` `data-paused` `data-watching` `data-back-prompt` `data-compact`
 *   `data-small-share` `data-mobile` `data-twitter` `data-footer-open` `data-header-hidden`
 *   `data-grid-active` `data-hovered-once`; `--gk-embed-footer-shift` in px
 * @selector [data-gk-embed-media] [data-gk-embed-link] [data-gk-embed-share] [data-gk-embed-pause]
 *   [data-gk-embed-watch] [data-gk-embed-back] [data-gk-embed-external] [data-gk-embed-footer]
 *   [data-gk-embed-related] [data-gk-embed-related-title] [data-gk-embed-attribution]
 *   [data-gk-embed-logo] [data-gk-embed-continue] [data-gk-embed-view-on] [data-gk-embed-error]
 *   [data-gk-embed-share-link][data-network] [data-gk-embed-share-input] the parts
 */
import type { Ref, RefCallback } from 'react';
import type { EmbedEventLabel } from '../../sdk/analytics/types';
import type { ShareNetwork } from '../../sdk/embed/shareLinks';
import type { ElementProps, PropGetter, UserProps } from '../grid/types';
import { createControlGetters } from './controlGetters';
import { createFrameGetters } from './frameGetters';
import { createLinkGetters } from './linkGetters';
import type { EmbedAction, EmbedState, ExternalPlayback } from './reducer';
import { createShareGetters } from './shareGetters';
import type { EmbedAttribution, EmbedRenderState } from './types';
import type { EmbedHover } from './useEmbedHover';

/** A link of the share menu: the networks' share pages, the GIF's page on Instagram, the favorite link. */
export type EmbedShareTarget = ShareNetwork | 'instagram' | 'favorite';

/** The embed's actions: play, pause, share, the external video's prompt and the other changes a skin asks for. */
export interface EmbedActions {
  /** Runs a named change (the getters' handlers use it). Never call it during render. */
  dispatch: (action: EmbedAction) => EmbedState;
  openShare: () => void;
  closeShare: () => void;
  togglePaused: () => void;
  setPaused: (paused: boolean) => void;
  setMuted: (muted: boolean) => void;
  watch: () => void;
  backToGif: () => void;
  /** Tell the embed how the external video is doing (from the provider's player API). */
  reportExternalPlayback: (playback: ExternalPlayback) => void;
  /** Send an embed analytics event (e.g. `Social Sharing`, `Copy`). */
  track: (action: string, label: EmbedEventLabel) => void;
  /**
   * Tell the embed how tall the related grid is (0 while empty; `null` once it is gone): the
   * footer moves up by it plus 72 px.
   */
  setRelatedHeight: (height: number | null) => void;
}

/**
 * What `useEmbed` returns: the render state, the actions, and the prop getters (one per part:
 * root, media, buttons, share links, the related grid).
 */
export interface EmbedResult extends EmbedRenderState, EmbedActions {
  getRootProps: PropGetter;
  /** The `<img>` or `<video>` (see `mediaElement`). */
  getMediaProps: PropGetter<HTMLImageElement | HTMLVideoElement>;
  /** Which element `getMediaProps` is for. */
  mediaElement: 'img' | 'video';
  getMediaLinkProps: PropGetter<HTMLAnchorElement>;
  getShareButtonProps: PropGetter<HTMLButtonElement, { type: 'button' }>;
  getPauseButtonProps: PropGetter<HTMLButtonElement, { type: 'button' }>;
  getWatchButtonProps: PropGetter<HTMLButtonElement, { type: 'button' }>;
  getBackButtonProps: PropGetter<HTMLButtonElement, { type: 'button' }>;
  /**
   * The external video's `<iframe>` as the embed names it (`messages.externalVideoTitle`):
   * `src`, `title`, `data-gk-embed-external`. With `useExternalVideo` (commands, playback), pass
   * these through its getter, which owns the frame: `video.getFrameProps(embed.getExternalVideoProps())`.
   */
  getExternalVideoProps: PropGetter<HTMLIFrameElement>;
  getFooterProps: PropGetter;
  getRelatedProps: PropGetter;
  getAttributionProps: PropGetter<HTMLAnchorElement>;
  getLogoProps: PropGetter<HTMLAnchorElement>;
  getContinueProps: PropGetter<HTMLAnchorElement>;
  getViewOnProps: PropGetter<HTMLAnchorElement>;
  getErrorProps: PropGetter;
  /**
   * The share menu's links, in the menu's order: the favorite link (`messages.favorite`), then
   * each network by its brand name (the SDK's list: Facebook, Twitter, Pinterest, Tumblr,
   * Reddit, Instagram). Draw each with `getShareLinkProps({ network })`.
   */
  shareTargets: readonly { network: EmbedShareTarget; label: string }[];
  /**
   * A share menu link: the network's share page in a new tab; Facebook, Twitter and Pinterest
   * in their sized popup instead (one click, one window), each tracked as Social Sharing.
   */
  getShareLinkProps: (
    options: UserProps<HTMLAnchorElement> & { network: EmbedShareTarget },
  ) => ElementProps<HTMLAnchorElement>;
  /** A read-only share field (the embed code, the GIF's link) that selects itself on focus or click. */
  getShareFieldProps: (
    options: UserProps<HTMLInputElement> & { field: 'embedCode' | 'link' },
  ) => ElementProps<HTMLInputElement>;
}

/** The embed's prop getters: the part of `EmbedResult` that `createEmbedGetters` makes. */
export type EmbedGetters = Omit<EmbedResult, keyof EmbedRenderState | keyof EmbedActions>;

/** What the getters are built from: one render's state, the actions and the hook's handles. */
export interface EmbedGetterContext {
  view: EmbedRenderState;
  actions: EmbedActions;
  /** Merge our ref with the user's (`useRefMerger`), stable per user ref. */
  root: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  footer: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  video: (theirs?: Ref<HTMLVideoElement>) => RefCallback<HTMLVideoElement>;
  /** The hover machine's handlers for the frame and the related grid (`useEmbedHover`). */
  hover: EmbedHover;
  /** The related grid's height, `null` without one. */
  relatedHeight: number | null;
  onAttributionClick?: ((attribution: EmbedAttribution, event: { preventDefault(): void }) => void) | undefined;
}

export function createEmbedGetters(ctx: EmbedGetterContext): EmbedGetters {
  return {
    ...createFrameGetters(ctx),
    ...createControlGetters(ctx),
    ...createLinkGetters(ctx),
    ...createShareGetters(ctx),
  };
}
