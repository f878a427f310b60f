/**
 * The search query as React Query sees it: `infiniteQueryOptions` built with gifkit/hooks'
 * `gifInfiniteQueries.search` / `.trending`, so its key is the same one the hooks use
 * (prefetch on a server, invalidate by `gifKeys.search()`), and `useSearchInfiniteQuery`.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { gifInfiniteQueries, selectItems } from '../../hooks/gifInfiniteQueries';
import type { GiphyClient } from '../../sdk/client/createGiphyClient';
import { useSearchResults } from './searchContext';
import type { SearchRequest } from './searchQuery';

/** The infinite query of a search request (search, trending, or a disabled empty search). */
export function searchInfiniteOptions(client: GiphyClient, request: SearchRequest) {
  if (request.kind === 'trending') return gifInfiniteQueries.trending(client, request.options);
  // A channel with no term still searches (`@channel`); `none` stays disabled.
  const term = request.kind === 'search' ? request.term : '';
  return { ...gifInfiniteQueries.search(client, term, request.options), enabled: request.kind === 'search' };
}

export type SearchInfiniteQueryOptions = ReturnType<typeof searchInfiniteOptions>;

/**
 * The current search as an infinite query, with the flat de-duplicated list in `data.items`.
 * A new term switches the query key: the same component shows the new list, no remount.
 */
export function useSearchInfiniteQuery() {
  const { infiniteQueryOptions } = useSearchResults();
  return useInfiniteQuery({ ...infiniteQueryOptions, select: selectItems });
}
