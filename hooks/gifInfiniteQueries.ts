/**
 * `infiniteQueryOptions` factories for the paginated reads, with the paginator's rules: the
 * next offset is count + offset (or the v2 `next_cursor`); there is no next page once it
 * reaches `total_count` or a page comes back empty. `selectItems` flattens the pages into
 * one list de-duplicated by id.
 */
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import type { GiphyClient } from '../sdk/client/createGiphyClient';
import type * as O from '../sdk/client/options';
import type { ListResult } from '../sdk/normalize/envelope';
import { cachePolicy } from './cachePolicy';
import { gifKeys } from './queryKeys';

type Opt<T> = Omit<T, 'signal' | 'offset'>;

/** The offset of the page after `last`, or undefined at the end of the list. */
export function nextPageOffset(last: ListResult<unknown>): number | undefined {
  const { count, offset, total_count, next_cursor } = last.pagination;
  if (last.data.length === 0) return undefined;
  const next = next_cursor ?? count + offset;
  return total_count !== undefined && next >= total_count ? undefined : next;
}

/** Flattens the pages into `items`, keeping the first occurrence of each id. */
export function selectItems<T extends { id: string | number }>(data: InfiniteData<ListResult<T>, number>) {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.data) {
      const id = String(item.id);
      if (!seen.has(id)) {
        seen.add(id);
        items.push(item);
      }
    }
  }
  return { ...data, items };
}

function infinite<T>(
  queryKey: readonly unknown[],
  fetchPage: (offset: number, signal: AbortSignal) => Promise<ListResult<T>>,
  enabled = true,
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, 'infinite'] as const,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    enabled,
    ...cachePolicy,
  });
}

export const gifInfiniteQueries = {
  search: (client: GiphyClient, term: string, options: Opt<O.SearchOptions> = {}) =>
    infinite(
      gifKeys.search(term, options),
      (offset, signal) => client.search(term, { ...options, offset, signal }),
      !!term,
    ),
  trending: (client: GiphyClient, options: Opt<O.TrendingOptions> = {}) =>
    infinite(gifKeys.trending(options), (offset, signal) => client.trending({ ...options, offset, signal })),
  related: (client: GiphyClient, id: string, options: Opt<O.RelatedOptions> = {}) =>
    infinite(
      gifKeys.related(id, options),
      (offset, signal) => client.related(id, { ...options, offset, signal }),
      !!id,
    ),
  emoji: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    infinite(gifKeys.emoji(options), (offset, signal) => client.emoji({ ...options, offset, signal })),
  emojiDefaultVariations: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    infinite(gifKeys.emojiDefaultVariations(options), (offset, signal) =>
      client.emojiDefaultVariations({ ...options, offset, signal }),
    ),
  searchChannels: (client: GiphyClient, term: string, options: Opt<O.PaginationOptions> = {}) =>
    infinite(
      gifKeys.searchChannels(term, options),
      (offset, signal) => client.searchChannels(term, { ...options, offset, signal }),
      !!term,
    ),
  /** Clips: search with `type: 'videos'`. */
  videos: (client: GiphyClient, term: string, options: Opt<O.SearchOptions> = {}) =>
    gifInfiniteQueries.search(client, term, { ...options, type: 'videos' }),
  /** Clips related to a clip. */
  relatedVideos: (client: GiphyClient, id: string, options: Opt<O.RelatedOptions> = {}) =>
    gifInfiniteQueries.related(client, id, { ...options, type: 'videos' }),
};
