// Favorites in the styled picker, in real Chromium over gifkit's mock API: added and removed by
// keyboard alone (Tab from a GIF to its list's star, Enter, the Favorites row), kept over a
// reload, followed by a second tab of the same browser context (a second page running the
// SDK's own store), the whole Tab cycle, axe, and screenshots in light, dark, right to left and
// on a 390 px phone.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import type { GiphyClient } from '../../sdk/client/createGiphyClient';
import { createFavoriteGifs, type FavoriteGifsStore } from '../../sdk/favorites/favoriteGifs';
import { createRecentGifs } from '../../sdk/recent/recentGifs';
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
import { GifPicker, type GifPickerProps, pickerFavorites } from './GifPicker';

const KEY = 'gifkit-test:favorites';
const RECENT_KEY = 'gifkit-test:recent';
const input = () => screen.getByRole('searchbox', { name: 'Search GIPHY' }) as HTMLInputElement;
const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-picker-grid] [data-gk-grid-item]')];
const focused = () => document.activeElement as HTMLElement;
const favoritesRow = () => screen.queryByRole('listbox', { name: 'Favorites' });
const favoriteIds = () =>
  [...(favoritesRow()?.querySelectorAll<HTMLElement>('[data-gk-picker-favorites-item]') ?? [])].map(
    (tile) => tile.dataset.gifId,
  );
const toggleOf = (list: 'results' | 'favorites' | 'recent') =>
  document.querySelector<HTMLButtonElement>(
    list === 'results'
      ? '[data-gk-picker-results] > [data-gk-picker-favorite]'
      : `[data-gk-picker-${list}-list] > [data-gk-picker-favorite]`,
  )!;
const stored = () => (JSON.parse(localStorage.getItem(KEY) ?? '[]') as { id: string }[]).map((gif) => gif.id);
/** A GIF tile's name: its image's alt text, or its video's label. */
const nameOf = (tile: Element) => {
  const media = tile.querySelector('img') ?? tile.querySelector('video')!;
  return media.getAttribute('alt') ?? media.getAttribute('aria-label');
};
/** Tabs until focus is inside `element` (at most 30 times). */
async function tabInto(element: Element) {
  for (let i = 0; i < 30 && !element.contains(focused()); i++) await userEvent.tab();
  expect(element.contains(focused())).toBe(true);
}
/** A focus stop, named for the Tab cycle. */
function stopName(element: Element) {
  if (element === input()) return 'field';
  if (element.hasAttribute('data-gk-picker-favorite')) {
    const list = element.parentElement!;
    if (list.hasAttribute('data-gk-picker-results')) return 'star results';
    return list.hasAttribute('data-gk-picker-favorites-list') ? 'star favorites' : 'star recent';
  }
  if (element.hasAttribute('data-gk-picker-suggestion')) return 'suggestion';
  if (element.hasAttribute('data-gk-picker-recent-clear')) return 'clear recent';
  if (element.closest('[data-gk-picker-favorites]')) return 'favorite GIF';
  if (element.closest('[data-gk-picker-recent]')) return 'recent GIF';
  if (element.hasAttribute('data-gk-grid-item')) return 'result GIF';
  return element.outerHTML.slice(0, 80);
}

function Picker({
  favorites,
  ...props
}: Omit<Partial<GifPickerProps>, 'favorites'> & { client: GiphyClient; favorites: FavoriteGifsStore }) {
  return (
    <GifPicker
      onSelect={() => {}}
      recents={createRecentGifs({ storageKey: RECENT_KEY })}
      debounce={50}
      style={{ ['--gk-picker-height' as string]: '560px' }}
      favorites={pickerFavorites(favorites)} // a new one each render: the picker is not remounted
      {...props}
    />
  );
}

