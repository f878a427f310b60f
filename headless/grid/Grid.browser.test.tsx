// Real Chromium: layout as rendered, IntersectionObserver loading, real keys, scrolling.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import { type ReactNode, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gif } from '../../sdk/normalize/gif';
import { nextFrame, observersSettled } from '../../test/browser/settle';
import { pagedSource, recordedGifs } from '../../test/support/gifs';
import { tileAspectRatio } from './aspectRatio';
import { Grid, type GridProps } from './Grid';
import { createMasonry } from './masonry';

const gifs = recordedGifs;
const tiles = () => Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));
const tileOf = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const none = async () => ({ data: [] as Gif[] });

/** Pages of `size` items out of `total` (test/support/gifs.ts). */
const pages = (total: number, size = 24) => pagedSource<Gif>((i) => gifs(1, i)[0]!, total, size, { delayMs: 5 });

/** A grid in a scroll box of the given size; the box is the grid's `root`. */
function Boxed({ width = 612, height = 500, ...props }: Partial<GridProps<Gif>> & { height?: number }) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setRoot} data-testid="box" style={{ width, height, overflowY: 'auto', position: 'relative' }}>
      {root && (
        <Grid
          source={none}
          root={root}
          {...props}
          renderItem={(gif, _layout, getItemProps) => <div {...getItemProps({ 'data-testid': gif.id })} />}
        />
      )}
    </div>
  );
}

/** A plain tile renderer. */
const renderTile: GridProps<Gif>['renderItem'] = (gif, _layout, getItemProps) => (
  <div {...getItemProps({ 'data-testid': gif.id })} />
);

/** A scroll box around a grid that is not told about it (no `root`). */
function Unrooted({ height = 400, children }: { height?: number; children: ReactNode }) {
  return (
    <div data-testid="box" style={{ width: 612, height, overflowY: 'auto' }}>
      {children}
    </div>
  );
}

/** A scroll box handed to the grid as a ref object. */
function WithRef() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} data-testid="box" style={{ width: 612, height: 400, overflowY: 'auto' }}>
      <div>
        <Grid source={none} root={ref} initialItems={gifs(600)} renderItem={renderTile} />
      </div>
    </div>
  );
}

