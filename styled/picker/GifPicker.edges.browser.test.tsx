// The picker in real Chromium, for what a user meets at its edges: every string through
// `messages`, `dir="auto"` on the field, type-to-search from a GIF or a recent GIF, columns by
// the picker's own width, and focus rings that no scroll container clips (100 % and 200 % zoom).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, page, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import { createRecentGifs } from '../../sdk/recent/recentGifs';
import { Frame, LOOKS, mockClient, watchConsole } from '../../test/browser/skinHarness';
import { GifPicker, type GifPickerProps } from './GifPicker';

const KEY = 'gifkit-test:recent-edges';
const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-picker-grid] [data-gk-grid-item]')];
const recentItems = () => [...document.querySelectorAll<HTMLElement>('[data-gk-picker-recent-item]')];
const focused = () => document.activeElement as HTMLElement;
const searchbox = (name = 'Search GIPHY') => screen.getByRole('searchbox', { name }) as HTMLInputElement;
const columnCount = () =>
  getComputedStyle(document.querySelector('[data-gk-picker-grid]')!).getPropertyValue('--gk-column-count').trim();

function Picker(props: Partial<GifPickerProps>) {
  return <GifPicker client={mockClient()} onSelect={() => {}} recents={false} debounce={50} {...props} />;
}

/** Seeds the recent row with the first `count` trending GIFs (picked by click). */
async function seedRecents(count: number) {
  const store = createRecentGifs({ storageKey: KEY });
  const { unmount } = render(<Picker recents={store} />);
  await waitFor(() => expect(tiles().length).toBeGreaterThan(count));
  for (const tile of tiles().slice(0, count)) await userEvent.click(tile);
  unmount();
  return store;
}

beforeAll(() => commands.routeGiphyMedia());
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('GifPicker: messages', () => {
  it('every string comes from `messages`: field, clear button, announcements, no results, error and retry', async () => {
    const messages = {
      searchLabel: 'Chercher sur GIPHY',
      searchPlaceholder: 'Chercher',
      clearSearch: 'Effacer la recherche',
      results: (count: number, term?: string) => `${count} GIFs pour ${term}`,
      noResults: 'Aucun GIF.',
      errorLoading: 'Erreur de chargement.',
      tryAgain: 'Réessayer ?',
    };
    const live = () => document.querySelector('[data-gk-picker-body] [data-gk-live]')?.textContent;
    const first = render(<Picker messages={messages} defaultTerm="cats" />);
    const input = searchbox('Chercher sur GIPHY');
    expect(input.placeholder).toBe('Chercher');
    expect(screen.getByRole('button', { name: 'Effacer la recherche', hidden: true }).hidden).toBe(false);
    await waitFor(() => expect(live()).toMatch(/^\d+ GIFs pour cats$/));
    first.unmount();

    const empty = render(<Picker messages={messages} defaultTerm="no results" />);
    await waitFor(() => expect(document.querySelector('[data-gk-grid-no-results]')?.textContent).toBe('Aucun GIF.'));
    await waitFor(() => expect(live()).toBe('Aucun GIF.'));
    empty.unmount();

    render(<Picker messages={messages} defaultTerm="error 500" />);
    await waitFor(() => screen.getByRole('button', { name: 'Réessayer ?' }));
    expect(document.querySelector('[data-gk-grid-error]')?.textContent).toBe('Erreur de chargement. Réessayer ?');
    expect(live()).toBe('Erreur de chargement.');
  });
});

describe('GifPicker: the search field', () => {
  it('has dir="auto": Hebrew typed into a left-to-right picker runs right to left', async () => {
    render(<Picker dir="ltr" />);
    await userEvent.click(searchbox());
    await userEvent.keyboard('חתול');
    expect(searchbox().matches(':dir(rtl)')).toBe(true);
  });
});

describe('GifPicker: type to search', () => {
  it('a printable key on a focused GIF goes to the field; Space still picks', async () => {
    const logged = watchConsole();
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await userEvent.click(searchbox());
    await userEvent.keyboard('{ArrowDown}');
    expect(focused().hasAttribute('data-gk-grid-item')).toBe(true);
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(focused().hasAttribute('data-gk-grid-item')).toBe(true);
    expect(searchbox().value).toBe('');
    await userEvent.keyboard('dogs');
    expect(focused()).toBe(searchbox());
    expect(searchbox().value).toBe('dogs');
    await waitFor(() => screen.getByRole('heading', { name: 'Results for “dogs”' }));
    expect(logged()).toEqual([]);
  });

  it('a printable key on a focused recent GIF goes to the field, after what was typed before', async () => {
    const store = await seedRecents(2);
    render(<Picker recents={store} />);
    const recent = await waitFor(() => {
      const [item] = recentItems();
      expect(item).toBeDefined();
      return item!;
    });
    recent.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe(recentItems()[1]);
    await userEvent.keyboard('c');
    expect(focused()).toBe(searchbox());
    expect(searchbox().value).toBe('c');
  });
});

