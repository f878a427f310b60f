// The styled embed's chrome where layout, pointer and focus decide, in real Chromium: the header
// stays clickable once the related grid has grown the footer, 'Continue Watching on' lies above
// the related tiles, small frames do not darken on hover, leaving the frame from the related
// grid raises no error, and focus inside the frame reveals the footer and its related GIFs as
// hover does, each with a visible focus ring. Two embeds on one page each label their related
// grid by their own heading (no id shared, axe clean).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, page, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../styled.css';
import type { EmbedGif } from '../../headless';
import { GiphyProvider } from '../../hooks';
import { embedClient, renderSizedEmbed } from '../../test/browser/embedHarness';
import { duplicateIds, seriousViolations, watchConsole } from '../../test/browser/skinHarness';
import { boxCat } from '../../test/support/gifs';
import { Embed, type EmbedProps } from './Embed';

let gif: EmbedGif;

const q = (selector: string) => document.querySelector<HTMLElement>(selector);
const root = () => q('[data-gk-embed]')!;

/** Renders the embed with the pointer away from it (the last test may have left it over the frame). */
async function renderEmbed(props: Partial<EmbedProps> = {}, width = 480, height = 480) {
  renderSizedEmbed(gif, props, width, height);
  await userEvent.hover(q('[data-outside]')!);
}

/** Every transition in the frame has finished (the loader's spinner may keep turning). */
const settled = () =>
  waitFor(() =>
    expect(
      root()
        .getAnimations({ subtree: true })
        .filter((a) => a instanceof CSSTransition && a.playState === 'running'),
    ).toEqual([]),
  );

/** The element at the middle of `element`'s box is it or inside it (nothing lies over it). */
function onTop(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !!hit && element.contains(hit);
}

/** Hovers the GIF and waits until the related tiles have loaded and the footer stopped moving. */
async function hoverUntilRelated() {
  await userEvent.hover(q('[data-gk-embed-media]')!);
  await waitFor(() => expect(document.querySelectorAll('[data-gk-embed-related] [data-gk-tile]').length).toBe(6));
  await waitFor(() => expect(root().style.getPropertyValue('--gk-embed-footer-shift')).not.toBe('72px'));
  await settled();
}

beforeAll(async () => {
  await commands.routeGiphyMedia();
  await page.viewport(900, 700);
  // The mock relates the ids it knows only.
  gif = boxCat({ id: (await embedClient.trendingGifs({ limit: 1 })).data[0]!.id });
});
afterEach(() => cleanup());

