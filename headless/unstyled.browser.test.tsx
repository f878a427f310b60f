// Real Chromium: the headless components rendered exactly as docs/headless.md shows them, with no
// CSS of the user's. A tile is exactly its GIF's height (no descender gap under an
// inline image), the carousel is one horizontal row that scrolls, and a tile shows its
// placeholder colour while its image has not arrived (the image request is held).
import { cleanup, render, waitFor } from '@testing-library/react';
import { commands } from '@vitest/browser/context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_COLORS } from '../sdk/media/placeholder';
import type { Gif } from '../sdk/normalize/gif';
import { fakeGif, pagedSource, servedMedia } from '../test/support/gifs';
import { TileRow } from '../test/support/TileRow';
import { Tile, TileImage } from './tile/Tile';
import type { TileGif } from './tile/types';

/** Requests under this prefix are held by `commands.holdRequests` until released. */
const HELD = 'https://media.giphy.com/media/held/';

/** A 4:3 GIF whose renditions are all at `src`, by default served by the test server (tiles load only http(s) URLs: docs/security.md). */
const gifOf = (id: string, src = servedMedia(), extra: Partial<Gif> = {}) => fakeGif(id, { src, ...extra });

const rect = (element: Element | null) => (element as Element).getBoundingClientRect();
const rootOf = (id: string) => document.querySelector<HTMLElement>(`[data-gk-tile][data-gif-id="${id}"]`)!;
const imageOf = (id: string) => rootOf(id).querySelector<HTMLImageElement>('img')!;
const loaded = (id: string) => waitFor(() => expect(rootOf(id).dataset.state).toBe('loaded'));

afterEach(cleanup);

/** docs/headless.md, "Tile": the render-prop tile. */
function PickableGif({ gif, onPick }: { gif: TileGif; onPick: (gif: TileGif) => void }) {
  return (
    <Tile gif={gif} width={200} height={150} noLink onClick={() => onPick(gif)}>
      {(tile) => (
        <div {...tile.getRootProps({ className: 'my-tile' })}>
          <TileImage />
          {tile.overlayMounted && <div {...tile.getOverlayProps()}>{tile.attribution?.name}</div>}
        </div>
      )}
    </Tile>
  );
}

describe('Tile, unstyled', () => {
  it('is exactly its GIF’s height: the render-prop tile and the default (link) tile', async () => {
    render(
      <>
        <PickableGif gif={gifOf('a')} onPick={() => undefined} />
        <Tile gif={gifOf('b')} width={200} height={150} />
      </>,
    );
    for (const id of ['a', 'b']) {
      await loaded(id);
      expect(rect(imageOf(id)).height, `${id}: image`).toBe(150);
      expect(rect(rootOf(id)).height, `${id}: root`).toBe(150);
      expect(rect(imageOf(id)).width, `${id}: image`).toBe(200);
    }
    // Stacked with nothing between them: the second starts where the first ends.
    expect(rect(rootOf('b')).top).toBe(rect(rootOf('a')).bottom);
  });

  it('shows its placeholder colour while its image is on its way, and none once it has loaded', async () => {
    await commands.holdRequests(HELD);
    render(
      <>
        <PickableGif gif={gifOf('c', `${HELD}c/200w.gif`)} onPick={() => undefined} />
        <Tile gif={gifOf('s', `${HELD}s/200w.gif`, { is_sticker: true })} width={200} height={150} />
      </>,
    );
    await vi.waitFor(async () => expect(await commands.heldCount()).toBe(2));
    const brand = BRAND_COLORS.map((hex) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      return `rgb(${r}, ${g}, ${b})`;
    });
    expect(rootOf('c').dataset.state).toBe('loading');
    expect(brand).toContain(getComputedStyle(imageOf('c')).backgroundColor);
    expect(getComputedStyle(imageOf('s')).backgroundImage).toMatch(/^repeating-conic-gradient/);
    // The placeholder fills the tile's box.
    expect(rect(imageOf('c'))).toMatchObject({ width: 200, height: 150 });
    expect(rect(rootOf('c')).height).toBe(150);

    expect(await commands.releaseHeld()).toBe(2);
    await loaded('c');
    await loaded('s');
    expect(getComputedStyle(imageOf('c')).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(imageOf('s')).backgroundImage).toBe('none');
  });
});

const COUNT = 12; // 12 × 160 px: wider than any test viewport
const source = pagedSource((i) => gifOf(`r${i}`), COUNT, COUNT);

/** docs/headless.md, "Carousel" (test/support/TileRow.tsx, with a fetch function in place of `client.trending`). */
const TrendingRow = () => <TileRow source={source} gifHeight={120} />;

describe('Carousel, unstyled', () => {
  it('is one horizontal row of its GIFs that scrolls inside the page', async () => {
    render(<TrendingRow />);
    const items = () => Array.from(document.querySelectorAll('[data-gk-carousel-item]'));
    await waitFor(() => expect(items()).toHaveLength(COUNT));
    const root = document.querySelector<HTMLElement>('[data-gk-carousel]')!;
    const boxes = items().map(rect);
    for (const [i, box] of boxes.entries()) {
      expect(box.top, `item ${i}`).toBe(boxes[0]!.top);
      expect(box.height, `item ${i}`).toBe(120);
      expect(box.width, `item ${i}`).toBe(160);
      if (i) expect(box.left, `item ${i}`).toBeGreaterThan(boxes[i - 1]!.right - 1);
    }
    await loaded('r0');
    expect(rect(rootOf('r0'))).toMatchObject({ width: 160, height: 120 });
    expect(rect(rootOf('r0')).top).toBe(boxes[0]!.top);

    // The row scrolls; the page does not.
    expect(root.scrollWidth).toBeGreaterThan(root.clientWidth);
    expect(root.clientWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    root.scrollLeft = 300;
    await waitFor(() => expect(root.scrollLeft).toBe(300));
    expect(rect(items()[0]!).left).toBe(boxes[0]!.left - 300);
  });
});