describe('GifPicker: columns', () => {
  it('go by the picker’s width: 3 columns from 360 px of picker, 2 below', async () => {
    await page.viewport(900, 800);
    const { rerender } = render(<Picker style={{ width: 370 }} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await waitFor(() => expect(columnCount()).toBe('3'));
    rerender(<Picker style={{ width: 360 }} />);
    await waitFor(() => expect(columnCount()).toBe('3'));
    rerender(<Picker style={{ width: 359 }} />);
    await waitFor(() => expect(columnCount()).toBe('2'));
  });
});

/** Where an element's outline reaches (its border box grown by outline width and offset). */
function outlineBox(element: Element) {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const reach =
    style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
  return { top: box.top - reach, bottom: box.bottom + reach, left: box.left - reach, right: box.right + reach, reach };
}

/**
 * The px of `element`'s focus ring that a clipping ancestor (overflow other than visible) cuts
 * off, per side; all zero when the whole ring shows.
 */
function clipped(element: Element) {
  const ring = outlineBox(element);
  const cut = { top: 0, bottom: 0, left: 0, right: 0 };
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = node.getBoundingClientRect();
    const top = box.top + node.clientTop;
    const left = box.left + node.clientLeft;
    // Half a device pixel is rounding, not a cut.
    const tolerance = 0.5 / devicePixelRatio;
    cut.top = Math.max(cut.top, top - ring.top - tolerance);
    cut.bottom = Math.max(cut.bottom, ring.bottom - (top + node.clientHeight) - tolerance);
    cut.left = Math.max(cut.left, left - ring.left - tolerance);
    cut.right = Math.max(cut.right, ring.right - (left + node.clientWidth) - tolerance);
  }
  return Object.fromEntries(Object.entries(cut).map(([side, px]) => [side, Math.max(0, Math.ceil(px))]));
}
const NONE = { top: 0, bottom: 0, left: 0, right: 0 };

/** Tabs (or presses `keys`) until `matches(activeElement)`, at most 40 keys. */
async function focusByKeyboard(matches: (element: HTMLElement) => boolean, keys = '{Tab}') {
  for (let i = 0; i < 40 && !matches(focused()); i++) await userEvent.keyboard(keys);
  expect(matches(focused())).toBe(true);
  return focused();
}

describe('GifPicker: focus rings', () => {
  for (const zoom of [1, 2]) {
    // Some twenty keyboard steps, each awaited: on a loaded 2-core machine it takes over 15 s.
    it(`no focusable part has its ring clipped at ${zoom * 100} % zoom`, async () => {
      // A 900 × 800 window at this zoom: CSS px shrink, device pixels per CSS px grow.
      await page.viewport(900 / zoom, 800 / zoom);
      await commands.emulateZoom(zoom);
      try {
        const store = await seedRecents(8);
        const look = LOOKS[0]!;
        render(
          <Frame look={look}>
            <Picker recents={store} style={{ ['--gk-picker-height' as string]: '520px' }} />
          </Frame>,
        );
        await waitFor(() => expect(tiles().length).toBeGreaterThan(6));
        await waitFor(() => screen.getByRole('list', { name: 'Trending searches' }));
        await waitFor(() => expect(recentItems().length).toBe(8));
        const rings: Record<string, unknown> = {};
        const check = (name: string, element: HTMLElement) => {
          expect(outlineBox(element).reach, `${name} shows a ring`).toBeGreaterThan(0);
          rings[name] = clipped(element);
        };

        await userEvent.click(searchbox());
        await userEvent.keyboard('x');
        check('clear button', await focusByKeyboard((e) => e.hasAttribute('data-gk-picker-clear')));
        await userEvent.keyboard('{Enter}'); // clears: the pills and recents come back
        await waitFor(() => screen.getByRole('list', { name: 'Trending searches' }));
        const pill = await focusByKeyboard((e) => e.hasAttribute('data-gk-picker-suggestion'));
        check('first trending pill', pill);
        check('recent clear', await focusByKeyboard((e) => e.hasAttribute('data-gk-picker-recent-clear')));
        check('first recent GIF', await focusByKeyboard((e) => e.hasAttribute('data-gk-picker-recent-item')));
        await userEvent.keyboard('{End}');
        check('last recent GIF', focused());
        check('first GIF', await focusByKeyboard((e) => e.hasAttribute('data-gk-grid-item')));
        await userEvent.keyboard('{ArrowRight}{ArrowRight}');
        check('top-right GIF', focused());
        for (let i = 0; i < 6; i++) await userEvent.keyboard('{ArrowDown}');
        check('a GIF scrolled to by keyboard', focused());
        await userEvent.keyboard('{Home}');
        check('first GIF again', focused());
        expect(rings).toEqual({
          'clear button': NONE,
          'first trending pill': NONE,
          'recent clear': NONE,
          'first recent GIF': NONE,
          'last recent GIF': NONE,
          'first GIF': NONE,
          'top-right GIF': NONE,
          'a GIF scrolled to by keyboard': NONE,
          'first GIF again': NONE,
        });
      } finally {
        await commands.emulateZoom(1);
      }
    }, 60_000);
  }
});
