import { describe, expect, it, vi } from 'vitest';
import { appendUnseen } from './listIndex';
import { paginatorSource } from './sources';
import type { PageLike } from './types';

type G = { id: string };
const ids = (list: readonly G[]) => list.map((g) => g.id);
const signal = new AbortController().signal;

/** Pages of `size` ids out of `total`, each repeating the last id of the page before. */
function pages(total: number, size: number) {
  return vi.fn(async (offset: number): Promise<PageLike<G>> => {
    const start = Math.max(0, offset - 1);
    const list = Array.from({ length: Math.max(0, Math.min(size + 1, total - start)) }, (_, i) => ({
      id: `g${start + i}`,
    }));
    return { data: offset === 0 ? list.slice(0, size) : list, pagination: { count: size, offset, total_count: total } };
  });
}

/** What the loader does with a page (reducer + id index): append the ids it does not hold. */
async function load(source: ReturnType<typeof paginatorSource<G>>, known: readonly G[]) {
  const { items, done } = await source.loadMore(known, signal);
  return { list: appendUnseen(known, items), done };
}

describe('paginatorSource', () => {
  it('asks offset = count + offset, the loader list stays unique, and it ends at total_count', async () => {
    const fetchPage = pages(6, 3);
    const source = paginatorSource(fetchPage);
    const first = await load(source, []);
    expect(first).toEqual({ list: [{ id: 'g0' }, { id: 'g1' }, { id: 'g2' }], done: false });
    const second = await load(source, first.list);
    expect(ids(second.list)).toEqual(['g0', 'g1', 'g2', 'g3', 'g4', 'g5']);
    expect(second.done).toBe(true);
    expect(await source.loadMore(second.list, signal)).toEqual({ items: [], done: true });
    expect(fetchPage.mock.calls.map((call) => call[0])).toEqual([0, 3]);
  });

  it('an empty page is the end when total_count is missing', async () => {
    const fetchPage = vi.fn(async (): Promise<PageLike<G>> => ({ data: [] }));
    const source = paginatorSource(fetchPage);
    expect(await source.loadMore([], signal)).toEqual({ items: [], done: true });
    await source.loadMore([], signal);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('without pagination, the next offset counts the page', async () => {
    const fetchPage = vi.fn(async (offset: number): Promise<PageLike<G>> => ({ data: [{ id: `g${offset}` }] }));
    const source = paginatorSource(fetchPage);
    await source.loadMore([], signal);
    await source.loadMore([], signal);
    expect(fetchPage.mock.calls.map((call) => call[0])).toEqual([0, 1]);
  });

  it('starts after the items already known, and their ids are not added again', async () => {
    const fetchPage = pages(10, 2);
    const source = paginatorSource(fetchPage);
    const { list } = await load(source, [{ id: 'g0' }, { id: 'g1' }]);
    expect(fetchPage).toHaveBeenCalledWith(2, signal);
    expect(ids(list)).toEqual(['g0', 'g1', 'g2', 'g3']);
  });

  it('a failed page is asked for again at the same offset', async () => {
    const fetchPage = pages(10, 2);
    const source = paginatorSource(fetchPage);
    await load(source, []);
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    await expect(source.loadMore([{ id: 'g0' }, { id: 'g1' }], signal)).rejects.toThrow('offline');
    await load(source, []);
    expect(fetchPage.mock.calls.map((call) => call[0])).toEqual([0, 2, 2]);
  });

  it('an edited list is taken over: the offset stays, a removed item is accepted when it comes again', async () => {
    const fetchPage = pages(10, 2);
    const source = paginatorSource(fetchPage);
    const first = await load(source, []);
    const edited = first.list.filter((g) => g.id !== 'g1');
    const second = await load(source, edited);
    expect(fetchPage.mock.calls.map((call) => call[0])).toEqual([0, 2]);
    expect(ids(second.list)).toEqual(['g0', 'g1', 'g2', 'g3']);
  });

  it('a page the loader did not take is forgotten: its items are accepted when they come again', async () => {
    const source = paginatorSource(pages(10, 2));
    await source.loadMore([], signal); // g0, g1: dropped (e.g. by a stateReducer)
    expect(ids((await load(source, [])).list)).toEqual(['g1', 'g2', 'g3']);
  });
});
