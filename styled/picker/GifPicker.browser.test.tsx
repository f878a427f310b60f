// The styled GIF picker in real Chromium over gifkit's mock API: the keyboard-only flow end to
// end, recents surviving a remount over the same localStorage, the loader / no-results /
// error + retry states, axe-core, the console, and screenshots for review.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import { createGiphyClient, type GiphyClient } from '../../sdk/client/createGiphyClient';
import { createRecentGifs } from '../../sdk/recent/recentGifs';
import { createGifHandler } from '../../sdk/server';
import {
  Frame,
  imagesLoaded,
  LOOKS,
  mockClient,
  screenshot,
  seriousViolations,
  setViewport,
  watchConsole,
} from '../../test/browser/skinHarness';
import { createMockUpstream } from '../../test/support/mockUpstream';
import { GifPicker, type GifPickerProps } from './GifPicker';

const KEY = 'gifkit-test:recent';
const input = () => screen.getByRole('searchbox', { name: 'Search GIPHY' }) as HTMLInputElement;
const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-picker-grid] [data-gk-grid-item]')];
const focused = () => document.activeElement as HTMLElement;
const resultsFor = (term: string) => waitFor(() => screen.getByRole('heading', { name: `Results for “${term}”` }));
const live = () => document.querySelector('[data-gk-picker-body] [data-gk-live]')?.textContent;
const gridState = () => document.querySelector<HTMLElement>('[data-gk-picker-grid]')?.dataset.state;

function Picker(props: Partial<GifPickerProps> & { client: GiphyClient }) {
  return (
    <GifPicker
      onSelect={() => {}}
      recents={createRecentGifs({ storageKey: KEY })}
      debounce={50}
      style={{ ['--gk-picker-height' as string]: '520px' }}
      {...props}
    />
  );
}

