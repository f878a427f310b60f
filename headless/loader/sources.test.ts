import { describe, expect, it, vi } from 'vitest';
import { appendUnseen } from './listIndex';
import { paginatorSource } from './sources';
import type { PageLike } from './types';

type G = { id: string };
const ids = (list: readonly G[]) => list.map((g) => g.id);
const signal = new AbortController().signal;

/** Items that count how often their id is read. */
function counted(list: readonly string[], reads: { n: number }): G[] {
  return list.map((id) => ({
    get id() {
      reads.n++;
      return id;
    },
  }));
}

/** Pages of `size` ids out of `total`, each repeating the last id of the page before. */
function pages(total: number, size: number, make = (list: string[]): G[] => list.map((id) => ({ id }))) {
  return vi.fn(async (offset: number): Promise<PageLike<G>> => {
    const start = Math.max(0, offset - 1);
    const list = Array.from({ length: Math.max(0, Math.min(size + 1, total - start)) }, (_, i) => `g${start + i}`);
    return {
      data: make(offset === 0 ? list.slice(0, size) : list),
      pagination: { count: size, offset, total_count: total },
    };
  });
}

describe('paginatorSource', () => {
  it('hands the loader only the new items of each page, then done', async () => {
    const fetchPage = pages(6, 3);
    const source = paginatorSource(fetchPage);
    let known: readonly G[] = [];
    const first = await source.loadMore(known, signal);
    expect(first).toMatchObject({ items: [{ id: 'g0' }, { id: 'g1' }, { id: 'g2' }], done: false });
    known = appendUnseen(known, first.items);
    const second = await source.loadMore(known, signal);
    expect(ids(second.items)).toEqual(['g3', 'g4', 'g5']);
    expect(second.done).toBe(true);
    known = appendUnseen(known, second.items);
    expect(await source.loadMore(known, signal)).toEqual({ items: [], done: true });
    expect(fetchPage.mock.calls.map((call) => call[0])).toEqual([0, 3]);
  });

  it('starts after the items already known', async () => {
    const fetchPage = pages(10, 2);
    const source = paginatorSource(fetchPage);
    const result = await source.loadMore([{ id: 'g0' }, { id: 'g1' }], signal);
    expect(fetchPage).toHaveBeenCalledWith(2, signal);
    expect(ids(result.items)).toEqual(['g2', 'g3']);
  });

  it('an edited list is taken over: an item the host removed is accepted when it comes again', async () => {
    const source = paginatorSource(pages(10, 2));
    const first = await source.loadMore([], signal);
    const edited = appendUnseen([], first.items).filter((g) => g.id !== 'g1');
    const second = await source.loadMore(edited, signal);
    expect(ids(second.items)).toEqual(['g1', 'g2', 'g3']);
  });

  it('a page the loader did not take is forgotten: its items are accepted when they come again', async () => {
    const source = paginatorSource(pages(10, 2));
    const known: readonly G[] = [];
    await source.loadMore(known, signal); // g0, g1: dropped (e.g. by a stateReducer)
    expect(ids((await source.loadMore(known, signal)).items)).toEqual(['g1', 'g2', 'g3']);
  });

  it('a list the loader only grew by the last page is not read again', async () => {
    const reads = Array.from({ length: 40 }, () => ({ n: 0 }));
    let page = 0;
    const source = paginatorSource(pages(200, 4, (list) => counted(list, reads[page++]!)));
    let known: readonly G[] = [];
    const readsOfFirst: number[] = [];
    for (let p = 0; p < 40; p++) {
      known = appendUnseen(known, (await source.loadMore(known, signal)).items);
      readsOfFirst.push(reads[0]!.n);
    }
    expect(ids(known)).toEqual(Array.from({ length: 160 }, (_, i) => `g${i}`));
    expect(readsOfFirst.at(-1)).toBe(readsOfFirst[0]);
  });
});
