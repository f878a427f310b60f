/**
 * `useGridLayout`: the masonry engine kept in step with a list. A longer list
 * that starts with the same items (the same objects) is laid out incrementally (only the new
 * tiles); any other change (an edit, a removal, a new query, a new width, column count, gutter,
 * direction or `getAspectRatio` function) lays the list out again from the top. Everything comes from known sizes, so it is the same on the
 * server and in the browser.
 */
import { useEffect, useRef } from 'react';
import type { Identified } from '../../sdk/client/paging';
import { asGif } from '../../sdk/normalize/asGif';
import type { Gif } from '../../sdk/normalize/gif';
import { tileAspectRatio } from './aspectRatio';
import { type Columns, createMasonry, type Masonry, type MasonryLayout } from './masonry';

/** What `useGridLayout` takes: the items, the width, the columns and the gutter. */
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
   * Width / height of a tile. Default: the GIF's ratio by the kit's one rule
   * (`gifAspectRatio(gif) || 1`, `original` first), the ratio the tile is also rendered with.
   */
  getAspectRatio?: ((item: T) => number) | undefined;
}

interface Synced {
  config: string;
  /** The ratio function the tiles were measured with. */
  ratioOf: (item: never) => number;
  /** The list laid out. */
  items: readonly Identified<string>[];
  masonry: Masonry;
  /** The items placed in `masonry`, in order: possibly past `items` (a render not committed). */
  placed: Identified<string>[];
  /** What renders of `items` read. */
  layout: MasonryLayout;
}

/**
 * The grid's default ratio over items that may be the API's own JSON: the GIF's ratio, read as
 * the tile reads it (normalized once per object, `asGif`). The boundary of `useGridLayout`,
 * `useGrid` and `<Grid>`; their views (`useGridView`, `<GridView>`) read a normalized GIF as it is.
 */
export const ratioOfGif = (item: object) => tileAspectRatio(asGif(item) as Gif);

/**
 * The layout of `items`, frozen for this render. The positioner grows in place when the list
 * grows, and is replaced when the list must be laid out again. Nothing is written during
 * render: the committed layout is remembered in an effect, and a render only appends past it
 * (where no committed render reads). Items may be the API's own JSON (see `ratioOfGif`).
 */
export function useGridLayout<T extends Identified<string>>(options: GridLayoutOptions<T>): MasonryLayout {
  return useGridLayoutView({ ...options, getAspectRatio: options.getAspectRatio ?? ratioOfGif });
}

/** `useGridLayout` over GIFs already normalized (or any item with `getAspectRatio`): no boundary. */
export function useGridLayoutView<T extends Identified<string>>(options: GridLayoutOptions<T>): MasonryLayout {
  const { items, width, columns, gutter, dir, columnOffsets } = options;
  const ratioOf = options.getAspectRatio ?? (tileAspectRatio as unknown as (item: T) => number);
  const config = JSON.stringify([width, columns, gutter, dir, columnOffsets]);
  const committed = useRef<Synced | null>(null);
  const synced = layoutFor(committed.current, items, config, ratioOf, options);
  useEffect(() => {
    committed.current = synced;
  });
  return synced.layout;
}

function layoutFor<T extends Identified<string>>(
  base: Synced | null,
  items: readonly T[],
  config: string,
  ratioOf: (item: T) => number,
  options: GridLayoutOptions<T>,
): Synced {
  if (base?.config === config && base.ratioOf === ratioOf) {
    if (base.items === items) return base;
    // The list starts with every tile placed so far (the committed ones, and any a render that
    // never committed placed after them, StrictMode's first one say): only the new tiles are
    // measured and placed. Any other list (an edit, a removal, new objects) is laid out again.
    const { masonry, placed } = base;
    if (items.length >= placed.length && placed.every((item, i) => item === items[i])) {
      const added = items.slice(placed.length);
      masonry.append(added.map(ratioOf));
      for (const item of added) placed.push(item);
      return { ...base, items, layout: masonry.snapshot() };
    }
  }
  const masonry = createMasonry(options);
  masonry.append(items.map(ratioOf));
  return { config, ratioOf, items, masonry, placed: [...items], layout: masonry.snapshot() };
}
