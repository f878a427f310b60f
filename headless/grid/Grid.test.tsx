// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PageLike } from '../../sdk/client/paging';
import type { Gif } from '../../sdk/normalize/gif';
import { intersect, setupFakeIntersectionObserver } from '../../test/support/fakeIntersectionObserver';
import { advance } from '../../test/support/fakeTime';
import { pagedSource, recordedGifs } from '../../test/support/gifs';
import { MotionPreference } from '../shared/motion';
import { tileAspectRatio } from './aspectRatio';
import { Grid, type GridProps } from './Grid';
import { createMasonry } from './masonry';

const setLoaderVisible = (visible: boolean) =>
  intersect(document.querySelector('[data-gk-grid-loader]'), visible ? 1 : 0);

const gifs = recordedGifs;
const tiles = () => screen.queryAllByRole('option');
const status = () => document.querySelector<HTMLElement>('[data-gk-grid]')!.dataset.state;
const liveText = () => document.querySelector('[role="status"]')!.textContent;

/** Pages of `size` items out of `total` (test/support/gifs.ts). */
const pages = (total: number, size = 24) => pagedSource<Gif>((i) => gifs(1, i)[0]!, total, size);

function TestGrid(props: Omit<GridProps<Gif>, 'renderItem'>) {
  return (
    <Grid width={612} {...props} renderItem={(gif, _layout, getItemProps) => <div {...getItemProps()}>{gif.id}</div>} />
  );
}

/** A search page: the button changes the term; the grid resets by it (`resetKey`). */
function Search({ source }: { source: (offset: number, signal: AbortSignal, term: string) => Promise<PageLike<Gif>> }) {
  const [term, setTerm] = useState('cats');
  return (
    <>
      <button type="button" onClick={() => setTerm('dogs')}>
        dogs
      </button>
      <TestGrid source={(offset, signal) => source(offset, signal, term)} resetKey={term} term={term} />
    </>
  );
}

setupFakeIntersectionObserver();

describe('Grid: layout', () => {
  it('places every tile where the masonry engine says, with its geometry as --gk-* properties', () => {
    const items = gifs(12);
    render(<TestGrid source={pages(0)} initialItems={items} columns={3} gutter={6} />);
    const engine = createMasonry({ width: 612, columns: 3, gutter: 6 });
    engine.append(items.map(tileAspectRatio));
    expect(tiles()).toHaveLength(12);
    for (const [i, tile] of tiles().entries()) {
      const box = engine.items[i]!;
      expect(tile.style.left).toBe(`${box.x}px`);
      expect(tile.style.top).toBe(`${box.y}px`);
      expect(tile.style.width).toBe('200px');
      expect(tile.style.height).toBe(`${box.height}px`);
      expect(tile.style.getPropertyValue('--gk-y')).toBe(`${box.y}px`);
      expect(tile.dataset.column).toBe(String(box.column));
    }
    const root = document.querySelector<HTMLElement>('[data-gk-grid]')!;
    expect(root.style.getPropertyValue('--gk-grid-height')).toBe(`${engine.height}px`);
    expect(root.style.getPropertyValue('--gk-column-count')).toBe('3');
    expect(root.style.getPropertyValue('--gk-gutter')).toBe('6px');
    expect(screen.getByRole('listbox').style.height).toBe(`${engine.height}px`);
  });

  it('follows column breakpoints', () => {
    const columns = [
      { minWidth: 0, columns: 2 },
      { minWidth: 800, columns: 4 },
    ];
    const source = pages(0); // a new source identity would reset the list
    const { rerender } = render(<TestGrid source={source} initialItems={gifs(8)} columns={columns} width={500} />);
    expect(new Set(tiles().map((t) => t.dataset.column))).toEqual(new Set(['0', '1']));
    rerender(<TestGrid source={source} initialItems={gifs(8)} columns={columns} width={900} />);
    expect(new Set(tiles().map((t) => t.dataset.column))).toEqual(new Set(['0', '1', '2', '3']));
  });

  it('renders no tiles and fetches nothing before it knows its width', async () => {
    const source = pages(100);
    render(<TestGrid source={source} width={undefined} initialItems={gifs(5)} />);
    expect(tiles()).toHaveLength(0);
    setLoaderVisible(true);
    await advance(1000);
    expect(source).not.toHaveBeenCalled();
  });

  it('renders only the tiles near the viewport', () => {
    // jsdom: the list sits at the top of a 768 px window.
    render(<TestGrid source={pages(0)} initialItems={gifs(1000)} overscan={100} />);
    const engine = createMasonry({ width: 612 });
    engine.append(gifs(1000).map(tileAspectRatio));
    const expected = engine.range(-100, 868);
    expect(tiles().map((t) => Number(t.dataset.index))).toEqual(expected);
    expect(tiles().length).toBeLessThan(40);
  });

  it('warns in development when getItemProps gets the wrong index', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = gifs(3);
    render(
      <Grid width={300} source={pages(0)} initialItems={items}>
        {(grid) => <div {...grid.getItemProps({ item: items[2]!, index: 0 })} />}
      </Grid>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`index 0 for item ${items[2]!.id}`));
    warn.mockRestore();
  });

  it('hands the reduced-motion flag to the renderer', () => {
    const seen: boolean[] = [];
    render(
      <MotionPreference reduce>
        <Grid
          width={300}
          source={pages(0)}
          initialItems={gifs(1)}
          renderItem={(gif, _layout, getItemProps, state) => {
            seen.push(state.reducedMotion);
            return <div {...getItemProps()}>{gif.id}</div>;
          }}
        />
      </MotionPreference>,
    );
    expect(seen.at(-1)).toBe(true);
    expect(document.querySelector('[data-gk-grid]')!.hasAttribute('data-reduced-motion')).toBe(true);
  });
});

