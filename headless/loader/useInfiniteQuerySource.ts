/**
 * Data source (b): an infinite query from gifkit/hooks (`useSearchInfinite(term)`,
 * `useTrendingInfinite()`, or your own `useInfiniteQuery`) as a `LoaderSource`, so the loader
 * drives it exactly like a fetch function. React Query keeps the pages, cache and requests.
 * It hands the loader the query's whole list, so each page is checked against the loader's
 * id index (`listIndex.ts`) item by item: O(list) lookups, no set built per page.
 */
import { useMemo, useRef } from 'react';
import { idsOf } from './listIndex';
import type { Identified, LoaderSource } from './types';

/** The query's data: flattened by `selectItems` (`{ items }`), or raw pages of list results. */
export type InfiniteQueryData<T> = { items: readonly T[] } | { pages: readonly { data: readonly T[] }[] };

/** The part of a `useInfiniteQuery` result the adapter reads (a gifkit `use*Infinite` result fits). */
export interface InfiniteQueryLike<T> {
  data?: InfiniteQueryData<T> | undefined;
  hasNextPage: boolean;
  fetchNextPage: (options?: {
    cancelRefetch?: boolean;
  }) => Promise<{ data?: InfiniteQueryData<T> | undefined; hasNextPage: boolean; isError: boolean; error: unknown }>;
}

function itemsOf<T>(data: InfiniteQueryData<T> | undefined): readonly T[] {
  if (!data) return [];
  return 'items' in data ? data.items : data.pages.flatMap((page) => page.data);
}

/**
 * Adapts an infinite query: `loadMore` first hands over pages the query already holds (cache,
 * server prefetch) and otherwise calls `fetchNextPage` (joining a fetch already in flight); a
 * failed page rejects, so the loader shows its error and `retry()` refetches. Pass the query's
 * key inputs as the loader's `resetKey` (e.g. the term): the adapter itself is stable.
 */
export function useInfiniteQuerySource<T extends Identified>(query: InfiniteQueryLike<T>): LoaderSource<T> {
  const latest = useRef(query);
  latest.current = query;
  return useMemo<LoaderSource<T>>(
    () => ({
      snapshot: () => itemsOf(latest.current.data),
      async loadMore(known) {
        const current = latest.current;
        const held = itemsOf(current.data);
        const has = idsOf(known);
        if (held.some((item) => !has(item.id))) return { items: held, done: !current.hasNextPage };
        if (current.data && !current.hasNextPage) return { items: held, done: true };
        const result = await current.fetchNextPage({ cancelRefetch: false });
        if (result.isError) throw result.error;
        return { items: itemsOf(result.data), done: !result.hasNextPage };
      },
    }),
    [],
  );
}
