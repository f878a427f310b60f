/**
 * `queryOptions` factories for every public read: the primary API of gifkit/hooks. Use them
 * with `useQuery`, `useSuspenseQuery`, `prefetchQuery` on a server, or `ensureQueryData`.
 * Each carries its key (from gifKeys), its query function and the caching policy.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GiphyClient } from '../sdk/client/createGiphyClient';
import type * as O from '../sdk/client/options';
import { cachePolicy } from './cachePolicy';
import { gifKeys } from './queryKeys';

type Opt<T> = Omit<T, 'signal'>;

export const gifQueries = {
  search: (client: GiphyClient, term: string, options: Opt<O.SearchOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.search(term, options),
      queryFn: ({ signal }) => client.search(term, { ...options, signal }),
      ...cachePolicy,
    }),
  trending: (client: GiphyClient, options: Opt<O.TrendingOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.trending(options),
      queryFn: ({ signal }) => client.trending({ ...options, signal }),
      ...cachePolicy,
    }),
  gif: (client: GiphyClient, id: string) =>
    queryOptions({ queryKey: gifKeys.gif(id), queryFn: ({ signal }) => client.gif(id, { signal }), ...cachePolicy }),
  gifs: (client: GiphyClient, ids: readonly string[]) =>
    queryOptions({
      queryKey: gifKeys.gifs(ids),
      queryFn: ({ signal }) => client.gifs(ids, { signal }),
      ...cachePolicy,
    }),
  subcategoryGifs: (
    client: GiphyClient,
    category: string,
    subcategory: string,
    options: Opt<O.PaginationOptions> = {},
  ) =>
    queryOptions({
      queryKey: gifKeys.subcategoryGifs(category, subcategory, options),
      queryFn: ({ signal }) => client.gifs(category, subcategory, { ...options, signal }),
      ...cachePolicy,
    }),
  related: (client: GiphyClient, id: string, options: Opt<O.RelatedOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.related(id, options),
      queryFn: ({ signal }) => client.related(id, { ...options, signal }),
      ...cachePolicy,
    }),
  /** A random GIF: never fresh, so every mount asks for a new one. */
  random: (client: GiphyClient, options: Opt<O.RandomOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.random(options),
      queryFn: ({ signal }) => client.random({ ...options, signal }),
      ...cachePolicy,
      staleTime: 0,
    }),
  categories: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.categories(options),
      queryFn: ({ signal }) => client.categories({ ...options, signal }),
      ...cachePolicy,
    }),
  subcategories: (client: GiphyClient, category: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.subcategories(category, options),
      queryFn: ({ signal }) => client.subcategories(category, { ...options, signal }),
      ...cachePolicy,
    }),
  emoji: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.emoji(options),
      queryFn: ({ signal }) => client.emoji({ ...options, signal }),
      ...cachePolicy,
    }),
  emojiDefaultVariations: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.emojiDefaultVariations(options),
      queryFn: ({ signal }) => client.emojiDefaultVariations({ ...options, signal }),
      ...cachePolicy,
    }),
  emojiVariations: (client: GiphyClient, id: string) =>
    queryOptions({
      queryKey: gifKeys.emojiVariations(id),
      queryFn: ({ signal }) => client.emojiVariations(id, { signal }),
      ...cachePolicy,
    }),
  animate: (client: GiphyClient, text: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.animate(text, options),
      queryFn: ({ signal }) => client.animate(text, { ...options, signal }),
      ...cachePolicy,
    }),
  searchChannels: (client: GiphyClient, term: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.searchChannels(term, options),
      queryFn: ({ signal }) => client.searchChannels(term, { ...options, signal }),
      ...cachePolicy,
    }),
  trendingSearches: (client: GiphyClient) =>
    queryOptions({
      queryKey: gifKeys.trendingSearches(),
      queryFn: ({ signal }) => client.trendingSearches({ signal }),
      ...cachePolicy,
    }),
  searchTags: (client: GiphyClient, term: string, options: Opt<O.PaginationOptions> = {}) =>
    queryOptions({
      queryKey: gifKeys.searchTags(term, options),
      queryFn: ({ signal }) => client.searchTags(term, { ...options, signal }),
      ...cachePolicy,
    }),
  relatedTags: (client: GiphyClient, tag: string, options: { score?: boolean } = {}) =>
    queryOptions({
      queryKey: gifKeys.relatedTags(tag, options),
      queryFn: ({ signal }) => client.relatedTags(tag, { ...options, signal }),
      ...cachePolicy,
    }),
};
