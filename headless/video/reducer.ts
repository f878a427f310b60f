/**
 * The video player's state machine: a pure reducer from named changes to the next
 * state. Media events (`play`, `timeupdate`, `ended`…) and user intents (toggle play or mute,
 * pointer activity) both go through it, so `stateReducer` can intercept either.
 */
import { VideoChangeType as T, type VideoChangeType } from './changeTypes';

/** The quartiles reported once per loop. */
type Quartile = 0.25 | 0.5 | 0.75;
export const QUARTILES: readonly Quartile[] = [0.25, 0.5, 0.75];

/** A media error, as handed to `onError` and kept in `state.error`. */
export interface VideoError {
  /** `MediaError.code`: 1 aborted, 2 network, 3 decode, 4 source not supported. */
  code: number;
  /** The message for the code, from `messages.videoError`. */
  message: string;
  /** The source that failed. */
  src: string;
}

/** The video's state (playback, loading, errors), as `stateReducer` and `onStateChange` see it. */
export interface VideoState {
  /** Where the media is in its life; `unavailable` (no video asset) is added by `useVideo`. */
  status: 'loading' | 'ready' | 'error';
  /** Playing, or about to (a `play()` is on its way). */
  playing: boolean;
  muted: boolean;
  /** Seconds into the clip, from the element's `timeupdate`. */
  currentTime: number;
  /** Seconds; 0 until the metadata is known (or when the element reports no finite duration). */
  duration: number;
  /** Stalled for data (spinner time). */
  waiting: boolean;
  /** Recent pointer or key activity over the player (controls show, then auto-hide). */
  active: boolean;
  /** Keyboard focus is on one of the controls (they never hide under it). */
  controlsFocused: boolean;
  /** How many times the clip started over. */
  loopCount: number;
  /** `waiting` events after the initial buffering. */
  waitingCount: number;
  /** The highest quartile reached in the current loop (0 before the first). */
  quartile: 0 | 0.25 | 0.5 | 0.75;
  error: VideoError | null;
}

/** An action the video's reducer handles; `stateReducer` and `onStateChange` see these. */
export type VideoAction =
  | { type: typeof T.Reset; muted: boolean }
  | { type: typeof T.MediaDuration; duration: number }
  | { type: typeof T.MediaTimeUpdate; currentTime: number; duration: number }
  | { type: typeof T.MediaWaiting; counted: boolean }
  | { type: typeof T.MediaEnded; loop: boolean }
  | { type: typeof T.MediaVolumeChange; muted: boolean }
  | { type: typeof T.MediaError; error: VideoError }
  | { type: typeof T.SetPlaying; playing: boolean }
  | { type: typeof T.SetMuted; muted: boolean }
  | {
      type: Exclude<
        VideoChangeType,
        | typeof T.Reset
        | typeof T.MediaDuration
        | typeof T.MediaTimeUpdate
        | typeof T.MediaWaiting
        | typeof T.MediaEnded
        | typeof T.MediaVolumeChange
        | typeof T.MediaError
        | typeof T.SetPlaying
        | typeof T.SetMuted
      >;
    };

/** The state of a clip before anything happened. */
export function initialVideoState(muted: boolean): VideoState {
  return {
    status: 'loading',
    playing: false,
    muted,
    currentTime: 0,
    duration: 0,
    waiting: false,
    active: false,
    controlsFocused: false,
    loopCount: 0,
    waitingCount: 0,
    quartile: 0,
    error: null,
  };
}

const finite = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? seconds : 0);

/** The highest quartile at or below `currentTime / duration`, never lower than `reached`. */
export function quartileAt(currentTime: number, duration: number, reached: 0 | Quartile): 0 | Quartile {
  if (!duration) return reached;
  let highest = reached;
  for (const q of QUARTILES) if (currentTime / duration >= q && q > highest) highest = q;
  return highest;
}

/** The next state for an action (pure). */
export function videoReducer(state: VideoState, action: VideoAction): VideoState {
  switch (action.type) {
    case T.Reset:
      return { ...initialVideoState(action.muted), active: state.active, controlsFocused: state.controlsFocused };
    case T.MediaDuration:
      return { ...state, duration: finite(action.duration) };
    case T.MediaCanPlay:
      return { ...state, status: state.status === 'error' ? 'error' : 'ready', waiting: false };
    case T.MediaPlay:
      return { ...state, playing: true };
    case T.MediaPlaying:
      return { ...state, playing: true, waiting: false, status: 'ready' };
    case T.MediaPause:
      return { ...state, playing: false, waiting: false };
    case T.MediaTimeUpdate: {
      const duration = finite(action.duration) || state.duration;
      const currentTime = Math.max(0, action.currentTime);
      return { ...state, currentTime, duration, quartile: quartileAt(currentTime, duration, state.quartile) };
    }
    case T.MediaWaiting:
      return { ...state, waiting: true, waitingCount: state.waitingCount + (action.counted ? 1 : 0) };
    case T.MediaEnded:
      return action.loop
        ? { ...state, currentTime: 0, loopCount: state.loopCount + 1, quartile: 0 }
        : { ...state, playing: false, waiting: false, currentTime: state.duration || state.currentTime };
    case T.MediaVolumeChange:
      return { ...state, muted: action.muted };
    case T.MediaError:
      return { ...state, status: 'error', error: action.error, playing: false, waiting: false };
    case T.AutoPlay:
      return { ...state, playing: true };
    case T.AutoPlayMuted:
      return { ...state, playing: true, muted: true };
    case T.PlayRefused:
      return { ...state, playing: false };
    case T.TogglePlay:
      return { ...state, playing: !state.playing };
    case T.SetPlaying:
      return { ...state, playing: action.playing };
    case T.ToggleMute:
      return { ...state, muted: !state.muted };
    case T.SetMuted:
      return { ...state, muted: action.muted };
    case T.VideoClick:
      return state.playing ? { ...state, muted: !state.muted } : { ...state, playing: true };
    case T.Activity:
      return { ...state, active: true };
    case T.ActivityTimeout:
    case T.PointerLeave:
      return { ...state, active: false };
    case T.ControlsFocus:
      return { ...state, controlsFocused: true };
    case T.ControlsBlur:
      return { ...state, controlsFocused: false };
    default:
      return state;
  }
}
