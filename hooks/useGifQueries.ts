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

/** Searches GIFs for a term (`gifQueries.search`); waits while the term is empty. */
export const useSearch = (term: string, options?: Opt<O.SearchOptions>) =>
  useQuery({ ...gifQueries.search(useGiphyCore(), { ...options, term }), enabled: !!term });
/** The trending GIFs (`gifQueries.trending`). */
export const useTrending = (options?: Opt<O.TrendingOptions>) => useQuery(gifQueries.trending(useGiphyCore(), options));
/** One GIF by id (`gifQueries.gif`); waits while the id is empty. */
export const useGif = (id: string) => useQuery({ ...gifQueries.gif(useGiphyCore(), { id }), enabled: !!id });
/** Several GIFs by id (`gifQueries.gifs`); waits while the list is empty. */
export const useGifs = (ids: readonly string[]) =>
  useQuery({ ...gifQueries.gifs(useGiphyCore(), { ids }), enabled: ids.length > 0 });
/** The GIFs of a category's subcategory (`gifQueries.subcategoryGifs`). */
export const useSubcategoryGifs = (category: string, subcategory: string, options?: Opt<O.PaginationOptions>) =>
  useQuery(gifQueries.subcategoryGifs(useGiphyCore(), { ...options, category, subcategory }));
/** The GIFs related to one (`gifQueries.related`). */
export const useRelated = (id: string, options?: Opt<O.RelatedOptions>) =>
  useQuery({ ...gifQueries.related(useGiphyCore(), { ...options, id }), enabled: !!id });
/** A random GIF (`gifQueries.random`). */
export const useRandom = (options?: Opt<O.RandomOptions>) => useQuery(gifQueries.random(useGiphyCore(), options));
/** The GIF categories (`gifQueries.categories`). */
export const useCategories = (options?: Opt<O.PaginationOptions>) =>
  useQuery(gifQueries.categories(useGiphyCore(), options));
/** A category's subcategories (`gifQueries.subcategories`). */
export const useSubcategories = (category: string, options?: Opt<O.PaginationOptions>) =>
  useQuery({ ...gifQueries.subcategories(useGiphyCore(), { ...options, category }), enabled: !!category });
/** The emoji (`gifQueries.emoji`). */
export const useEmoji = (options?: Opt<O.PaginationOptions>) => useQuery(gifQueries.emoji(useGiphyCore(), options));
/** The emoji's default variations (`gifQueries.emojiDefaultVariations`). */
export const useEmojiDefaultVariations = (options?: Opt<O.PaginationOptions>) =>
  useQuery(gifQueries.emojiDefaultVariations(useGiphyCore(), options));
/** The variations of one emoji (`gifQueries.emojiVariations`). */
export const useEmojiVariations = (id: string) =>
  useQuery({ ...gifQueries.emojiVariations(useGiphyCore(), { id }), enabled: !!id });
/** Animated text for a string (`gifQueries.animate`). */
export const useAnimate = (text: string, options?: Opt<O.PaginationOptions>) =>
  useQuery({ ...gifQueries.animate(useGiphyCore(), { ...options, text }), enabled: !!text });
/** Searches channels for a term (`gifQueries.searchChannels`). */
export const useSearchChannels = (term: string, options?: Opt<O.PaginationOptions>) =>
  useQuery({ ...gifQueries.searchChannels(useGiphyCore(), { ...options, term }), enabled: !!term });
/** The trending search terms (`gifQueries.trendingSearches`). */
export const useTrendingSearches = () => useQuery(gifQueries.trendingSearches(useGiphyCore()));
/** Tag suggestions for a term (`gifQueries.searchTags`). */
export const useSearchTags = (term: string, options?: Opt<O.PaginationOptions>) =>
  useQuery({ ...gifQueries.searchTags(useGiphyCore(), { ...options, term }), enabled: !!term });
/** The tags related to one (`gifQueries.relatedTags`). */
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

/** Searches GIFs for a term, page by page; `items` is the flat, de-duplicated list. */
export const useSearchInfinite = (term: string, options?: PageOpt<O.SearchOptions>) =>
  withItems(
    useInfiniteQuery({ ...searchInfiniteQueries.search(useGiphyCore(), { ...options, term }), select: selectItems }),
  );
/** The trending GIFs, page by page; `items` is the flat, de-duplicated list. */
export const useTrendingInfinite = (options?: PageOpt<O.TrendingOptions>) =>
  withItems(useInfiniteQuery({ ...searchInfiniteQueries.trending(useGiphyCore(), options), select: selectItems }));
/** The GIFs related to one, page by page; `items` is the flat, de-duplicated list. */
export const useRelatedInfinite = (id: string, options?: PageOpt<O.RelatedOptions>) =>
  withItems(
    useInfiniteQuery({ ...gifInfiniteQueries.related(useGiphyCore(), { ...options, id }), select: selectItems }),
  );
/** The emoji, page by page; `items` is the flat, de-duplicated list. */
export const useEmojiInfinite = (options?: PageOpt<O.PaginationOptions>) =>
  withItems(useInfiniteQuery({ ...gifInfiniteQueries.emoji(useGiphyCore(), options), select: selectItems }));
/** The emoji's default variations, page by page; `items` is the flat list. */
export const useEmojiDefaultVariationsInfinite = (options?: PageOpt<O.PaginationOptions>) =>
  withItems(
    useInfiniteQuery({ ...gifInfiniteQueries.emojiDefaultVariations(useGiphyCore(), options), select: selectItems }),
  );
/** Searches channels for a term, page by page; `items` is the flat list. */
export const useSearchChannelsInfinite = (term: string, options?: PageOpt<O.PaginationOptions>) =>
  withItems(
    useInfiniteQuery({
      ...gifInfiniteQueries.searchChannels(useGiphyCore(), { ...options, term }),
      select: selectItems,
    }),
  );
/** Searches videos for a term, page by page; `items` is the flat, de-duplicated list. */
export const useVideosInfinite = (term: string, options?: PageOpt<O.SearchOptions>) =>
  withItems(
    useInfiniteQuery({ ...gifInfiniteQueries.videos(useGiphyCore(), { ...options, term }), select: selectItems }),
  );
/** The videos related to one, page by page; `items` is the flat, de-duplicated list. */
export const useRelatedVideosInfinite = (id: string, options?: PageOpt<O.RelatedOptions>) =>
  withItems(
    useInfiniteQuery({ ...gifInfiniteQueries.relatedVideos(useGiphyCore(), { ...options, id }), select: selectItems }),
  );
