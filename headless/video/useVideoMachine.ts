/**
 * Runs the video reducer the downshift way (STYLE.md R5): every change goes through
 * `stateReducer`, controlled fields (`playing`, `muted`) override the internal ones, and the
 * callbacks fire from the difference between the old and the new state: `onStateChange`,
 * `onPlayingChange`, `onMutedChange`, `onLoop`, `onQuartile` (once per loop), `onWaiting`,
 * `onError`. Dispatch runs only from events, effects and promise callbacks, never in render.
 */
import { useCallback, useRef, useState } from 'react';
import type { VideoState } from './reducer';
import {
  initialVideoState,
  QUARTILES,
  type Quartile,
  type VideoAction,
  type VideoError,
  videoReducer,
} from './reducer';

/** What `stateReducer` receives besides the current state: the action and the proposed changes. */
export type VideoActionAndChanges = VideoAction & { changes: VideoState };

/** What `onStateChange` receives: the change type and the fields that changed. */
export type VideoStateChange = Partial<VideoState> & { type: VideoAction['type'] };

export interface VideoMachineOptions {
  /** Controlled playing: the parent owns it and follows `onPlayingChange`. */
  playing?: boolean;
  /** Controlled mute: the parent owns it and follows `onMutedChange`. */
  muted?: boolean;
  /** Initial mute when uncontrolled (default false). */
  defaultMuted?: boolean;
  stateReducer?: (state: VideoState, actionAndChanges: VideoActionAndChanges) => VideoState;
  onStateChange?: (changes: VideoStateChange) => void;
  onPlayingChange?: (playing: boolean) => void;
  onMutedChange?: (muted: boolean) => void;
  onLoop?: (count: number) => void;
  onQuartile?: (quartile: Quartile) => void;
  onWaiting?: (count: number) => void;
  onError?: (error: VideoError) => void;
}

function withControlled(state: VideoState, { playing, muted }: VideoMachineOptions): VideoState {
  if (playing === undefined && muted === undefined) return state;
  return { ...state, playing: playing ?? state.playing, muted: muted ?? state.muted };
}

function sameState(a: VideoState, b: VideoState): boolean {
  return (Object.keys(a) as (keyof VideoState)[]).every((key) => Object.is(a[key], b[key]));
}

function notify(prev: VideoState, next: VideoState, type: VideoAction['type'], options: VideoMachineOptions) {
  const changes: Partial<Record<keyof VideoState, unknown>> = {};
  for (const key of Object.keys(next) as (keyof VideoState)[]) {
    if (!Object.is(prev[key], next[key])) changes[key] = next[key];
  }
  if (Object.keys(changes).length === 0) return;
  options.onStateChange?.({ type, ...(changes as Partial<VideoState>) });
  if (prev.playing !== next.playing) options.onPlayingChange?.(next.playing);
  if (prev.muted !== next.muted) options.onMutedChange?.(next.muted);
  if (next.loopCount > prev.loopCount) options.onLoop?.(next.loopCount);
  if (next.waitingCount > prev.waitingCount) options.onWaiting?.(next.waitingCount);
  if (next.loopCount === prev.loopCount) {
    for (const q of QUARTILES) if (q > prev.quartile && q <= next.quartile) options.onQuartile?.(q);
  }
  if (next.error && next.error !== prev.error) options.onError?.(next.error);
}

/** The machine: the current (controlled-aware) state, a dispatch, and a ref to the latest state. */
export function useVideoMachine(options: VideoMachineOptions) {
  const [internal, setInternal] = useState(() => initialVideoState(options.muted ?? options.defaultMuted ?? false));
  const internalRef = useRef(internal);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const state = withControlled(internal, options);
  const stateRef = useRef(state);
  stateRef.current = state;

  const dispatch = useCallback((action: VideoAction) => {
    const current = optionsRef.current;
    const prev = withControlled(internalRef.current, current);
    const changes = videoReducer(prev, action);
    const next = current.stateReducer ? current.stateReducer(prev, { ...action, changes }) : changes;
    if (sameState(prev, next)) return;
    internalRef.current = next;
    stateRef.current = withControlled(next, current);
    setInternal(next);
    notify(prev, next, action.type, current);
  }, []);

  return { state, stateRef, dispatch };
}
