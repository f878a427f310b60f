/**
 * The masonry engine: places tiles of known aspect ratio into columns, with no
 * React and no DOM. Sizes come from the API's rendition sizes, never from measuring, so the
 * server and the browser compute the same layout. It is incremental (appending a page lays out
 * only the new tiles) and answers "which tiles intersect [top, bottom]" in
 * O(columns · log n + k) through per-column sorted arrays and binary search. `snapshot()` freezes
 * the layout for a render, so appending for a later list never changes what an earlier render read.
 */

/** Above `minWidth` px the grid shows `columns` columns. */
export interface ColumnBreakpoint {
  minWidth: number;
  columns: number;
}

/** A fixed column count, or breakpoints chosen by the grid's width. */
export type Columns = number | readonly ColumnBreakpoint[];

/** What `createMasonry` takes: the width, the columns and the gutter. */
export interface MasonryOptions {
  /** Grid width in px. */
  width: number;
  /** Column count or breakpoints; default 3. */
  columns?: Columns;
  /** Space between tiles, horizontally and vertically, in px; default 6. */
  gutter?: number;
  /** `'rtl'` mirrors x: column 0 (where ties go) is the rightmost. Default `'ltr'`. */
  dir?: 'ltr' | 'rtl';
  /** Extra space above each column, in px (GIPHY's `columnOffsets`). */
  columnOffsets?: readonly number[];
}

/** Where one tile goes, in px relative to the grid's top-left corner. */
export interface ItemLayout {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Column in reading order: 0 is the leftmost in LTR, the rightmost in RTL. */
  column: number;
}

export const DEFAULT_COLUMNS = 3;
export const DEFAULT_GUTTER = 6;

/**
 * The column count for a width. With breakpoints, the entry with the largest `minWidth` not
 * above `width` wins; below every breakpoint the smallest one applies. Always at least 1.
 */
export function resolveColumns(columns: Columns | undefined, width: number): number {
  let chosen = columns ?? DEFAULT_COLUMNS;
  if (typeof chosen !== 'number') {
    const sorted = [...chosen].sort((a, b) => a.minWidth - b.minWidth);
    chosen = sorted[0]?.columns ?? DEFAULT_COLUMNS;
    for (const breakpoint of sorted) if (breakpoint.minWidth <= width) chosen = breakpoint.columns;
  }
  return Math.max(1, Math.floor(chosen) || 1);
}

/** A laid-out list, read-only: what a render reads (`useGridLayout` returns one per list). */
export interface MasonryLayout {
  readonly width: number;
  readonly gutter: number;
  readonly dir: 'ltr' | 'rtl';
  readonly columnCount: number;
  /** Width of every column (and tile): `(width - gutter · (columns - 1)) / columns`. */
  readonly columnWidth: number;
  /** Laid-out tiles, by index. */
  readonly items: readonly ItemLayout[];
  /** Height of the tallest column, gutters between tiles included (none after the last). */
  readonly height: number;
  /** Indices, ascending, of the tiles intersecting [top, bottom] (edges included). */
  range(top: number, bottom: number): number[];
  /** Indices of the tiles in one column, top to bottom. */
  column(column: number): readonly number[];
  /** Position of a tile within its column (0 = top). */
  row(index: number): number;
}

/** A positioner: the layout so far, plus appends, queries and read-only snapshots. */
export interface Masonry extends MasonryLayout {
  /** Lays out tiles with these aspect ratios (width / height) after the existing ones. */
  append(aspectRatios: readonly number[]): void;
  /**
   * The layout as it is now; later appends do not change it (a render keeps what it read). Taken
   * again with nothing appended in between, it is the same object.
   */
  snapshot(): MasonryLayout;
}

/** Square when the API gave no usable size, so every tile is still placed. */
const safeRatio = (ratio: number) => (Number.isFinite(ratio) && ratio > 0 ? ratio : 1);

/** First position in `column` whose tile ends at or below `top`. */
function firstEndingBelow(column: readonly number[], items: readonly ItemLayout[], top: number): number {
  let low = 0;
  let high = column.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const item = items[column[mid]!]!;
    if (item.y + item.height < top) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Creates an empty positioner for one width, column count, gutter and direction. */
export function createMasonry(options: MasonryOptions): Masonry {
  const width = Math.max(0, options.width);
  const gutter = Math.max(0, options.gutter ?? DEFAULT_GUTTER);
  const dir = options.dir ?? 'ltr';
  const columnCount = resolveColumns(options.columns, width);
  const columnWidth = Math.max(0, (width - gutter * (columnCount - 1)) / columnCount);
  const items: ItemLayout[] = [];
  const columns: number[][] = Array.from({ length: columnCount }, () => []);
  const rows: number[] = [];
  // Where the next tile of each column would start (its bottom plus a gutter once it has tiles).
  const next = Array.from({ length: columnCount }, (_, c) => Math.max(0, options.columnOffsets?.[c] ?? 0));
  let height = Math.max(...next);

  const xOf = (column: number) =>
    dir === 'rtl' ? width - columnWidth - column * (columnWidth + gutter) : column * (columnWidth + gutter);

  function append(aspectRatios: readonly number[]) {
    for (const ratio of aspectRatios) {
      let column = 0;
      for (let c = 1; c < columnCount; c++) if (next[c]! < next[column]!) column = c;
      const tileHeight = Math.max(1, Math.round(columnWidth / safeRatio(ratio)));
      const index = items.length;
      const y = next[column]!;
      items.push({ index, x: xOf(column), y, width: columnWidth, height: tileHeight, column });
      rows.push(columns[column]!.length);
      columns[column]!.push(index);
      next[column] = y + tileHeight + gutter;
      height = Math.max(height, y + tileHeight);
    }
  }

  /** The tiles in [top, bottom] among the first `limit`. */
  function range(top: number, bottom: number, limit: number): number[] {
    const found: number[] = [];
    if (bottom < top) return found;
    for (const column of columns) {
      for (let i = firstEndingBelow(column, items, top); i < column.length; i++) {
        const index = column[i]!;
        // Within a column, indices grow with y: past `limit` or `bottom` nothing more is in range.
        if (index >= limit || items[index]!.y > bottom) break;
        found.push(index);
      }
    }
    return found.sort((a, b) => a - b);
  }

  /** The queries over the first `count` tiles. */
  const upTo = (count: number) => ({
    width,
    gutter,
    dir,
    columnCount,
    columnWidth,
    range: (top: number, bottom: number) => range(top, bottom, count),
    column: (column: number) => (columns[column] ?? []).filter((index) => index < count),
    row: (index: number) => (index < count ? (rows[index] ?? -1) : -1),
  });
  // One snapshot per length: taken again with nothing appended, it is the same object.
  let last: MasonryLayout | undefined;

  return {
    ...upTo(Number.POSITIVE_INFINITY),
    items,
    get height() {
      return height;
    },
    append,
    snapshot() {
      if (last?.items.length !== items.length) last = { ...upTo(items.length), items: items.slice(), height };
      return last;
    },
  };
}
