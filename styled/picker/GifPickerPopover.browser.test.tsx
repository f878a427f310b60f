// The picker's popover in real Chromium: opens from its trigger with focus in the search field,
// traps Tab (the whole cycle, both ways, while results load and after), Escape closes it and gives focus back to the trigger (after first emptying a
// search field with text), picking a GIF closes it; axe-core and a screenshot.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GiphyClient } from '../../sdk/client/createGiphyClient';
import '../styled.css';
import {
  Frame,
  imagesLoaded,
  LOOKS,
  type Look,
  mockClient,
  screenshot,
  seriousViolations,
  setViewport,
  watchConsole,
} from '../../test/browser/skinHarness';
import { GifPickerPopover } from './GifPickerPopover';

// While the modal popover is open the rest of the page is hidden from assistive tech: `hidden: true`.
const trigger = () => screen.getByRole('button', { name: 'Add a GIF', hidden: true });
const dialog = () => document.querySelector<HTMLElement>('[data-gk-picker-popover]');
const input = () => screen.getByRole('searchbox', { name: 'Search GIPHY' }) as HTMLInputElement;
const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-picker-popover] [data-gk-grid-item]')];
const suggestions = () => [...document.querySelectorAll<HTMLElement>('[data-gk-picker-suggestion]')];
/** The results' one Tab stop: the grid's active GIF. */
const activeTile = () => document.querySelector<HTMLElement>('[data-gk-grid-item][tabindex="0"]')!;
/** A focus stop, named for a failure message. */
const stopName = (element: Element | null | undefined) =>
  element === input()
    ? 'field'
    : element instanceof HTMLElement && element.dataset.gifId
      ? `GIF ${element.dataset.gifId}`
      : `${element?.tagName} ${element?.textContent}`;

/**
 * From the field, Tab visits `stops` in order and comes back to the field; Shift+Tab visits
 * them backwards, back to the field again.
 */
async function expectTabCycle(stops: HTMLElement[]) {
  input().focus();
  const forward: string[] = [];
  for (const _ of stops) {
    await userEvent.tab();
    forward.push(stopName(document.activeElement));
  }
  expect(forward).toEqual([...stops.slice(1), stops[0]].map(stopName));
  const backward: string[] = [];
  for (const _ of stops) {
    await userEvent.tab({ shift: true });
    backward.push(stopName(document.activeElement));
  }
  expect(backward).toEqual([...stops].reverse().map(stopName));
}

function App({
  onSelect = () => {},
  autoFocus,
  look = LOOKS[0]!,
  client = mockClient(),
}: {
  onSelect?: (gif: { id: string }) => void;
  autoFocus?: boolean;
  look?: Look;
  client?: GiphyClient;
}) {
  return (
    <Frame look={look}>
      <div style={{ paddingBlockStart: 560 }}>
        <button type="button">before</button>
        <GifPickerPopover
          client={client}
          onSelect={onSelect}
          recents={false}
          debounce={50}
          autoFocus={autoFocus}
          theme={look.theme}
          dir={look.dir}
        >
          <button type="button">Add a GIF</button>
        </GifPickerPopover>
        <button type="button">after</button>
      </div>
    </Frame>
  );
}

beforeAll(() => commands.routeGiphyMedia());
// A test that held media answers them again (the latest route wins).
beforeEach(() => commands.routeGiphyMedia());
afterEach(cleanup);

