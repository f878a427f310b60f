/**
 * The search query as React Query sees it: `infiniteQueryOptions` built with gifkit/hooks'
 * `gifInfiniteQueries.search` / `.trending`, so its key is the same one the hooks use
 * (prefetch on a server, invalidate by `gifKeys.search()`). `useSearchInfiniteQuery` runs it.
 */
import { searchInfiniteQueries } from '../../hooks/searchQueries';
import type { GiphyCore } from '../../sdk/client/core';
import { reloadSignal } from '../../sdk/client/requestCache';
import type { ListResult } from '../../sdk/normalize/envelope';
import type { Gif } from '../../sdk/normalize/gif';
import type { SearchRequest } from './searchQuery';

/**
 * The infinite query of a search request (search, trending, or a disabled empty search).
 * `fetchPage`, when given, replaces its query function (it gets a `reloadSignal`, as every
 * hooks query function does); `<SearchProvider>` passes none, so the query runs the hooks' own.
 */
export function searchInfiniteOptions(
  client: GiphyCore,
  request: SearchRequest,
  fetchPage?: (offset: number, signal: AbortSignal) => Promise<ListResult<Gif>>,
) {
  // A channel with no term still searches (`@channel`); `none` stays disabled.
  const term = request.kind === 'search' ? request.term : '';
  const options =
    request.kind === 'trending'
      ? searchInfiniteQueries.trending(client, request.options)
      : { ...searchInfiniteQueries.search(client, { ...request.options, term }), enabled: request.kind === 'search' };
  if (!fetchPage) return options;
  return {
    ...options,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchPage(pageParam, reloadSignal(signal)),
  };
}

export type SearchInfiniteQueryOptions = ReturnType<typeof searchInfiniteOptions>;
