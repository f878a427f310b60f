/**
 * The queries a search UI runs: the search box's suggestions (trending searches, tags, channels)
 * and the results (search, trending). They are part of `gifQueries` / `gifInfiniteQueries`
 * (same names, same factories), kept in their own objects so a search's bundle does not carry
 * every factory and every call. Each factory takes the client and one options object.
 */
import * as calls from '../sdk/client/calls';
import type * as O from '../sdk/client/options';
import type { GifSource } from '../sdk/source/types';
import { gifQuery, infiniteGifQuery } from './queryFactories';
import { searchKeys } from './queryKeys';

/**
 * Today's trending search terms: `suggestionQueries.trendingSearches`, also on its own so a
 * component that suggests only these (the picker) carries no tag or channel lookup.
 */
export const trendingSearchesQuery = (client: GifSource) =>
  gifQuery(client, searchKeys.trendingSearches(), (signal) => calls.trendingSearches(client, { signal }));

export const suggestionQueries = {
  /** Today's trending search terms. */
  trendingSearches: trendingSearchesQuery,
  /** Search-term suggestions (autocomplete) for a partial term. */
  searchTags: (client: GifSource, { term, ...options }: Omit<O.PaginationOptions, 'signal'> & { term: string }) =>
    gifQuery(client, searchKeys.searchTags(term, options), (signal) =>
      calls.searchTags(client, term, { ...options, signal }),
    ),
  /** Channels matching a term. */
  searchChannels: (client: GifSource, { term, ...options }: Omit<O.PaginationOptions, 'signal'> & { term: string }) =>
    gifQuery(client, searchKeys.searchChannels(term, options), (signal) =>
      calls.searchChannels(client, term, { ...options, signal }),
    ),
};

export const searchInfiniteQueries = {
  /** Search results page by page; idle while `term` is empty. */
  searchGifs: (
    client: GifSource,
    { term, ...options }: Omit<O.SearchOptions, 'signal' | 'offset'> & { term: string },
  ) =>
    infiniteGifQuery(
      client,
      searchKeys.searchGifs(term, options),
      (page) => calls.searchGifs(client, term, { ...options, ...page }),
      !!term,
    ),
  /** Trending GIFs page by page. */
  trendingGifs: (client: GifSource, options: Omit<O.TrendingOptions, 'signal' | 'offset'> = {}) =>
    infiniteGifQuery(client, searchKeys.trendingGifs(options), (page) =>
      calls.trendingGifs(client, { ...options, ...page }),
    ),
};
