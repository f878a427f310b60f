import { describe, expect, it, vi } from 'vitest';
import { idItem, pagedSource } from '../../test/support/gifs';
import { failingOnce, setupMockApiServer } from '../../test/support/mockApiServer';
import { FetchError, SyntheticResponseError } from '../errors';
import { createGiphyClient } from './createGiphyClient';
import { ListChangeType } from './listState';
import { createListStore } from './listStore';
import type { PageLike } from './paging';

type G = { id: string };
const ids = (items: readonly G[]) => items.map((item) => item.id);

/** Pages of `size` items out of `total`, ids g0, g1, …, each starting `shift` items early (test/support/gifs.ts). */
const pages = (total: number, size = 2, shift = 0) => pagedSource<G>(idItem, total, size, { shift });

describe('list store', () => {
  it('pages to total_count, de-duplicated, telling subscribers each change', async () => {
    const source = pages(5, 2, 1);
    const store = createListStore<G>({ source });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    await store.fetchNext();
    await store.fetchNext();
    await store.fetchNext();
    expect(ids(store.getSnapshot().items)).toEqual(['g0', 'g1', 'g2', 'g3', 'g4']);
    expect(store.getSnapshot().status).toBe('done');
    expect(source.mock.calls.map((call) => call[0])).toEqual([0, 2, 4]);
    expect(seen).toEqual(['fetching', 'idle', 'fetching', 'idle', 'fetching', 'done']);
    expect(await store.fetchNext()).toEqual([]); // done: no request
    expect(source).toHaveBeenCalledTimes(3);
  });

  it('one fetch at a time; a reset aborts it and drops its late answer', async () => {
    let release!: (page: PageLike<G>) => void;
    const signals: AbortSignal[] = [];
    const store = createListStore<G>({
      source: (_offset, signal) => {
        signals.push(signal);
        return new Promise((resolve) => {
          release = resolve;
        });
      },
    });
    const first = store.fetchNext();
    expect(await store.fetchNext()).toEqual([]); // already fetching
    expect(signals).toHaveLength(1);
    store.reset();
    expect(signals[0]?.aborted).toBe(true);
    release({ data: [{ id: 'old' }] });
    expect(await first).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ items: [], status: 'idle', generation: 1 });
  });

  it('an error is kept until retry, which asks the same offset again; onError gets it', async () => {
    const source = pages(10);
    const boom = new Error('boom');
    source.mockRejectedValueOnce(boom);
    const onError = vi.fn();
    const store = createListStore<G>({ source, onError });
    await expect(store.fetchNext()).rejects.toBe(boom);
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: boom });
    expect(onError).toHaveBeenCalledExactlyOnceWith(boom);
    expect(await store.fetchNext()).toEqual([]); // no automatic retry
    await store.retry();
    expect(source.mock.calls.map((call) => call[0])).toEqual([0, 0]);
    expect(store.getSnapshot()).toMatchObject({
      status: 'idle',
      error: undefined,
      items: [{ id: 'g0' }, { id: 'g1' }],
    });
  });

  it('a stateReducer sees every change and can veto it', async () => {
    const source = pages(10);
    const store = createListStore<G>({
      source,
      stateReducer: (state, { type, changes }) => (type === ListChangeType.FetchStart ? state : changes),
    });
    await store.fetchNext();
    expect(source).not.toHaveBeenCalled();
  });
});

describe('list store over the client: errors as a user sees them', () => {
  const { server, requests } = setupMockApiServer();

  it("'Try again?' sends a new request inside the 6 s error window", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.use(failingOnce('https://api.giphy.com/v1/gifs/search', 503));
    const client = createGiphyClient({ apiKey: 'k', storage: null });
    const store = createListStore({ source: (offset, signal) => client.searchGifs('cats', { offset, signal }) });
    await expect(store.fetchNext()).rejects.toBeInstanceOf(FetchError);
    // Another list of the same search inside 6 s gets the kept error, without a request…
    const other = createListStore({ source: (offset, signal) => client.searchGifs('cats', { offset, signal }) });
    vi.advanceTimersByTime(2_000);
    await expect(other.fetchNext()).rejects.toBeInstanceOf(FetchError);
    expect(requests.length).toBe(1);
    // …but a retry is a new request.
    await store.retry();
    expect(requests.length).toBe(2);
    expect(store.getSnapshot().status).toBe('done');
  });

  it('a synthetic response is the error of the list, kept as an error', async () => {
    const client = createGiphyClient({ apiKey: 'k', storage: null });
    const onError = vi.fn();
    const store = createListStore({
      source: (offset, signal) => client.searchGifs('synthetic response', { offset, signal }),
      onError,
    });
    await expect(store.fetchNext()).rejects.toBeInstanceOf(SyntheticResponseError);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(SyntheticResponseError);
    expect(store.getSnapshot().status).toBe('error');
  });
});

describe('list store over a source that pages by cursor', () => {
  it('sends each page’s cursor back as received, de-duplicates across pages and ends on the page without one', async () => {
    const cursors = ['CAMQgNyT_7e3lgMaHg', 'eyJtb2RlIjoicHJlIiwib2Zmc2V0Ijo4fQ=='];
    const answers = [
      { data: [{ id: 'a' }, { id: 'b' }], pagination: { count: 2, offset: 0, next_cursor: cursors[0] } },
      { data: [{ id: 'b' }, { id: 'c' }], pagination: { count: 2, offset: 2, next_cursor: cursors[1] } },
      { data: [{ id: 'd' }], pagination: { count: 1, offset: 4, total_count: 5 } },
    ];
    const source = vi.fn(async (offset: number, _signal: AbortSignal, cursor?: string) => {
      const answer = answers[[undefined, ...cursors].indexOf(cursor)]!;
      expect(offset).toBe(answer.pagination.offset);
      return answer;
    });
    const store = createListStore<G>({ source });
    while (store.getSnapshot().status === 'idle') await store.fetchNext();
    expect(source.mock.calls.map((call) => call[2])).toEqual([undefined, ...cursors]);
    expect(ids(store.getSnapshot().items)).toEqual(['a', 'b', 'c', 'd']);
    expect(store.getSnapshot().status).toBe('done');
  });

  it('a reset starts over without a cursor', async () => {
    const source = vi.fn(async (_offset: number, _signal: AbortSignal, cursor?: string) => ({
      data: [{ id: cursor ?? 'first' }],
      pagination: { count: 1, offset: 0, next_cursor: 'next' },
    }));
    const store = createListStore<G>({ source });
    await store.fetchNext();
    await store.fetchNext();
    store.reset();
    await store.fetchNext();
    expect(source.mock.calls.map((call) => call[2])).toEqual([undefined, 'next', undefined]);
  });
});