describe('styled Embed chrome', () => {
  it('the header stays usable once the related GIFs have grown the footer', async () => {
    await renderEmbed();
    await hoverUntilRelated();
    for (const name of ['logo', 'pause', 'share']) {
      expect({ name, onTop: onTop(q(`[data-gk-embed-${name}]`)!) }).toEqual({ name, onTop: true });
    }
    // A real click (Chromium refuses one that something else would intercept).
    await userEvent.click(screen.getByRole('button', { name: 'Share' }), { timeout: 2_000 });
    await screen.findByRole('dialog', { name: 'Share this GIF' });
  });

  it("'Continue Watching on GIPHY' lies above the related tiles, nothing over it", async () => {
    await renderEmbed();
    await hoverUntilRelated();
    const footer = q('[data-gk-embed-footer]')!;
    footer.scrollTop = 40;
    const link = await screen.findByRole('link', { name: 'Continue Watching on GIPHY' });
    await settled();
    expect(onTop(link)).toBe(true);
  });

  it.each([
    [249, 300],
    [300, 198],
    [240, 180],
  ])('a %i×%i frame does not darken on hover', async (width, height) => {
    await renderEmbed({}, width, height);
    await waitFor(() => expect(root().hasAttribute('data-compact')).toBe(true));
    await userEvent.hover(q('[data-gk-embed-media]')!);
    // Hover still counts (the frame marks its first hover); only the chrome stays away.
    await waitFor(() => expect(root().hasAttribute('data-hovered-once')).toBe(true));
    await settled();
    expect(getComputedStyle(q('[data-gk-embed-overlay]')!).opacity).toBe('0');
    expect(root().hasAttribute('data-hover')).toBe(false);
  });

  it('a 250×199 frame still darkens on hover', async () => {
    await renderEmbed({}, 250, 199);
    await waitFor(() => expect(root().dataset.state).toBe('ready'));
    await userEvent.hover(q('[data-gk-embed-media]')!);
    await waitFor(() => expect(root().hasAttribute('data-hover')).toBe(true));
    await settled();
    expect(getComputedStyle(q('[data-gk-embed-overlay]')!).opacity).toBe('1');
  });

  it('leaving the page from the related grid raises no error', async () => {
    const logged = watchConsole();
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    try {
      await renderEmbed();
      await hoverUntilRelated();
      const tile = q('[data-gk-embed-related] [data-gk-tile]')!;
      await userEvent.hover(tile);
      await waitFor(() => expect(root().hasAttribute('data-grid-active')).toBe(true));
      // The pointer leaves the document from a tile: no related target (React reports the window).
      tile.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: null, pointerId: 1 }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(errors).toEqual([]);
      expect(root().hasAttribute('data-grid-active')).toBe(true); // hover ends on the grid's 1000 ms
      expect(logged()).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('Tab reaches the related GIFs: focus inside the frame opens the footer as hover does', async () => {
    await renderEmbed(); // the pointer stays away: only focus reveals
    await waitFor(() => expect(root().dataset.state).toBe('ready'));
    q('[data-outside]')!.setAttribute('tabindex', '-1');
    q('[data-outside]')!.focus();
    await userEvent.tab(); // the GIF's link
    expect(document.activeElement).toBe(q('[data-gk-embed-link]'));
    await waitFor(() => expect(root().hasAttribute('data-footer-open')).toBe(true));
    await waitFor(() => expect(document.querySelectorAll('[data-gk-embed-related] [data-gk-tile]').length).toBe(6));
    let tile: HTMLElement | null = null;
    for (let i = 0; i < 10 && !tile; i++) {
      await userEvent.tab();
      if (document.activeElement?.closest('[data-gk-embed-related]')) tile = document.activeElement as HTMLElement;
    }
    expect(tile?.hasAttribute('data-gk-tile')).toBe(true);
    await settled();
    // Visible: on screen inside the frame, ringed, nothing over it.
    const style = getComputedStyle(tile!);
    expect(style.outlineStyle).toBe('solid');
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    const frame = root().getBoundingClientRect();
    const box = tile!.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(frame.top);
    expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
    expect(onTop(tile!)).toBe(true);
    await page.screenshot({
      path: '../../.tmp/screenshots/embed/related-focus.png',
      element: page.getByTestId('frame'),
    });

    // Focus leaving the frame ends the reveal (after hover's 70 ms).
    q('[data-outside]')!.focus();
    await waitFor(() => expect(root().hasAttribute('data-footer-open')).toBe(false));
  });

  it('two embeds on one page: each related grid is labelled by its own heading, no id shared', async () => {
    const [first, second] = (await embedClient.trendingGifs({ limit: 2 })).data;
    render(
      <GiphyProvider client={embedClient}>
        <p data-outside="" tabIndex={-1}>
          Outside the frames
        </p>
        <div style={{ display: 'flex', gap: 8 }}>
          {[first!, second!].map((gif) => (
            <div key={gif.id} style={{ width: 440, height: 480 }}>
              <Embed gif={boxCat({ id: gif.id })} isMobile={false} offline />
            </div>
          ))}
        </div>
      </GiphyProvider>,
    );
    const [a, b] = [...document.querySelectorAll<HTMLElement>('[data-gk-embed]')];
    // Both footers open at once: keyboard focus inside the first frame, the pointer over the second.
    q('[data-outside]')!.focus();
    await userEvent.tab();
    expect(a!.contains(document.activeElement)).toBe(true);
    await userEvent.hover(b!.querySelector('[data-gk-embed-media]')!);
    for (const frame of [a!, b!]) {
      await waitFor(() => expect(frame.querySelectorAll('[data-gk-embed-related] [data-gk-tile]').length).toBe(6));
    }
    expect(await duplicateIds(document.body)).toEqual([]);
    expect(await seriousViolations(document.body)).toEqual([]);
    const grids = screen.getAllByRole('listbox');
    expect(grids).toHaveLength(2);
    for (const [index, frame] of [a!, b!].entries()) {
      const grid = grids[index]!;
      const heading = document.getElementById(grid.getAttribute('aria-labelledby') ?? '');
      expect(heading?.tagName).toBe('H2');
      expect(frame.contains(heading)).toBe(true);
      expect(frame.contains(grid)).toBe(true);
      expect(screen.getAllByRole('listbox', { name: 'Related Gifs' })).toContain(grid);
    }
  });
});
