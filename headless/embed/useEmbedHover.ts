/**
 * The embed's hover machine (docs/embed.md): hover turns on `HOVER_ON_MS` after the pointer
 * enters the frame or keyboard focus moves into it, and off `HOVER_OFF_MS` after both have left
 * (`HOVER_OFF_GRID_MS` while the related grid is active); coming back within the delay keeps it.
 * The flags (`hover`, `gridActive`) live in the embed's reducer, so `stateReducer` sees every
 * change; this hook holds the one timer and where the pointer and focus are, and hands out the
 * handlers of the two elements hover listens to: the frame and the related grid.
 */
import type { FocusEvent, PointerEvent } from 'react';
import { useMemo, useRef } from 'react';
import { useTimeout } from '../shared/useTimeout';
import { EmbedChangeType as T } from './changeTypes';
import { HOVER_OFF_GRID_MS, HOVER_OFF_MS, HOVER_ON_MS } from './constants';
import type { EmbedAction, EmbedState } from './reducer';

export interface EmbedHoverOptions {
  /** Hover never turns on (mobile: a tap is not a hover). */
  disabled: boolean;
  /** The embed's state now (the timer reads it when it fires). */
  getState: () => EmbedState;
  dispatch: (action: EmbedAction) => EmbedState;
}

export interface EmbedHover {
  /** The frame's handlers: pointer enter and leave, keyboard focus in and out. */
  frame: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /** The related grid's handlers: the grid is active while the pointer is over it. */
  related: {
    onPointerEnter: () => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  };
}

type Source = 'pointer' | 'focus';

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

export function useEmbedHover({ disabled, getState, dispatch }: EmbedHoverOptions): EmbedHover {
  const timer = useTimeout();
  const inside = useRef({ pointer: false, focus: false });
  return useMemo(() => {
    const enter = (source: Source) => {
      if (disabled) return;
      inside.current[source] = true;
      timer.cancel();
      if (!getState().hover) timer.start(HOVER_ON_MS, () => dispatch({ type: T.HoverOn }));
    };
    const leave = (source: Source) => {
      inside.current[source] = false;
      if (inside.current.pointer || inside.current.focus) return;
      timer.cancel();
      const state = getState();
      if (state.hover)
        timer.start(state.gridActive ? HOVER_OFF_GRID_MS : HOVER_OFF_MS, () => dispatch({ type: T.HoverOff }));
    };
    return {
      frame: {
        onPointerEnter: () => enter('pointer'),
        onPointerLeave: () => leave('pointer'),
        // Keyboard focus inside the frame reveals what hover reveals (the footer, the related
        // grid); a mouse click that focuses a control does not.
        onFocus: (event) => {
          if (isFocusVisible(event.target)) enter('focus');
        },
        onBlur: (event) => {
          if (!isInside(event.currentTarget, event.relatedTarget)) leave('focus');
        },
      },
      related: {
        onPointerEnter: () => dispatch({ type: T.GridActive, active: true }),
        // Leaving the grid for the rest of the frame ends grid-active; leaving the frame from the
        // grid keeps it, so hover lasts the grid's 1000 ms (pointerleave reaches the grid first).
        onPointerLeave: (event) => {
          if (isInside(event.currentTarget.closest('[data-gk-embed]'), event.relatedTarget))
            dispatch({ type: T.GridActive, active: false });
        },
      },
    };
  }, [disabled, timer, getState, dispatch]);
}
