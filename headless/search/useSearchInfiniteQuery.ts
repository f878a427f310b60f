/**
 * `useSearchInfiniteQuery`: the provider's current search as a React Query infinite query, run
 * by the React Query runner of the nearest `<GiphyProvider>` (gifkit/hooks) on its QueryClient,
 * with the key gifkit/hooks' `gifInfiniteQueries.searchGifs` / `.trendingGifs` build. This module imports
 * no React Query: without a `<GiphyProvider>`, read the results with `useSearchLoaderOptions()`.
 */
import { useContext } from 'react';
import { useQueryRunner } from '../../hooks/queryRunner';
import type { Gif } from '../../sdk/normalize/gif';
import type { InfiniteQueryLike } from '../loader/useInfiniteQuerySource';
import { missing, SearchFetchContext } from './searchContext';

/**
 * The current search as an infinite query (React Query's result, with the flat de-duplicated
 * list in `data.items`): hand it to `useInfiniteQuerySource`. A new term switches the query key:
 * the same component shows the new list, no remount. Needs a `<GiphyProvider>` above the
 * `<SearchProvider>` (its QueryClient holds the pages).
 */
export function useSearchInfiniteQuery(): InfiniteQueryLike<Gif> & { data?: { items: readonly Gif[] } | undefined } {
  const context = useContext(SearchFetchContext);
  if (!context) throw missing('useSearchInfiniteQuery');
  const useList = useQueryRunner()?.useList;
  if (!useList) {
    // The way out, in development only (as the client's missing-key error gives its hint).
    const hint =
      process.env.NODE_ENV !== 'production'
        ? ' (React Query) above the <SearchProvider>; without one, read the results with useSearchLoaderOptions()'
        : '';
    throw new Error(`gifkit: useSearchInfiniteQuery() needs a <GiphyProvider>${hint}.`);
  }
  return useList(context.list);
}
