/**
 * The infinite loader: the one implementation of fetching for the grid and the carousel
 * (STYLE.md R15). A pure reducer, data-source adapters and the `useInfiniteLoader` hook.
 */
export { loaderAnnouncement } from './announcement';
export { LoaderChangeType } from './changeTypes';
export { unseen } from './listIndex';
export { initialLoaderState, loaderReducer } from './reducer';
export { paginatorSource, toLoaderSource } from './sources';
export type {
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
export { type InfiniteQueryData, type InfiniteQueryLike, useInfiniteQuerySource } from './useInfiniteQuerySource';
