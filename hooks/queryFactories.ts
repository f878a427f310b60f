/**
 * What every GIF query factory shares: its key plus the client's identity, a query function
 * whose signal skips the SDK's cached answers (`reloadSignal`: React Query decides when to ask,
 * so a refetch or invalidation always reaches the network), and the caching policy. Paging and
 * de-duplication of the infinite ones are the SDK's (`sdk/client/paging.ts`): `getNextPageParam`
 * is `nextPage`, and `selectItems` flattens the pages with `uniqueItems`, so React Query pages
 * exactly as the headless loader.
 */
import { type InfiniteData, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type * as O from '../sdk/client/options';
import { type Identified, nextPage, type PageLike, uniqueItems } from '../sdk/client/paging';
import { reloadSignal } from '../sdk/client/requestCache';
import type { ListResult } from '../sdk/normalize/envelope';
import { cachePolicy } from './cachePolicy';
import { withClient } from './queryKeys';

/**
 * The query of one call: `call` gets a signal that skips the SDK's cache; `staleTime` replaces
 * the policy's where a query is never fresh.
 */
export function gifQuery<K extends readonly unknown[], T>(
  client: { identity: string },
  queryKey: K,
  call: (signal: AbortSignal) => Promise<T>,
  staleTime: number = cachePolicy.staleTime,
) {
  return queryOptions({
    queryKey: withClient(queryKey, client),
    queryFn: ({ signal }) => call(reloadSignal(signal)),
    ...cachePolicy,
    staleTime,
  });
}

/**
 * Where the page after `last` (fetched at `param`) starts, or undefined at the end: the SDK's
 * paging rule. A list paged by offset (GIPHY) gets the next offset, one paged by a provider's
 * cursor (a Tenor-v2 source) the cursor as received.
 */
export function nextPageParam(
  last: PageLike<unknown>,
  _pages?: unknown,
  param: number | string = 0,
): number | string | undefined {
  const next = nextPage(last, typeof param === 'number' ? param : 0);
  return next.done ? undefined : (next.cursor ?? next.offset);
}

/** Flattens the pages into `items` with the SDK's de-duplication (the first occurrence of each id). */
export function selectItems<T extends Identified>(data: InfiniteData<ListResult<T>, number | string>) {
  return { ...data, items: uniqueItems(data.pages) };
}

/**
 * The infinite query of a paged call: `fetchPage` gets the page's offset, or the provider's
 * cursor on a list paged by cursor, and a signal that skips the SDK's cache.
 */
export function infiniteGifQuery<T>(
  client: { identity: string },
  queryKey: readonly unknown[],
  fetchPage: (page: Pick<O.PaginationOptions, 'offset' | 'cursor' | 'signal'>) => Promise<ListResult<T>>,
  enabled = true,
) {
  return infiniteQueryOptions({
    queryKey: withClient([...queryKey, 'infinite'] as const, client),
    queryFn: ({ pageParam, signal }) =>
      fetchPage({
        ...(typeof pageParam === 'string' ? { cursor: pageParam } : { offset: pageParam }),
        signal: reloadSignal(signal),
      }),
    initialPageParam: 0 as number | string,
    getNextPageParam: nextPageParam,
    enabled,
    ...cachePolicy,
  });
}
