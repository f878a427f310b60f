'use client';
/**
 * How the headless components run their reads: through React Query under a `<GiphyProvider>`
 * (it fills this context with `reactQueryRunner`, hooks/reactQueryRunner.ts), else through the
 * client alone (the components' own runner, its request cache: 60 s / 6 s). This module is the
 * seam between the two and imports no React Query, so a component that reads through it works,
 * and bundles, without it. Not public: the components choose, an app never calls it.
 */
import { createContext, useContext } from 'react';
import type { PaginationOptions } from '../sdk/client/options';
import type { Identified } from '../sdk/client/paging';
import type { ListResult } from '../sdk/normalize/envelope';
import type { GifSource } from '../sdk/source/types';

/** One read a component makes: its key (a `gifKeys` key, without the client), the client and the call. */
export interface ComponentRead<T> {
  client: GifSource;
  key: readonly unknown[];
  call: (signal: AbortSignal) => Promise<T>;
  enabled: boolean;
  /** While a new key loads, keep showing the last key's answer (a suggestion list as you type). */
  keepPrevious?: boolean;
}

/** What a read shows: the answer (undefined before one, or after a failure) and whether it is being fetched. */
export interface ReadState<T> {
  data: T | undefined;
  isFetching: boolean;
}

/** A paged list a component shows: the same key and client, and the call of one page. */
export interface ComponentList<T> {
  client: GifSource;
  key: readonly unknown[];
  fetchPage: (page: Pick<PaginationOptions, 'offset' | 'cursor' | 'signal'>) => Promise<ListResult<T>>;
  enabled: boolean;
}

/**
 * An infinite query as the loader reads it: the fields of headless's public `InfiniteQueryLike`,
 * restated here because hooks/ may not import the layer above it (the headless type stays the
 * one the API report lists; this one must stay assignable to it, which useSearchInfiniteQuery's
 * return type checks).
 */
export interface ListQuery<T> {
  data?: { items: readonly T[] } | undefined;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  error: unknown;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * The hooks a runner gives. A tree keeps its runner for its life (a `<GiphyProvider>` above it
 * or not), so the hooks each one calls stay the same from render to render.
 */
export interface QueryRunner {
  useRead: <T>(read: ComponentRead<T>) => ReadState<T>;
  /** A paged list as an infinite query; only React Query's runner has one (the loader pages otherwise). */
  useList?: <T extends Identified>(list: ComponentList<T>) => ListQuery<T>;
  /** True while the list query of `queryKey` (its full key, the search's `queryKey`) is fetched, by whichever component asked. */
  useListFetching: (queryKey: readonly unknown[]) => boolean;
}

export const QueryRunnerContext = /* @__PURE__ */ createContext<QueryRunner | undefined>(undefined);

/** The runner of the nearest `<GiphyProvider>` (React Query's), or undefined outside one. */
export function useQueryRunner(): QueryRunner | undefined {
  return useContext(QueryRunnerContext);
}
