/**
 * The grid's public vocabulary: `useGrid` options, the state it hands the renderer, and the
 * props its getters return.
 */
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import type { ListState, ListStatus } from '../../sdk/client/listState';
import type { Identified } from '../../sdk/client/paging';
import type { InfiniteLoaderOptions } from '../loader';
import type { ElementProps, PropGetter, UserProps } from '../shared/getterProps';
import type { ListMessages } from '../shared/messages';
import type { StateChange, StateReducer } from '../shared/useControlledReducer';
import type { Columns, ItemLayout, MasonryLayout } from './masonry';
import type { GridAction, GridState } from './reducer';
import type { ScrollRoot } from './useScrollViewport';

/** What `useGrid` takes: the items or their source, the width and columns, the state callbacks and the strings. */
export interface GridOptions<T extends Identified<string>>
  extends Omit<InfiniteLoaderOptions<T>, 'stateReducer' | 'onStateChange' | 'root'> {
  /** Controlled active (roving-tabindex) tile id. */
  activeId?: string | null;
  defaultActiveId?: string | null;
  onActiveIdChange?: (id: string | null) => void;
  /** Controlled selected tile id. */
  selectedId?: string | null;
  defaultSelectedId?: string | null;
  onSelectedIdChange?: (id: string | null) => void;
  /** Intercepts every focus or selection change before it happens. */
  stateReducer?: StateReducer<GridState, GridAction>;
  /** Called after every focus or selection change with its type and the fields that changed. */
  onStateChange?: (change: StateChange<GridState, GridAction>) => void;
  /**
   * What scrolls the grid: a scroll container, or a ref object holding one (read after mount);
   * `null` or a `Document` for the window. Default: the nearest ancestor that scrolls vertically
   * (`overflow-y` `auto`/`scroll` and content overflowing it), else the window; in development,
   * nested boxes that both scroll the grid get a warning. It drives both virtualization (which
   * tiles are near the viewport) and the loader's IntersectionObserver.
   */
  root?: ScrollRoot;
  /** Column count, or breakpoints `[{ minWidth, columns }]` chosen by the grid's width. Default 3. */
  columns?: Columns;
  /** Space between tiles in px, both ways. Default 6. */
  gutter?: number;
  /** Width in px. Without it the grid follows its list element's width (`useScrollViewport`). */
  width?: number;
  /**
   * Width assumed before the list is measured, i.e. on the server and in the first client
   * render, which therefore match. Default 0: no tiles until measured (pass it to server-render tiles).
   */
  initialWidth?: number;
  /** `'rtl'` puts the first column on the right and mirrors arrow keys. Default: the root's CSS direction. */
  dir?: 'ltr' | 'rtl';
  /** Extra space above each column in px (e.g. to make room for a header in the first column). */
  columnOffsets?: readonly number[];
  /**
   * Width / height of a tile. Default: `gifAspectRatio(gif) || 1` (the kit's one rule, `original` first). Keep it
   * stable (a module-level function or `useCallback`): a new function lays every tile out again.
   */
  getAspectRatio?: (item: T) => number;
  /** Px rendered above and below the viewport. Default 500. */
  overscan?: number;
  /** False renders every tile (small lists, print). Default true. */
  virtualize?: boolean;
  /** Viewport height assumed on the server and in the first client render. Default 1000. */
  initialViewportHeight?: number;
  /**
   * A tile was chosen: clicked, or Enter/Space on it. Call `event.preventDefault()` to keep a
   * tile that is a link from navigating.
   */
  onSelect?: (item: T, index: number, event: MouseEvent<HTMLElement>) => void;
  /**
   * ArrowUp on a tile with no tile above it (the top of its column): e.g. back to a search
   * field over the grid. The key's default is already prevented.
   */
  onExitTop?: (event: KeyboardEvent<HTMLElement>) => void;
  /** Receives the grid's handle: move focus into it from outside (a search field's ArrowDown). */
  handleRef?: Ref<GridHandle>;
  /** The loader's `stateReducer` (fetching); `stateReducer` is the grid's (focus, selection). */
  loaderStateReducer?: InfiniteLoaderOptions<T>['stateReducer'];
  /** The loader's `onStateChange` (fetching). */
  onLoaderStateChange?: InfiniteLoaderOptions<T>['onStateChange'];
}

