// The picker's popover in real Chromium: opens from its trigger with focus in the search field,
// traps Tab, Escape closes it and gives focus back to the trigger (after first emptying a
// search field with text), picking a GIF closes it; axe-core and a screenshot.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

function App({
  onSelect = () => {},
  autoFocus,
  look = LOOKS[0]!,
}: {
  onSelect?: (gif: { id: string }) => void;
  autoFocus?: boolean;
  look?: Look;
}) {
  return (
    <Frame look={look}>
      <div style={{ paddingBlockStart: 560 }}>
        <button type="button">before</button>
        <GifPickerPopover
          client={mockClient()}
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
  });
});
