/**
 * The embed's prop getters: each merges the user's props over ours, chains handlers (the user's
 * first; `preventDefault()` opts out) and carries the `data-*` vocabulary the skin styles. Links
 * open in a new tab and get only http(s) URLs. Built fresh by `useEmbed` on every render.
 *
 * @selector [data-gk-embed] the frame; `data-state="loading|ready|error"`; presence flags
 *   `data-hover` `data-share-open` `data-paused` `data-watching` `data-back-prompt` `data-compact`
 *   `data-small-share` `data-mobile` `data-twitter` `data-footer-open` `data-header-hidden`
 *   `data-grid-active` `data-hovered-once`; `--gk-embed-footer-shift` in px
 * @selector [data-gk-embed-media] [data-gk-embed-link] [data-gk-embed-share] [data-gk-embed-pause]
 *   [data-gk-embed-watch] [data-gk-embed-back] [data-gk-embed-external] [data-gk-embed-footer]
 *   [data-gk-embed-related] [data-gk-embed-attribution] [data-gk-embed-logo]
 *   [data-gk-embed-continue] [data-gk-embed-view-on] [data-gk-embed-error]
 *   [data-gk-embed-share-link][data-network] [data-gk-embed-share-input] the parts
 */
import type {
  CSSProperties,
  FocusEvent,
  MouseEvent,
  PointerEvent,
  Ref,
  RefCallback,
  SyntheticEvent,
  UIEvent,
} from 'react';
import type { EmbedEventLabel } from '../../sdk/analytics/types';
import { type ShareNetwork, shareLinks } from '../../sdk/embed/shareLinks';
import { hasSharePopup, openSharePopup } from '../../sdk/embed/sharePopup';
import type { ElementProps, UserProps } from '../grid/types';
import { mergeProps, mergeRefs } from '../shared/composeHandlers';
import { presence, px } from '../shared/dataAttributes';
import { EmbedChangeType as T } from './changeTypes';
import { footerShift } from './embedLayout';
import type { EmbedAction, EmbedState, ExternalPlayback } from './reducer';
import type { EmbedAttribution, EmbedRenderState } from './types';

/** A getter: your props for the element in, ours merged with them out. */
export type EmbedGetter<E extends HTMLElement = HTMLElement> = (props?: UserProps<E>) => ElementProps<E>;

/** A button's getter: `type="button"` always. */
export type EmbedButtonGetter = (
  props?: UserProps<HTMLButtonElement>,
) => ElementProps<HTMLButtonElement> & { type: 'button' };

/** A link of the share menu: the networks' share pages, the GIF's page on Instagram, the favorite link. */
export type EmbedShareTarget = ShareNetwork | 'instagram' | 'favorite';

/** What `getShareLinkProps` takes: the link's target and your own props for the `<a>`. */
export type EmbedShareLinkOptions = UserProps<HTMLAnchorElement> & { network: EmbedShareTarget };

/** What `getShareFieldProps` takes: which read-only field, and your own props for the `<input>`. */
export type EmbedShareFieldOptions = UserProps<HTMLInputElement> & { field: 'embedCode' | 'link' };

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

export interface EmbedGetters {
  getRootProps: EmbedGetter;
  /** The `<img>` or `<video>` (see `mediaElement`). */
  getMediaProps: EmbedGetter<HTMLImageElement | HTMLVideoElement>;
  /** Which element `getMediaProps` is for. */
  mediaElement: 'img' | 'video';
  getMediaLinkProps: EmbedGetter<HTMLAnchorElement>;
  getShareButtonProps: EmbedButtonGetter;
  getPauseButtonProps: EmbedButtonGetter;
  getWatchButtonProps: EmbedButtonGetter;
  getBackButtonProps: EmbedButtonGetter;
  getExternalVideoProps: EmbedGetter<HTMLIFrameElement>;
  getFooterProps: EmbedGetter;
  getRelatedProps: EmbedGetter;
  getAttributionProps: EmbedGetter<HTMLAnchorElement>;
  getLogoProps: EmbedGetter<HTMLAnchorElement>;
  getContinueProps: EmbedGetter<HTMLAnchorElement>;
  getViewOnProps: EmbedGetter<HTMLAnchorElement>;
  getErrorProps: EmbedGetter;
  /**
   * A share menu link: the network's share page in a new tab; Facebook, Twitter and Pinterest
   * in their sized popup instead (one click, one window), each tracked as Social Sharing.
   */
  getShareLinkProps: (options: EmbedShareLinkOptions) => ElementProps<HTMLAnchorElement>;
  /** A read-only share field (the embed code, the GIF's link) that selects itself on focus or click. */
  getShareFieldProps: (options: EmbedShareFieldOptions) => ElementProps<HTMLInputElement>;
}

