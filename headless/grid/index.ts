/**
 * The masonry grid: the hooks it is built from (`useGridLayout` over the private masonry
 * engine, `useScrollViewport`), the `useGrid` state hook and the render-prop `<Grid>`. Fetching comes from `headless/loader/`.
 */
export { gridAspectRatio } from './aspectRatio';
export { GridChangeType } from './changeTypes';
export { Grid, type GridItemRenderState, type GridProps, GridView } from './Grid';
export type { ColumnBreakpoint, Columns, ItemLayout, MasonryLayout } from './masonry';
export type { GridAction, GridState, GridStateChange, GridStateReducer } from './reducer';
export type {
  GridHandle,
  GridOptions,
  GridResult,
  VirtualItem,
} from './types';
export { useGrid } from './useGrid';
export { type GridLayoutOptions, useGridLayout } from './useGridLayout';
export {
  type Band,
  type ScrollViewportOptions,
  useScrollViewport,
} from './useScrollViewport';
