// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, type Ref, StrictMode, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PageLike } from '../../sdk/client/paging';
import {
  FakeIntersectionObserver as FakeObserver,
  intersect,
  setupFakeIntersectionObserver,
} from '../../test/support/fakeIntersectionObserver';
import { advance } from '../../test/support/fakeTime';
import { idItem, pagedSource } from '../../test/support/gifs';
import { LoaderChangeType } from './changeTypes';
import type { InfiniteLoaderOptions } from './types';
import { useInfiniteLoader } from './useInfiniteLoader';

type G = { id: string };

const setVisible = (visible: boolean) => intersect(screen.getByTestId('loader'), visible ? 1 : 0);

const shown = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

/** Pages of `size` items out of `total`, ids g0, g1, … (test/support/gifs.ts). */
const pages = (total: number, size = 2) => pagedSource<G>(idItem, total, size);

function List(props: InfiniteLoaderOptions<G>) {
  const loader = useInfiniteLoader(props);
  return (
    <div>
      <ul>
        {loader.items.map((gif) => (
          <li key={gif.id}>{gif.id}</li>
        ))}
      </ul>
      <div data-testid="loader" {...loader.getLoaderProps()} />
      <p data-testid="announcement">{loader.announcement}</p>
      {loader.noResults && <p>nothing</p>}
      {loader.status === 'error' && (
        <button type="button" onClick={loader.retry}>
          retry
        </button>
      )}
      <button type="button" onClick={loader.reset}>
        reset
      </button>
    </div>
  );
}

setupFakeIntersectionObserver();

/** A host that keeps the loader's items in its own state, keyed by a search term. */
function ControlledHost({ source, term }: { source: InfiniteLoaderOptions<G>['source']; term: string }) {
  const [items, setItems] = useState<readonly G[]>([]);
  return <List source={source} resetKey={term} items={items} onItemsChange={setItems} />;
}

