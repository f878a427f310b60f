/**
 * `useGridLayout`: the masonry engine kept in step with a list. A longer list
 * with the same beginning is laid out incrementally (only the new tiles); any other change
 * (an edit, a removal, a new query, a new width, column count, gutter or direction) lays the
 * list out again from the top. Everything comes from known sizes, so it is the same on the
 * server and in the browser.
 */
import { useEffect, useRef } from 'react';
import type { Identified } from '../loader';
import { gridAspectRatio } from './aspectRatio';
import { type Columns, createMasonry, type Masonry, type MasonryLayout } from './masonry';

export interface GridLayoutOptions<T> {
  items: readonly T[];
  /** Grid width in px. */
  width: number;
  /** Column count, or breakpoints `[{ minWidth, columns }]` chosen by width. Default 3. */
  columns?: Columns | undefined;
  /** Space between tiles in px. Default 6. */
  gutter?: number | undefined;
  /** `'rtl'` puts the first column on the right. Default `'ltr'`. */
  dir?: 'ltr' | 'rtl' | undefined;
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
  /** The list laid out. */
  items: readonly Identified[];
  /** The ratio of every tile laid out in `masonry`, possibly past `items` (a render not committed). */
  ratios: number[];
  /** The ratio function the ratios were computed with. */
  ratioOf: (item: never) => number;
  /** What renders of `items` read. */
  layout: MasonryLayout;
}

/**
 * The layout of `items`, frozen for this render. The positioner grows in place when the list
 * grows, and is replaced when the list must be laid out again. Nothing is written during
 * render: the committed layout is remembered in an effect, and a render only appends past it
 * (where no committed render reads).
 */
export function useGridLayout<T extends Identified>(options: GridLayoutOptions<T>): MasonryLayout {
  const { items, width, columns, gutter, dir, columnOffsets } = options;
  const ratioOf = options.getAspectRatio ?? (gridAspectRatio as unknown as (item: T) => number);
  const config = JSON.stringify([width, columns, gutter, dir, columnOffsets]);
  const committed = useRef<Synced | null>(null);
  const synced = layoutFor(committed.current, items, config, ratioOf, options);
  useEffect(() => {
    committed.current = synced;
  });
  return synced.layout;
}

function layoutFor<T extends Identified>(
  base: Synced | null,
  items: readonly T[],
  config: string,
  ratioOf: (item: T) => number,
  options: GridLayoutOptions<T>,
): Synced {
  if (base?.config === config && base.items === items) return base;
  if (base?.config === config && keepsPrefix(base, items, ratioOf)) {
    // Only the new tiles are measured and placed. Past the committed list the positioner may
    // hold tiles of a render that never committed (or of StrictMode's first render): reused
    // when they are the same tiles, else everything is laid out again below.
    const from = base.items.length;
    // The same tiles in a new array: the same layout.
    if (items.length === from) return { ...base, items, ratioOf };
    const added = items.slice(from).map(ratioOf);
    if (sameStart(base.ratios, from, added)) {
      const missing = added.slice(base.ratios.length - from);
      base.masonry.append(missing);
      for (const ratio of missing) base.ratios.push(ratio);
      return { config, masonry: base.masonry, items, ratios: base.ratios, ratioOf, layout: base.masonry.snapshot() };
    }
  }
  const masonry = createMasonry(options);
  const ratios = items.map(ratioOf);
  masonry.append(ratios);
  return { config, masonry, items, ratios, ratioOf, layout: masonry.snapshot() };
}

/** Whether the ratios past `from` are a start of `added` (none past it passes). */
function sameStart(ratios: readonly number[], from: number, added: readonly number[]): boolean {
  if (ratios.length - from > added.length) return false;
  for (let i = from; i < ratios.length; i++) if (!Object.is(ratios[i], added[i - from])) return false;
  return true;
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
