/**
 * `useGrid`: the masonry grid's state hook. It composes the public pieces a power user would
 * compose: `useInfiniteLoader` (fetching), `useGridLayout` (masonry from known sizes),
 * `useScrollViewport` (virtualization, and the list's width) and `useGridState` (focus and
 * selection), and returns prop getters carrying the ARIA, keys and
 * `data-*`/`--gk-*` vocabulary. Geometry is in `masonry.ts`, keys in `gridKeyboard.ts`.
 */
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Identified } from '../../sdk/client/paging';
import { useInfiniteLoader } from '../loader';
import { resolveListMessages } from '../shared/messages';
import { useReducedMotion } from '../shared/motion';
import { useRefMerger } from '../shared/useRefMerger';
import { GridChangeType } from './changeTypes';
import { createGridGetters } from './gridGetters';
import type { GridOptions, GridResult, VirtualItem } from './types';
import { ratioOfGif, useGridLayoutView } from './useGridLayout';
import { useGridState } from './useGridState';
import { useItemFocus } from './useItemFocus';
import { useScrollRoot, useScrollViewport } from './useScrollViewport';

/** Px rendered beyond each edge of the viewport. */
export const DEFAULT_OVERSCAN = 500;

/**
 * A virtualized, keyboard-navigable masonry grid over any data source. Spread the getters on
 * your elements (root › list › tiles, then loader / error / no-results) and render
 * `<LiveRegion message={announcement} />`; `<Grid>` does exactly that.
 */
export function useGrid<T extends Identified<string>>(options: GridOptions<T>): GridResult<T> {
  // The API's own JSON is laid out by its normalized copy (`asGif`), as its tile renders it.
  return useGridView({ ...options, getAspectRatio: options.getAspectRatio ?? ratioOfGif });
}

/**
 * `useGrid` over GIFs already normalized (or any item with `getAspectRatio`), without the
 * boundary for the API's own JSON: what `<GridView>` runs.
 */
export function useGridView<T extends Identified<string>>(options: GridOptions<T>): GridResult<T> {
  const { overscan = DEFAULT_OVERSCAN, virtualize = true } = options;
  const messages = resolveListMessages(options.messages);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [list, setList] = useState<HTMLElement | null>(null);
  // What scrolls the grid (null: the window): followed by virtualization and by the loader.
  const scrollRoot = useScrollRoot(list, options.root);
  // The tiles on screen, and the list's width, measured together.
  const band = useScrollViewport(list, {
    root: scrollRoot,
    initialHeight: options.initialViewportHeight,
    step: Math.max(1, overscan / 2),
  });
  const width = options.width ?? (band.width || options.initialWidth || 0);

  // The loader's default debounce is the grid's (GRID_FETCH_DEBOUNCE_MS).
  const loader = useInfiniteLoader<T>({
    ...options,
    root: scrollRoot,
    // Nothing can be laid out at width 0: fetching waits for the first measurement.
    enabled: options.enabled !== false && width > 0,
    stateReducer: options.loaderStateReducer,
    onStateChange: options.onLoaderStateChange,
  });
  const { items } = loader;

  const [cssDirection, setCssDirection] = useState<'ltr' | 'rtl'>('ltr');
  const dir = options.dir ?? cssDirection;

  const layout = useGridLayoutView({ ...options, items, width, dir });
  const [state, dispatch] = useGridState(options);
  const focus = useItemFocus();
  const reducedMotion = useReducedMotion();
  const mergeRootRef = useRefMerger(setRoot as (element: HTMLElement | null) => void);
  const mergeListRef = useRefMerger(setList as (element: HTMLElement | null) => void);

  const generation = loader.state.generation;
  const seenGeneration = useRef(generation);
  useEffect(() => {
    // Without a `dir` option, follow the root's CSS direction.
    if (!options.dir && root) setCssDirection(getComputedStyle(root).direction === 'rtl' ? 'rtl' : 'ltr');
    // A new query: the old active tile is gone.
    if (seenGeneration.current !== generation) {
      seenGeneration.current = generation;
      dispatch({ type: GridChangeType.Reset });
    }
  }, [options.dir, root, generation, dispatch]);

  // Where the active tile is: checked at its last index first (an appended page moves nothing,
  // so appending costs O(1) here), searched only when the list changed around it.
  const found = useRef<{ items: readonly T[]; id: string | null; index: number }>({ items, id: null, index: -1 });
  const { activeId } = state;
  const last = found.current;
  const activeAt =
    activeId === null
      ? -1
      : items[last.index]?.id === activeId || (last.items === items && last.id === activeId)
        ? last.index
        : items.findIndex((item) => item.id === activeId);
  // Remembered once committed: a render never writes it (a discarded render's guess is not kept).
  useEffect(() => {
    found.current = { items, id: activeId, index: activeAt };
  });
  const activeIndex = activeAt < 0 ? undefined : activeAt;
  // Nothing is laid out before the width is known (no tiles, no height).
  const laidOut = width > 0 ? layout.items.length : 0;
  // Tab lands on the active tile, else on the first one in view (not back at the top).
  const tabbableIndex = activeIndex ?? (laidOut ? (layout.range(band.top, band.bottom)[0] ?? 0) : undefined);
  const tabbableId = tabbableIndex === undefined ? null : items[tabbableIndex]!.id;

  const indices = !laidOut
    ? []
    : virtualize
      ? layout.range(band.top - overscan, band.bottom + overscan)
      : items.map((_, index) => index);
  // Focus survives virtualization: the tabbable tile stays rendered wherever it is.
  if (tabbableIndex !== undefined && laidOut && !indices.includes(tabbableIndex)) {
    indices.push(tabbableIndex);
    indices.sort((a, b) => a - b);
  }
  const virtualItems: VirtualItem<T>[] = indices.map((index) => {
    const item = items[index]!;
    return {
      item,
      index,
      id: item.id,
      layout: layout.items[index]!,
      active: item.id === tabbableId,
      selected: item.id === state.selectedId,
    };
  });

  const focusItem = (id: string) => {
    if (!items.some((item) => item.id === id)) return;
    dispatch({ type: GridChangeType.ItemFocus, id });
    focus.requestFocus(id);
  };
  // No dependencies: the handle is rebuilt after every commit, so it always sees this render's tiles.
  useImperativeHandle(options.handleRef, () => ({
    focus: () => {
      if (tabbableId === null) return false;
      focusItem(tabbableId);
      return true;
    },
    focusItem,
  }));

  const { status } = loader;
  const api = {
    items,
    virtualItems,
    layout,
    width,
    height: laidOut ? layout.height : 0,
    dir,
    status,
    loaderState: loader.state,
    error: loader.error,
    noResults: loader.noResults,
    showLoader: status === 'idle' || status === 'fetching',
    retry: loader.retry,
    reset: loader.reset,
    ...state,
    tabbableId,
    focusItem,
    reducedMotion,
    announcement: loader.announcement,
    messages,
  };
  const getters = createGridGetters<T>({
    api,
    options,
    dispatch,
    focus,
    mergeRootRef,
    mergeListRef,
    getLoaderProps: loader.getLoaderProps,
    pageHeight: band.bottom - band.top,
  });
  return { ...api, ...getters };
}