describe('useInfiniteLoader: fetching', () => {
  it('fetches only once the loader has been visible for 250 ms (grid)', async () => {
    const source = pages(10);
    render(<List source={source} debounceMs={250} />);
    await advance(1000);
    expect(source).not.toHaveBeenCalled();
    setVisible(true);
    await advance(249);
    expect(source).not.toHaveBeenCalled();
    await advance(1);
    expect(source).toHaveBeenCalledTimes(1);
    expect(source.mock.calls[0]?.[0]).toBe(0);
    expect(shown()).toEqual(['g0', 'g1']);
    expect(screen.getByTestId('loader').dataset.state).toBe('idle');
  });

  it('after a page, waits for the observer to see the new layout: a report made before it fetches nothing', async () => {
    // On a loaded machine the layout after a page can come later than the debounce. The
    // observer's report from before the page (in view) must not fetch the next one.
    const source = pages(10);
    render(<List source={source} debounceMs={250} />);
    const loader = screen.getByTestId('loader');
    setVisible(true);
    // The observer has not yet reported the layout with the first page in it.
    FakeObserver.last.delete(loader);
    await advance(250);
    expect(shown()).toEqual(['g0', 'g1']);
    await advance(1000);
    expect(source).toHaveBeenCalledTimes(1);
    // Its report comes: the page pushed the loader out of view, and nothing more is fetched.
    setVisible(false);
    await advance(1000);
    expect(source).toHaveBeenCalledTimes(1);
    // Scrolled into view again: the debounce starts from that report.
    setVisible(true);
    await advance(249);
    expect(source).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('debounces 100 ms for the carousel', async () => {
    const source = pages(10);
    render(<List source={source} debounceMs={100} />);
    setVisible(true);
    await advance(99);
    expect(source).not.toHaveBeenCalled();
    await advance(1);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('a visibility flicker shorter than the debounce fetches nothing', async () => {
    const source = pages(10);
    render(<List source={source} />);
    setVisible(true);
    await advance(100);
    setVisible(false);
    await advance(500);
    expect(source).not.toHaveBeenCalled();
  });

  it('keeps fetching while the loader stays visible, and stops when it leaves', async () => {
    const source = pages(100);
    render(<List source={source} />);
    setVisible(true);
    await advance(250);
    await advance(250);
    await advance(250);
    expect(source.mock.calls.map((call) => call[0])).toEqual([0, 2, 4]);
    expect(shown()).toHaveLength(6);
    setVisible(false);
    await advance(1000);
    expect(source).toHaveBeenCalledTimes(3);
  });

  it('appends unique items by id', async () => {
    const source = vi
      .fn()
      .mockResolvedValueOnce({ data: [{ id: 'a' }, { id: 'b' }], pagination: { count: 2, offset: 0 } })
      .mockResolvedValueOnce({ data: [{ id: 'b' }, { id: 'c' }], pagination: { count: 2, offset: 2 } });
    render(<List source={source} />);
    setVisible(true);
    await advance(250);
    await advance(250);
    expect(shown()).toEqual(['a', 'b', 'c']);
  });

  it('a page with no new items means done: the loader is no longer watched', async () => {
    const same = { data: [{ id: 'a' }], pagination: { count: 1, offset: 0 } };
    const source = vi.fn().mockResolvedValue(same);
    const onStateChange = vi.fn();
    render(<List source={source} onStateChange={onStateChange} />);
    setVisible(true);
    await advance(250);
    await advance(250);
    expect(screen.getByTestId('loader').dataset.state).toBe('done');
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'done' }));
    const observersBefore = FakeObserver.all.filter((o) => o.elements.size > 0).length;
    expect(observersBefore).toBe(0);
    await advance(2000);
    expect(source).toHaveBeenCalledTimes(2);
    expect(shown()).toEqual(['a']);
  });

  it('noResults when the first page is empty', async () => {
    render(<List source={pages(0)} />);
    setVisible(true);
    await advance(250);
    screen.getByText('nothing'); // throws when missing
    expect(screen.getByTestId('announcement').textContent).toBe('No GIFs found.');
  });

  it('announces loading and the result count for the term', async () => {
    let resolve: (page: PageLike<G>) => void = () => {};
    const source = vi.fn(() => new Promise<PageLike<G>>((r) => (resolve = r)));
    render(<List source={source} term="cats" />);
    setVisible(true);
    await advance(250);
    expect(screen.getByTestId('announcement').textContent).toBe('Loading GIFs…');
    const data = Array.from({ length: 24 }, (_, i) => ({ id: `c${i}` }));
    await act(async () => resolve({ data, pagination: { count: 24, offset: 0, total_count: 100 } }));
    expect(screen.getByTestId('announcement').textContent).toBe('24 GIFs for cats');
  });
});

describe('useInfiniteLoader: StrictMode', () => {
  it('double effects neither double-fetch nor lose pages', async () => {
    const source = pages(10);
    render(
      <StrictMode>
        <List source={source} />
      </StrictMode>,
    );
    setVisible(true);
    await advance(250);
    await advance(250);
    expect(source.mock.calls.map((call) => call[0])).toEqual([0, 2]);
    expect(shown()).toEqual(['g0', 'g1', 'g2', 'g3']);
  });
});

describe('useInfiniteLoader: errors', () => {
  it('sets the error, calls onError, and retry() clears it and fetches again', async () => {
    const boom = new Error('boom');
    const source = pages(10);
    source.mockRejectedValueOnce(boom);
    const onError = vi.fn();
    render(<List source={source} onError={onError} />);
    setVisible(true);
    await advance(250);
    expect(onError).toHaveBeenCalledExactlyOnceWith(boom);
    const loader = screen.getByTestId('loader');
    expect(loader.dataset.state).toBe('error');
    expect(loader.getAttribute('aria-hidden')).toBeNull();
    expect(screen.getByTestId('announcement').textContent).toBe('Error loading GIFs.');
    await advance(2000);
    expect(source).toHaveBeenCalledTimes(1); // no automatic retry
    fireEvent.click(screen.getByText('retry'));
    await advance(0);
    expect(source).toHaveBeenCalledTimes(2);
    expect(source.mock.calls[1]?.[0]).toBe(0);
    expect(shown()).toEqual(['g0', 'g1']);
    expect(screen.queryByText('retry')).toBeNull();
  });
});

describe('useInfiniteLoader: reset by query identity', () => {
  it('a new resetKey empties the list in place and a slow page of the old term is ignored', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: Record<string, (page: PageLike<G>) => void> = {};
    const search = (term: string) => (_offset: number, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<PageLike<G>>((resolve) => {
        resolvers[term] = resolve;
      });
    };
    const page = (term: string) => ({
      data: [{ id: `${term}1` }],
      pagination: { count: 1, offset: 0, total_count: 9 },
    });
    const { rerender } = render(<List source={search('cats')} resetKey="cats" />);
    const loaderBefore = screen.getByTestId('loader');
    setVisible(true);
    await advance(250);
    expect(resolvers.cats).toBeDefined();
    rerender(<List source={search('dogs')} resetKey="dogs" />);
    expect(signals[0]?.aborted).toBe(true);
    await advance(250);
    expect(resolvers.dogs).toBeDefined();
    await act(async () => resolvers.dogs?.(page('dogs')));
    await act(async () => resolvers.cats?.(page('cats'))); // the slow old page arrives last
    expect(shown()).toEqual(['dogs1']);
    expect(screen.getByTestId('loader')).toBe(loaderBefore); // no remount
  });

  it('without a resetKey, a new source identity resets; the same one does not', async () => {
    const cats = pages(10);
    const { rerender } = render(<List source={cats} />);
    setVisible(true);
    await advance(250);
    rerender(<List source={cats} />);
    expect(shown()).toEqual(['g0', 'g1']);
    const dogs = pages(10, 3);
    rerender(<List source={dogs} />);
    expect(shown()).toEqual([]);
    await advance(250);
    expect(dogs.mock.calls[0]?.[0]).toBe(0);
    expect(shown()).toEqual(['g0', 'g1', 'g2']);
  });

  it('with a resetKey, an inline fetch function is not a new query', async () => {
    const source = pages(10);
    const { rerender } = render(<List source={(o, s) => source(o, s)} resetKey="cats" />);
    setVisible(true);
    await advance(250);
    rerender(<List source={(o, s) => source(o, s)} resetKey="cats" />);
    await advance(250);
    expect(source.mock.calls.map((call) => call[0])).toEqual([0, 2]);
    expect(shown()).toHaveLength(4);
  });

  it('reset() starts over from offset 0', async () => {
    const source = pages(10);
    const onStateChange = vi.fn();
    render(<List source={source} onStateChange={onStateChange} />);
    setVisible(true);
    await advance(250);
    fireEvent.click(screen.getByText('reset'));
    expect(shown()).toEqual([]);
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: LoaderChangeType.Reset }));
    await advance(250);
    expect(source.mock.calls.map((call) => call[0])).toEqual([0, 0]);
  });
});

