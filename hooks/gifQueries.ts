/**
 * `queryOptions` factories for every public read: the primary API of gifkit/hooks. Use them
 * with `useQuery`, `useSuspenseQuery`, `prefetchQuery` on a server, or `ensureQueryData`.
 * Each carries its key (from gifKeys), its query function and the caching policy.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GiphyClient } from '../sdk/client/createGiphyClient';
import type * as O from '../sdk/client/options';
import { cachePolicy } from './cachePolicy';
import { gifKeys, searchChannelsKey, searchTagsKey, trendingSearchesKey } from './queryKeys';

type Opt<T> = Omit<T, 'signal'>;

/** A query of `queryKey` answered by one client call, with the caching policy. */
const read = <K extends readonly unknown[], T>(queryKey: K, call: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => call(signal), ...cachePolicy });

// The suggestion queries of the headless search box, also on their own (no whole-object bundle).
export const searchChannelsQuery = (client: GiphyClient, term: string, options: Opt<O.PaginationOptions> = {}) =>
  read(searchChannelsKey(term, options), (signal) => client.searchChannels(term, { ...options, signal }));
export const trendingSearchesQuery = (client: GiphyClient) =>
  read(trendingSearchesKey(), (signal) => client.trendingSearches({ signal }));
export const searchTagsQuery = (client: GiphyClient, term: string, options: Opt<O.PaginationOptions> = {}) =>
  read(searchTagsKey(term, options), (signal) => client.searchTags(term, { ...options, signal }));

export const gifQueries = {
  search: (client: GiphyClient, term: string, options: Opt<O.SearchOptions> = {}) =>
    read(gifKeys.search(term, options), (signal) => client.search(term, { ...options, signal })),
  trending: (client: GiphyClient, options: Opt<O.TrendingOptions> = {}) =>
    read(gifKeys.trending(options), (signal) => client.trending({ ...options, signal })),
  gif: (client: GiphyClient, id: string) => read(gifKeys.gif(id), (signal) => client.gif(id, { signal })),
  gifs: (client: GiphyClient, ids: readonly string[]) =>
    read(gifKeys.gifs(ids), (signal) => client.gifs(ids, { signal })),
  subcategoryGifs: (
    client: GiphyClient,
    category: string,
    subcategory: string,
    options: Opt<O.PaginationOptions> = {},
  ) =>
    read(gifKeys.subcategoryGifs(category, subcategory, options), (signal) =>
      client.gifs(category, subcategory, { ...options, signal }),
    ),
  related: (client: GiphyClient, id: string, options: Opt<O.RelatedOptions> = {}) =>
    read(gifKeys.related(id, options), (signal) => client.related(id, { ...options, signal })),
  /** A random GIF: never fresh, so every mount asks for a new one. */
  random: (client: GiphyClient, options: Opt<O.RandomOptions> = {}) => ({
    ...read(gifKeys.random(options), (signal) => client.random({ ...options, signal })),
    staleTime: 0,
  }),
  categories: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    read(gifKeys.categories(options), (signal) => client.categories({ ...options, signal })),
  subcategories: (client: GiphyClient, category: string, options: Opt<O.PaginationOptions> = {}) =>
    read(gifKeys.subcategories(category, options), (signal) => client.subcategories(category, { ...options, signal })),
  emoji: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    read(gifKeys.emoji(options), (signal) => client.emoji({ ...options, signal })),
  emojiDefaultVariations: (client: GiphyClient, options: Opt<O.PaginationOptions> = {}) =>
    read(gifKeys.emojiDefaultVariations(options), (signal) => client.emojiDefaultVariations({ ...options, signal })),
  emojiVariations: (client: GiphyClient, id: string) =>
    read(gifKeys.emojiVariations(id), (signal) => client.emojiVariations(id, { signal })),
  animate: (client: GiphyClient, text: string, options: Opt<O.PaginationOptions> = {}) =>
    read(gifKeys.animate(text, options), (signal) => client.animate(text, { ...options, signal })),
  searchChannels: searchChannelsQuery,
  trendingSearches: trendingSearchesQuery,
  searchTags: searchTagsQuery,
  relatedTags: (client: GiphyClient, tag: string, options: { score?: boolean } = {}) =>
    read(gifKeys.relatedTags(tag, options), (signal) => client.relatedTags(tag, { ...options, signal })),
};