beforeAll(() => commands.routeGiphyMedia());
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('GifPicker favorites', () => {
  it('keyboard only: Tab from a GIF to its star, Enter adds it, the Favorites row removes it', async () => {
    const logged = watchConsole();
    render(<Picker client={mockClient()} favorites={createFavoriteGifs({ storageKey: KEY })} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    input().focus();
    expect(favoritesRow()).toBeNull(); // no favorites, no row

    // ArrowDown into the grid, Tab to the results' star: it names the GIF and is not pressed.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const second = focused();
    await userEvent.tab();
    expect(focused()).toBe(toggleOf('results'));
    expect(focused().getAttribute('aria-label')).toBe(`Favorite: ${nameOf(second)}`);
    expect(focused().getAttribute('aria-pressed')).toBe('false');
    // It sits over the GIF's top right corner, shown while focused.
    const star = focused().getBoundingClientRect();
    const gif = second.getBoundingClientRect();
    expect(star.top).toBeGreaterThanOrEqual(gif.top);
    expect(star.right).toBeLessThanOrEqual(gif.right);
    expect(star.right).toBeGreaterThan(gif.right - 12);
    expect(getComputedStyle(focused()).opacity).toBe('1');

    await userEvent.keyboard('{Enter}');
    expect(focused().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(favoriteIds()).toEqual([second.dataset.gifId]));
    expect(stored()).toEqual([second.dataset.gifId]);

    // Shift+Tab back to the GIF; a second favorite from the next GIF.
    await userEvent.tab({ shift: true });
    expect(focused()).toBe(second);
    await userEvent.keyboard('{ArrowRight}');
    const third = focused();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(favoriteIds()).toEqual([third.dataset.gifId, second.dataset.gifId]));

    // Escape goes back to the field; Tab reaches the Favorites row, then its star.
    await userEvent.keyboard('{Escape}');
    expect(focused()).toBe(input());
    await tabInto(favoritesRow()!);
    expect(focused().dataset.gifId).toBe(third.dataset.gifId);
    await userEvent.tab();
    expect(focused()).toBe(toggleOf('favorites'));
    expect(focused().getAttribute('aria-pressed')).toBe('true');

    // Enter removes it: the star moves on to the next favorite, still focused, so removing goes on.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(favoriteIds()).toEqual([second.dataset.gifId]));
    expect(focused()).toBe(toggleOf('favorites'));
    expect(focused().getAttribute('aria-pressed')).toBe('true');
    const left = favoritesRow()!.querySelector('[data-gk-picker-favorites-item]')!;
    expect(focused().getAttribute('aria-label')).toBe(`Favorite: ${nameOf(left)}`);
    // The last one removed: the row goes, focus goes to the field.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(favoritesRow()).toBeNull());
    expect(focused()).toBe(input());
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(logged()).toEqual([]);
  });

  it('Tab and Shift+Tab go round every stop, one star per list, none per GIF', async () => {
    const favorites = createFavoriteGifs({ storageKey: KEY });
    const recents = createRecentGifs({ storageKey: RECENT_KEY });
    render(<Picker client={mockClient()} favorites={favorites} recents={recents} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await userEvent.click(tiles()[0]!); // a recent GIF
    favorites.add(recents.getSnapshot()[0]!);
    await waitFor(() => expect(favoriteIds()).toHaveLength(1));
    await waitFor(() => expect(document.querySelectorAll('[data-gk-picker-suggestion]')).toHaveLength(8));

    // The inline picker traps nothing: from the field to the last stop and back.
    const stops = [
      ...Array(8).fill('suggestion'),
      'favorite GIF',
      'star favorites',
      'clear recent',
      'recent GIF',
      'star recent',
      'result GIF',
      'star results',
    ];
    input().focus();
    const forward: string[] = [];
    for (const _ of stops) {
      await userEvent.tab();
      forward.push(stopName(focused()));
    }
    expect(forward).toEqual(stops);
    const backward: string[] = [];
    for (const _ of stops) {
      await userEvent.tab({ shift: true });
      backward.push(stopName(focused()));
    }
    expect(backward).toEqual([...stops.slice(0, -1).reverse(), 'field']);
  });

  it('keeps favorites over a reload, and follows a second tab of the same browser context', async () => {
    const first = createFavoriteGifs({ storageKey: KEY });
    const { unmount } = render(<Picker client={mockClient()} favorites={first} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    input().focus();
    await userEvent.keyboard('{ArrowDown}');
    const picked = focused().dataset.gifId;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(favoriteIds()).toEqual([picked]));
    unmount();

    // A reload: a fresh store and picker over the same localStorage.
    render(<Picker client={mockClient()} favorites={createFavoriteGifs({ storageKey: KEY })} />);
    await waitFor(() => expect(favoriteIds()).toEqual([picked]));

    // A second tab: another page of this browser context (a popup of a blank page of this origin;
    // about:blank would not do, Playwright leaves such a popup of a frame uninitialized), running
    // the SDK's own store.
    const tab = window.open('/test/browser/blank.html', '_blank') as
      | (Window & { favorites?: FavoriteGifsStore; changes?: number })
      | null;
    expect(tab).not.toBeNull();
    try {
      await vi.waitFor(() => expect(tab!.document.title).toBe('blank'), { timeout: 10_000 });
      const script = tab!.document.createElement('script');
      script.type = 'module';
      script.textContent = `
        const { createFavoriteGifs } = await import('${location.origin}/sdk/favorites/index.ts');
        window.favorites = createFavoriteGifs({ storageKey: ${JSON.stringify(KEY)} });
        window.changes = 0;
        window.favorites.subscribe(() => { window.changes += 1; });
      `;
      tab!.document.head.append(script);
      await vi.waitFor(() => expect(tab!.favorites).toBeDefined(), { timeout: 10_000 });
      expect(tab!.favorites!.getSnapshot().map((gif) => gif.id)).toEqual([picked]);

      // The other tab adds one: this tab's Favorites row shows it. (The reloaded picker's results
      // may still be on their way: wait for them, as after the first render.)
      await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
      const other = tiles()[3]!.dataset.gifId!;
      tab!.favorites!.add({
        id: other,
        title: 'from the other tab',
        images: { fixed_width: { url: `https://media.giphy.com/media/${other}/200w.gif`, width: 200, height: 150 } },
      });
      await waitFor(() => expect(favoriteIds()).toEqual([other, picked]));

      // This tab removes the first by keyboard: the other tab's store follows.
      input().focus();
      await tabInto(favoritesRow()!);
      await userEvent.tab();
      expect(focused()).toBe(toggleOf('favorites'));
      await userEvent.keyboard('{Enter}');
      await vi.waitFor(() => expect(tab!.favorites!.getSnapshot().map((gif) => gif.id)).toEqual([picked]));
      expect(tab!.changes).toBeGreaterThanOrEqual(2);
    } finally {
      tab?.close();
    }
  });

  it('has no serious or critical axe violations with favorites, a star shown', async () => {
    const favorites = createFavoriteGifs({ storageKey: KEY });
    render(<Picker client={mockClient()} favorites={favorites} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    input().focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(favoriteIds()).toHaveLength(1));
    expect(await seriousViolations()).toEqual([]);
  });

  /** The first three trending GIFs, picked and made favorites, in a picker in `look`. */
  async function renderWithFavorites(look: (typeof LOOKS)[number]) {
    const client = mockClient();
    const { data } = await client.trendingGifs({ limit: 3 });
    const favorites = createFavoriteGifs({ storageKey: KEY });
    const recents = createRecentGifs({ storageKey: RECENT_KEY });
    for (const gif of [...data].reverse()) {
      favorites.add(gif);
      recents.add(gif);
    }
    await setViewport(look, 760);
    render(
      <Frame look={look}>
        <Picker client={client} favorites={favorites} recents={recents} theme={look.theme} />
      </Frame>,
    );
    await waitFor(() => expect(tiles().length).toBeGreaterThan(5));
    await waitFor(() => expect(favoriteIds()).toEqual(data.map((gif) => gif.id)));
    return data;
  }

  // One test per look and state: each stays well inside the test timeout on a loaded machine.
  it.each(LOOKS)('screenshot ($name): a filled star on a favorite GIF with keyboard focus, both rows', async (look) => {
    const logged = watchConsole();
    const data = await renderWithFavorites(look);
    input().focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(look.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    expect(focused().dataset.gifId).toBe(data[1]!.id);
    await userEvent.tab();
    expect(focused()).toBe(toggleOf('results'));
    expect(focused().getAttribute('aria-pressed')).toBe('true');
    await imagesLoaded();
    await waitFor(() => expect(getComputedStyle(focused()).opacity).toBe('1'));
    await screenshot(`picker-favorites-${look.name}`);
    expect(logged()).toEqual([]);
  });

  it.each(LOOKS)('screenshot ($name): an outlined star on a GIF under the pointer', async (look) => {
    const logged = watchConsole();
    await renderWithFavorites(look);
    const other = tiles()[4]!;
    await userEvent.hover(input()); // the pointer may rest where the last test left it
    await userEvent.hover(other);
    await waitFor(() => expect(toggleOf('results').getAttribute('aria-pressed')).toBe('false'));
    expect(toggleOf('results').getAttribute('aria-label')).toBe(`Favorite: ${nameOf(other)}`);
    await imagesLoaded();
    await waitFor(() => expect(getComputedStyle(toggleOf('results')).opacity).toBe('1'));
    await screenshot(`picker-favorites-hover-${look.name}`);
    expect(logged()).toEqual([]);
  });
});