/** The tiles a person sees: inside the box's client area (if any) and the window. */
function seenIn(box?: HTMLElement): HTMLElement[] {
  const area = box?.getBoundingClientRect();
  const top = Math.max(area ? area.top + box!.clientTop : 0, 0);
  const bottom = Math.min(area ? area.top + box!.clientTop + box!.clientHeight : Infinity, window.innerHeight);
  return tiles().filter((tile) => {
    const rect = tile.getBoundingClientRect();
    return rect.height > 0 && rect.bottom > top && rect.top < bottom;
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
});

describe('layout as rendered', () => {
  it('tiles sit exactly where the engine puts them, following the container width', async () => {
    const items = gifs(30);
    const { rerender } = render(<Boxed width={612} height={4000} initialItems={items} virtualize={false} />);
    const check = async (width: number) => {
      await waitFor(() => expect(screen.getByRole('listbox').style.getPropertyValue('height')).not.toBe('0px'));
      const engine = createMasonry({ width });
      engine.append(items.map(tileAspectRatio));
      await waitFor(() =>
        expect(tiles()[1]!.getBoundingClientRect().left).toBeCloseTo(
          screen.getByRole('listbox').getBoundingClientRect().left + engine.items[1]!.x,
          0,
        ),
      );
      const origin = screen.getByRole('listbox').getBoundingClientRect();
      for (const [i, tile] of tiles().entries()) {
        const rect = tile.getBoundingClientRect();
        const box = engine.items[i]!;
        expect(Math.abs(rect.left - origin.left - box.x)).toBeLessThan(0.5);
        expect(Math.abs(rect.top - origin.top - box.y)).toBeLessThan(0.5);
        expect(Math.abs(rect.width - box.width)).toBeLessThan(0.5);
        expect(Math.abs(rect.height - box.height)).toBeLessThan(0.5);
      }
      expect(Math.abs(origin.height - engine.height)).toBeLessThan(0.5);
    };
    // No scrollbar: the box is taller than the content in both widths.
    await check(612);
    rerender(<Boxed width={918} height={4000} initialItems={items} virtualize={false} />);
    await check(918);
  });

  it('reads right-to-left from the page: first column on the right, arrows still follow the screen', async () => {
    render(
      <div dir="rtl" style={{ width: 612 }}>
        <Grid
          source={none}
          initialItems={gifs(12)}
          renderItem={(gif, _layout, getItemProps) => <div {...getItemProps({ 'data-testid': gif.id })} />}
        />
      </div>,
    );
    await waitFor(() => expect(tiles()[0]?.style.left).toBe('412px'));
    const list = screen.getByRole('listbox').getBoundingClientRect();
    expect(tiles()[0]!.getBoundingClientRect().right).toBeCloseTo(list.right, 0);
    tiles()[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tiles()[1]);
    expect(tiles()[1]!.getBoundingClientRect().right).toBeLessThan(tiles()[0]!.getBoundingClientRect().left);
  });
});

describe('loading while scrolling (IntersectionObserver)', () => {
  it('fills the box, then loads the next page only as the end scrolls into view', async () => {
    const source = pages(500, 24);
    render(<Boxed source={source} height={400} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    await observersSettled();
    // One page of 24 tiles in 3 columns is far taller than 400 px: the loader is out of view.
    expect(source).toHaveBeenCalledTimes(1);
    const box = screen.getByTestId('box');
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(source).toHaveBeenCalledTimes(2), { timeout: 2000 });
    expect(source.mock.calls.map((call) => call[0])).toEqual([0, 24]);
    await waitFor(() => expect(Number(tiles().at(-1)!.dataset.index)).toBeGreaterThanOrEqual(30));
  });
});

describe('in a scrolling box without `root`', () => {
  it('follows the box: loaded page by page, scrolled down and back up, tiles are on screen all the way', async () => {
    const warn = vi.spyOn(console, 'warn');
    const source = pages(500, 24);
    render(
      <Unrooted>
        <Grid source={source} renderItem={renderTile} />
      </Unrooted>,
    );
    const box = screen.getByTestId('box');
    await waitFor(() => expect(seenIn(box).length).toBeGreaterThan(0));
    // Scroll to the end until four pages have loaded (the list grows under the scrolled box).
    await waitFor(
      async () => {
        box.scrollTop = box.scrollHeight;
        expect(source.mock.calls.length).toBeGreaterThanOrEqual(4);
      },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(seenIn(box).length).toBeGreaterThan(2));
    expect(seenIn(box).every((tile) => Number(tile.dataset.index) >= 24)).toBe(true);
    box.scrollTop = 0;
    await waitFor(() => expect(seenIn(box).some((tile) => tile.dataset.index === '0')).toBe(true));
    expect(seenIn(box).length).toBeGreaterThan(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes a ref object as `root`', async () => {
    render(<WithRef />);
    const box = screen.getByTestId('box');
    await waitFor(() => expect(seenIn(box).length).toBeGreaterThan(0));
    box.scrollTop = 20_000;
    await waitFor(() => {
      expect(tiles().length).toBeLessThan(120);
      expect(seenIn(box).length).toBeGreaterThan(2);
    });
  });

  it('passes over a box that never overflows (overflow-x: hidden) and follows the window', async () => {
    const warn = vi.spyOn(console, 'warn');
    render(
      <div data-testid="box" style={{ width: 612, overflowX: 'hidden' }}>
        <Grid source={none} initialItems={gifs(2000)} renderItem={renderTile} />
      </div>,
    );
    expect(getComputedStyle(screen.getByTestId('box')).overflowY).toBe('auto');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    window.scrollTo(0, 60_000);
    // Virtualized by the window: a few dozen tiles, those on screen among them.
    await waitFor(() => {
      expect(tiles().length).toBeLessThan(200);
      expect(seenIn().length).toBeGreaterThan(2);
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('nested boxes that both scroll it: follows the nearest, with one development warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <div id="outer" style={{ width: 640, height: 500, overflowY: 'auto' }}>
        <Unrooted height={800}>
          <Grid source={none} initialItems={gifs(600)} renderItem={renderTile} />
        </Unrooted>
        <div style={{ height: 400 }} />
      </div>,
    );
    const box = screen.getByTestId('box');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /nested scroll boxes .*<div#outer>.*follows the nearest, <div>\. Pass `root`/,
    );
    box.scrollTop = 20_000;
    await waitFor(() => expect(seenIn(box).length).toBeGreaterThan(2));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('keyboard focus', () => {
  it('arrow keys move focus across columns to the nearest tile on screen', async () => {
    render(<Boxed initialItems={gifs(30)} height={1200} />);
    await waitFor(() => expect(tiles().length).toBe(30));
    const first = tiles()[0]!;
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const right = document.activeElement as HTMLElement;
    expect(right.dataset.column).toBe('1');
    expect(right.getBoundingClientRect().left).toBeGreaterThan(first.getBoundingClientRect().right);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const below = document.activeElement as HTMLElement;
    expect(below.dataset.column).toBe('1');
    expect(below.getBoundingClientRect().top).toBeGreaterThan(right.getBoundingClientRect().bottom);
    await userEvent.keyboard('{ArrowLeft}');
    const left = document.activeElement as HTMLElement;
    expect(left.dataset.column).toBe('0');
    // The nearest tile on the left: its vertical centre is the closest of its column's.
    const centre = (el: Element) => (el.getBoundingClientRect().top + el.getBoundingClientRect().bottom) / 2;
    const column0 = tiles().filter((t) => t.dataset.column === '0');
    const distances = column0.map((t) => Math.abs(centre(t) - centre(below)));
    expect(Math.abs(centre(left) - centre(below))).toBe(Math.min(...distances));
    expect(tiles().filter((t) => t.tabIndex === 0)).toEqual([left]);
  });

  it('focus survives virtualization: scrolled far away and back, the tile keeps focus', async () => {
    const items = gifs(3000);
    render(<Boxed initialItems={items} height={500} overscan={200} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    tiles()[4]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    const focused = document.activeElement as HTMLElement;
    const id = focused.dataset.testid!;
    const box = screen.getByTestId('box');
    box.scrollTop = 50_000;
    await act(nextFrame);
    await waitFor(() => expect(tiles().some((t) => Number(t.dataset.index) > 500)).toBe(true));
    expect(tileOf(id)).toBe(focused);
    expect(document.activeElement).toBe(focused);
    expect(tiles().length).toBeLessThan(80);
    box.scrollTop = 0;
    await act(nextFrame);
    await waitFor(() => expect(tiles().some((t) => Number(t.dataset.index) > 500)).toBe(false));
    expect(document.activeElement).toBe(focused);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).not.toBe(focused);
    expect((document.activeElement as HTMLElement).dataset.column).toBe(focused.dataset.column);
  });

  it('End jumps to the last of thousands of tiles and scrolls it into view', async () => {
    const items = gifs(3000);
    render(<Boxed initialItems={items} height={500} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    tiles()[0]!.focus();
    await userEvent.keyboard('{End}');
    const last = document.activeElement as HTMLElement;
    expect(last.dataset.index).toBe('2999');
    const box = screen.getByTestId('box').getBoundingClientRect();
    await waitFor(() => expect(last.getBoundingClientRect().top).toBeLessThan(box.bottom));
    expect(last.getBoundingClientRect().bottom).toBeGreaterThan(box.top);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(5));
  });
});

describe('a bounded DOM', () => {
  it('10,000 GIFs: fewer than 200 tiles in the DOM at every scroll position, top to bottom', async () => {
    const items = gifs(10_000);
    render(<Boxed initialItems={items} height={800} width={918} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    const box = screen.getByTestId('box');
    const list = screen.getByRole('listbox');
    const total = Number.parseFloat(list.style.height);
    expect(total).toBeGreaterThan(100_000);
    let most = 0;
    let steps = 0;
    for (let top = 0; top < total; top += 2_500) {
      box.scrollTop = top;
      await act(nextFrame);
      const count = tiles().length;
      most = Math.max(most, count);
      expect(count).toBeLessThan(200);
      expect(count).toBeGreaterThan(0);
      steps++;
    }
    box.scrollTop = box.scrollHeight;
    await act(nextFrame);
    await waitFor(() => expect(tiles().at(-1)!.dataset.index).toBe('9999'));
    expect(tiles().length).toBeLessThan(200);
    expect(steps).toBeGreaterThan(40);
    expect(most).toBeGreaterThan(10);
    // Over 40 scroll positions, each waited for (two frames and a render): 12 s on a loaded 2-core machine.
  }, 60_000);

  it('virtualizes with window scrolling too', async () => {
    const items = gifs(2000);
    render(
      <Grid
        source={none}
        width={612}
        initialItems={items}
        renderItem={(gif, _layout, getItemProps) => <div {...getItemProps({ 'data-testid': gif.id })} />}
      />,
    );
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(tiles().every((t) => Number(t.dataset.index) < 200)).toBe(true);
    window.scrollTo(0, 60_000);
    await act(nextFrame);
    await waitFor(() => expect(tiles().every((t) => Number(t.dataset.index) > 200)).toBe(true));
    const view = { top: 0, bottom: window.innerHeight };
    const onScreen = tiles().filter((t) => {
      const rect = t.getBoundingClientRect();
      return rect.bottom > view.top && rect.top < view.bottom;
    });
    expect(onScreen.length).toBeGreaterThan(3);
    expect(tiles().length).toBeLessThan(200);
  });
});
