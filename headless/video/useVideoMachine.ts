/**
 * Runs the video reducer on the shared runner, `useControlledReducer`: every
 * change goes through `stateReducer`, controlled fields (`paused`, `muted`) override the
 * internal ones, and the callbacks fire from the difference between the old and the new state:
 * `onPausedChange`, `onMutedChange`, `onStateChange`, then `onLoop`, `onQuartile` (once per
 * loop), `onWaiting`, `onError`. Dispatch runs only from events, effects and promise callbacks.
 */
import { useEffect, useState } from 'react';
import { warnDeprecated } from '../../sdk/devWarn';
import type { ActionAndChanges, StateChange } from '../shared/useControlledReducer';
import { useControlledReducer } from '../shared/useControlledReducer';
import type { VideoState } from './reducer';
import { initialVideoState, QUARTILES, type VideoAction, videoReducer } from './reducer';
import type { VideoOptions } from './types';

/** What `stateReducer` receives besides the current state: the action and the proposed changes. */
export type VideoActionAndChanges = ActionAndChanges<VideoState, VideoAction>;

/**
 * @deprecated Write `StateChange<VideoState, VideoAction>` (`StateChange` from `gifkit`), the one
 * name every component's `onStateChange` argument has. Removed in 0.5.0 at the earliest.
 */
export type VideoStateChange = StateChange<VideoState, VideoAction>;

/** The video state machine's options (play, pause, mute, the callbacks): the part of `VideoOptions` it reads. */
type VideoMachineOptions = Pick<
  VideoOptions,
  | 'paused'
  | 'playing'
  | 'muted'
  | 'defaultMuted'
  | 'overridableMuted'
  | 'stateReducer'
  | 'onStateChange'
  | 'onPausedChange'
  | 'onPlayingChange'
  | 'onMutedChange'
  | 'onLoop'
  | 'onQuartile'
  | 'onWaiting'
  | 'onError'
>;

/** The events derived from a change: loops, quartiles (once per loop), waits and errors. */
function derivedEvents(prev: VideoState, next: VideoState, options: VideoMachineOptions) {
  if (next.loopCount > prev.loopCount) options.onLoop?.(next.loopCount);
  if (next.waitingCount > prev.waitingCount) options.onWaiting?.(next.waitingCount);
  if (next.loopCount === prev.loopCount) {
    for (const q of QUARTILES) if (q > prev.quartile && q <= next.quartile) options.onQuartile?.(q);
  }
  if (next.error && next.error !== prev.error) options.onError?.(next.error);
}

/**
 * The reducer's controlled `playing`, from `paused` (or the deprecated `playing`, warned once
 * in development); undefined when the player is not controlled.
 */
export function controlledPlaying({ paused, playing, onPlayingChange }: VideoMachineOptions): boolean | undefined {
  if (process.env.NODE_ENV !== 'production') {
    if (playing !== undefined) warnDeprecated({ name: "useVideo's `playing`", instead: '`paused` (inverted)' });
    if (onPlayingChange)
      warnDeprecated({ name: "useVideo's `onPlayingChange`", instead: '`onPausedChange` (inverted)' });
  }
  return paused === undefined ? playing : !paused;
}

/** The machine: the current (controlled-aware) state, a dispatch, and the latest state for async callbacks. */
export function useVideoMachine(options: VideoMachineOptions) {
  const muted = useOverridableMuted(options);
  return useControlledReducer({
    reducer: videoReducer,
    initialState: () => initialVideoState(options.muted ?? options.defaultMuted ?? false),
    controlled: { playing: controlledPlaying(options), muted: muted.value },
    stateReducer: options.stateReducer,
    onStateChange: options.onStateChange,
    onFieldChange: {
      playing: (playing) => {
        options.onPausedChange?.(!playing);
        options.onPlayingChange?.(playing);
      },
      muted: muted.onChange,
    },
    afterChange: (prev, next) => derivedEvents(prev, next, options),
  });
}

/** The mute the machine is controlled with: `muted`, or with `overridableMuted` the last change since `muted` last changed. */
function useOverridableMuted({ muted, overridableMuted, onMutedChange }: VideoMachineOptions) {
  const [override, setOverride] = useState<{ over: boolean; value: boolean }>();
  // A change made over an older `muted` is gone once `muted` changes (it already shows no more).
  useEffect(() => setOverride((last) => (last && last.over !== muted ? undefined : last)), [muted]);
  if (!overridableMuted || muted === undefined) return { value: muted, onChange: onMutedChange };
  return {
    value: override?.over === muted ? override.value : muted,
    onChange: (value: boolean) => {
      setOverride({ over: muted, value });
      onMutedChange?.(value);
    },
  };
}
