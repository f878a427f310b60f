import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendUnseen, idsOf, unseen } from './listIndex';

type G = { id: string };
const gifs = (...ids: string[]): G[] => ids.map((id) => ({ id }));
const idsIn = (list: readonly G[]) => list.map((g) => g.id);

/** Items that count how often their id is read: work over earlier items shows up here. */
function counted(ids: string[], reads: { n: number }): G[] {
  return ids.map((id) => ({
    get id() {
      reads.n++;
      return id;
    },
  }));
}

describe('unseen', () => {
  it('keeps the first occurrence of each new id', () => {
    expect(idsIn(unseen(gifs('a'), gifs('b', 'a', 'b', 'c')))).toEqual(['b', 'c']);
  });
});

describe('appendUnseen', () => {
  it('appends the unseen items in order, and returns the same list when there are none', () => {
    const known = gifs('a', 'b');
    const next = appendUnseen(known, gifs('b', 'c', 'c', 'd'));
    expect(idsIn(next)).toEqual(['a', 'b', 'c', 'd']);
    expect(idsIn(known)).toEqual(['a', 'b']);
    expect(appendUnseen(next, gifs('a', 'd'))).toBe(next);
  });

  it('still drops duplicates of any earlier page after many pages', () => {
    let list: readonly G[] = [];
    for (let p = 0; p < 200; p++) list = appendUnseen(list, gifs(`g${p}`, `g${p + 1}`, `g${Math.floor(p / 2)}`));
    expect(idsIn(list)).toEqual(Array.from({ length: 201 }, (_, i) => `g${i}`));
    expect(appendUnseen(list, gifs('g0', 'g100', 'g200'))).toBe(list);
  });

  it('an older list grown again does not hold the ids of the page that grew it before', () => {
    const base = gifs('a');
    const withB = appendUnseen(base, gifs('b'));
    const withC = appendUnseen(base, gifs('c'));
    expect(idsIn(withC)).toEqual(['a', 'c']);
    expect(idsOf(base)('b')).toBe(false);
    expect(idsOf(withC)('b')).toBe(false);
    expect(idsIn(appendUnseen(withC, gifs('b', 'c')))).toEqual(['a', 'c', 'b']);
    expect(idsIn(appendUnseen(withB, gifs('c', 'b')))).toEqual(['a', 'b', 'c']);
  });

  it('a list that grew in place is indexed again', () => {
    const list = gifs('a');
    expect(idsIn(unseen(list, gifs('b')))).toEqual(['b']);
    list.push({ id: 'b' });
    expect(unseen(list, gifs('b'))).toEqual([]);
  });

  it('reads the ids of earlier pages once, not again on every page', () => {
    const reads = Array.from({ length: 50 }, () => ({ n: 0 }));
    let list: readonly G[] = [];
    for (let p = 0; p < 50; p++) list = appendUnseen(list, counted([`a${p}`, `b${p}`], reads[p]!));
    const afterFirst = reads[0]!.n;
    for (let p = 0; p < 50; p++) list = appendUnseen(list, gifs(`c${p}`, 'a0'));
    expect(list).toHaveLength(150);
    expect(reads[0]!.n).toBe(afterFirst);
  });

  it('property: any mix of appends, from the newest or an older list, matches a plain Set', () => {
    const id = fc.integer({ min: 0, max: 30 }).map(String);
    const step = fc.record({ from: fc.nat(), page: fc.array(id, { maxLength: 8 }) });
    fc.assert(
      fc.property(fc.array(id, { maxLength: 5 }), fc.array(step, { maxLength: 40 }), (start, steps) => {
        const lists: (readonly G[])[] = [gifs(...start)];
        for (const { from, page } of steps) {
          const known = lists[from % 3 === 0 ? from % lists.length : lists.length - 1]!;
          const seen = new Set(idsIn(known));
          const expected = [...idsIn(known), ...page.filter((i) => !seen.has(i) && !!seen.add(i))];
          const next = appendUnseen(known, gifs(...page));
          expect(idsIn(next)).toEqual(expected);
          lists.push(next);
        }
      }),
      { numRuns: 300 },
    );
  });
});
