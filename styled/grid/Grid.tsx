/**
 * The styled grid: the headless virtualized masonry `<Grid>` drawn with styled tiles, GIPHY's
 * loader dots while more remain, the 'no results' message, 'Error loading GIFs.' with its
 * 'Try again?' button, and the "Powered by GIPHY" mark. Markup and `data-*` hooks only: layout,
 * fetching, keys and announcements are the headless grid's, and its props pass through.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  type GifInput,
  Grid as HeadlessGrid,
  type GridProps as HeadlessGridProps,
  GridView as HeadlessGridView,
  type TileGif,
  type UserProps,
} from '../../headless';
import type { Identified } from '../../sdk';
import { type SkinProps, withSkinProps } from '../shared/classNames';
import { PoweredBy, Spinner } from '../shared/icons';
import { Tile, type TileProps, TileView } from '../tile/Tile';

/** Tile options the grid passes to every tile (the GIF, its size and its item props come from the grid). */
export type GridTileOptions<T extends GifInput> = Omit<TileProps<T>, 'gif' | 'width' | 'height' | 'rootProps'>;

/** The styled `<Grid>`'s props: the headless grid's options, the tile's options and the skin's `className` / `style`. */
export interface GridProps<T extends GifInput & Identified<string>>
  extends Omit<HeadlessGridProps<T>, 'children' | 'renderItem'>,
    SkinProps {
  /** Options for every tile: `noLink`, `hideAttribution`, `onClick`, `borderRadius`, `srcSet`… */
  tileOptions?: GridTileOptions<T>;
  /** Your props for one tile's root, merged into the grid's item props (handlers chained). */
  itemProps?: (item: T, index: number) => UserProps;
  /** Replaces the loader dots shown while more GIFs may come. */
  loader?: ReactNode;
  /**
   * Leaves out the "Powered by GIPHY" mark. GIPHY's API terms ask for attribution wherever
   * its results are shown: only hide it when your page credits GIPHY elsewhere.
   */
  hidePoweredBy?: boolean;
}

/**
 * A virtualized masonry grid of styled GIF tiles (see the headless `<Grid>` for the data
 * sources, keys and states).
 *
 * @selector [data-gk-grid] the root (with the headless states and `--gk-*` geometry)
 * @selector [data-gk-grid-loader] holds [data-gk-spinner] while more may come
 * @selector [data-gk-grid-error] 'Error loading GIFs.' and its [data-gk-grid-retry] button
 * @selector [data-gk-grid-no-results] the 'no results' message
 * @selector [data-gk-powered-by] the "Powered by GIPHY" mark
 */
export function Grid<T extends GifInput & Identified<string>>(props: GridProps<T>) {
  return renderGrid(props, HeadlessGrid, Tile);
}

/**
 * The styled `<Grid>` over the headless `<GridView>` and the styled `<TileView>`: for GIFs
 * already normalized, without the boundary for the API's own JSON (the picker's results: a
 * bundle for another provider carries none of GIPHY's normalizer).
 */
export function GridView<T extends TileGif & Identified<string>>(props: GridProps<T>) {
  return renderGrid(props, HeadlessGridView, TileView);
}

/** The skin's markup over a headless grid, drawing each GIF with `TileOf`. */
function renderGrid<T extends GifInput & Identified<string>>(
  props: GridProps<T>,
  GridOf: typeof HeadlessGrid,
  TileOf: ComponentType<TileProps<T>>,
) {
  const { className, style, rootProps, listProps, tileOptions, itemProps, loader, hidePoweredBy, ...options } = props;
  const root = withSkinProps(rootProps, { className, style });
  return (
    <GridOf<T> {...options}>
      {(grid) => (
        <div {...grid.getRootProps(root)}>
          {!hidePoweredBy && <PoweredBy />}
          <div {...grid.getListProps(listProps)}>
            {grid.virtualItems.map(({ item, index, id, layout }) => (
              <TileOf
                key={id}
                {...tileOptions}
                gif={item}
                width={layout.width}
                height={layout.height}
                rootProps={grid.getItemProps({ ...itemProps?.(item, index), item, index })}
              />
            ))}
          </div>
          {grid.showLoader && <div {...grid.getLoaderProps()}>{loader ?? <Spinner />}</div>}
          {grid.status === 'error' && (
            <div {...grid.getErrorProps()}>
              {grid.messages.errorLoading} <button {...grid.getRetryProps()}>{grid.messages.tryAgain}</button>
            </div>
          )}
          {grid.noResults && <div {...grid.getNoResultsProps()}>{grid.messages.noResults}</div>}
        </div>
      )}
    </GridOf>
  );
}
