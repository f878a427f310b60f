/**
 * gifkit/headless: state hooks and render-prop components with no CSS (grid, carousel,
 * tile, video, search box), the fetching loader they share and the analytics provider they
 * report pingbacks through. Each hands its renderer state and prop getters carrying the ARIA
 * roles, keyboard handlers and `data-*` state attributes, so any skin is accessible for free.
 * Short part names (`Root`, `Image`, …) live in each component folder's own index for
 * `import * as Grid` style use.
 */

export * from './analytics/index';
export {
  Carousel,
  type CarouselAction,
  CarouselChangeType,
  type CarouselGif,
  type CarouselItemBox,
  type CarouselLayout,
  type CarouselOptions,
  type CarouselProps,
  type CarouselResult,
  type CarouselState,
  type CarouselTileOptions,
  carouselLayout,
  carouselReducer,
  DEFAULT_CAROUSEL_GUTTER,
  useCarousel,
} from './carousel/index';
export * from './embed/index';
export {
  type ColumnBreakpoint,
  type Columns,
  createMasonry,
  DEFAULT_COLUMNS,
  DEFAULT_GUTTER,
  DEFAULT_OVERSCAN,
  DEFAULT_VIEWPORT_HEIGHT,
  GRID_MOVE_KEYS,
  GRID_NAME,
  GRID_SELECT_KEYS,
  Grid,
  type GridAction,
  type GridApi,
  GridChangeType,
  type GridGetters,
  type GridItemPropsOptions,
  type GridItemRenderState,
  type GridLayoutOptions,
  type GridOptions,
  type GridProps,
  type GridState,
  type GridStateChange,
  type GridStateOptions,
  type GridStateReducer,
  gridAspectRatio,
  gridReducer,
  type ItemLayout,
  itemStyle,
  type Masonry,
  type MasonryLayout,
  type MasonryOptions,
  type NavigationMove,
  navigate,
  nearestInColumn,
  resolveColumns,
  type ScrollRoot,
  useGrid,
  useGridLayout,
  useGridState,
  type VirtualItem,
} from './grid/index';
export * from './loader/index';
export * from './search/index';
export * from './shared/index';
export {
  DEFAULT_TILE_RADIUS,
  HOVER_DELAY_MS,
  LayoutTypeContext,
  SEEN_THRESHOLD,
  seededRandom,
  Tile,
  type TileAttribution,
  type TileGif,
  TileImage,
  type TileImageProps,
  type TileImageState,
  type TileMedia,
  type TileOptions,
  TileOverlay,
  type TileOverlayProps,
  type TileProps,
  type TileResult,
  type TileRootProps,
  TrackedGifsProvider,
  tileAttribution,
  tileMedia,
  useLayoutType,
  useTile,
} from './tile/index';
export * from './video/index';
