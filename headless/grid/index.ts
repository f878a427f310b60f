/**
 * The masonry grid: a pure layout engine (`createMasonry`, `navigate`), the hooks it is built
 * from (`useGridLayout`, `useScrollViewport`, `useGridState`), the `useGrid` state hook and the
 * render-prop `<Grid>`. Fetching comes from `headless/loader/`.
 */
export { gridAspectRatio } from './aspectRatio';
export { GridChangeType } from './changeTypes';
export { Grid, type GridItemRenderState, type GridProps, GridView } from './Grid';
export {
  type ColumnBreakpoint,
  type Columns,
  createMasonry,
  DEFAULT_COLUMNS,
  DEFAULT_GUTTER,
  type ItemLayout,
  type Masonry,
  type MasonryLayout,
  type MasonryOptions,
  resolveColumns,
} from './masonry';
export { type GridAction, type GridState, type GridStateReducer, gridReducer } from './reducer';
export { type NavigationMove, navigate } from './spatialNavigation';
export type {
  GridGetters,
  GridHandle,
  GridItemPropsOptions,
  GridOptions,
  GridResult,
  VirtualItem,
} from './types';
export { DEFAULT_OVERSCAN, useGrid } from './useGrid';
export { type GridLayoutOptions, useGridLayout } from './useGridLayout';
export { type GridStateChange, type GridStateOptions, useGridState } from './useGridState';
export {
  type Band,
  DEFAULT_VIEWPORT_HEIGHT,
  type ScrollRoot,
  type ScrollViewportOptions,
  useScrollRoot,
  useScrollViewport,
} from './useScrollViewport';