/** What `handleRef` receives: the grid's focus, reachable from outside without its DOM. */
export interface GridHandle {
  /** Focuses the tile that takes Tab (the active one, else the first in view); false when there is none. */
  focus: () => boolean;
  /** Moves focus to a tile (rendering it first if it is virtualized away). */
  focusItem: (id: string) => void;
}

/** One tile to render now (inside the viewport ± overscan, or holding focus). */
export interface VirtualItem<T> {
  item: T;
  index: number;
  /** Also the React key to use. */
  id: string;
  layout: ItemLayout;
  /** Holds the roving tabindex (Tab lands here). */
  active: boolean;
  selected: boolean;
}

export type { ElementProps, PropGetter, UserProps } from '../shared/getterProps';

/** What `useGrid` returns: the items, the layout, the visible tiles, the loader and the prop getters. */
export interface GridResult<T> {
  /** The outer element: measured for width, carries `data-gk-grid`, `data-state` and the `--gk-*` geometry. */
  getRootProps: PropGetter;
  /**
   * The `listbox` holding the tiles (labelled by `messages.gridLabel` unless you pass
   * `aria-labelledby`), `aria-busy` while fetching, `position: relative` and as tall as the layout.
   */
  getListProps: PropGetter;
  /**
   * One tile: role, roving tabindex, keys, click/focus handlers and its absolute position.
   * `item` and its `index` in `items` come with your own props in one object (downshift's
   * shape): `getItemProps({ item, index, className })`.
   */
  getItemProps: (
    options: UserProps & {
      item: T;
      /** The item's index in `items`. */
      index: number;
    },
  ) => ElementProps;
  /** The element after the tiles whose visibility loads the next page. */
  getLoaderProps: PropGetter;
  /** The error message container. */
  getErrorProps: PropGetter;
  /** The retry button (a real, focusable `<button>`): clears the error and fetches again. */
  getRetryProps: (props?: UserProps<HTMLButtonElement>) => ElementProps<HTMLButtonElement> & { type: 'button' };
  /** The "no results" message. */
  getNoResultsProps: PropGetter;
  /** Every item loaded (or the controlled list). */
  items: readonly T[];
  /** The tiles to render now, in list order. */
  virtualItems: VirtualItem<T>[];
  /** The layout engine: every tile's place, range and neighbour queries. */
  layout: MasonryLayout;
  width: number;
  /** Total height of the tiles in px (also `--gk-grid-height`). */
  height: number;
  dir: 'ltr' | 'rtl';
  status: ListStatus;
  loaderState: ListState<T>;
  error: unknown;
  /** Done with nothing found. */
  noResults: boolean;
  /** More may come: render the loader element. */
  showLoader: boolean;
  retry: () => void;
  reset: () => void;
  activeId: string | null;
  selectedId: string | null;
  /** The tile that takes Tab: the active one, else the first in view. */
  tabbableId: string | null;
  /** Moves focus to a tile (rendering it first if it is virtualized away). */
  focusItem: (id: string) => void;
  /** Reduced motion is on (system or kit-wide): render stills, play on hover/focus only. */
  reducedMotion: boolean;
  /** For the live region: "Loading GIFs…", "24 GIFs for cats", … */
  announcement: string;
  messages: ListMessages;
}

/** The grid's prop getters (the part of `GridResult` that `createGridGetters` makes). */
export type GridGetters<T> = Pick<
  GridResult<T>,
  | 'getRootProps'
  | 'getListProps'
  | 'getItemProps'
  | 'getLoaderProps'
  | 'getErrorProps'
  | 'getRetryProps'
  | 'getNoResultsProps'
>;
