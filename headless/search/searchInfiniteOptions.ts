/**
 * The search query as React Query sees it: `infiniteQueryOptions` built with gifkit/hooks'
 * `gifInfiniteQueries.search` / `.trending`, so its key is the same one the hooks use
 * (prefetch on a server, invalidate by `gifKeys.search()`). `useSearchInfiniteQuery` runs it.
 */
import { searchInfiniteQueries } from '../../hooks/searchQueries';
import type { GifSource } from '../../sdk/source/types';
import type { SearchRequest } from './searchQuery';

/** The infinite query of a search request (search, trending, or a disabled empty search). */
export function searchInfiniteOptions(client: GifSource, request: SearchRequest) {
  // A channel with no term still searches (`@channel`); `none` stays disabled.
  const term = request.kind === 'search' ? request.term : '';
  return request.kind === 'trending'
    ? searchInfiniteQueries.trending(client, request.options)
    : { ...searchInfiniteQueries.search(client, { ...request.options, term }), enabled: request.kind === 'search' };
}

export type SearchInfiniteQueryOptions = ReturnType<typeof searchInfiniteOptions>;
