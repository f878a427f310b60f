/**
 * `<Grid>`: the batteries-included masonry grid, built only from the public `useGrid` hook,
 * with no CSS. Give it `renderItem` and it renders the whole structure, or
 * `children` for full control of the markup (render props like downshift's: one object with
 * state and getters).
 */

import { Fragment, type ReactNode } from 'react';
import type { Identified } from '../../sdk/client/paging';
import { LiveRegion } from '../shared/LiveRegion';
import { TrackedGifsProvider } from '../tile/TrackedGifs';
import type { ItemLayout } from './masonry';
import type { ElementProps, GridOptions, GridResult, UserProps, VirtualItem } from './types';
import { useGridView } from './useGrid';
import { ratioOfGif } from './useGridLayout';

/** Part name, for dev tools and docs. */
export const GRID_NAME = 'Grid';

/** What `renderItem` gets besides the item and its layout. */
export interface GridItemRenderState<T> extends VirtualItem<T> {
  /** Render still renditions and play on hover/focus only. */
  reducedMotion: boolean;
}

/** The headless `<Grid>`'s props: `useGrid`'s options and a render function that gets its result. */
export interface GridProps<T extends Identified<string>> extends GridOptions<T> {
  /**
   * Full control: render everything from the grid's state and getters (root › list › tiles,
   * then loader, error and no-results). The polite live region is added for you.
   */
  children?: (grid: GridResult<T>) => ReactNode;
  /**
   * Or render just a tile: spread `getItemProps()` on its outermost element, which becomes the
   * `option` (role, roving tabindex, keys, absolute position), e.g. `<Tile rootProps={getItemProps()} … />`.
   * Keep other tab stops out of it: an option must not contain interactive content. Ignored
   * when `children` is given.
   */
  renderItem?: (
    item: T,
    layout: ItemLayout,
    getItemProps: (props?: UserProps) => ElementProps,
    state: GridItemRenderState<T>,
  ) => ReactNode;
  /** Props for the root element (`renderItem` mode). */
  rootProps?: UserProps;
  /** Props for the listbox element (`renderItem` mode), e.g. `aria-labelledby`. */
  listProps?: UserProps;
  /** Content of the loader element (`renderItem` mode), e.g. a spinner. Empty by default. */
  loader?: ReactNode;
}

/**
 * A virtualized masonry grid of GIFs (or anything with an `id` and a size).
 *
 * Semantics: a `listbox` of `option`s, not `role="grid"`. A masonry layout has columns but no
 * rows, so `aria-rowcount`/`aria-colcount` would describe a table that is not there; a listbox
 * ("GIF 3 of 240", via `aria-posinset`/`aria-setsize`, which survive virtualization) matches
 * what it is: a collection to pick one item from, as React Aria's ListBox with a waterfall
 * layout does. Screen readers switch to focus mode on it, so the arrow keys reach us.
 *
 * Keys (on a tile): ArrowLeft/ArrowRight → nearest tile in the next column on that side (by
 * geometry, so right-to-left just works); ArrowUp/ArrowDown → the tile above/below in the column;
 * PageUp/PageDown → about one viewport up/down in the column; Home/End → first/last tile;
 * Enter/Space → select (as a click: `onSelect`; a link tile follows its link).
 *
 * @selector [data-gk-grid] the root; `--gk-grid-width`, `--gk-grid-height`, `--gk-column-width`, `--gk-column-count`, `--gk-gutter`
 * @selector [data-gk-grid][data-state="idle|fetching|error|done"] fetching state
 * @selector [data-gk-grid][data-no-results] nothing was found
 * @selector [data-gk-grid][data-reduced-motion] reduced motion is on
 * @selector [data-gk-grid-list] the listbox (`position: relative`, as tall as the layout; `aria-busy` while fetching)
 * @selector [data-gk-grid-item] a tile, placed absolutely; `--gk-x`, `--gk-y`, `--gk-width`, `--gk-height`, `--gk-column`, `--gk-aspect-ratio`
 * @selector [data-gk-grid-item][data-active] the tile holding the roving tabindex
 * @selector [data-gk-grid-item][data-selected] the selected tile
 * @selector [data-gk-grid-item][data-index="n"][data-column="n"] list position and column
 * @selector [data-gk-grid-loader][data-state] the loader element after the tiles
 * @selector [data-gk-grid-error] the error message; [data-gk-grid-retry] its "Try again?" button
 * @selector [data-gk-grid-no-results] the no-results message
 *
 * `aria-setsize` is the number loaded so far. Fetching (states, debounce, retry, reset by
 * `resetKey`, controlled `items`) is `useInfiniteLoader`'s; see its options.
 *
 * @example
 * <Grid source={fetchGifs} resetKey={term} term={term} columns={[{ minWidth: 0, columns: 2 }, { minWidth: 600, columns: 4 }]}
 *   renderItem={(gif, layout, getItemProps) => (
 *     <Tile gif={gif} width={layout.width} height={layout.height} rootProps={getItemProps()} />
 *   )} />
 */
export function Grid<T extends Identified<string>>(props: GridProps<T>) {
  // The API's own JSON is laid out by its normalized copy (`asGif`), as its tile renders it.
  return <GridView<T> {...props} getAspectRatio={props.getAspectRatio ?? ratioOfGif} />;
}

/**
 * `<Grid>` over GIFs already normalized (a `Gif` from any source: the SDK, the hooks and every
 * source hand them out so), without the boundary for the API's own JSON: the same markup,
 * keys and vocabulary, laid out by `gifAspectRatio(gif) || 1` as it is (or `getAspectRatio`),
 * and none of GIPHY's normalizer in the bundle. Render its GIFs with `<TileView>`.
 */
export function GridView<T extends Identified<string>>(props: GridProps<T>) {
  const { children, renderItem, rootProps, listProps, loader, ...options } = props;
  const grid = useGridView<T>(options);
  const { messages } = grid;
  const announcement = <LiveRegion message={grid.announcement} />;
  // One seen/hovered registry per grid: tiles that virtualization remounts report only once.
  return (
    <TrackedGifsProvider>
      {children ? (
        children(grid)
      ) : (
        <div {...grid.getRootProps(rootProps)}>
          <div {...grid.getListProps(listProps)}>
            {renderItem &&
              grid.virtualItems.map((virtual) => (
                <Fragment key={virtual.id}>
                  {renderItem(
                    virtual.item,
                    virtual.layout,
                    (itemProps) => grid.getItemProps({ ...itemProps, item: virtual.item, index: virtual.index }),
                    { ...virtual, reducedMotion: grid.reducedMotion },
                  )}
                </Fragment>
              ))}
          </div>
          {grid.showLoader && <div {...grid.getLoaderProps()}>{loader}</div>}
          {grid.status === 'error' && (
            <div {...grid.getErrorProps()}>
              {messages.errorLoading} <button {...grid.getRetryProps()}>{messages.tryAgain}</button>
            </div>
          )}
          {grid.noResults && <div {...grid.getNoResultsProps()}>{messages.noResults}</div>}
          {announcement}
        </div>
      )}
      {children && announcement}
    </TrackedGifsProvider>
  );
}

/** Short name for `import * as Grid from …`: `<Grid.Root>`. */
export const Root = Grid;
