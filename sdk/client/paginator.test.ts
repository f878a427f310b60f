import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { idItem, pagedSource } from '../../test/support/gifs';
import { createPaginator } from './paginator';
import { nextPage } from './paging';

type Item = { id: string };
const items = (ids: string[]): Item[] => ids.map((id) => ({ id }));

/** A server of `total` items whose pages may overlap (as GIPHY's ranking shifts between calls). */
const server = (total: number, limit: number, overlap = 0) =>
  pagedSource<Item>(idItem, total, limit, { shift: overlap });

describe('nextPage', () => {
  it('moves to count + offset and is done at total_count', () => {
    const page = { data: items(['a', 'b']), pagination: { count: 2, offset: 4, total_count: 10 } };
    expect(nextPage(page, 0)).toEqual({ offset: 6, done: false });
    expect(nextPage({ ...page, pagination: { count: 2, offset: 8, total_count: 10 } }, 0)).toEqual({
      offset: 10,
      done: true,
    });
  });

  it('without pagination counts the page from the offset asked; an empty page is the end', () => {
    expect(nextPage({ data: items(['a', 'b', 'c']) }, 5)).toEqual({ offset: 8, done: false });
    expect(nextPage({ data: [] }, 5)).toEqual({ offset: 5, done: true });
    expect(nextPage({ data: [], pagination: { count: 0, offset: 5, total_count: 100 } }, 5).done).toBe(true);
  });
});

describe('paginator', () => {
  it('asks for offset = previous count + previous offset', async () => {
    const fetchPage = server(60, 25);
    const p = createPaginator(fetchPage);
    await p.next();
    await p.next();
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([0, 25]);
    expect(p.offset).toBe(50);
  });

  it('finishes at total_count and then returns the list without fetching', async () => {
    const fetchPage = server(60, 25);
    const p = createPaginator(fetchPage);
    await p.next();
    await p.next();
    const last = await p.next();
    expect(last.done).toBe(true);
    expect(last.items).toHaveLength(60);
    const after = await p.next();
    expect(after.items).toBe(last.items);
    expect(after.added).toBe(0);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('de-duplicates by id across pages and reports what each call added', async () => {
    const p = createPaginator(server(50, 20, 5));
    const first = await p.next();
    const second = await p.next();
    expect(first.added).toBe(20);
    expect(second.added).toBe(15);
    expect(new Set(second.items.map((i) => i.id)).size).toBe(second.items.length);
  });

  it('starts after initial items and skips them when they come again', async () => {
    const fetchPage = server(10, 5);
    const p = createPaginator(fetchPage, items(['g0', 'g1']));
    const state = await p.next();
    expect(fetchPage).toHaveBeenCalledWith(2, expect.any(AbortSignal));
    expect(state.items.map((i) => i.id)).toEqual(['g0', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
  });

  it('treats an empty page as the end when total_count is missing', async () => {
    const p = createPaginator(async () => ({ data: [] as Item[] }));
    expect((await p.next()).done).toBe(true);
  });

  it('shares one fetch between concurrent calls', async () => {
    const fetchPage = server(100, 25);
    const p = createPaginator(fetchPage);
    await Promise.all([p.next(), p.next()]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('leaves its state unchanged when a fetch fails, so a retry asks for the same offset', async () => {
    const fetchPage = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(server(30, 10));
    const p = createPaginator<Item>(fetchPage);
    await expect(p.next()).rejects.toThrow('offline');
    await p.next();
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([0, 0]);
  });

  it('replace() swaps the list and keeps de-duplicating against it', async () => {
    const p = createPaginator(server(30, 10));
    await p.next();
    p.replace(items(['g1', 'x']));
    const state = await p.next();
    expect(state.items.map((i) => i.id).slice(0, 3)).toEqual(['g1', 'x', 'g10']);
  });

  it('newItems holds what each call added, and nothing for a call that did not fetch', async () => {
    const p = createPaginator(server(30, 20, 5));
    const first = await p.next();
    const second = await p.next();
    expect(first.newItems.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    expect(second.newItems.map((i) => i.id)).toEqual(Array.from({ length: 10 }, (_, i) => `g${20 + i}`));
    expect(second.items.slice(-second.added)).toEqual(second.newItems);
    const after = await p.next();
    expect(after).toMatchObject({ done: true, added: 0, newItems: [] });
    expect(p.state.newItems).toEqual([]);
  });

  it('a state keeps its items after later pages and replace(), and reads them the same each time', async () => {
    const p = createPaginator(server(60, 20));
    const first = await p.next();
    const second = await p.next();
    p.replace(items(['x']));
    await p.next();
    expect(first.items.map((i) => i.id)).toEqual(Array.from({ length: 20 }, (_, i) => `g${i}`));
    expect(second.items).toHaveLength(40);
    expect(p.state.items.map((i) => i.id).slice(0, 2)).toEqual(['x', 'g40']);
  });

  it('de-duplicating a page reads the ids of that page only, not of every item so far', async () => {
    const reads = { n: 0 };
    const counted = (id: string) => ({
      get id() {
        reads.n++;
        return id;
      },
    });
    const fetchPage = async (offset: number) => {
      const data = [counted(`g${offset}`), counted(`g${offset + 1}`), counted('g0')];
      return { data, pagination: { count: 2, offset, total_count: 400 } };
    };
    const p = createPaginator(fetchPage);
    const perPage: number[] = [];
    for (let page = 0; page < 100; page++) {
      const before = reads.n;
      await p.next();
      perPage.push(reads.n - before);
    }
    expect(p.state.items).toHaveLength(200);
    expect(Math.max(...perPage)).toBe(perPage[0]);
  });

  it('property: any page sequence yields unique ids, in first-seen order, and ends at total_count', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 10 }),
        async (total, limit, overlap) => {
          const p = createPaginator(server(total, limit, Math.min(overlap, limit - 1)));
          let state = await p.next();
          for (let guard = 0; !state.done && guard < 500; guard++) state = await p.next();
          expect(state.done).toBe(true);
          const ids = state.items.map((i) => i.id);
          expect(new Set(ids).size).toBe(ids.length);
          // Without overlap every item arrives exactly once; with it, ids stay unique and ordered.
          if (overlap === 0) expect(ids).toEqual(Array.from({ length: total }, (_, i) => `g${i}`));
          else expect(ids).toEqual([...ids].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
        },
      ),
      { numRuns: 200 },
    );
  });
});
