/**
 * The public shapes of `useVideo`: its options (one object) and what it returns.
 */
import type { AnchorHTMLAttributes, HTMLAttributes, TrackHTMLAttributes, VideoHTMLAttributes } from 'react';
import type { ApiGif } from '../../sdk/normalize/gif';
import type { UserProps } from '../shared/getterProps';
import type { Messages } from '../shared/messages';
import type { StateChange, StateReducer } from '../shared/useControlledReducer';
import type { VideoAction, VideoError, VideoState } from './reducer';
import type { VideoGif } from './videoSource';

/** `loading` → `ready` (or `error`); `unavailable` when the GIF has no video asset at all. */
export type VideoStatus = VideoState['status'] | 'unavailable';

/** What `useVideo` takes: the GIF's video, the box, playback control and the callbacks. */
export interface VideoOptions {
  /**
   * Controlled pause: the parent owns it and follows `onPausedChange` (`paused`, the word of
   * every player in gifkit: the embed, the external video, the media element).
   */
  paused?: boolean;
  /**
   * @deprecated Renamed `paused`, inverted (`paused={!playing}`): one word for every player.
   * Removed in 0.5.0 at the earliest.
   */
  playing?: boolean;
  /** Controlled mute: the parent owns it and follows `onMutedChange`. */
  muted?: boolean;
  /** Initial mute when uncontrolled (default false). */
  defaultMuted?: boolean;
  /**
   * With `muted`: the user's mute (and the muted-autoplay fallback) holds until `muted` itself
   * changes, then the new `muted` wins again (GIPHY's player); `onMutedChange` hears each change.
   */
  overridableMuted?: boolean;
  /** Rewrites any change before it applies: return `changes`, or your own state. */
  stateReducer?: StateReducer<VideoState, VideoAction>;
  /** Called after every change with its type and the fields that changed. */
  onStateChange?: (change: StateChange<VideoState, VideoAction>) => void;
  /** Called with the new pause state (pair with `paused`). */
  onPausedChange?: (paused: boolean) => void;
  /**
   * @deprecated Renamed `onPausedChange`, called with `paused` (the inverse). Removed in 0.5.0
   * at the earliest.
   */
  onPlayingChange?: (playing: boolean) => void;
  onMutedChange?: (muted: boolean) => void;
  onLoop?: (count: number) => void;
  onQuartile?: (quartile: 0.25 | 0.5 | 0.75) => void;
  onWaiting?: (count: number) => void;
  onError?: (error: VideoError) => void;
  /**
   * The clip: normalized (`Gif`) or as the API sends it (`ApiGif`), normalized once here. Without
   * a playable `video.assets` entry the player is `unavailable`.
   */
  gif: VideoGif | ApiGif;
  /** Player width in px; by default the root element's width (ResizeObserver). */
  width?: number;
  /** Player height in px; by default from the width and the clip's aspect ratio. */
  height?: number;
  /** Start over at the end (default true); loops are counted (`onLoop`). */
  loop?: boolean;
  /** Try to play on mount (default true). Never under reduced motion or with controlled `paused`. */
  autoPlay?: boolean;
  /** 0–1 (default 0.7). */
  volume?: number;
  /** Controls always visible instead of on hover (default false). */
  persistentControls?: boolean;
  /** Milliseconds without pointer or key activity before the controls hide (default 4000). */
  controlsHideDelay?: number;
  /** Hide single parts (`parts.*` becomes false; the default render leaves them out). */
  hidePlayPause?: boolean;
  hideMute?: boolean;
  hideProgress?: boolean;
  hideAttribution?: boolean;
  /** Show the clip's captions (a `<track default>`) when it has them in `captionsLanguage`. */
  captions?: boolean;
  /** ISO 639-1 code of the captions (default `en`). */
  captionsLanguage?: string;
  /** Seconds the arrow keys seek (default 5). */
  seekStep?: number;
  /** Replaces any of the strings (labels, error messages). */
  messages?: Partial<Messages>;
  /** The result of the autoplay attempt: `true` when it had to mute to play, `false` with sound. */
  onMuted?: (muted: boolean) => void;
  /** The first play of this GIF, with the milliseconds since it was shown (the START pingback goes out too). */
  onFirstPlay?: (msSinceMount: number) => void;
  /** The clip reached its end (also when it loops). */
  onEnded?: () => void;
  onTimeUpdate?: (currentTime: number) => void;
  onCanPlay?: () => void;
}

/** What the render prop receives besides the reducer state. */
export interface VideoRenderState extends Omit<VideoState, 'status'> {
  status: VideoStatus;
  /** Controls should show: hover or key activity, focus on a control, or `persistentControls`. */
  controlsVisible: boolean;
  /** The bar's fill, 0–100, with the 98% rule for short clips. */
  progress: number;
}

/**
 * What `useVideo` returns: the state, the chosen asset, the strings, and prop getters. Each getter
 * takes your props for its element (a ref included: merged, never replaced) and returns them with
 * ours merged in.
 */
export interface VideoResult {
  state: VideoRenderState;
  gif: VideoGif;
  /** The chosen asset's URL (`''` until the box has a size, or when unavailable). */
  src: string;
  /** A still rendition shown before playback (`''` when none). */
  poster: string;
  width: number;
  height: number;
  /** Which parts to render (after the `hide*` options; attribution only when there is a name). */
  parts: { playPause: boolean; mute: boolean; progress: boolean; attribution: boolean };
  /** The uploader to credit, when shown. */
  attribution: { name: string; href: string } | undefined;
  /** The clip has captions in `captionsLanguage`. */
  hasCaptions: boolean;
  messages: Messages;
  play(): void;
  pause(): void;
  togglePlay(): void;
  setMuted(muted: boolean): void;
  toggleMute(): void;
  /** Jumps to a time in seconds (clamped to the clip). */
  seek(seconds: number): void;
  getRootProps(
    props?: UserProps<HTMLDivElement, HTMLAttributes<HTMLDivElement>>,
  ): UserProps<HTMLDivElement, HTMLAttributes<HTMLDivElement>>;
  getVideoProps(
    props?: UserProps<HTMLVideoElement, VideoHTMLAttributes<HTMLVideoElement>>,
  ): UserProps<HTMLVideoElement, VideoHTMLAttributes<HTMLVideoElement>>;
  getTrackProps(
    props?: TrackHTMLAttributes<HTMLTrackElement>,
  ): UserProps<HTMLTrackElement, TrackHTMLAttributes<HTMLTrackElement>>;
  getControlsProps(
    props?: UserProps<HTMLDivElement, HTMLAttributes<HTMLDivElement>>,
  ): UserProps<HTMLDivElement, HTMLAttributes<HTMLDivElement>>;
  getPlayPauseProps(
    props?: UserProps<HTMLButtonElement, HTMLAttributes<HTMLButtonElement>>,
  ): UserProps<HTMLButtonElement, HTMLAttributes<HTMLButtonElement>> & { type: 'button' };
  getMuteProps(
    props?: UserProps<HTMLButtonElement, HTMLAttributes<HTMLButtonElement>>,
  ): UserProps<HTMLButtonElement, HTMLAttributes<HTMLButtonElement>> & { type: 'button' };
  getProgressProps(
    props?: UserProps<HTMLDivElement, HTMLAttributes<HTMLDivElement>>,
  ): UserProps<HTMLDivElement, HTMLAttributes<HTMLDivElement>>;
  getAttributionProps(
    props?: UserProps<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>,
  ): UserProps<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>> & { href: string | undefined };
}

export type { VideoError, VideoState };
