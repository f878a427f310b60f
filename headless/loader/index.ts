/**
 * The infinite loader: the one implementation of fetching for the grid and the carousel,
 * a React binding of the SDK's list store, and the adapter that makes an
 * infinite query a controlled list.
 */
export { LoaderChangeType } from './changeTypes';
export { initialLoaderState, loaderReducer } from './reducer';
export type {
  ControlledList,
  FetchPage,
  Identified,
  InfiniteLoaderOptions,
  InfiniteLoaderResult,
  LoaderAction,
  LoaderElementProps,
  LoaderSource,
  LoaderState,
  LoaderStateReducer,
  LoaderStatus,
  LoadResult,
  PageLike,
} from './types';
export { CAROUSEL_FETCH_DEBOUNCE_MS, GRID_FETCH_DEBOUNCE_MS, useInfiniteLoader } from './useInfiniteLoader';
export {
  type InfiniteQueryData,
  type InfiniteQueryLike,
  useInfiniteQuerySource,
} from './useInfiniteQuerySource';
