/**
 * `queryOptions` factories for every public read: the primary API of gifkit/hooks. Use them
 * with `useQuery`, `useSuspenseQuery`, `prefetchQuery` on a server, or `ensureQueryData`.
 * Each carries its key (from gifKeys, plus the client's identity), its query function and the
 * caching policy. React Query decides when to ask, so every query function skips the SDK's
 * cached answers (`reloadSignal`): a refetch or invalidation always reaches the network.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  animateText,
  getCategories,
  getCategoryGifs,
  getEmoji,
  getEmojiDefaultVariations,
  getEmojiVariations,
  getGif,
  getGifs,
  getSubcategories,
  randomGif,
  relatedGifs,
  relatedTags,
  searchChannels,
  searchGifs,
  searchTags,
  trendingGifs,
  trendingSearches,
} from '../sdk/client/calls';
import type { GiphyCore } from '../sdk/client/core';
import type * as O from '../sdk/client/options';
import { reloadSignal } from '../sdk/client/requestCache';
import { cachePolicy } from './cachePolicy';
import { gifKeys, searchChannelsKey, searchTagsKey, trendingSearchesKey, withClient } from './queryKeys';

type Opt<T> = Omit<T, 'signal'>;

/**
 * Trending searches (`gifQueries.trendingSearches`). Also exported on its own: the styled picker
 * imports just this one, so its bundle does not carry every factory of the object below.
 */
export function trendingSearchesQuery(client: GiphyCore) {
  return queryOptions({
    queryKey: withClient(trendingSearchesKey(), client),
    queryFn: ({ signal }) => trendingSearches(client, { signal: reloadSignal(signal) }),
    ...cachePolicy,
  });
}

/**
 * Tag suggestions and channels (`gifQueries.searchTags` / `.searchChannels`), on their own too:
 * the headless search box imports just these, not every factory (and every call) below.
 */
export function searchTagsQuery(client: GiphyCore, term: string, options: Opt<O.PaginationOptions> = {}) {
  return queryOptions({
    queryKey: withClient(searchTagsKey(term, options), client),
    queryFn: ({ signal }) => searchTags(client, term, { ...options, signal: reloadSignal(signal) }),
    ...cachePolicy,
  });
}

export function searchChannelsQuery(client: GiphyCore, term: string, options: Opt<O.PaginationOptions> = {}) {
  return queryOptions({
    queryKey: withClient(searchChannelsKey(term, options), client),
    queryFn: ({ signal }) => searchChannels(client, term, { ...options, signal: reloadSignal(signal) }),
    ...cachePolicy,
  });
}

export const gifQueries = {
  search: (client: GiphyCore, term: string, options: Opt<O.SearchOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.search(term, options), client),
      queryFn: ({ signal }) => searchGifs(client, term, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  trending: (client: GiphyCore, options: Opt<O.TrendingOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.trending(options), client),
      queryFn: ({ signal }) => trendingGifs(client, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  gif: (client: GiphyCore, id: string) =>
    queryOptions({
      queryKey: withClient(gifKeys.gif(id), client),
      queryFn: ({ signal }) => getGif(client, id, { signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  gifs: (client: GiphyCore, ids: readonly string[]) =>
    queryOptions({
      queryKey: withClient(gifKeys.gifs(ids), client),
      queryFn: ({ signal }) => getGifs(client, ids, { signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  subcategoryGifs: (client: GiphyCore, category: string, subcategory: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.subcategoryGifs(category, subcategory, options), client),
      queryFn: ({ signal }) =>
        getCategoryGifs(client, category, subcategory, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  related: (client: GiphyCore, id: string, options: Opt<O.RelatedOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.related(id, options), client),
      queryFn: ({ signal }) => relatedGifs(client, id, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  /** A random GIF: never fresh, so every mount asks for a new one. */
  random: (client: GiphyCore, options: Opt<O.RandomOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.random(options), client),
      queryFn: ({ signal }) => randomGif(client, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
      staleTime: 0,
    }),
  categories: (client: GiphyCore, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.categories(options), client),
      queryFn: ({ signal }) => getCategories(client, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  subcategories: (client: GiphyCore, category: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.subcategories(category, options), client),
      queryFn: ({ signal }) => getSubcategories(client, category, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  emoji: (client: GiphyCore, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.emoji(options), client),
      queryFn: ({ signal }) => getEmoji(client, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  emojiDefaultVariations: (client: GiphyCore, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.emojiDefaultVariations(options), client),
      queryFn: ({ signal }) => getEmojiDefaultVariations(client, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  emojiVariations: (client: GiphyCore, id: string) =>
    queryOptions({
      queryKey: withClient(gifKeys.emojiVariations(id), client),
      queryFn: ({ signal }) => getEmojiVariations(client, id, { signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  animate: (client: GiphyCore, text: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.animate(text, options), client),
      queryFn: ({ signal }) => animateText(client, text, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  searchChannels: searchChannelsQuery,
  trendingSearches: trendingSearchesQuery,
  searchTags: searchTagsQuery,
  relatedTags: (client: GiphyCore, tag: string, options: { score?: boolean } = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.relatedTags(tag, options), client),
      queryFn: ({ signal }) => relatedTags(client, tag, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
};
