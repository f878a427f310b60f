/**
 * The embed's prop getters: each merges the user's props over ours, chains
 * handlers (the user's first; `preventDefault()` opts out) and carries the `data-*` vocabulary
 * the skin styles. Links open in a new tab and get only http(s) URLs.
 *
 * @selector [data-gk-embed] the frame; `data-status="loading|ready|error"`; presence flags
 *   `data-hover` `data-share-open` `data-paused` `data-watching` `data-back-prompt` `data-compact`
 *   `data-small-share` `data-mobile` `data-twitter` `data-footer-open` `data-header-hidden`
 *   `data-grid-active` `data-hovered-once` `data-clip-it`; `--gk-embed-footer-shift` in px
 * @selector [data-gk-embed-media] [data-gk-embed-link] [data-gk-embed-share] [data-gk-embed-pause]
 *   [data-gk-embed-watch] [data-gk-embed-back] [data-gk-embed-external] [data-gk-embed-footer]
 *   [data-gk-embed-related] [data-gk-embed-attribution] [data-gk-embed-logo]
 *   [data-gk-embed-continue] [data-gk-embed-view-on] [data-gk-embed-error] the parts
 */
import type { FocusEvent, MouseEvent, PointerEvent, Ref, RefCallback, UIEvent } from 'react';
import { mergeProps } from '../shared/composeHandlers';
import { presence, px } from '../shared/dataAttributes';
import { EmbedChangeTypes as T } from './changeTypes';
import { footerShift } from './embedLayout';
import type { EmbedAttribution, EmbedRenderState } from './types';
import type { EmbedActions } from './useEmbed';

type Props = Record<string, unknown>;
type Getter = (props?: Props) => Props;

export interface EmbedGetters {
  getRootProps: Getter;
  /** The `<img>` or `<video>` (see `mediaElement`). */
  getMediaProps: Getter;
  /** Which element `getMediaProps` is for. */
  mediaElement: 'img' | 'video';
  getMediaLinkProps: Getter;
  getShareButtonProps: Getter;
  getPauseButtonProps: Getter;
  getWatchButtonProps: Getter;
  getBackButtonProps: Getter;
  getExternalVideoProps: Getter;
  getFooterProps: Getter;
  getRelatedProps: Getter;
  getAttributionProps: Getter;
  getLogoProps: Getter;
  getContinueProps: Getter;
  getViewOnProps: Getter;
  getErrorProps: Getter;
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

export function embedGetters(ctx: EmbedGetterContext): EmbedGetters {
  const { view, actions } = ctx;
  const { state, layout, media } = view;
  const mediaElement = media?.kind === 'video' && !view.showStill ? 'video' : 'img';
  const track = (action: string) => () => actions.track(action, 'Click');
  const mediaError = () => actions.dispatch({ type: T.MediaError });

  const getMediaProps: Getter = (props) => {
    if (!media) return mergeProps({ 'data-gk-embed-media': '', hidden: true }, props);
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
        { ref: ctx.video(props?.ref as Ref<HTMLVideoElement>) },
      );
    }
    const still = media.kind === 'video' ? media.poster : media.still;
    return mergeProps(
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
    getRootProps: (props) =>
      mergeProps(
        {
          'data-gk-embed': '',
          'data-status': view.error ? 'error' : state.ready ? 'ready' : 'loading',
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
          'data-clip-it': presence(state.clipIt),
          role: 'group',
          'aria-label': view.alt,
          style: { '--gk-embed-footer-shift': px(ctx.relatedHeight === null ? 0 : footerShift(ctx.relatedHeight)) },
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
        { ref: ctx.root(props?.ref as Ref<HTMLElement>) },
      ),
    getMediaLinkProps: (props) =>
      mergeProps(
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
      mergeProps(
        {
          'data-gk-embed-share': '',
          type: 'button',
          'aria-haspopup': 'dialog',
          'aria-expanded': state.shareOpen,
          'aria-label': 'Share',
          onClick: actions.openShare,
        },
        props,
      ),
    getPauseButtonProps: (props) =>
      mergeProps(
        {
          'data-gk-embed-pause': '',
          'data-paused': presence(state.paused),
          type: 'button',
          'aria-label': state.paused ? 'Play' : 'Pause',
          onClick: actions.togglePaused,
        },
        props,
      ),
    getWatchButtonProps: (props) =>
      mergeProps({ 'data-gk-embed-watch': '', type: 'button', onClick: actions.watch }, props),
    getBackButtonProps: (props) =>
      mergeProps(
        { 'data-gk-embed-back': '', type: 'button', 'aria-label': 'Back to the GIF', onClick: actions.backToGif },
        props,
      ),
    getExternalVideoProps: (props) =>
      mergeProps(
        {
          'data-gk-embed-external': '',
          src: view.externalVideo?.src,
          title: `${view.externalVideo?.provider === 'vimeo' ? 'Vimeo' : 'YouTube'} video`,
          allow: 'autoplay; encrypted-media; picture-in-picture',
          referrerPolicy: 'strict-origin-when-cross-origin',
        },
        props,
      ),
    getFooterProps: (props) =>
      mergeProps(
        {
          'data-gk-embed-footer': '',
          'data-open': presence(layout.footerOpen),
          onScroll: (event: UIEvent<HTMLElement>) =>
            actions.dispatch({ type: T.FooterScroll, scrollTop: event.currentTarget.scrollTop }),
        },
        props,
        { ref: ctx.footer(props?.ref as Ref<HTMLElement>) },
      ),
    getRelatedProps: (props) =>
      mergeProps(
        {
          'data-gk-embed-related': '',
          onPointerEnter: () => actions.dispatch({ type: T.GridActive, active: true }),
          // Leaving the grid for the rest of the frame ends grid-active; leaving the frame from the
          // grid keeps it, so hover lasts the grid's 1000 ms (pointerleave reaches the grid first).
          onPointerLeave: (event: PointerEvent) => {
            if (isInside(event.currentTarget.closest('[data-gk-embed]'), event.relatedTarget))
              actions.dispatch({ type: T.GridActive, active: false });
          },
        },
        props,
      ),
    getAttributionProps: (props) =>
      mergeProps(
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
      mergeProps(
        {
          'data-gk-embed-logo': '',
          ...newTab(view.links.site),
          'aria-label': view.productName,
          onClick: track('logo'),
        },
        props,
      ),
    getContinueProps: (props) =>
      mergeProps({ 'data-gk-embed-continue': '', ...newTab(view.links.gif), onClick: track('continue') }, props),
    getViewOnProps: (props) =>
      mergeProps({ 'data-gk-embed-view-on': '', ...newTab(view.links.gif), onClick: track('view-on') }, props),
    getErrorProps: (props) => mergeProps({ 'data-gk-embed-error': '', role: 'alert' }, props),
  };
}
