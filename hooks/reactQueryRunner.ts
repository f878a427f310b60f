'use client';

/**
 * The components' reads through React Query (hooks/queryRunner.ts): each read is the query
 * gifkit/hooks' factories build for the same call (`gifQuery`, `infiniteGifQuery`: the same key,
 * so a server's prefetch and a hydrated page are used with no request, and the caching policy),
 * on the nearest QueryClient. `<GiphyProvider>` hands it to the components below it.
 */
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Identified } from '../sdk/client/paging';
import { gifQuery, infiniteGifQuery, selectItems } from './queryFactories';
import type { ComponentList, ComponentRead, ListQuery, QueryRunner, ReadState } from './queryRunner';

function useRead<T>({ client, key, call, enabled, keepPrevious }: ComponentRead<T>): ReadState<T> {
  // React Query's own result: a component re-renders only for the fields it reads.
  return useQuery({
    ...gifQuery(client, key, call),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

function useList<T extends Identified>({ client, key, fetchPage, enabled }: ComponentList<T>): ListQuery<T> {
  return useInfiniteQuery({ ...infiniteGifQuery(client, key, fetchPage, enabled), select: selectItems });
}

/** True while React Query fetches the query of `queryKey` (on any observer's behalf). */
function useListFetching(queryKey: readonly unknown[]): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = () => queryClient.getQueryCache().find({ queryKey, exact: true })?.state.fetchStatus === 'fetching';
  return useSyncExternalStore(subscribe, read, () => false);
}

export const reactQueryRunner: QueryRunner = { useRead, useList, useListFetching };
