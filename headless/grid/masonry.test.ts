import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordedGifs } from '../../test/support/gifs';
import { tileAspectRatio } from './aspectRatio';
import { createMasonry, type ItemLayout, resolveColumns } from './masonry';

const EPSILON = 1e-6;
const ratios = fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { maxLength: 120 });
// Widths where every column keeps at least a pixel after the gutters.
const setup = fc
  .record({
    extra: fc.integer({ min: 0, max: 2000 }),
    columns: fc.integer({ min: 1, max: 8 }),
    gutter: fc.integer({ min: 0, max: 24 }),
    dir: fc.constantFrom('ltr' as const, 'rtl' as const),
  })
  .map(({ extra, columns, gutter, dir }) => ({
    width: columns * (gutter + 1) + extra,
    columns,
    gutter,
    dir,
  }));

const overlap = (a: ItemLayout, b: ItemLayout, gutter: number) =>
  a.x < b.x + b.width + gutter - EPSILON &&
  b.x < a.x + a.width + gutter - EPSILON &&
  a.y < b.y + b.height + gutter - EPSILON &&
  b.y < a.y + a.height + gutter - EPSILON;

describe('createMasonry', () => {
  it('places the first row left to right, then the shortest column, counting the gutter', () => {
    const grid = createMasonry({ width: 306, columns: 3, gutter: 6 });
    // column width (306 - 12) / 3 = 98
    grid.append([1, 2, 0.5, 1]);
    expect(grid.columnWidth).toBe(98);
    expect(grid.items.map(({ x, y, height, column }) => ({ x, y, height, column }))).toEqual([
      { x: 0, y: 0, height: 98, column: 0 },
      { x: 104, y: 0, height: 49, column: 1 },
      { x: 208, y: 0, height: 196, column: 2 },
      { x: 104, y: 55, height: 98, column: 1 }, // below the short one, one gutter down
    ]);
    expect(grid.height).toBe(196);
  });

  it('counts the gutter when choosing the shortest column (GIPHY does not)', () => {
    // Column 0: two tiles of 50 → next tile at 50+10+50+10 = 120; column 1: one tile of 115 → 125.
    const grid = createMasonry({ width: 110, columns: 2, gutter: 10 });
    grid.append([1, 50 / 115, 1]);
    expect(grid.items[2]).toMatchObject({ column: 0, y: 60 });
    grid.append([1]);
    // Without the gutter column 0 would be at 100 < 115; with it 120 < 125 still, so column 0.
    expect(grid.items[3]).toMatchObject({ column: 0, y: 120 });
    grid.append([1]);
    expect(grid.items[4]).toMatchObject({ column: 1, y: 125 });
  });

  it('breaks ties to the leftmost column, the rightmost in RTL', () => {
    const ltr = createMasonry({ width: 300, columns: 3, gutter: 0 });
    ltr.append([1, 1, 1, 1]);
    expect(ltr.items[3]).toMatchObject({ column: 0, x: 0, y: 100 });
    const rtl = createMasonry({ width: 300, columns: 3, gutter: 0, dir: 'rtl' });
    rtl.append([1, 1, 1, 1]);
    expect(rtl.items.map((item) => item.x)).toEqual([200, 100, 0, 200]);
  });

  it('appends incrementally: earlier tiles keep their place, and chunks equal one batch', () => {
    const values = [1.2, 0.7, 1, 1.8, 0.5, 1.33, 0.9, 1.1];
    const once = createMasonry({ width: 500, columns: 4 });
    once.append(values);
    const chunked = createMasonry({ width: 500, columns: 4 });
    chunked.append(values.slice(0, 3));
    const first = chunked.items.slice();
    chunked.append(values.slice(3));
    expect(chunked.items.slice(0, 3)).toEqual(first);
    expect(chunked.items.slice(0, 3).every((item, i) => item === first[i])).toBe(true);
    expect(chunked.items).toEqual(once.items);
  });

  it('a snapshot keeps what it read; taken again with nothing appended, it is the same object', () => {
    const grid = createMasonry({ width: 300, columns: 2, gutter: 0 });
    grid.append([1, 1, 0.5]);
    const before = grid.snapshot();
    expect(grid.snapshot()).toBe(before);
    grid.append([1]);
    const after = grid.snapshot();
    expect(after).not.toBe(before);
    expect(before.items).toHaveLength(3);
    expect(before.range(0, 1e6)).toEqual([0, 1, 2]);
    expect(before.column(1)).toEqual([1]);
    expect(before.row(3)).toBe(-1);
    expect(after.range(0, 1e6)).toEqual([0, 1, 2, 3]);
    expect(after.column(1)).toEqual([1, 3]);
    expect(after.row(3)).toBe(1);
  });

  it('places tiles without a usable size as squares', () => {
    const grid = createMasonry({ width: 100, columns: 1, gutter: 0 });
    grid.append([0, Number.NaN, Number.POSITIVE_INFINITY]);
    expect(grid.items.map((item) => item.height)).toEqual([100, 100, 100]);
  });

  it('starts columns at their offsets', () => {
    const grid = createMasonry({ width: 200, columns: 2, gutter: 0, columnOffsets: [50] });
    grid.append([1, 1]);
    expect(grid.items.map((item) => [item.column, item.y])).toEqual([
      [1, 0],
      [0, 50],
    ]);
  });

  it('lays real GIFs out by their original size', () => {
    const gifs = recordedGifs(30);
    const grid = createMasonry({ width: 612, columns: 3 }); // columns of 200 px
    grid.append(gifs.map(tileAspectRatio));
    for (const [i, gif] of gifs.entries()) {
      const { width, height } = gif.images.original!;
      expect(Math.abs(grid.items[i]!.height - (200 * height) / width)).toBeLessThanOrEqual(0.5 + EPSILON);
    }
  });
});

