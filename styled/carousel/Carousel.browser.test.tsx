// The styled carousel in real Chromium over the mock API: loader at the end while more remain,
// 'no results', the error as text only (no 'Try again?'), the row laid out at the GIF height
// with the gutter, mirrored right-to-left, overlay on focus, axe, no console noise, screenshots.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { useCallback } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../styled.css';
import { animationsFinished } from '../../test/browser/settle';
import {
  expectLook,
  LOOKS,
  type Look,
  mockClient,
  renderLook,
  screenshot,
  setViewport,
  tilesLoaded,
  watchConsole,
} from '../../test/browser/skinHarness';
import { Carousel } from './Carousel';

let failing = false;
const client = mockClient({ fail: () => failing });
const items = () => [...document.querySelectorAll<HTMLElement>('[data-gk-carousel-item]')];
const loader = () => document.querySelector<HTMLElement>('[data-gk-carousel-loader]');

function Row({ term, gifHeight = 140, hidePoweredBy }: { term: string; gifHeight?: number; hidePoweredBy?: boolean }) {
  const source = useCallback(
    (offset: number, signal: AbortSignal) => client.searchGifs(term, { offset, signal }),
    [term],
  );
  return (
    <Carousel
      source={source}
      resetKey={term}
      term={term}
      gifHeight={gifHeight}
      className="row"
      hidePoweredBy={hidePoweredBy}
    />
  );
}

beforeAll(() => commands.routeGiphyMedia());
afterEach(() => {
  cleanup();
  failing = false;
});

describe('styled Carousel', () => {
  it('lays the row out at the GIF height with the 6 px gutter and loader dots at its end', async () => {
    const logged = watchConsole();
    await setViewport(LOOKS[0]!);
    render(<Row term="cats" />);
    await waitFor(() => expect(items().length).toBeGreaterThan(3));
    const [a, b] = items().map((item) => item.getBoundingClientRect());
    expect(a!.height).toBe(140);
    expect(Math.round(b!.left - a!.right)).toBe(6);
    expect(loader()?.querySelector('[data-gk-spinner]')).not.toBeNull();
    expect(document.querySelector('[data-gk-carousel]')!.className).toBe('row');
    expect(document.querySelector('[data-gk-powered-by]')?.textContent).toBe('Powered by GIPHY');
    expect(logged()).toEqual([]);
  });

  it('leaves the Powered by GIPHY mark out only when told to', async () => {
    render(<Row term="cats" hidePoweredBy />);
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    expect(document.querySelector('[data-gk-powered-by]')).toBeNull();
  });

  it("shows 'Error loading GIFs.' as text only, and 'No GIFs found.'", async () => {
    failing = true;
    render(<Row term="cats" />);
    await waitFor(() => expect(loader()?.textContent).toBe('Error loading GIFs.'));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    failing = false;
    render(<Row term="no results" />);
    await waitFor(() => expect(document.querySelector('[data-gk-carousel-empty]')?.textContent).toBe('No GIFs found.'));
  });

  it('starts at the right edge right-to-left; arrow keys move focus, which opens the overlay', async () => {
    render(
      <div dir="rtl">
        <Row term="cats" />
      </div>,
    );
    await waitFor(() => expect(items().length).toBeGreaterThan(3));
    const row = document.querySelector('[data-gk-carousel]')!.getBoundingClientRect();
    expect(Math.round(row.right - items()[0]!.getBoundingClientRect().right)).toBeLessThanOrEqual(6);
    const first = items()[0]!.querySelector<HTMLElement>('[data-gk-tile]')!;
    first.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const next = document.activeElement as HTMLElement;
    expect(next).toBe(items()[1]!.querySelector('[data-gk-tile]'));
    expect(getComputedStyle(next).outlineStyle).toBe('solid');
  });

  const showLook = (look: Look, term: string) =>
    renderLook(look, 400, <Row term={term} gifHeight={look.width === 390 ? 110 : 150} />);

  it.each(LOOKS)('looks right: $name (screenshot, axe)', async (look) => {
    const logged = watchConsole();
    await showLook(look, 'cats');
    await waitFor(() => expect(items().length).toBeGreaterThan(4));
    // Tiles out of view load nothing (docs/media-rules.md): on a phone only two are in view.
    await tilesLoaded(look.width < 600 ? 2 : 3);
    await userEvent.hover(items()[0]!.querySelector('[data-gk-tile]')!);
    await animationsFinished();
    await expectLook(`carousel-${look.name}`, logged);
  });

  it('error state looks right (screenshot)', async () => {
    failing = true;
    await showLook(LOOKS[1]!, 'cats');
    await waitFor(() => expect(loader()?.dataset.state).toBe('error'));
    await screenshot('carousel-error-dark');
  });
});
