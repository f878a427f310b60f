/**
 * The prop getters of `useVideo`: each takes the user's props, runs the
 * user's handlers before ours (`preventDefault()` opts out), merges refs, and adds the ARIA
 * roles and names, the `data-*` vocabulary and the `--gk-video-*` geometry.
 */
import type { FocusEvent, KeyboardEvent, PointerEvent, Ref, RefCallback, SyntheticEvent } from 'react';
import { altText } from '../../sdk/media/altText';
import { mergeProps } from '../shared/composeHandlers';
import { presence } from '../shared/dataAttributes';
import type { Messages } from '../shared/messages';
import { VideoChangeType as T } from './changeTypes';
import type { VideoAction } from './reducer';
import type { VideoRenderState, VideoResult } from './types';
import type { VideoGif } from './videoSource';

type Getters = Pick<
  VideoResult,
  | 'getRootProps'
  | 'getVideoProps'
  | 'getTrackProps'
  | 'getControlsProps'
  | 'getPlayPauseProps'
  | 'getMuteProps'
  | 'getProgressProps'
  | 'getAttributionProps'
>;
type MediaHandler = (event: SyntheticEvent<HTMLVideoElement>) => void;

export interface PropGetterContext {
  state: VideoRenderState;
  gif: VideoGif;
  src: string;
  poster: string;
  width: number;
  height: number;
  aspectRatio: number;
  available: boolean;
  preload: 'auto' | 'metadata';
  messages: Messages;
  attribution: { name: string; href: string } | undefined;
  captions: { src: string | undefined; language: string; shown: boolean };
  dispatch: (action: VideoAction) => void;
  rootRef: (user: Ref<HTMLDivElement> | undefined) => RefCallback<HTMLDivElement>;
  videoRef: (user: Ref<HTMLVideoElement> | undefined) => RefCallback<HTMLVideoElement>;
  mediaHandlers: Record<string, MediaHandler>;
  controls: {
    activity: () => void;
    onPointerLeave: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onProgressPointer: (event: PointerEvent<HTMLElement>) => void;
  };
}

const playState = (playing: boolean) => (playing ? 'playing' : 'paused');
const round = (seconds: number) => Math.round(seconds * 10) / 10;
/** What a control button's props always say (the user's `type` never turns it into a submit). */
const BUTTON = { type: 'button' } as const;

export function createVideoGetters(ctx: PropGetterContext): Getters {
  const { state, messages, dispatch, controls } = ctx;
  const dataState = playState(state.playing);
  return {
    getRootProps: (props = {}) =>
      mergeProps(
        {
          role: 'group',
          'aria-label': altText(ctx.gif),
          ...(ctx.available && { tabIndex: 0, 'aria-keyshortcuts': 'Space K M ArrowLeft ArrowRight Home End' }),
          'data-gk-video': '',
          'data-state': dataState,
          'data-status': state.status,
          'data-muted': presence(state.muted),
          'data-controls-visible': presence(state.controlsVisible),
          'data-waiting': presence(state.waiting),
          style: {
            '--gk-video-width': `${ctx.width}px`,
            '--gk-video-height': `${ctx.height}px`,
            '--gk-video-aspect-ratio': ctx.aspectRatio ? String(round(ctx.aspectRatio * 1000) / 1000) : undefined,
          },
          onPointerEnter: ctx.available ? controls.activity : undefined,
          onPointerMove: ctx.available ? controls.activity : undefined,
          onPointerLeave: controls.onPointerLeave,
          onKeyDown: ctx.available ? controls.onKeyDown : undefined,
        },
        props,
        { ref: ctx.rootRef(props.ref) },
      ),

    getVideoProps: (props = {}) =>
      mergeProps(
        {
          src: ctx.src || undefined,
          poster: ctx.poster || undefined,
          muted: state.muted,
          playsInline: true,
          // Looping is done by hand (`ended` → play again) so loops and quartiles can be counted.
          loop: false,
          preload: ctx.preload,
          crossOrigin: 'anonymous',
          'data-gk-video-media': '',
          'data-state': dataState,
          ...ctx.mediaHandlers,
          onClick: () => dispatch({ type: T.VideoClick }),
        },
        props,
        { ref: ctx.videoRef(props.ref) },
      ),

    getTrackProps: (props = {}) => ({
      kind: 'subtitles',
      src: ctx.captions.src,
      srcLang: ctx.captions.language,
      label: messages.captionsLabel(ctx.captions.language),
      default: ctx.captions.shown,
      'data-gk-video-captions': '',
      ...props,
    }),

    getControlsProps: (props) =>
      mergeProps(
        {
          'data-gk-video-controls': '',
          'data-state': dataState,
          'data-controls-visible': presence(state.controlsVisible),
          onFocus: () => dispatch({ type: T.ControlsFocus }),
          onBlur: (event: FocusEvent<HTMLElement>) => {
            const next = event.relatedTarget;
            if (!(next instanceof Node && event.currentTarget.contains(next))) dispatch({ type: T.ControlsBlur });
          },
        },
        props,
      ),

    getPlayPauseProps: (props) =>
      mergeProps(
        {
          'aria-label': state.playing ? messages.pause : messages.play,
          'data-gk-video-play-pause': '',
          'data-state': dataState,
          onClick: () => dispatch({ type: T.TogglePlay }),
        },
        props,
        BUTTON,
      ),

    getMuteProps: (props) =>
      mergeProps(
        {
          'aria-label': state.muted ? messages.unmute : messages.mute,
          'data-gk-video-mute': '',
          'data-muted': presence(state.muted),
          onClick: () => dispatch({ type: T.ToggleMute }),
        },
        props,
        BUTTON,
      ),

    getProgressProps: (props) =>
      mergeProps(
        {
          role: 'slider',
          tabIndex: 0,
          'aria-label': messages.progress,
          'aria-valuemin': 0,
          'aria-valuemax': round(state.duration),
          'aria-valuenow': round(Math.min(state.currentTime, state.duration)),
          'aria-valuetext': messages.progressValue(state.currentTime, state.duration),
          'data-gk-video-progress': '',
          'data-state': dataState,
          style: { '--gk-video-progress': `${round(state.progress)}%` },
          onPointerDown: controls.onProgressPointer,
          onPointerMove: controls.onProgressPointer,
        },
        props,
      ),

    getAttributionProps: (props = {}) => ({
      href: ctx.attribution?.href || undefined, // no http(s) profile or page: a credit, not a link
      target: '_blank',
      rel: 'noopener noreferrer',
      'data-gk-video-attribution': '',
      ...props,
    }),
  };
}
