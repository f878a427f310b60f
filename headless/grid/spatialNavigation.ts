/**
 * Spatial keyboard navigation over a masonry layout: the tile an arrow key
 * lands on is the nearest one in that direction by geometry, not the next array index (the
 * model is React Aria's WaterfallLayout `getKeyRightOf`/`getKeyLeftOf`). Pure, O(log n).
 */
import type { MasonryLayout } from './masonry';

/** Where a key moves: a physical direction, a page up/down, or the first/last tile. */
export type NavigationMove = 'left' | 'right' | 'up' | 'down' | 'pageUp' | 'pageDown' | 'first' | 'last';

const centerOf = (masonry: MasonryLayout, index: number) => {
  const item = masonry.items[index]!;
  return item.y + item.height / 2;
};

/**
 * The tile of `column` whose vertical centre is nearest to `y` (the upper one on a tie), or
 * undefined when the column is empty.
 */
export function nearestInColumn(masonry: MasonryLayout, column: number, y: number): number | undefined {
  const indices = masonry.column(column);
  if (indices.length === 0) return undefined;
  let low = 0;
  let high = indices.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (centerOf(masonry, indices[mid]!) < y) low = mid + 1;
    else high = mid;
  }
  const after = indices[low]!;
  const before = indices[low - 1];
  if (before === undefined) return after;
  return Math.abs(centerOf(masonry, before) - y) <= Math.abs(centerOf(masonry, after) - y) ? before : after;
}

/**
 * The tile reached from `index` by `move`, or undefined when there is none (an edge).
 * Left/right go to the nearest non-empty column on that side (on screen, so right-to-left
 * layouts need no special casing) and pick its tile nearest to the current tile's centre;
 * up/down go to the adjacent tile in the same column; page moves jump `pageHeight` px within
 * the column (at least one tile); first/last are index 0 and the last index.
 */
export function navigate(
  masonry: MasonryLayout,
  index: number,
  move: NavigationMove,
  pageHeight = 0,
): number | undefined {
  const count = masonry.items.length;
  if (count === 0) return undefined;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  const item = masonry.items[index];
  if (!item) return undefined;
  const center = centerOf(masonry, index);
  const column = masonry.column(item.column);
  const row = masonry.row(index);

  if (move === 'up') return column[row - 1];
  if (move === 'down') return column[row + 1];
  if (move === 'pageUp' || move === 'pageDown') {
    const sign = move === 'pageUp' ? -1 : 1;
    const target = nearestInColumn(masonry, item.column, center + sign * Math.max(0, pageHeight));
    if (target !== undefined && target !== index) return target;
    return column[row + sign];
  }
  // Physical left/right → column step: column 0 is on the left in LTR, on the right in RTL.
  const step = (move === 'left') === (masonry.dir === 'ltr') ? -1 : 1;
  for (let c = item.column + step; c >= 0 && c < masonry.columnCount; c += step) {
    const target = nearestInColumn(masonry, c, center);
    if (target !== undefined) return target;
  }
  return undefined;
}
