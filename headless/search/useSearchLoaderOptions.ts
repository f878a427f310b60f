/**
 * `useSearchLoaderOptions`: the provider's current search as a fetch function for a loader
 * (`useInfiniteLoader`, the headless `Grid`/`Carousel` `source`), with no React Query: each page
 * goes through the client (its request cache, 60 s / 6 s) and counts in the provider's
 * `isFetching` while in flight. A page that reads the results through the infinite query
 * (`useSearchInfiniteQuery`) needs none of this hook.
 */
import { useContext, useMemo } from 'react';
import { missing, SearchFetchContext, type SearchLoaderOptions, useSearchResults } from './searchContext';

/**
 * `{ source, resetKey, enabled, term }` for the nearest `<SearchProvider>`'s search, ready to
 * spread: `useInfiniteLoader({ ...useSearchLoaderOptions() })`. `source` is a new function
 * whenever the query changes.
 */
export function useSearchLoaderOptions(): SearchLoaderOptions {
  const { resetKey, enabled, term } = useSearchResults();
  const context = useContext(SearchFetchContext);
  if (!context) throw missing('useSearchLoaderOptions');
  const source = context.loaderSource;
  return useMemo(() => ({ source, resetKey, enabled, term }), [source, resetKey, enabled, term]);
}
