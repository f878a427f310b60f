import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMasonry } from './masonry';
import { navigate, nearestInColumn } from './spatialNavigation';

// 3 columns of 100 px, no gutter. Column 0: tiles 0 (0–100), 4 (100–200), 5 (200–300);
// column 1: 1 (0–50), 3 (50–250), 6 (250–300); column 2: 2 (0–400).
function sample(direction: 'ltr' | 'rtl' = 'ltr') {
  const grid = createMasonry({ width: 300, columns: 3, gutter: 0, dir: direction });
  grid.append([1, 2, 0.25, 0.5, 1, 1, 2]);
  return grid;
}

describe('navigate', () => {
  it('fixture is laid out as described', () => {
    expect(sample().items.map((item) => [item.column, item.y, item.height])).toEqual([
      [0, 0, 100],
      [1, 0, 50],
      [2, 0, 400],
      [1, 50, 200],
      [0, 100, 100],
      [0, 200, 100],
      [1, 250, 50],
    ]);
  });

  it('moves up and down within the column', () => {
    const grid = sample();
    expect(navigate(grid, 1, 'down')).toBe(3);
    expect(navigate(grid, 3, 'down')).toBe(6);
    expect(navigate(grid, 6, 'down')).toBeUndefined();
    expect(navigate(grid, 6, 'up')).toBe(3);
    expect(navigate(grid, 0, 'up')).toBeUndefined();
  });

  it('moves left and right to the tile nearest in height, not the next index', () => {
    const grid = sample();
    expect(navigate(grid, 4, 'right')).toBe(3); // centre 150 → tile 3 (centre 150), not tile 5
    expect(navigate(grid, 5, 'right')).toBe(6); // centre 250 → tile 6 (275) beats tile 3 (150)
    expect(navigate(grid, 3, 'left')).toBe(4);
    expect(navigate(grid, 6, 'left')).toBe(5);
    expect(navigate(grid, 3, 'right')).toBe(2);
    expect(navigate(grid, 2, 'right')).toBeUndefined();
    expect(navigate(grid, 0, 'left')).toBeUndefined();
  });

  it('mirrors left and right in RTL, where column 0 is on the right', () => {
    const grid = sample('rtl');
    expect(navigate(grid, 0, 'left')).toBe(1);
    expect(navigate(grid, 1, 'right')).toBe(0);
    expect(navigate(grid, 0, 'right')).toBeUndefined();
    expect(navigate(grid, 3, 'left')).toBe(2);
  });

  it('skips empty columns', () => {
    const grid = createMasonry({ width: 400, columns: 4, gutter: 0 });
    grid.append([1]);
    expect(navigate(grid, 0, 'right')).toBeUndefined();
    grid.append([1, 1]);
    expect(navigate(grid, 0, 'right')).toBe(1);
  });

  it('jumps a page within the column and at least one tile', () => {
    const grid = sample();
    expect(navigate(grid, 0, 'pageDown', 250)).toBe(5);
    expect(navigate(grid, 0, 'pageDown', 10)).toBe(4);
    expect(navigate(grid, 5, 'pageUp', 1000)).toBe(0);
    expect(navigate(grid, 0, 'pageUp', 100)).toBeUndefined();
  });

  it('goes to the first and last tile', () => {
    expect(navigate(sample(), 4, 'first')).toBe(0);
    expect(navigate(sample(), 0, 'last')).toBe(6);
    expect(navigate(createMasonry({ width: 100 }), 0, 'last')).toBeUndefined();
  });

  it('nearestInColumn matches a linear scan', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: -100, max: 4000 }),
        (values, y) => {
          const grid = createMasonry({ width: 300, columns: 3 });
          grid.append(values);
          for (let column = 0; column < 3; column++) {
            const indices = grid.column(column);
            const distance = (i: number) => Math.abs(grid.items[i]!.y + grid.items[i]!.height / 2 - y);
            const best = indices.reduce<number | undefined>(
              (found, i) => (found === undefined || distance(i) < distance(found) ? i : found),
              undefined,
            );
            expect(nearestInColumn(grid, column, y)).toBe(best);
          }
        },
      ),
    );
  });

  it('left then right returns to a tile in the starting column', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 6, maxLength: 60 }), (values) => {
        const grid = createMasonry({ width: 300, columns: 3 });
        grid.append(values);
        for (const item of grid.items) {
          const right = navigate(grid, item.index, 'right');
          if (right === undefined) continue;
          const back = navigate(grid, right, 'left');
          expect(back === undefined ? undefined : grid.items[back]!.column).toBe(item.column);
        }
      }),
    );
  });
});
