// @vitest-environment jsdom
// The embed's hover machine alone, on a fake clock with the spec's delays (HOVER_ON_MS 150,
// HOVER_OFF_MS 70, HOVER_OFF_GRID_MS 1000): the pointer and keyboard focus each count, hover
// ends only once both have left, the related grid lengthens the way out, mobile never hovers.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useControlledReducer } from '../shared/useControlledReducer';
import { EmbedChangeType } from './changeTypes';
import { HOVER_OFF_GRID_MS, HOVER_OFF_MS, HOVER_ON_MS } from './constants';
import { type EmbedAction, type EmbedState, embedReducer, initialEmbedState } from './reducer';
import { useEmbedHover } from './useEmbedHover';

const changes: string[] = [];

function Frame({ disabled = false }: { disabled?: boolean }) {
  const { state, dispatch, getState } = useControlledReducer<EmbedState, EmbedAction>({
    reducer: embedReducer,
    initialState: () => initialEmbedState(),
    onStateChange: ({ type }) => changes.push(type),
  });
  const hover = useEmbedHover({ disabled, getState, dispatch });
  return (
    <div data-gk-embed="" data-hover={state.hover || undefined} {...hover.frame}>
      <button type="button">Share</button>
      <section data-related="" {...hover.related}>
        <button type="button">A related GIF</button>
      </section>
    </div>
  );
}

const frame = () => document.querySelector('[data-gk-embed]') as HTMLElement;
const related = () => document.querySelector('[data-related]') as HTMLElement;
const hovered = () => frame().hasAttribute('data-hover');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const renderFrame = (disabled?: boolean) =>
  render(
    <StrictMode>
      <Frame disabled={disabled} />
    </StrictMode>,
  );

// jsdom has no PointerEvent: without one, a pointer event's relatedTarget is lost on the way to React.
beforeAll(() => {
  window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;
});
beforeEach(() => {
  vi.useFakeTimers();
  changes.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useEmbedHover', () => {
  it(`turns on ${HOVER_ON_MS} ms after the pointer enters and off ${HOVER_OFF_MS} ms after it leaves`, () => {
    renderFrame();
    fireEvent.pointerEnter(frame());
    advance(HOVER_ON_MS - 1);
    expect(hovered()).toBe(false);
    advance(1);
    expect(hovered()).toBe(true);
    fireEvent.pointerLeave(frame());
    advance(HOVER_OFF_MS - 1);
    expect(hovered()).toBe(true);
    advance(1);
    expect(hovered()).toBe(false);
    expect(changes).toEqual([EmbedChangeType.HoverOn, EmbedChangeType.HoverOff]);
  });

  it('a pass shorter than the delay never hovers; coming back within the off delay keeps hover', () => {
    renderFrame();
    fireEvent.pointerEnter(frame());
    advance(HOVER_ON_MS - 1);
    fireEvent.pointerLeave(frame());
    advance(HOVER_ON_MS);
    expect(hovered()).toBe(false);
    fireEvent.pointerEnter(frame());
    advance(HOVER_ON_MS);
    fireEvent.pointerLeave(frame());
    advance(HOVER_OFF_MS - 1);
    fireEvent.pointerEnter(frame());
    advance(HOVER_OFF_MS + HOVER_ON_MS);
    expect(hovered()).toBe(true);
    expect(changes).toEqual([EmbedChangeType.HoverOn]);
  });

  it(`leaving the frame from the related grid keeps hover ${HOVER_OFF_GRID_MS} ms; leaving the grid inside the frame does not`, () => {
    renderFrame();
    fireEvent.pointerEnter(frame());
    advance(HOVER_ON_MS);
    fireEvent.pointerEnter(related());
    // Back to the rest of the frame: the grid is no longer active.
    fireEvent.pointerLeave(related(), { relatedTarget: frame() });
    fireEvent.pointerEnter(related());
    // Out of the frame from the grid (pointerleave reaches the grid first, with the page as target).
    fireEvent.pointerLeave(related(), { relatedTarget: document.body });
    fireEvent.pointerLeave(frame(), { relatedTarget: document.body });
    advance(HOVER_OFF_GRID_MS - 1);
    expect(hovered()).toBe(true);
    advance(1);
    expect(hovered()).toBe(false);
    expect(changes).toEqual([
      EmbedChangeType.HoverOn,
      EmbedChangeType.GridActive,
      EmbedChangeType.GridActive,
      EmbedChangeType.GridActive,
      EmbedChangeType.HoverOff,
    ]);
  });

  it('keyboard focus inside counts as the pointer does: hover ends once both have left', () => {
    renderFrame();
    const share = document.querySelector('button') as HTMLElement;
    act(() => share.focus());
    advance(HOVER_ON_MS);
    expect(hovered()).toBe(true);
    fireEvent.pointerEnter(frame());
    fireEvent.pointerLeave(frame());
    advance(HOVER_OFF_MS);
    expect(hovered()).toBe(true); // focus is still inside
    // Focus moving between the frame's own controls is not leaving.
    fireEvent.blur(share, { relatedTarget: related().querySelector('button') });
    advance(HOVER_OFF_MS);
    expect(hovered()).toBe(true);
    fireEvent.blur(share, { relatedTarget: document.body });
    advance(HOVER_OFF_MS - 1);
    expect(hovered()).toBe(true);
    advance(1);
    expect(hovered()).toBe(false);
  });

  it('disabled (mobile): never hovers', () => {
    renderFrame(true);
    fireEvent.pointerEnter(frame());
    fireEvent.focus(document.querySelector('button') as HTMLElement);
    advance(HOVER_OFF_GRID_MS);
    expect(hovered()).toBe(false);
    expect(changes).toEqual([]);
  });
});
