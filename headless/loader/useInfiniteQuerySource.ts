/**
 * An infinite query (`useSearchGifsInfinite({ term })`, `useSearchInfiniteQuery()`, your own
 * `useInfiniteQuery`) as a controlled list for the loader: the query's result is the list's
 * state (items, status, error, hasMore) and the loader only asks it for more. React Query
 * keeps the pages, the cache and the requests; there is no second store. Its paging and
 * de-duplication are the SDK's (`gifInfiniteQueries`' `getNextPageParam` and `selectItems`).
 */
import { useMemo } from 'react';
import type { ListStatus } from '../../sdk/client/listState';
import type { Identified } from '../../sdk/client/paging';
import { uniqueItems } from '../../sdk/client/paging';
import type { ControlledList } from './types';

/** The query's data: flattened by `selectItems` (`{ items }`), or raw pages of list results. */
export type InfiniteQueryData<T> = { items: readonly T[] } | { pages: readonly { data: readonly T[] }[] };

/** The part of a `useInfiniteQuery` result the adapter reads (a gifkit `use*Infinite` result fits). */
export interface InfiniteQueryLike<T> {
  data?: InfiniteQueryData<T> | undefined;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  error: unknown;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

function itemsOf<T extends Identified<string>>(data: InfiniteQueryData<T> | undefined): readonly T[] {
  if (!data) return [];
  return 'items' in data ? data.items : uniqueItems(data.pages);
}

/** The loader status a query's flags amount to. */
export function queryListStatus(query: InfiniteQueryLike<unknown>): ListStatus {
  if (query.isFetchingNextPage || (query.isFetching && (!query.data || query.isError))) return 'fetching';
  if (query.isError) return 'error';
  return query.data && !query.hasNextPage ? 'done' : 'idle';
}

/**
 * Adapts an infinite query: pass the result as the loader's `source` (`<Grid source={…}>`)
 * and the query's key inputs as its `resetKey` (e.g. the term). The first page is the
 * query's own fetch; the loader calls `fetchNextPage` while the end is visible; 'Try again?'
 * refetches (a new request, even inside the 6 s error window).
 */
export function useInfiniteQuerySource<T extends Identified<string>>(query: InfiniteQueryLike<T>): ControlledList<T> {
  const { data, hasNextPage, isError, error } = query;
  const status = queryListStatus(query);
  const items = useMemo(() => itemsOf<T>(data), [data]);
  return {
    items,
    status,
    error: isError ? error : undefined,
    hasMore: !data || hasNextPage,
    fetchMore: () => {
      if (data && hasNextPage) void query.fetchNextPage({ cancelRefetch: false });
    },
    retry: () => {
      void (data && hasNextPage ? query.fetchNextPage() : query.refetch());
    },
  };
}
