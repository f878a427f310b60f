// The styled grid in real Chromium over the mock API: loader while more remain, 'no results',
// 'Error loading GIFs.' + 'Try again?' through the mock's on-demand errors, the overlay on
// hover and keyboard focus, className/style, axe, no console noise, and screenshots.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { useCallback, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../styled.css';
import type { Gif } from '../../sdk/normalize/gif';
import { animationsFinished } from '../../test/browser/settle';
import {
  expectLook,
  LOOKS,
  type Look,
  mockClient,
  renderLook,
  screenshot,
  seriousViolations,
  setViewport,
  tilesLoaded,
  watchConsole,
} from '../../test/browser/skinHarness';
import { Grid, type GridProps } from './Grid';

let failing = false;
let holding: Promise<void> | undefined;
const client = mockClient({ fail: () => failing, hold: () => holding ?? Promise.resolve() });
const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-grid-item]')];
const part = (name: string) => document.querySelector<HTMLElement>(`[data-gk-grid-${name}]`);

/** A styled grid of search results in a scroll box (the grid's root). */
function Results({ term, height = 520, ...props }: { term: string; height?: number } & Partial<GridProps<Gif>>) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const source = useCallback(
    (offset: number, signal: AbortSignal) => client.searchGifs(term, { offset, signal }),
    [term],
  );
  return (
    <div ref={setRoot} style={{ height, overflowY: 'auto' }}>
      {root && (
        <Grid
          source={source}
          resetKey={term}
          term={term}
          root={root}
          columns={[
            { minWidth: 0, columns: 2 },
            { minWidth: 600, columns: 4 },
          ]}
          {...props}
        />
      )}
    </div>
  );
}

beforeAll(() => commands.routeGiphyMedia());
afterEach(() => {
  cleanup();
  failing = false;
  holding = undefined;
});

describe('styled Grid', () => {
  it('shows the loader dots while more remain, then tiles; credits GIPHY', async () => {
    const logged = watchConsole();
    await setViewport(LOOKS[0]!);
    render(<Results term="cats" className="app-grid" style={{ minHeight: 10 }} />);
    await waitFor(() => expect(part('loader')?.querySelector('[data-gk-spinner]')).not.toBeNull());
    await waitFor(() => expect(tiles().length).toBeGreaterThan(8));
    expect(part('loader')?.querySelector('[data-gk-spinner]')).not.toBeNull(); // more remain
    const root = document.querySelector<HTMLElement>('[data-gk-grid]')!;
    expect(root.className).toBe('app-grid');
    expect(root.style.minHeight).toBe('10px');
    expect(root.querySelector('[data-gk-powered-by]')?.textContent).toBe('Powered by GIPHY');
    expect(logged()).toEqual([]);
  });

  it('leaves the Powered by GIPHY mark out only when told to', async () => {
    render(<Results term="cats" hidePoweredBy />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(document.querySelector('[data-gk-powered-by]')).toBeNull();
  });

  it("says 'No GIFs found.' when the search finds nothing", async () => {
    render(<Results term="no results" />);
    await waitFor(() => expect(part('no-results')?.textContent).toBe('No GIFs found.'));
    expect(part('loader')).toBeNull();
    expect(tiles()).toHaveLength(0);
  });

  it("shows 'Error loading GIFs.' with a 'Try again?' button that loads the page", async () => {
    failing = true;
    render(<Results term="cats" />);
    await waitFor(() => expect(part('error')?.textContent).toBe('Error loading GIFs. Try again?'));
    expect(part('loader')?.querySelector('[data-gk-spinner]') ?? null).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(part('error')).toBeNull();
  });

  it("'error 500' in the search fails the same way", async () => {
    render(
      <>
        <button type="button">before</button>
        <Results term="error 500" />
      </>,
    );
    await screen.findByRole('button', { name: 'Try again?' });
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    const retry = screen.getByRole('button', { name: 'Try again?' });
    expect(document.activeElement).toBe(retry);
    expect(getComputedStyle(retry).outlineStyle).toBe('solid');
  });

  it('opens the attribution overlay on hover and on keyboard focus', async () => {
    render(<Results term="cats" />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(4));
    await userEvent.hover(tiles()[0]!);
    await waitFor(() =>
      expect(tiles()[0]!.querySelector('[data-gk-tile-overlay]')?.getAttribute('data-state')).toBe('open'),
    );
    await userEvent.unhover(tiles()[0]!);
    tiles()[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    const focused = document.activeElement as HTMLElement;
    expect(focused).not.toBe(tiles()[0]);
    expect(focused.hasAttribute('data-gk-grid-item')).toBe(true);
    expect(focused.querySelector('[data-gk-tile-overlay]')?.getAttribute('data-state')).toBe('open');
    expect(getComputedStyle(focused).outlineStyle).toBe('solid');
  });

  const showLook = (look: Look, term: string) =>
    renderLook(look, 700, <Results term={term} height={look.width === 390 ? 560 : 480} />);

  it.each(LOOKS)('looks right: $name (screenshot, axe)', async (look) => {
    const logged = watchConsole();
    await showLook(look, 'cats');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(6));
    await tilesLoaded(6);
    await userEvent.hover(tiles()[1]!);
    await waitFor(() =>
      expect(getComputedStyle(tiles()[1]!.querySelector('[data-gk-tile-overlay]')!).opacity).toBe('1'),
    );
    await animationsFinished();
    await expectLook(`grid-${look.name}`, logged);
  });

  it.each([LOOKS[0]!, LOOKS[3]!])('states look right: $name (first load, error, no results)', async (look) => {
    holding = new Promise(() => {}); // the first page never comes
    await showLook(look, 'cats');
    await waitFor(() => expect(part('loader')?.querySelector('[data-gk-spinner]')).not.toBeNull());
    await waitFor(() => expect(document.querySelector('[data-gk-grid]')!.getAttribute('data-state')).toBe('fetching'));
    await screenshot(`grid-loading-${look.name}`);
    cleanup();
    holding = undefined;
    failing = true;
    await showLook(look, 'cats');
    await waitFor(() => expect(part('error')).not.toBeNull());
    await screenshot(`grid-error-${look.name}`);
    expect(await seriousViolations()).toEqual([]);
    cleanup();
    failing = false;
    await showLook(look, 'no results');
    await waitFor(() => expect(part('no-results')).not.toBeNull());
    await screenshot(`grid-no-results-${look.name}`);
  });
});