describe('useInfiniteLoader: data modes', () => {
  it('initialItems render at once and the first fetch continues after them', async () => {
    const source = pages(10);
    render(<List source={source} initialItems={[{ id: 'g0' }, { id: 'g1' }]} />);
    expect(shown()).toEqual(['g0', 'g1']);
    setVisible(true);
    await advance(250);
    expect(source.mock.calls[0]?.[0]).toBe(2);
    expect(shown()).toEqual(['g0', 'g1', 'g2', 'g3']);
  });

  it('controlled items: the host edits the list without a refetch, and more still loads', async () => {
    const source = pages(10);
    const onItemsChange = vi.fn();
    const { rerender } = render(<List source={source} items={[]} onItemsChange={onItemsChange} />);
    setVisible(true);
    await advance(250);
    expect(onItemsChange).toHaveBeenLastCalledWith([{ id: 'g0' }, { id: 'g1' }]);
    expect(shown()).toEqual([]); // the host owns the list
    rerender(<List source={source} items={[{ id: 'g1' }]} onItemsChange={onItemsChange} />); // removed g0
    expect(shown()).toEqual(['g1']);
    expect(source).toHaveBeenCalledTimes(1);
    await advance(250);
    expect(source.mock.calls[1]?.[0]).toBe(2);
    expect(onItemsChange).toHaveBeenLastCalledWith([{ id: 'g1' }, { id: 'g2' }, { id: 'g3' }]);
  });

  it('controlled items: a new resetKey tells the host to empty its list, and the new query starts at 0', async () => {
    const cats = pages(10);
    const dogs = pages(10);
    const { rerender } = render(<ControlledHost source={cats} term="cats" />);
    setVisible(true);
    await advance(250);
    expect(shown()).toEqual(['g0', 'g1']);
    rerender(<ControlledHost source={dogs} term="dogs" />);
    await advance(0);
    expect(shown()).toEqual([]);
    await advance(250);
    expect(dogs.mock.calls[0]?.[0]).toBe(0);
    expect(shown()).toEqual(['g0', 'g1']);
  });

  it('stateReducer can veto a change', async () => {
    const source = pages(10);
    render(
      <List
        source={source}
        stateReducer={(state, { type, changes }) => (type === LoaderChangeType.FetchStart ? state : changes)}
      />,
    );
    setVisible(true);
    await advance(1000);
    expect(source).not.toHaveBeenCalled();
  });

  it('enabled: false neither watches nor fetches', async () => {
    const source = pages(10);
    render(<List source={source} enabled={false} />);
    expect(FakeObserver.all).toHaveLength(0);
    await advance(1000);
    expect(source).not.toHaveBeenCalled();
  });

  it('passes root and rootMargin to the observer (prefetch before the end)', () => {
    const root = document.createElement('div');
    render(<List source={pages(10)} root={root} rootMargin="600px" />);
    expect(FakeObserver.all.at(-1)?.options).toMatchObject({ root, rootMargin: '600px' });
  });
});

function CustomLoader({ loaderRef }: { loaderRef: Ref<HTMLElement> }) {
  const loader = useInfiniteLoader<G>({ source: pages(1) });
  return <div {...loader.getLoaderProps({ ref: loaderRef, className: 'mine', id: 'end' })} />;
}

