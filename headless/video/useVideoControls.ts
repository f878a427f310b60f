/**
 * How a person drives the player: pointer activity shows the controls and a timer hides them
 * again, keys on the focused player toggle play and mute and seek, and a pointer on the
 * progress bar seeks (right-to-left aware).
 */
import { type KeyboardEvent, type PointerEvent, useCallback } from 'react';
import { useTimeout } from '../shared/useTimeout';
import { VideoChangeType as T } from './changeTypes';
import type { VideoAction, VideoState } from './reducer';

/** Controls hide after this long without pointer or key activity (GIPHY uses the same 4000 ms). */
export const CONTROLS_HIDE_DELAY_MS = 4000;
/** Seconds the arrow keys seek. */
export const SEEK_STEP = 5;

export interface VideoControlsOptions {
  /** The latest state (changes dispatched since the last render included). */
  getState: () => VideoState;
  dispatch: (action: VideoAction) => void;
  seek: (seconds: number) => void;
  hideDelay: number;
  seekStep: number;
}

const isRtl = (el: Element) => typeof getComputedStyle !== 'undefined' && getComputedStyle(el).direction === 'rtl';
const isSlider = (el: EventTarget) => el instanceof Element && el.getAttribute('role') === 'slider';
const isButtonLike = (el: EventTarget) =>
  el instanceof HTMLElement && (el.tagName === 'BUTTON' || el.tagName === 'A' || el.tagName === 'INPUT');

export function useVideoControls({ getState, dispatch, seek, hideDelay, seekStep }: VideoControlsOptions) {
  const { start, cancel } = useTimeout();

  /** Shows the controls and (re)starts the auto-hide delay. */
  const activity = useCallback(() => {
    dispatch({ type: T.Activity });
    start(hideDelay, () => dispatch({ type: T.ActivityTimeout }));
  }, [dispatch, start, hideDelay]);

  const onPointerLeave = useCallback(() => {
    cancel();
    dispatch({ type: T.PointerLeave });
  }, [dispatch, cancel]);

  /** The key table documented on `useVideo`. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const { currentTime, duration } = getState();
      const forward = isRtl(event.currentTarget) ? -1 : 1;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (key === ' ' && event.target !== event.currentTarget && isButtonLike(event.target)) return;
      if (key === ' ' || key === 'k') dispatch({ type: T.TogglePlay });
      else if (key === 'm') dispatch({ type: T.ToggleMute });
      else if (key === 'ArrowRight') seek(currentTime + forward * seekStep);
      else if (key === 'ArrowLeft') seek(currentTime - forward * seekStep);
      else if (key === 'ArrowUp' && isSlider(event.target)) seek(currentTime + seekStep);
      else if (key === 'ArrowDown' && isSlider(event.target)) seek(currentTime - seekStep);
      else if (key === 'Home') seek(0);
      else if (key === 'End' && duration) seek(duration);
      else return;
      event.preventDefault();
      activity();
    },
    [getState, dispatch, seek, seekStep, activity],
  );

  /** Seeks to where the pointer is on the bar (pressed or dragged). */
  const onProgressPointer = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.type === 'pointermove' && !(event.buttons & 1)) return;
      const { duration } = getState();
      const rect = event.currentTarget.getBoundingClientRect();
      if (!duration || rect.width <= 0 || !Number.isFinite(event.clientX)) return;
      if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
      const fraction = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
      seek((isRtl(event.currentTarget) ? 1 - fraction : fraction) * duration);
    },
    [getState, seek],
  );

  return { activity, onPointerLeave, onKeyDown, onProgressPointer };
}