/** What the getters are built from: one render's state, the actions and the hook's handles. */
export interface EmbedGetterContext {
  view: EmbedRenderState;
  actions: EmbedActions;
  /** Merge our ref with the user's (`useRefMerger`), stable per user ref. */
  root: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  footer: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  video: (theirs?: Ref<HTMLVideoElement>) => RefCallback<HTMLVideoElement>;
  /** The pointer entered the frame, or keyboard focus moved into it: hover after its delay. */
  enter: (source: 'pointer' | 'focus') => void;
  /** The pointer or focus left the frame: hover ends after its delay when neither is inside. */
  leave: (source: 'pointer' | 'focus') => void;
  /** The related grid's height, `null` without one. */
  relatedHeight: number | null;
  onAttributionClick?: ((attribution: EmbedAttribution, event: { preventDefault(): void }) => void) | undefined;
}

/** `target` is a node inside `container` (a related target may be null, or the window). */
function isInside(container: Element | null, target: EventTarget | null): boolean {
  return !!container && target instanceof Node && container.contains(target);
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: every focus counts
  }
}

const newTab = (href: string) => ({ href: href || undefined, target: '_blank', rel: 'noopener noreferrer' });
const selectAll = (event: SyntheticEvent<HTMLInputElement>) => event.currentTarget.select();

/** A getter for a part: our props, the user's over them, refs merged. */
function part<E extends HTMLElement>(ours: Record<string, unknown>, props: UserProps<E> = {}): ElementProps<E> {
  return mergeProps(ours, props, { ref: mergeRefs(props.ref) });
}

/** A button's getter: always `type="button"` (a form around the embed is never submitted). */
function button(ours: Record<string, unknown>, props: UserProps<HTMLButtonElement> = {}) {
  return mergeProps<ElementProps<HTMLButtonElement> & { type: 'button' }>(ours, props, {
    ref: mergeRefs(props.ref),
    type: 'button',
  });
}

