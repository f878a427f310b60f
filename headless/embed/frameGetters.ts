/**
 * The getters of the embed's frame and what lies in it: the frame itself (its state as
 * `data-*`, the hover machine's handlers, the footer's shift), the picture (`<img>` or
 * `<video>`) and its link, the footer with the related grid's section, and the error.
 */
import type { CSSProperties, MouseEvent, Ref, UIEvent } from 'react';
import { mergeProps } from '../shared/composeHandlers';
import { presence, px } from '../shared/dataAttributes';
import { EmbedChangeType as T } from './changeTypes';
import type { EmbedGetterContext, EmbedGetters } from './embedGetters';
import { footerShift } from './embedLayout';
import { newTab, part } from './getterParts';

type FrameGetters = Pick<
  EmbedGetters,
  | 'getRootProps'
  | 'mediaElement'
  | 'getMediaProps'
  | 'getMediaLinkProps'
  | 'getFooterProps'
  | 'getRelatedProps'
  | 'getErrorProps'
>;

export function createFrameGetters(ctx: EmbedGetterContext): FrameGetters {
  const { view, actions, hover } = ctx;
  const { state, layout, media } = view;
  const mediaElement = media?.kind === 'video' && !view.showStill ? 'video' : 'img';
  const mediaError = () => actions.dispatch({ type: T.MediaError });

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
          ...hover.frame,
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
    getRelatedProps: (props) => part({ 'data-gk-embed-related': '', ...hover.related }, props),
    getErrorProps: (props) => part({ 'data-gk-embed-error': '', role: 'alert' }, props),
  };
}
