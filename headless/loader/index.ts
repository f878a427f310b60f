/**
 * The infinite loader: the one implementation of fetching for the grid and the carousel,
 * a React binding of the SDK's list store, and the adapter that makes an
 * infinite query a controlled list.
 */
export { initialLoaderState, loaderReducer } from './reducer';
export type {
  ControlledList,
  InfiniteLoaderOptions,
  InfiniteLoaderResult,
} from './types';
export { useInfiniteLoader } from './useInfiniteLoader';
export {
  type InfiniteQueryLike,
  useInfiniteQuerySource,
} from './useInfiniteQuerySource';
