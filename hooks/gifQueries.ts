/**
 * `queryOptions` factories for every public read: the primary API of gifkit/hooks. Use them
 * with `useQuery`, `useSuspenseQuery`, `prefetchQuery` on a server, or `ensureQueryData`.
 * Each carries its key (from gifKeys, plus the client's identity), its query function and the
 * caching policy. React Query decides when to ask, so every query function skips the SDK's
 * cached answers (`reloadSignal`): a refetch or invalidation always reaches the network.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GiphyClient } from '../sdk/client/createGiphyClient';
import type * as O from '../sdk/client/options';
import { reloadSignal } from '../sdk/client/requestCache';
import { cachePolicy } from './cachePolicy';
import { gifKeys, trendingSearchesKey, withClient } from './queryKeys';

type Opt<T> = Omit<T, 'signal'>;

/**
 * Trending searches (`gifQueries.trendingSearches`). Also exported on its own: the styled picker
 * imports just this one, so its bundle does not carry every factory of the object below.
 */
export function trendingSearchesQuery(client: GiphyClient) {
  return queryOptions({
    queryKey: withClient(trendingSearchesKey(), client),
    queryFn: ({ signal }) => client.trendingSearches({ signal: reloadSignal(signal) }),
    ...cachePolicy,
  });
}

export const gifQueries = {
  search: (client: GiphyClient, term: string, options: Opt<O.SearchOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.search(term, options), client),
      queryFn: ({ signal }) => client.search(term, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  trending: (client: GiphyClient, options: Opt<O.TrendingOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.trending(options), client),
      queryFn: ({ signal }) => client.trending({ ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  gif: (client: GiphyClient, id: string) =>
    queryOptions({
      queryKey: withClient(gifKeys.gif(id), client),
      queryFn: ({ signal }) => client.gif(id, { signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  gifs: (client: GiphyClient, ids: readonly string[]) =>
    queryOptions({
      queryKey: withClient(gifKeys.gifs(ids), client),
      queryFn: ({ signal }) => client.gifs(ids, { signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  subcategoryGifs: (
    client: GiphyClient,
    category: string,
    subcategory: string,
    options: Opt<O.PaginationOptions> = {},
  ) =>
    queryOptions({
      queryKey: withClient(gifKeys.subcategoryGifs(category, subcategory, options), client),
      queryFn: ({ signal }) => client.gifs(category, subcategory, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  related: (client: GiphyClient, id: string, options: Opt<O.RelatedOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.related(id, options), client),
      queryFn: ({ signal }) => client.related(id, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  /** A random GIF: never fresh, so every mount asks for a new one. */
  random: (client: GiphyClient, options: Opt<O.RandomOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.random(options), client),
      queryFn: ({ signal }) => client.random({ ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
      staleTime: 0,
    }),
  categories: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.categories(options), client),
      queryFn: ({ signal }) => client.categories({ ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  subcategories: (client: GiphyClient, category: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.subcategories(category, options), client),
      queryFn: ({ signal }) => client.subcategories(category, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  emoji: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.emoji(options), client),
      queryFn: ({ signal }) => client.emoji({ ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  emojiDefaultVariations: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.emojiDefaultVariations(options), client),
      queryFn: ({ signal }) => client.emojiDefaultVariations({ ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  emojiVariations: (client: GiphyClient, id: string) =>
    queryOptions({
      queryKey: withClient(gifKeys.emojiVariations(id), client),
      queryFn: ({ signal }) => client.emojiVariations(id, { signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  animate: (client: GiphyClient, text: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.animate(text, options), client),
      queryFn: ({ signal }) => client.animate(text, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  searchChannels: (client: GiphyClient, term: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.searchChannels(term, options), client),
      queryFn: ({ signal }) => client.searchChannels(term, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  trendingSearches: trendingSearchesQuery,
  searchTags: (client: GiphyClient, term: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.searchTags(term, options), client),
      queryFn: ({ signal }) => client.searchTags(term, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
  relatedTags: (client: GiphyClient, tag: string, options: { score?: boolean } = {}) =>
    queryOptions({
      queryKey: withClient(gifKeys.relatedTags(tag, options), client),
      queryFn: ({ signal }) => client.relatedTags(tag, { ...options, signal: reloadSignal(signal) }),
      ...cachePolicy,
    }),
};
