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
  items: readonly unknown[];
  ids: string[];
  ratios: number[];
  /** The ratio function the ratios were computed with. */
  ratioOf: (item: never) => number;
}

const defaultRatio = (item: unknown) => gridAspectRatio(item as Parameters<typeof gridAspectRatio>[0]);

/**
 * The layout of `items`. The returned positioner grows in place when the list grows (its
 * `items.length` says how far it got) and is replaced when the list must be laid out again.
 */
export function useGridLayout<T extends Identified>(options: GridLayoutOptions<T>): Masonry {
  const { items, width, columns, gutter, direction, columnOffsets } = options;
  const ratioOf = options.getAspectRatio ?? defaultRatio;
  const config = JSON.stringify([width, columns, gutter, direction, columnOffsets]);
  const synced = useRef<Synced | null>(null);
  let current = synced.current;

  if (current && current.config === config && current.items === items) return current.masonry;

  const ratios = current?.config === config ? prefixRatios(current, items, ratioOf) : undefined;
  if (!current || !ratios) {
    const masonry = createMasonry({ width, columns, gutter, direction, columnOffsets });
    current = { config, masonry, items: [], ids: [], ratios: [], ratioOf };
  }
  const added = (ratios ?? items.map(ratioOf)).slice(current.ids.length);
  current.masonry.append(added);
  for (let i = current.ids.length; i < items.length; i++) current.ids.push(items[i]!.id);
  current.ratios.push(...added);
  current.items = items;
  current.ratioOf = ratioOf;
  synced.current = current;
  return current.masonry;
}

/**
 * The ratios of `items` when the laid-out tiles are a prefix of it (same ids and sizes), else
 * undefined. An item that is the same object as before, measured by the same ratio function,
 * keeps its ratio without recomputing it: appending a page costs one identity check per
 * loaded GIF instead of a rendition lookup.
 */
function prefixRatios<T extends Identified>(
  synced: Synced,
  items: readonly T[],
  ratioOf: (item: T) => number,
): number[] | undefined {
  if (items.length < synced.ids.length) return undefined;
  const sameFunction = synced.ratioOf === ratioOf;
  const ratios = new Array<number>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (i >= synced.ids.length) {
      ratios[i] = ratioOf(item);
      continue;
    }
    if (item.id !== synced.ids[i]) return undefined;
    const ratio = sameFunction && item === synced.items[i] ? synced.ratios[i]! : ratioOf(item);
    if (!Object.is(ratio, synced.ratios[i])) return undefined;
    ratios[i] = ratio;
  }
  return ratios;
}
