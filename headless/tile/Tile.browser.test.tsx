import { cleanup, render, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import { afterEach, expect, it, vi } from 'vitest';
import { observersSettled } from '../../test/browser/settle';
import { fakeGif, servedMedia } from '../../test/support/gifs';
import { Tile } from './Tile';

/** A small square GIF served by the test server: tiles load only http(s) URLs (docs/security.md). */
const gif = fakeGif('b1', { src: servedMedia(), width: 200, height: 200, title: 'a cat' });

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

it('is seen only once at least 99% of it is on screen', async () => {
  const onSeen = vi.fn();
  const { container } = render(
    <div style={{ height: '300vh', position: 'relative' }}>
      {/* 190 of its 200 px are in view: 95% */}
      <div style={{ position: 'absolute', top: 'calc(100vh - 190px)' }}>
        <Tile gif={gif} width={200} lazy={false} onSeen={onSeen} />
      </div>
    </div>,
  );
  const tile = container.querySelector('[data-gk-tile]') as HTMLElement;
  await waitFor(() => expect(tile.dataset.state).toBe('loaded'));
  await observersSettled();
  expect(onSeen).not.toHaveBeenCalled();
  window.scrollTo(0, 20);
  await waitFor(() => expect(onSeen).toHaveBeenCalledTimes(1));
  expect(tile.dataset.seen).toBe('');
  const [, rect] = onSeen.mock.calls[0] ?? [];
  expect(rect).toMatchObject({ width: 200, height: 200 });
  window.scrollTo(0, 0);
  await observersSettled();
  window.scrollTo(0, 20);
  await observersSettled();
  expect(onSeen).toHaveBeenCalledTimes(1);
});

it('a real hover: hovered once it has lasted 200 ms, reported once per GIF', async () => {
  // The 200 ms itself is checked with fake timers in Tile.test.tsx; here a real pointer in
  // Chromium, waiting on the attribute (a loaded machine may fire the timer late, never early).
  const onHover = vi.fn();
  const { container } = render(<Tile gif={gif} width={200} lazy={false} onHover={onHover} />);
  const tile = container.querySelector('[data-gk-tile]') as HTMLElement;
  const start = performance.now();
  await userEvent.hover(tile);
  await waitFor(() => expect(tile.dataset.hovered).toBe(''), { timeout: 10_000 });
  expect(performance.now() - start).toBeGreaterThanOrEqual(200);
  expect(onHover).toHaveBeenCalledTimes(1);
  await userEvent.unhover(tile);
  await waitFor(() => expect(tile.dataset.hovered).toBeUndefined(), { timeout: 10_000 });
  await userEvent.hover(tile);
  await waitFor(() => expect(tile.dataset.hovered).toBe(''), { timeout: 10_000 });
  expect(onHover).toHaveBeenCalledTimes(1);
});