export function embedGetters(ctx: EmbedGetterContext): EmbedGetters {
  const { view, actions } = ctx;
  const { state, layout, media, messages } = view;
  const mediaElement = media?.kind === 'video' && !view.showStill ? 'video' : 'img';
  const track = (action: string) => () => actions.track(action, 'Click');
  const mediaError = () => actions.dispatch({ type: T.MediaError });
  const share = shareLinks(view.links.gif, media?.kind === 'video' ? media.poster : media?.src);

  const getMediaProps: EmbedGetters['getMediaProps'] = (props = {}) => {
    if (!media) return part({ 'data-gk-embed-media': '', hidden: true }, props);
    if (mediaElement === 'video' && media.kind === 'video') {
      return mergeProps(
        {
          'data-gk-embed-media': '',
          src: media.src,
          poster: media.poster || undefined,
          autoPlay: !state.paused,
          loop: true,
          muted: true,
          playsInline: true,
          'aria-label': view.alt,
          onError: mediaError,
        },
        props,
        { ref: ctx.video(props.ref as Ref<HTMLVideoElement>) },
      );
    }
    const still = media.kind === 'video' ? media.poster : media.still;
    return part(
      {
        'data-gk-embed-media': '',
        src: view.showStill && still ? still : media.kind === 'video' ? still : media.src,
        alt: view.alt,
        width: media.width || undefined,
        height: media.height || undefined,
        onError: mediaError,
      },
      props,
    );
  };

  return {
    mediaElement,
    getMediaProps,
    getRootProps: (props = {}) =>
      mergeProps(
        {
          'data-gk-embed': '',
          'data-state': view.error ? 'error' : state.ready && view.gif ? 'ready' : 'loading',
          'data-hover': presence(layout.hovering),
          'data-share-open': presence(layout.shareVisible),
          'data-paused': presence(state.paused),
          'data-watching': presence(state.watching),
          'data-back-prompt': presence(state.watching && state.backPrompt),
          'data-compact': presence(layout.compact),
          'data-small-share': presence(layout.smallShare),
          'data-mobile': presence(view.isMobile),
          'data-twitter': presence(view.isTwitter),
          'data-footer-open': presence(layout.footerOpen),
          'data-header-hidden': presence(state.headerHidden),
          'data-grid-active': presence(state.gridActive),
          'data-hovered-once': presence(state.hoveredOnce),
          role: 'group',
          'aria-label': view.alt || undefined,
          'aria-busy': view.gif || view.error ? undefined : true,
          style: {
            '--gk-embed-footer-shift': px(ctx.relatedHeight === null ? 0 : footerShift(ctx.relatedHeight)),
          } as CSSProperties,
          onPointerEnter: () => ctx.enter('pointer'),
          onPointerLeave: () => ctx.leave('pointer'),
          // Keyboard focus inside the frame reveals what hover reveals (the footer, the related
          // grid); a mouse click that focuses a control does not.
          onFocus: (event: FocusEvent<HTMLElement>) => {
            if (isFocusVisible(event.target)) ctx.enter('focus');
          },
          onBlur: (event: FocusEvent<HTMLElement>) => {
            if (!isInside(event.currentTarget, event.relatedTarget)) ctx.leave('focus');
          },
          onAnimationEnd: () => actions.dispatch({ type: T.Ready }),
        },
        props,
        { ref: ctx.root(props.ref) },
      ),
    getMediaLinkProps: (props) =>
      part(
        {
          'data-gk-embed-link': '',
          ...newTab(view.links.gif),
          onClick: (event: MouseEvent) => {
            if (view.isMobile && view.externalVideo) {
              event.preventDefault();
              actions.dispatch({ type: T.ToggleMobileFooter });
            } else actions.track('gif', 'Click');
          },
        },
        props,
      ),
    getShareButtonProps: (props) =>
      button(
        {
          'data-gk-embed-share': '',
          'aria-haspopup': 'dialog',
          'aria-expanded': state.shareOpen,
          'aria-label': messages.share,
          onClick: actions.openShare,
        },
        props,
      ),
    getPauseButtonProps: (props) =>
      button(
        {
          'data-gk-embed-pause': '',
          'data-paused': presence(state.paused),
          'aria-label': state.paused ? messages.play : messages.pause,
          onClick: actions.togglePaused,
        },
        props,
      ),
    getWatchButtonProps: (props) => button({ 'data-gk-embed-watch': '', onClick: actions.watch }, props),
    getBackButtonProps: (props) =>
      button(
        {
          'data-gk-embed-back': '',
          'aria-label': messages.backToGifLabel,
          onClick: actions.backToGif,
        },
        props,
      ),
    getExternalVideoProps: (props) =>
      part(
        {
          'data-gk-embed-external': '',
          src: view.externalVideo?.src,
          title: messages.externalVideoTitle(view.externalVideo?.provider === 'vimeo' ? 'Vimeo' : 'YouTube'),
          allow: 'autoplay; encrypted-media; picture-in-picture',
          referrerPolicy: 'strict-origin-when-cross-origin',
        },
        props,
      ),
    getFooterProps: (props = {}) =>
      mergeProps(
        {
          'data-gk-embed-footer': '',
          'data-open': presence(layout.footerOpen),
          onScroll: (event: UIEvent<HTMLElement>) =>
            actions.dispatch({ type: T.FooterScroll, scrollTop: event.currentTarget.scrollTop }),
        },
        props,
        { ref: ctx.footer(props.ref) },
      ),
    getRelatedProps: (props) =>
      part(
        {
          'data-gk-embed-related': '',
          onPointerEnter: () => actions.dispatch({ type: T.GridActive, active: true }),
          // Leaving the grid for the rest of the frame ends grid-active; leaving the frame from the
          // grid keeps it, so hover lasts the grid's 1000 ms (pointerleave reaches the grid first).
          onPointerLeave: (event: PointerEvent<HTMLElement>) => {
            if (isInside(event.currentTarget.closest('[data-gk-embed]'), event.relatedTarget))
              actions.dispatch({ type: T.GridActive, active: false });
          },
        },
        props,
      ),
    getAttributionProps: (props) =>
      part(
        {
          'data-gk-embed-attribution': '',
          ...newTab(view.attribution?.profileUrl ?? ''),
          onClick: (event: MouseEvent) => {
            actions.track('attribution', 'Click');
            if (ctx.onAttributionClick && view.attribution) {
              event.preventDefault();
              ctx.onAttributionClick(view.attribution, event);
            }
          },
        },
        props,
      ),
    getLogoProps: (props) =>
      part(
        {
          'data-gk-embed-logo': '',
          ...newTab(view.links.site),
          'aria-label': view.productName,
          onClick: track('logo'),
        },
        props,
      ),
    getContinueProps: (props) =>
      part({ 'data-gk-embed-continue': '', ...newTab(view.links.gif), onClick: track('continue') }, props),
    getViewOnProps: (props) =>
      part({ 'data-gk-embed-view-on': '', ...newTab(view.links.gif), onClick: track('view-on') }, props),
    getErrorProps: (props) => part({ 'data-gk-embed-error': '', role: 'alert' }, props),
    getShareLinkProps: ({ network, ...props }) =>
      part(
        {
          'data-gk-embed-share-link': '',
          'data-network': network,
          ...newTab(network === 'instagram' || network === 'favorite' ? view.links.gif : (share[network] ?? '')),
          onClick: (event: MouseEvent<HTMLAnchorElement>) => {
            if (network === 'instagram' || network === 'favorite') return;
            actions.track(network, 'Social Sharing');
            if (hasSharePopup(network) && openSharePopup(network, event.currentTarget.href)) event.preventDefault();
          },
        },
        props,
      ),
    getShareFieldProps: ({ field, ...props }) =>
      part(
        {
          'data-gk-embed-share-input': field,
          readOnly: true,
          dir: 'ltr',
          value: field === 'embedCode' ? view.embedCode : view.links.gif,
          onFocus: selectAll,
          onClick: selectAll,
          onCopy: () => actions.track('copy', 'Copy'),
        },
        props,
      ),
  };
}
