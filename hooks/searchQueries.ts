/**
 * The queries a search UI runs: the search box's suggestions (trending searches, tags, channels)
 * and the results (search, trending). They are part of `gifQueries` / `gifInfiniteQueries`
 * (same names, same factories), each its own function so a search's bundle carries only the
 * factories and calls it uses. Each factory takes the client and one options object.
 */
import * as calls from '../sdk/client/calls';
import type * as O from '../sdk/client/options';
import type { GifSource } from '../sdk/source/types';
import { gifQuery, infiniteGifQuery } from './queryFactories';
import { searchChannelsKey, searchGifsKey, searchTagsKey, trendingGifsKey, trendingSearchesKey } from './queryKeys';

/** Today's trending search terms (`gifQueries.trendingSearches`). */
export const trendingSearchesQuery = (client: GifSource) =>
  gifQuery(client, trendingSearchesKey(), (signal) => calls.trendingSearches(client, { signal }));

/** Search-term suggestions (autocomplete) for a partial term (`gifQueries.searchTags`). */
export const searchTagsQuery = (
  client: GifSource,
  { term, ...options }: Omit<O.PaginationOptions, 'signal'> & { term: string },
) => gifQuery(client, searchTagsKey(term, options), (signal) => calls.searchTags(client, term, { ...options, signal }));

/** Channels matching a term (`gifQueries.searchChannels`). */
export const searchChannelsQuery = (
  client: GifSource,
  { term, ...options }: Omit<O.PaginationOptions, 'signal'> & { term: string },
) =>
  gifQuery(client, searchChannelsKey(term, options), (signal) =>
    calls.searchChannels(client, term, { ...options, signal }),
  );

/** Search results page by page; idle while `term` is empty (`gifInfiniteQueries.searchGifs`). */
export const searchGifsInfiniteQuery = (
  client: GifSource,
  { term, ...options }: Omit<O.SearchOptions, 'signal' | 'offset'> & { term: string },
) =>
  infiniteGifQuery(
    client,
    searchGifsKey(term, options),
    (page) => calls.searchGifs(client, term, { ...options, ...page }),
    !!term,
  );

/** Trending GIFs page by page (`gifInfiniteQueries.trendingGifs`). */
export const trendingGifsInfiniteQuery = (
  client: GifSource,
  options: Omit<O.TrendingOptions, 'signal' | 'offset'> = {},
) => infiniteGifQuery(client, trendingGifsKey(options), (page) => calls.trendingGifs(client, { ...options, ...page }));