describe('GifPickerPopover', () => {
  it('opens with focus in the field, traps Tab, and Escape closes it with focus back on the trigger', async () => {
    const logged = watchConsole();
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));

    // Tab and Shift+Tab stay inside the popover.
    for (let i = 0; i < 25; i++) {
      await userEvent.tab();
      expect(
        dialog()!.contains(document.activeElement),
        `${i}: ${document.activeElement?.outerHTML.slice(0, 200)}`,
      ).toBe(true);
    }
    for (let i = 0; i < 10; i++) {
      await userEvent.tab({ shift: true });
      expect(dialog()!.contains(document.activeElement)).toBe(true);
    }

    // Escape with text in the field empties it and keeps the popover open.
    input().focus();
    await userEvent.keyboard('cats');
    await userEvent.keyboard('{Escape}');
    expect(input().value).toBe('');
    expect(dialog()).not.toBeNull();

    // From the grid: Escape goes back to the field; a second Escape closes.
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.hasAttribute('data-gk-grid-item')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(input());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    // Radix gives focus back in a task after the popover unmounts: wait for it, not for the unmount.
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(logged()).toEqual([]);
  });

  it('Tab and Shift+Tab go round field, trending searches and the active GIF, while results load and after', async () => {
    // Chromium reports a tile's <video> as tabIndex 0, so the focus trap took the last
    // video for its last stop, never wrapped from the active GIF, and Tab never came back here.
    let answerApi!: () => void;
    const api = new Promise<void>((resolve) => {
      answerApi = resolve;
    });
    await commands.holdRequests('https://media'); // media0-4.giphy.com and media.giphy.com
    render(<App client={mockClient({ hold: () => api })} />);
    await userEvent.click(trigger());
    await waitFor(() => expect(document.activeElement).toBe(input()));

    // Nothing has answered: the field is the only stop.
    await expectTabCycle([input()]);

    // GIFs and suggestions shown, their media on the way (videos in place, nothing loaded).
    answerApi();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await waitFor(() => expect(suggestions()).toHaveLength(8));
    await waitFor(() => expect(dialog()!.querySelectorAll('video').length).toBeGreaterThan(3));
    await vi.waitFor(async () => expect(await commands.heldCount()).toBeGreaterThan(0));
    expect(activeTile().dataset.state).toBe('loading');
    await expectTabCycle([input(), ...suggestions(), activeTile()]);

    // The media arrived.
    await commands.routeGiphyMedia();
    await commands.releaseHeld();
    await waitFor(() => expect(activeTile().dataset.state).toBe('loaded'));
    await expectTabCycle([input(), ...suggestions(), activeTile()]);

    // After moving in the grid, its one stop is the GIF moved to.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(activeTile()).toBe(tiles()[1]);
    await expectTabCycle([input(), ...suggestions(), tiles()[1]!]);
  });

  it('picking a GIF by keyboard calls onSelect, closes and returns focus to the trigger', async () => {
    const onSelect = vi.fn();
    render(<App onSelect={onSelect} />);
    await userEvent.click(trigger());
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('has no serious or critical axe violations while open; screenshot', async () => {
    await setViewport(LOOKS[0]!, 720);
    render(<App />);
    await userEvent.click(trigger());
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await waitFor(() => screen.getByRole('list', { name: 'Trending searches' }));
    // The opening animation fades the box in: axe would measure half-faded text. The first
    // page arrives before it ends (a query starts on mount, not after the loader is seen).
    await Promise.all(
      dialog()!
        .getAnimations()
        .map((animation) => animation.finished),
    );
    expect(await seriousViolations()).toEqual([]);
    await imagesLoaded();
    await screenshot('picker-popover');
  });

  it('autoFocus={false}: opens with focus on the popover box, not in the field', async () => {
    render(<App autoFocus={false} />);
    await userEvent.click(trigger());
    await waitFor(() => expect(dialog()).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(dialog()));
    expect(document.activeElement).not.toBe(input());
    // Tab still reaches the field, inside the trap.
    await userEvent.tab();
    expect(document.activeElement).toBe(input());
  });

  it('makes the page behind inert while open (no focus, no clicks, no aria-hidden-focus), and restores it', async () => {
    render(<App />);
    const before = screen.getByRole('button', { name: 'before' });
    await userEvent.click(trigger());
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(before.closest('[inert]')).not.toBeNull();
    expect(trigger().closest('[inert]')).not.toBeNull();
    expect(dialog()!.closest('[inert]')).toBeNull();
    const { violations } = await axe.run(document.body, { runOnly: ['aria-hidden-focus'] });
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
    expect(document.querySelector('[inert]')).toBeNull();
  });

  // Several pickers rendered, clicked and photographed in turn: on a loaded 2-core machine it takes over 15 s.
  it('screenshots: light, dark, right-to-left and a 390 px phone', async () => {
    const logged = watchConsole();
    for (const look of LOOKS) {
      await setViewport(look, 720);
      const { unmount } = render(<App look={look} />);
      await userEvent.click(trigger());
      await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
      await waitFor(() => screen.getByRole('list', { name: 'Trending searches' }));
      await Promise.all(
        dialog()!
          .getAnimations()
          .map((animation) => animation.finished),
      );
      await imagesLoaded();
      await screenshot(`picker-popover-${look.name}`);
      unmount();
    }
    expect(logged()).toEqual([]);
  }, 60_000);
});