describe('Grid: fetching', () => {
  it('fetches 250 ms after the loader shows, appends pages, and keeps going while it is visible', async () => {
    const source = pages(60);
    render(<TestGrid source={source} term="cats" />);
    expect(status()).toBe('idle');
    setLoaderVisible(true);
    await advance(249);
    expect(source).not.toHaveBeenCalled();
    await advance(1);
    expect(tiles()).toHaveLength(24);
    expect(liveText()).toBe('24 GIFs for cats');
    await advance(250);
    expect(tiles().length).toBeGreaterThan(24);
    expect(source.mock.calls.map((call) => call[0])).toEqual([0, 24]);
  });

  it('is busy while fetching and announces it', async () => {
    let resolve: (page: PageLike<Gif>) => void = () => {};
    const source = vi.fn(() => new Promise<PageLike<Gif>>((r) => (resolve = r)));
    render(<TestGrid source={source} term="cats" />);
    setLoaderVisible(true);
    await advance(250);
    expect(status()).toBe('fetching');
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    expect(liveText()).toBe('Loading GIFs…');
    await act(async () => resolve({ data: gifs(3), pagination: { count: 3, offset: 0, total_count: 3 } }));
    expect(screen.getByRole('listbox').hasAttribute('aria-busy')).toBe(false);
    expect(liveText()).toBe('3 GIFs for cats');
    expect(status()).toBe('done');
    expect(document.querySelector('[data-gk-grid-loader]')).toBeNull();
  });

  it('shows the no-results message when nothing is found', async () => {
    render(<TestGrid source={pages(0)} />);
    setLoaderVisible(true);
    await advance(250);
    expect(document.querySelector('[data-gk-grid-no-results]')!.textContent).toBe('No GIFs found.');
    expect(liveText()).toBe('No GIFs found.');
    expect(document.querySelector('[data-gk-grid]')!.hasAttribute('data-no-results')).toBe(true);
  });

  it('on error shows the message and a focusable "Try again?" button that retries', async () => {
    const onError = vi.fn();
    const boom = new Error('boom');
    const source = vi
      .fn()
      .mockRejectedValueOnce(boom)
      .mockResolvedValue({ data: gifs(2), pagination: { count: 2, offset: 0, total_count: 2 } });
    render(<TestGrid source={source} onError={onError} />);
    setLoaderVisible(true);
    await advance(250);
    expect(status()).toBe('error');
    expect(onError).toHaveBeenCalledWith(boom);
    expect(document.querySelector('[data-gk-grid-error]')!.textContent).toBe('Error loading GIFs. Try again?');
    const retry = screen.getByRole('button', { name: 'Try again?' });
    retry.focus();
    expect(document.activeElement).toBe(retry);
    await act(async () => retry.click());
    expect(document.querySelector('[data-gk-grid-error]')).toBeNull();
    expect(tiles()).toHaveLength(2);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('speaks the messages it is given', async () => {
    const messages = { gridLabel: 'Ergebnisse', errorLoading: 'Fehler.', tryAgain: 'Nochmal?' };
    render(<TestGrid source={vi.fn().mockRejectedValue(new Error('boom'))} messages={messages} />);
    screen.getByRole('listbox', { name: 'Ergebnisse' }); // throws when missing
    setLoaderVisible(true);
    await advance(250);
    expect(document.querySelector('[data-gk-grid-error]')!.textContent).toBe('Fehler. Nochmal?');
    screen.getByRole('button', { name: 'Nochmal?' }); // throws when missing
    expect(liveText()).toBe('Fehler.');
  });

  it('after a failed next page, retry keeps focus in the grid (on the last tile)', async () => {
    const source = vi
      .fn()
      .mockResolvedValueOnce({ data: gifs(3), pagination: { count: 3, offset: 0, total_count: 9 } })
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue({ data: gifs(3, 3), pagination: { count: 3, offset: 3, total_count: 9 } });
    render(<TestGrid source={source} />);
    setLoaderVisible(true);
    await advance(250);
    await advance(250);
    expect(status()).toBe('error');
    const retry = screen.getByRole('button', { name: 'Try again?' });
    act(() => retry.focus());
    await act(async () => retry.click());
    expect(document.activeElement).toBe(screen.getByText(gifs(3)[2]!.id));
    expect(tiles().filter((t) => t.tabIndex === 0)).toEqual([document.activeElement]);
  });

  it('resets by query identity without a remount, dropping the stale page', async () => {
    const resolvers: Record<string, (page: PageLike<Gif>) => void> = {};
    const source = vi.fn(
      (offset: number, _signal: AbortSignal, term = '') =>
        new Promise<PageLike<Gif>>((resolve) => {
          resolvers[`${term}@${offset}`] = resolve;
        }),
    );
    render(<Search source={source} />);
    setLoaderVisible(true);
    await advance(250);
    fireEvent.click(screen.getByText('dogs'));
    await act(async () => resolvers['cats@0']!({ data: gifs(5), pagination: { count: 5, offset: 0 } }));
    expect(tiles()).toHaveLength(0);
    setLoaderVisible(true);
    await advance(250);
    await act(async () => resolvers['dogs@0']!({ data: gifs(2, 50), pagination: { count: 2, offset: 0 } }));
    expect(tiles().map((t) => t.textContent)).toEqual(gifs(2, 50).map((g) => g.id));
    expect(liveText()).toBe('2 GIFs for dogs');
  });

  it('appending a page to a long list reads the page and the rendered tiles, not the whole list', () => {
    let reads = 0;
    // A GIF whose id getter counts how often anything looks it up.
    const counted = ({ id, ...gif }: Gif): Gif =>
      Object.defineProperty(gif, 'id', {
        get: () => {
          reads++;
          return id;
        },
        enumerable: true,
      }) as Gif;
    const long = gifs(2000).map(counted);
    const source = pages(0);
    const { rerender } = render(<TestGrid source={source} items={long} columns={3} />);
    fireEvent.focus(tiles()[1]!); // an active tile, looked up on every render
    reads = 0;
    const appended = [...long, ...gifs(24, 2000).map(counted)];
    rerender(<TestGrid source={source} items={appended} columns={3} />);
    expect(tiles()[1]!.tabIndex).toBe(0);
    expect(tiles()[1]!.getAttribute('aria-setsize')).toBe('2024');
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(500);
  });

  it('controlled mode: shows the given list and lays it out again after an edit', () => {
    const items = gifs(6);
    const source = pages(0);
    const { rerender } = render(<TestGrid source={source} items={items} columns={2} />);
    expect(tiles().map((t) => t.textContent)).toEqual(items.map((g) => g.id));
    const edited = items.filter((_, i) => i !== 0);
    rerender(<TestGrid source={source} items={edited} columns={2} />);
    expect(tiles().map((t) => t.textContent)).toEqual(edited.map((g) => g.id));
    expect(tiles()[0]!.style.top).toBe('0px');
    expect(tiles()[0]!.style.left).toBe('0px');
  });
});