describe('resolveColumns', () => {
  it('takes a count or the breakpoint for the width', () => {
    const breakpoints = [
      { minWidth: 600, columns: 3 },
      { minWidth: 0, columns: 2 },
      { minWidth: 1000, columns: 5 },
    ];
    expect(resolveColumns(undefined, 500)).toBe(3);
    expect(resolveColumns(4, 500)).toBe(4);
    expect(resolveColumns(0, 500)).toBe(1);
    expect(resolveColumns(breakpoints, 599)).toBe(2);
    expect(resolveColumns(breakpoints, 600)).toBe(3);
    expect(resolveColumns(breakpoints, 1400)).toBe(5);
    expect(resolveColumns([{ minWidth: 400, columns: 4 }], 100)).toBe(4);
  });
});

describe('masonry properties', () => {
  it('places every tile inside the grid, a column wide, with no overlap and the gutter kept', () => {
    fc.assert(
      fc.property(setup, ratios, ({ width, columns, gutter, dir }, values) => {
        const grid = createMasonry({ width, columns, gutter, dir });
        grid.append(values);
        expect(grid.items).toHaveLength(values.length);
        for (const [i, item] of grid.items.entries()) {
          expect(item.index).toBe(i);
          expect(item.width).toBeCloseTo(grid.columnWidth);
          expect(item.x).toBeGreaterThanOrEqual(-EPSILON);
          expect(item.x + item.width).toBeLessThanOrEqual(width + EPSILON);
          expect(item.y + item.height).toBeLessThanOrEqual(grid.height);
          for (const other of grid.items.slice(i + 1)) expect(overlap(item, other, gutter)).toBe(false);
        }
      }),
    );
  });

  it('always picks the column whose next tile would start highest', () => {
    fc.assert(
      fc.property(setup, ratios, ({ width, columns, gutter }, values) => {
        const grid = createMasonry({ width, columns, gutter });
        const next = Array.from({ length: grid.columnCount }, () => 0);
        for (const value of values) {
          grid.append([value]);
          const item = grid.items.at(-1)!;
          expect(item.y).toBe(Math.min(...next));
          expect(item.column).toBe(next.indexOf(Math.min(...next)));
          next[item.column] = item.y + item.height + gutter;
        }
      }),
    );
  });

  it('answers range queries exactly like a brute-force filter', () => {
    fc.assert(
      fc.property(
        setup,
        ratios,
        fc.integer({ min: -200, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        ({ width, columns, gutter, dir }, values, top, span) => {
          const grid = createMasonry({ width, columns, gutter, dir });
          grid.append(values);
          const expected = grid.items
            .filter((item) => item.y <= top + span && item.y + item.height >= top)
            .map((item) => item.index);
          expect(grid.range(top, top + span)).toEqual(expected);
        },
      ),
    );
  });
});
