/**
 * `useGridLayout`: the masonry engine kept in step with a list (STYLE.md R10). A longer list
 * with the same beginning is laid out incrementally (only the new tiles); any other change
 * (an edit, a removal, a new query, a new width, column count, gutter or direction) lays the
 * list out again from the top. Everything comes from known sizes, so it is the same on the
 * server and in the browser.
 */
import { useRef } from 'react';
import type { Identified } from '../loader';
import { gridAspectRatio } from './aspectRatio';
import { type Columns, createMasonry, type Masonry } from './masonry';

export interface GridLayoutOptions<T> {
  items: readonly T[];
  /** Grid width in px. */
  width: number;
  /** Column count, or breakpoints `[{ minWidth, columns }]` chosen by width. Default 3. */
  columns?: Columns | undefined;
  /** Space between tiles in px. Default 6. */
  gutter?: number | undefined;
  /** `'rtl'` puts the first column on the right. Default `'ltr'`. */
  direction?: 'ltr' | 'rtl' | undefined;
  /** Extra space above each column in px. */
  columnOffsets?: readonly number[] | undefined;
  /**
   * Width / height of a tile. Default: the GIF's `original` rendition size
   * ({@link gridAspectRatio}), the ratio the tile is also rendered with.
   */
  getAspectRatio?: ((item: T) => number) | undefined;
}

interface Synced {
  config: string;
  masonry: Masonry;
  /** The list laid out so far. */
  items: readonly Identified[];
  ratios: number[];
  /** The ratio function the ratios were computed with. */
  ratioOf: (item: never) => number;
}

/**
 * The layout of `items`. The returned positioner grows in place when the list grows (its
 * `items.length` says how far it got) and is replaced when the list must be laid out again.
 */
export function useGridLayout<T extends Identified>(options: GridLayoutOptions<T>): Masonry {
  const { items, width, columns, gutter, direction, columnOffsets } = options;
  const ratioOf = options.getAspectRatio ?? (gridAspectRatio as unknown as (item: T) => number);
  const config = JSON.stringify([width, columns, gutter, direction, columnOffsets]);
  const synced = useRef<Synced | null>(null);
  let current = synced.current;

  if (current?.config === config && current.items === items) return current.masonry;
  if (current?.config !== config || !keepsPrefix(current, items, ratioOf)) {
    const masonry = createMasonry(options);
    current = { config, masonry, items: [], ratios: [], ratioOf };
  }
  // Only the new tiles are measured and placed.
  const added = items.slice(current.ratios.length).map(ratioOf);
  current.masonry.append(added);
  for (const ratio of added) current.ratios.push(ratio);
  current.items = items;
  current.ratioOf = ratioOf;
  synced.current = current;
  return current.masonry;
}

/**
 * Whether the laid-out tiles are a prefix of `items` (same ids and sizes). An item that is the
 * same object as before, measured by the same ratio function, passes on an identity check
 * alone: appending a page allocates and measures only the page.
 */
function keepsPrefix<T extends Identified>(synced: Synced, items: readonly T[], ratioOf: (item: T) => number): boolean {
  const before = synced.items;
  if (items.length < before.length) return false;
  const sameFunction = synced.ratioOf === ratioOf;
  for (let i = 0; i < before.length; i++) {
    const item = items[i]!;
    if (sameFunction && item === before[i]) continue;
    if (item.id !== before[i]!.id || !Object.is(ratioOf(item), synced.ratios[i])) return false;
  }
  return true;
}