describe('getLoaderProps', () => {
  it('merges user props and refs, marks the sentinel aria-hidden', () => {
    const ref = createRef<HTMLElement>();
    const { container } = render(<CustomLoader loaderRef={ref} />);
    const element = container.querySelector('[data-gk-loader]') as HTMLElement;
    expect(ref.current).toBe(element);
    expect(element.className).toBe('mine');
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.dataset.state).toBe('idle');
    expect(FakeObserver.all.at(-1)?.elements.has(element)).toBe(true);
  });

  it('renders on the server with the initial items and no fetch', () => {
    const source = pages(10);
    const html = renderToString(<List source={source} initialItems={[{ id: 'ssr' }]} />);
    expect(html).toContain('<li>ssr</li>');
    expect(html).toContain('data-state="idle"');
    expect(source).not.toHaveBeenCalled();
  });
});

/** Shows only the count, so rendering reads no ids: the loader's own reads are what counts. */
function Count(props: InfiniteLoaderOptions<G>) {
  const loader = useInfiniteLoader(props);
  return <div data-testid="loader" data-count={loader.items.length} {...loader.getLoaderProps()} />;
}

/** Items that count how often their id is read. */
function counted(ids: string[], reads: { n: number }): G[] {
  return ids.map((id) => ({
    get id() {
      reads.n++;
      return id;
    },
  }));
}

describe('useInfiniteLoader: long lists', () => {
  it('after many pages, an id repeated from any earlier page is still dropped', async () => {
    const source = vi.fn(async (offset: number): Promise<PageLike<G>> => {
      const data = [{ id: `g${offset}` }, { id: `g${offset + 1}` }, { id: 'g0' }, { id: `g${Math.floor(offset / 3)}` }];
      return { data, pagination: { count: 2, offset, total_count: 60 } };
    });
    const onItemsFetched = vi.fn();
    const onItemsChange = vi.fn();
    render(<Count source={source} onItemsFetched={onItemsFetched} onItemsChange={onItemsChange} />);
    setVisible(true);
    for (let page = 0; page < 30; page++) await advance(250);
    expect(source).toHaveBeenCalledTimes(30);
    expect(screen.getByTestId('loader').dataset.state).toBe('done');
    const ids = (onItemsChange.mock.lastCall?.[0] as G[] | undefined)?.map((g) => g.id);
    expect(ids).toEqual(Array.from({ length: 60 }, (_, i) => `g${i}`));
    expect(onItemsFetched.mock.calls.map(([added]) => (added as G[]).length)).toEqual(Array(30).fill(2));
  });

  it('a page reads the ids of that page, not of every item so far', async () => {
    const initialReads = { n: 0 };
    const firstReads = { n: 0 };
    const source = vi.fn(async (offset: number): Promise<PageLike<G>> => {
      const ids = [`g${offset}`, `g${offset + 1}`, 'g0'];
      const data = offset === 2 ? counted(ids, firstReads) : ids.map((id) => ({ id }));
      return { data, pagination: { count: 2, offset, total_count: 100 } };
    });
    const initialItems = counted(['g0', 'g1'], initialReads);
    render(<Count source={source} initialItems={initialItems} />);
    setVisible(true);
    await advance(250);
    await advance(250);
    const after = { initial: initialReads.n, first: firstReads.n };
    for (let page = 0; page < 20; page++) await advance(250);
    expect(source).toHaveBeenCalledTimes(22);
    expect(screen.getByTestId('loader').dataset.count).toBe('46');
    expect({ initial: initialReads.n, first: firstReads.n }).toEqual(after);
  });

  it('controlled items: an item removed while a page is in flight stays removed', async () => {
    const resolvers: ((page: PageLike<G>) => void)[] = [];
    const source = vi.fn(() => new Promise<PageLike<G>>((resolve) => resolvers.push(resolve)));
    const onItemsChange = vi.fn();
    const { rerender } = render(<List source={source} items={[]} onItemsChange={onItemsChange} />);
    setVisible(true);
    await advance(250);
    await act(async () => resolvers[0]?.({ data: [{ id: 'a' }, { id: 'b' }], pagination: { count: 2, offset: 0 } }));
    const firstPage = onItemsChange.mock.lastCall?.[0] as G[];
    rerender(<List source={source} items={firstPage} onItemsChange={onItemsChange} />);
    await advance(250);
    expect(source).toHaveBeenCalledTimes(2);
    rerender(<List source={source} items={firstPage.slice(1)} onItemsChange={onItemsChange} />); // removed a
    // The page asked for before the removal brings `a` again (an overlapping page).
    const overlapping = { data: [{ id: 'a' }, { id: 'c' }], pagination: { count: 2, offset: 2 } };
    await act(async () => resolvers[1]?.(overlapping));
    expect(onItemsChange).toHaveBeenLastCalledWith([{ id: 'b' }, { id: 'c' }]);
  });
});
