import { describe, expect, it } from 'vitest';
import { nextCursor, nextPage, takeUnseen, uniqueItems } from './paging';

const page = (ids: string[], pagination?: Record<string, number>) => ({ data: ids.map((id) => ({ id })), pagination });

describe('nextPage', () => {
  it('moves to count + offset and ends at total_count', () => {
    expect(nextPage(page(['a', 'b'], { count: 2, offset: 0, total_count: 5 }), 0)).toEqual({ offset: 2, done: false });
    expect(nextPage(page(['e'], { count: 1, offset: 4, total_count: 5 }), 4)).toEqual({ offset: 5, done: true });
  });

  it("follows v2's next_cursor where the answer gives one (no total_count)", () => {
    expect(nextPage(page(['a', 'b'], { count: 2, offset: 0, next_cursor: 7 }), 0)).toEqual({ offset: 7, done: false });
  });

  it('ends on an empty page, and when the offset would not move', () => {
    expect(nextPage(page([], { count: 0, offset: 10 }), 10).done).toBe(true);
    expect(nextPage(page(['a'], { count: 0, offset: 10 }), 10).done).toBe(true);
  });

  it('without pagination, counts the items from the offset asked', () => {
    expect(nextPage(page(['a', 'b', 'c']), 6)).toEqual({ offset: 9, done: false });
  });
});

describe('takeUnseen / uniqueItems', () => {
  it('keeps the first occurrence of each id, across pages and within one, and remembers them', () => {
    const seen = new Set(['a']);
    expect(takeUnseen(seen, [{ id: 'a' }, { id: 'b' }, { id: 'b' }, { id: 'c' }]).map((g) => g.id)).toEqual(['b', 'c']);
    expect([...seen]).toEqual(['a', 'b', 'c']);
  });

  it('compares numeric and string ids alike (channels have numbers)', () => {
    const items = uniqueItems([{ data: [{ id: 1 }, { id: '1' }] }, { data: [{ id: 2 }, { id: 1 }] }]);
    expect(items.map((i) => i.id)).toEqual([1, 2]);
  });
});

describe('lists keyed otherwise, paged by a cursor', () => {
  it('de-duplicates by the id a list names', () => {
    const pages = [{ data: [{ story_id: 'a' }, { story_id: 'b' }] }, { data: [{ story_id: 'b' }, { story_id: 'c' }] }];
    expect(uniqueItems(pages, (story) => story.story_id).map((s) => s.story_id)).toEqual(['a', 'b', 'c']);
  });

  it('nextCursor: the next cursor, none at the end (no cursor, or an empty page)', () => {
    expect(nextCursor({ data: [1], next_cursor: 'n2' })).toBe('n2');
    expect(nextCursor({ data: [1], next_cursor: null })).toBeUndefined();
    expect(nextCursor({ data: [1], next_cursor: '' })).toBeUndefined();
    expect(nextCursor({ data: [], next_cursor: 'n2' })).toBeUndefined();
  });
});

describe('nextPage over a provider cursor (Tenor v2)', () => {
  const cursorPage = (ids: string[], pagination: Record<string, number | string>) => ({
    data: ids.map((id) => ({ id })),
    pagination,
  });

  it('a string next_cursor is the next page: sent back byte for byte, with the offset moving on', () => {
    const cursor = 'eyJtb2RlIjoicHJlIiwib2Zmc2V0Ijo4fQ==';
    expect(nextPage(cursorPage(['a', 'b'], { count: 2, offset: 0, next_cursor: cursor }), 0)).toEqual({
      offset: 2,
      cursor,
      done: false,
    });
  });

  it('ends on a page without a cursor (its total_count says so), an empty cursor or an empty page', () => {
    expect(nextPage(cursorPage(['c'], { count: 1, offset: 2, total_count: 3 }), 2).done).toBe(true);
    expect(nextPage(cursorPage(['c'], { count: 1, offset: 2, next_cursor: '' }), 2).done).toBe(true);
    expect(nextPage(cursorPage([], { count: 0, offset: 2, next_cursor: 'more' }), 2).done).toBe(true);
  });
});
