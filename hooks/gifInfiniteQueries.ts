/**
 * `infiniteQueryOptions` factories for the paginated reads. Paging and de-duplication are
 * the SDK's (`sdk/client/paging.ts`): `getNextPageParam` is `nextPage`, and `selectItems`
 * flattens the pages with `uniqueItems`, so React Query pages exactly as the headless loader.
 */
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import {
  getEmoji,
  getEmojiDefaultVariations,
  relatedGifs,
  searchChannels,
  searchGifs,
  trendingGifs,
} from '../sdk/client/calls';
import type { GiphyCore } from '../sdk/client/core';
import type * as O from '../sdk/client/options';
import { type Identified, nextPage, type PageLike, uniqueItems } from '../sdk/client/paging';
import { reloadSignal } from '../sdk/client/requestCache';
import type { ListResult } from '../sdk/normalize/envelope';
import { cachePolicy } from './cachePolicy';
import { gifKeys, searchKey, trendingKey, withClient } from './queryKeys';

type Opt<T> = Omit<T, 'signal' | 'offset'>;

/** The offset of the page after `last` (fetched at `offset`), or undefined at the end: the SDK's paging rule. */
export function nextPageOffset(last: PageLike<unknown>, _pages?: unknown, offset = 0): number | undefined {
  const next = nextPage(last, offset);
  return next.done ? undefined : next.offset;
}

/** Flattens the pages into `items` with the SDK's de-duplication (the first occurrence of each id). */
export function selectItems<T extends Identified>(data: InfiniteData<ListResult<T>, number>) {
  return { ...data, items: uniqueItems(data.pages) };
}

function infinite<T>(
  client: GiphyCore,
  queryKey: readonly unknown[],
  fetchPage: (offset: number, signal: AbortSignal) => Promise<ListResult<T>>,
  enabled = true,
) {
  return infiniteQueryOptions({
    queryKey: withClient([...queryKey, 'infinite'] as const, client),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, reloadSignal(signal)),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    enabled,
    ...cachePolicy,
  });
}

/*
 * Search and trending (`gifInfiniteQueries.search` / `.trending`) are also exported on their
 * own: the headless search imports just these, so a picker's bundle does not carry every factory.
 */
export function searchInfiniteQuery(client: GiphyCore, term: string, options: Opt<O.SearchOptions> = {}) {
  return infinite(
    client,
    searchKey(term, options),
    (offset, signal) => searchGifs(client, term, { ...options, offset, signal }),
    !!term,
  );
}

export function trendingInfiniteQuery(client: GiphyCore, options: Opt<O.TrendingOptions> = {}) {
  return infinite(client, trendingKey(options), (offset, signal) =>
    trendingGifs(client, { ...options, offset, signal }),
  );
}

export const gifInfiniteQueries = {
  search: searchInfiniteQuery,
  trending: trendingInfiniteQuery,
  related: (client: GiphyCore, id: string, options: Opt<O.RelatedOptions> = {}) =>
    infinite(
      client,
      gifKeys.related(id, options),
      (offset, signal) => relatedGifs(client, id, { ...options, offset, signal }),
      !!id,
    ),
  emoji: (client: GiphyCore, options: Opt<O.PaginationOptions> = {}) =>
    infinite(client, gifKeys.emoji(options), (offset, signal) => getEmoji(client, { ...options, offset, signal })),
  emojiDefaultVariations: (client: GiphyCore, options: Opt<O.PaginationOptions> = {}) =>
    infinite(client, gifKeys.emojiDefaultVariations(options), (offset, signal) =>
      getEmojiDefaultVariations(client, { ...options, offset, signal }),
    ),
  searchChannels: (client: GiphyCore, term: string, options: Opt<O.PaginationOptions> = {}) =>
    infinite(
      client,
      gifKeys.searchChannels(term, options),
      (offset, signal) => searchChannels(client, term, { ...options, offset, signal }),
      !!term,
    ),
  /** Clips: search with `type: 'videos'`. */
  videos: (client: GiphyCore, term: string, options: Opt<O.SearchOptions> = {}) =>
    gifInfiniteQueries.search(client, term, { ...options, type: 'videos' }),
  /** Clips related to a clip. */
  relatedVideos: (client: GiphyCore, id: string, options: Opt<O.RelatedOptions> = {}) =>
    gifInfiniteQueries.related(client, id, { ...options, type: 'videos' }),
};