beforeAll(() => commands.routeGiphyMedia());
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('GifPicker', () => {
  it('keyboard only: type, ArrowDown into the grid, arrows move, Enter picks, Escape back to the input', async () => {
    const logged = watchConsole();
    const onSelect = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <Picker client={mockClient()} onSelect={onSelect} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(focused()).toBe(input());
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3)); // trending while empty

    await userEvent.keyboard('cats');
    await resultsFor('cats');
    await waitFor(() => expect(live()).toMatch(/\d+ GIFs for cats/));
    await userEvent.keyboard('{ArrowDown}');
    const first = focused();
    expect(first.hasAttribute('data-gk-grid-item')).toBe(true);
    expect(first.getAttribute('role')).toBe('option');

    await userEvent.keyboard('{ArrowRight}');
    const second = focused();
    expect(second).not.toBe(first);
    expect(second.hasAttribute('data-gk-grid-item')).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    const third = focused();
    expect(third).not.toBe(second);

    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0].id).toBe(third.dataset.gifId);
    expect(third.getAttribute('aria-selected')).toBe('true');

    await userEvent.keyboard('{Escape}');
    expect(focused()).toBe(input());
    expect(input().value).toBe('cats');

    // ArrowDown comes back to the GIF it left; ArrowUp on the top row returns to the input.
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe(third);
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(focused()).toBe(input());

    // Escape in the field empties it: trending again.
    await userEvent.keyboard('{Escape}');
    expect(input().value).toBe('');
    await waitFor(() => screen.getByRole('heading', { name: 'Trending GIFs' }));
    expect(logged()).toEqual([]);
  });

  it('suggests trending searches; choosing one searches it', async () => {
    render(<Picker client={mockClient()} />);
    const suggestions = await waitFor(() => {
      const list = screen.getByRole('list', { name: 'Trending searches' });
      const buttons = list.querySelectorAll('button');
      expect(buttons.length).toBeGreaterThan(2);
      return [...buttons];
    });
    const term = suggestions[0]!.textContent!;
    await userEvent.click(suggestions[0]!);
    expect(input().value).toBe(term);
    await resultsFor(term);
    expect(screen.queryByRole('list', { name: 'Trending searches' })).toBeNull();
  });

  it('recent GIFs survive a remount over the same localStorage, are picked by keyboard and clear', async () => {
    const onSelect = vi.fn();
    const { unmount } = render(<Picker client={mockClient()} onSelect={onSelect} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await userEvent.click(tiles()[1]!);
    const picked = onSelect.mock.calls[0]![0].id;
    expect(JSON.parse(localStorage.getItem(KEY)!)[0].id).toBe(picked);
    unmount();

    // A fresh store and component over the same storage: what a page reload gives.
    const again = vi.fn();
    render(<Picker client={mockClient()} onSelect={again} />);
    const row = await waitFor(() => screen.getByRole('listbox', { name: 'Recent' }));
    const recent = row.querySelector<HTMLElement>('[data-gk-picker-recent-item]')!;
    expect(recent.dataset.gifId).toBe(picked);
    recent.focus();
    await userEvent.keyboard('{Enter}');
    expect(again).toHaveBeenCalledWith(expect.objectContaining({ id: picked }));
    await userEvent.keyboard('{Escape}');
    expect(focused()).toBe(input());

    await userEvent.click(screen.getByRole('button', { name: 'Clear recent GIFs' }));
    expect(screen.queryByRole('listbox', { name: 'Recent' })).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(focused()).toBe(input());
  });

  it('tolerates corrupted storage: no recent row, no error', async () => {
    const logged = watchConsole();
    localStorage.setItem(KEY, '{not json');
    render(<Picker client={mockClient()} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    expect(screen.queryByRole('listbox', { name: 'Recent' })).toBeNull();
    expect(logged()).toEqual([]);
  });

  it("shows 'No GIFs found.' for a search with no results, and announces it", async () => {
    await setViewport(LOOKS[0]!);
    render(
      <Frame look={LOOKS[0]!}>
        <Picker client={mockClient()} defaultTerm="no results" />
      </Frame>,
    );
    await waitFor(() =>
      expect(document.querySelector('[data-gk-grid-no-results]')?.textContent).toBe('No GIFs found.'),
    );
    await waitFor(() => expect(live()).toBe('No GIFs found.'));
    await screenshot('picker-no-results');
  });

  it("shows 'Error loading GIFs.' with a 'Try again?' button that fetches again", async () => {
    let searches = 0;
    const client = mockClient({
      hold: async (request) => {
        if (new URL(request.url).pathname === '/v1/gifs/search') searches++;
      },
    });
    await setViewport(LOOKS[0]!);
    render(
      <Frame look={LOOKS[0]!}>
        <Picker client={client} defaultTerm="error 500" />
      </Frame>,
    );
    const retry = await waitFor(() => screen.getByRole('button', { name: 'Try again?' }));
    expect(document.querySelector('[data-gk-grid-error]')?.textContent).toMatch(/^Error loading GIFs\. Try again\?$/);
    expect(live()).toBe('Error loading GIFs.');
    await screenshot('picker-error');
    const sent = searches;
    await userEvent.click(retry);
    await waitFor(() => expect(searches).toBe(sent + 1));
    await waitFor(() => screen.getByRole('button', { name: 'Try again?' }));
  });

  it('shows the loader while a page is on its way', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = mockClient({
      hold: async (request) => {
        if (new URL(request.url).pathname === '/v1/gifs/trending') await gate;
      },
    });
    await setViewport(LOOKS[0]!);
    render(
      <Frame look={LOOKS[0]!}>
        <Picker client={client} />
      </Frame>,
    );
    await waitFor(() => expect(gridState()).toBe('fetching'));
    const spinner = document.querySelector<HTMLElement>('[data-gk-picker-grid] [data-gk-spinner]')!;
    expect(spinner.getBoundingClientRect().height).toBeGreaterThan(0);
    await screenshot('picker-loading');
    await act(async () => release());
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
  });

  it('has no serious or critical axe violations, with results, suggestions and recents', async () => {
    localStorage.setItem(KEY, JSON.stringify([]));
    const store = createRecentGifs({ storageKey: KEY });
    const { unmount } = render(<Picker client={mockClient()} recents={store} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await userEvent.click(tiles()[0]!);
    unmount();
    for (const look of [LOOKS[0]!, LOOKS[1]!]) {
      render(
        <Frame look={look}>
          <Picker client={mockClient()} recents={store} />
        </Frame>,
      );
      await waitFor(() => screen.getByRole('listbox', { name: 'Recent' }));
      await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
      await waitFor(() => screen.getByRole('list', { name: 'Trending searches' }));
      expect(await seriousViolations()).toEqual([]);
      cleanup();
    }
  });

  // Several pickers rendered, clicked and photographed in turn: on a loaded 2-core machine it takes over 15 s.
  it('screenshots: light, dark, right-to-left and a 390 px phone', async () => {
    const logged = watchConsole();
    const store = createRecentGifs({ storageKey: KEY });
    for (const look of LOOKS) {
      await setViewport(look, 700);
      const { unmount } = render(
        <Frame look={look}>
          <Picker client={mockClient()} recents={store} theme={look.theme} />
        </Frame>,
      );
      await waitFor(() => expect(tiles().length).toBeGreaterThan(5));
      if (!store.getSnapshot().length) {
        for (const tile of tiles().slice(0, 4)) await userEvent.click(tile);
      }
      await waitFor(() => screen.getByRole('listbox', { name: 'Recent' }));
      await waitFor(() => screen.getByRole('list', { name: 'Trending searches' }));
      await imagesLoaded();
      await screenshot(`picker-${look.name}`);
      unmount();
    }
    // Results with the focus ring on a GIF.
    await setViewport(LOOKS[1]!, 700);
    render(
      <Frame look={LOOKS[1]!}>
        <Picker client={mockClient()} defaultTerm="cats" theme="dark" />
      </Frame>,
    );
    await resultsFor('cats');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(5));
    input().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await imagesLoaded();
    await screenshot('picker-results-dark');
    expect(logged()).toEqual([]);
  }, 60_000);
});

describe('GifPicker through gifkit/server', () => {
  it('shows the error state with "Try again?" (never a blank grid) while the provider is rate limited, then the GIFs', async () => {
    const upstream = createMockUpstream();
    upstream.failWith(() =>
      Response.json({ message: 'API rate limit exceeded' }, { status: 429, headers: { 'retry-after': '30' } }),
    );
    const handler = createGifHandler({ apiKey: 'server-key', fetch: upstream.fetch, log: () => {} });
    const seen: URL[] = [];
    const client = createGiphyClient({
      serverUrl: '/api/gifs', // resolved against the page; the client has no key
      storage: null,
      cache: false,
      fetch: (request) => {
        seen.push(new URL(request.url));
        return handler(request);
      },
    });
    await setViewport(LOOKS[0]!);
    render(
      <Frame look={LOOKS[0]!}>
        <Picker client={client} defaultTerm="cats" />
      </Frame>,
    );
    const retry = await waitFor(() => screen.getByRole('button', { name: 'Try again?' }));
    expect(gridState()).toBe('error');
    expect(document.querySelector('[data-gk-grid-error]')?.textContent).toMatch(/^Error loading GIFs\. Try again\?$/);
    expect(seen.every((url) => url.origin === location.origin && !url.searchParams.has('api_key'))).toBe(true);
    await screenshot('picker-rate-limited');

    upstream.failWith(null);
    await userEvent.click(retry);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    expect(screen.queryByRole('button', { name: 'Try again?' })).toBeNull();
  });
});
