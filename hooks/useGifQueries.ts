'use client';
/**
 * One hook per public read, each a thin wrapper over its options factory (gifQueries,
 * gifInfiniteQueries) and the client of the nearest GiphyProvider. Infinite hooks also
 * expose the flat, de-duplicated list as `items`.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type * as O from '../sdk/client/options';
import { deprecatedProperty } from '../sdk/devWarn';
import { gifInfiniteQueries } from './gifInfiniteQueries';
import { gifQueries } from './gifQueries';
import { useGiphyCore } from './giphyContext';
import { selectItems } from './queryFactories';
import { searchInfiniteQueries } from './searchQueries';

type Opt<T> = Omit<T, 'signal'>;
type PageOpt<T> = Omit<T, 'signal' | 'offset'>;

export const useSearch = (term: string, options?: Opt<O.SearchOptions>) =>
  useQuery({ ...gifQueries.search(useGiphyCore(), { ...options, term }), enabled: !!term });
export const useTrending = (options?: Opt<O.TrendingOptions>) => useQuery(gifQueries.trending(useGiphyCore(), options));
export const useGif = (id: string) => useQuery({ ...gifQueries.gif(useGiphyCore(), { id }), enabled: !!id });
export const useGifs = (ids: readonly string[]) =>
  useQuery({ ...gifQueries.gifs(useGiphyCore(), { ids }), enabled: ids.length > 0 });
export const useSubcategoryGifs = (category: string, subcategory: string, options?: Opt<O.PaginationOptions>) =>
  useQuery(gifQueries.subcategoryGifs(useGiphyCore(), { ...options, category, subcategory }));
export const useRelated = (id: string, options?: Opt<O.RelatedOptions>) =>
  useQuery({ ...gifQueries.related(useGiphyCore(), { ...options, id }), enabled: !!id });
export const useRandom = (options?: Opt<O.RandomOptions>) => useQuery(gifQueries.random(useGiphyCore(), options));
export const useCategories = (options?: Opt<O.PaginationOptions>) =>
  useQuery(gifQueries.categories(useGiphyCore(), options));
export const useSubcategories = (category: string, options?: Opt<O.PaginationOptions>) =>
  useQuery({ ...gifQueries.subcategories(useGiphyCore(), { ...options, category }), enabled: !!category });
export const useEmoji = (options?: Opt<O.PaginationOptions>) => useQuery(gifQueries.emoji(useGiphyCore(), options));
export const useEmojiDefaultVariations = (options?: Opt<O.PaginationOptions>) =>
  useQuery(gifQueries.emojiDefaultVariations(useGiphyCore(), options));
export const useEmojiVariations = (id: string) =>
  useQuery({ ...gifQueries.emojiVariations(useGiphyCore(), { id }), enabled: !!id });
export const useAnimate = (text: string, options?: Opt<O.PaginationOptions>) =>
  useQuery({ ...gifQueries.animate(useGiphyCore(), { ...options, text }), enabled: !!text });
export const useSearchChannels = (term: string, options?: Opt<O.PaginationOptions>) =>
  useQuery({ ...gifQueries.searchChannels(useGiphyCore(), { ...options, term }), enabled: !!term });
export const useTrendingSearches = () => useQuery(gifQueries.trendingSearches(useGiphyCore()));
export const useSearchTags = (term: string, options?: Opt<O.PaginationOptions>) =>
  useQuery({ ...gifQueries.searchTags(useGiphyCore(), { ...options, term }), enabled: !!term });
export const useRelatedTags = (tag: string, options?: { score?: boolean }) =>
  useQuery({ ...gifQueries.relatedTags(useGiphyCore(), { ...options, tag }), enabled: !!tag });
/** Clips matching a term (search with `type: 'videos'`). */
export const useVideosSearch = (term: string, options?: Opt<O.SearchOptions>) =>
  useSearch(term, { ...options, type: 'videos' });
/** Clips related to a clip. */
export const useRelatedVideos = (id: string, options?: Opt<O.RelatedOptions>) =>
  useRelated(id, { ...options, type: 'videos' });

function withItems<T extends { data?: { items: unknown[] } }>(
  query: T,
): T & {
  /** Every GIF of the pages loaded so far, each id once. */
  items: NonNullable<T['data']>['items'];
  /** @deprecated Renamed `items` (`useSearchInfinite(term).items`); removed in 0.4.0 at the earliest. */
  readonly gifs: NonNullable<T['data']>['items'];
} {
  const items = (query.data?.items ?? []) as NonNullable<T['data']>['items'];
  return deprecatedProperty(Object.assign(query, { items }), 'gifs', () => items, {
    name: "the GIF infinite hooks' `gifs` (useSearchInfinite(…).gifs, …)",
    instead: '`items`',
  });
}

export const useSearchInfinite = (term: string, options?: PageOpt<O.SearchOptions>) =>
  withItems(
    useInfiniteQuery({ ...searchInfiniteQueries.search(useGiphyCore(), { ...options, term }), select: selectItems }),
  );
export const useTrendingInfinite = (options?: PageOpt<O.TrendingOptions>) =>
  withItems(useInfiniteQuery({ ...searchInfiniteQueries.trending(useGiphyCore(), options), select: selectItems }));
export const useRelatedInfinite = (id: string, options?: PageOpt<O.RelatedOptions>) =>
  withItems(
    useInfiniteQuery({ ...gifInfiniteQueries.related(useGiphyCore(), { ...options, id }), select: selectItems }),
  );
export const useEmojiInfinite = (options?: PageOpt<O.PaginationOptions>) =>
  withItems(useInfiniteQuery({ ...gifInfiniteQueries.emoji(useGiphyCore(), options), select: selectItems }));
export const useEmojiDefaultVariationsInfinite = (options?: PageOpt<O.PaginationOptions>) =>
  withItems(
    useInfiniteQuery({ ...gifInfiniteQueries.emojiDefaultVariations(useGiphyCore(), options), select: selectItems }),
  );
export const useSearchChannelsInfinite = (term: string, options?: PageOpt<O.PaginationOptions>) =>
  withItems(
    useInfiniteQuery({
      ...gifInfiniteQueries.searchChannels(useGiphyCore(), { ...options, term }),
      select: selectItems,
    }),
  );
export const useVideosInfinite = (term: string, options?: PageOpt<O.SearchOptions>) =>
  withItems(
    useInfiniteQuery({ ...gifInfiniteQueries.videos(useGiphyCore(), { ...options, term }), select: selectItems }),
  );
export const useRelatedVideosInfinite = (id: string, options?: PageOpt<O.RelatedOptions>) =>
  withItems(
    useInfiniteQuery({ ...gifInfiniteQueries.relatedVideos(useGiphyCore(), { ...options, id }), select: selectItems }),
  );
