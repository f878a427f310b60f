'use client';
/**
 * One hook per public read, each a thin wrapper over its options factory (gifQueries,
 * gifInfiniteQueries) and the client of the nearest GiphyProvider, named as its call without a
 * leading `get` (`searchGifs` → `useSearchGifs`, `getCategoryGifs` → `useCategoryGifs`). A hook
 * takes one options object, the factory's (`useSearchGifs({ term, ...options })`); the old
 * positional shapes and the names before 0.3.0 (`useSearch(term, options)`) still work,
 * deprecated (hooks/positionalArgs.ts). Infinite hooks also expose the flat, de-duplicated list
 * as `items`.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type * as O from '../sdk/client/options';
import { deprecatedProperty } from '../sdk/devWarn';
import { gifInfiniteQueries } from './gifInfiniteQueries';
import { gifQueries } from './gifQueries';
import { useGiphyCore } from './giphyContext';
import { hookWithPositionalArgs, renamedHook } from './positionalArgs';
import { selectItems } from './queryFactories';
import { searchGifsInfiniteQuery, trendingGifsInfiniteQuery } from './searchQueries';

/** GIFs, stickers, text or clips matching `term`; idle while it is empty. */
export const useSearchGifs = ({ term, ...options }: Omit<O.SearchOptions, 'signal'> & { term: string }) =>
  useQuery({ ...gifQueries.searchGifs(useGiphyCore(), { ...options, term }), enabled: !!term });
/** Trending GIFs, stickers or text. */
export const useTrendingGifs = (options?: Omit<O.TrendingOptions, 'signal'>) =>
  useQuery(gifQueries.trendingGifs(useGiphyCore(), options));
/** One GIF by id; idle while it is empty. */
export const useGif = (id: string) => useQuery({ ...gifQueries.gif(useGiphyCore(), { id }), enabled: !!id });
/** Several GIFs by id; idle while there are none. */
export const useGifs = (ids: readonly string[]) =>
  useQuery({ ...gifQueries.gifs(useGiphyCore(), { ids }), enabled: ids.length > 0 });
/** The GIFs of a category's subcategory. */
export const useCategoryGifs = (
  options: Omit<O.PaginationOptions, 'signal'> & { category: string; subcategory: string },
) => useQuery(gifQueries.categoryGifs(useGiphyCore(), options));
/** GIFs, stickers or clips related to the GIF `id`; idle while it is empty. */
export const useRelatedGifs = (options: Omit<O.RelatedOptions, 'signal'> & { id: string }) =>
  useQuery({ ...gifQueries.relatedGifs(useGiphyCore(), options), enabled: !!options.id });
/** A random GIF: never fresh, so every mount asks for a new one. */
export const useRandomGif = (options?: Omit<O.RandomOptions, 'signal'>) =>
  useQuery(gifQueries.randomGif(useGiphyCore(), options));
/** The GIF categories. */
export const useCategories = (options?: Omit<O.PaginationOptions, 'signal'>) =>
  useQuery(gifQueries.categories(useGiphyCore(), options));
/** The subcategories of `category`; idle while it is empty. */
export const useSubcategories = /* @__PURE__ */ hookWithPositionalArgs(
  (options: Omit<O.PaginationOptions, 'signal'> & { category: string }) =>
    useQuery({ ...gifQueries.subcategories(useGiphyCore(), options), enabled: !!options.category }),
  (category: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({ ...options, category }),
  'useSubcategories',
  'category, options',
);
/** Emoji, v1. */
export const useEmoji = (options?: Omit<O.PaginationOptions, 'signal'>) =>
  useQuery(gifQueries.emoji(useGiphyCore(), options));
/** The default variation of every emoji, v2. */
export const useEmojiDefaultVariations = (options?: Omit<O.PaginationOptions, 'signal'>) =>
  useQuery(gifQueries.emojiDefaultVariations(useGiphyCore(), options));
/** The variations of the emoji `id`, v2; idle while it is empty. */
export const useEmojiVariations = (id: string) =>
  useQuery({ ...gifQueries.emojiVariations(useGiphyCore(), { id }), enabled: !!id });
/** Animated text for `text`; idle while it is empty. */
export const useAnimateText = (options: Omit<O.PaginationOptions, 'signal'> & { text: string }) =>
  useQuery({ ...gifQueries.animateText(useGiphyCore(), options), enabled: !!options.text });
/** Channels matching `term`; idle while it is empty. */
export const useSearchChannels = /* @__PURE__ */ hookWithPositionalArgs(
  (options: Omit<O.PaginationOptions, 'signal'> & { term: string }) =>
    useQuery({ ...gifQueries.searchChannels(useGiphyCore(), options), enabled: !!options.term }),
  (term: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({ ...options, term }),
  'useSearchChannels',
  'term, options',
);
/** Today's trending search terms. */
export const useTrendingSearches = () => useQuery(gifQueries.trendingSearches(useGiphyCore()));
/** Search-term suggestions (autocomplete) for a partial `term`; idle while it is empty. */
export const useSearchTags = /* @__PURE__ */ hookWithPositionalArgs(
  (options: Omit<O.PaginationOptions, 'signal'> & { term: string }) =>
    useQuery({ ...gifQueries.searchTags(useGiphyCore(), options), enabled: !!options.term }),
  (term: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({ ...options, term }),
  'useSearchTags',
  'term, options',
);
/** Terms related to `tag`; `score: true` asks for relevance scores. Idle while `tag` is empty. */
export const useRelatedTags = /* @__PURE__ */ hookWithPositionalArgs(
  (options: { tag: string; score?: boolean }) =>
    useQuery({ ...gifQueries.relatedTags(useGiphyCore(), options), enabled: !!options.tag }),
  (tag: string, options?: { score?: boolean }) => ({ ...options, tag }),
  'useRelatedTags',
  'tag, options',
);
/** Clips matching a term (search with `type: 'videos'`). */
export const useVideosSearch = /* @__PURE__ */ hookWithPositionalArgs(
  (options: Omit<O.SearchOptions, 'signal'> & { term: string }) => useSearchGifs({ ...options, type: 'videos' }),
  (term: string, options?: Omit<O.SearchOptions, 'signal'>) => ({ ...options, term }),
  'useVideosSearch',
  'term, options',
);
/** Clips related to a clip. */
export const useRelatedVideos = /* @__PURE__ */ hookWithPositionalArgs(
  (options: Omit<O.RelatedOptions, 'signal'> & { id: string }) => useRelatedGifs({ ...options, type: 'videos' }),
  (id: string, options?: Omit<O.RelatedOptions, 'signal'>) => ({ ...options, id }),
  'useRelatedVideos',
  'id, options',
);

function withItems<T extends { data?: { items: unknown[] } }>(
  query: T,
): T & {
  /** Every GIF of the pages loaded so far, each id once. */
  items: NonNullable<T['data']>['items'];
  /** @deprecated Renamed `items` (`useSearchGifsInfinite({ term }).items`); removed in 0.4.0 at the earliest. */
  readonly gifs: NonNullable<T['data']>['items'];
} {
  const items = (query.data?.items ?? []) as NonNullable<T['data']>['items'];
  return deprecatedProperty(
    Object.assign(query, { items }),
    'gifs',
    () => items,
    process.env.NODE_ENV !== 'production' && {
      name: "the GIF infinite hooks' `gifs` (useSearchGifsInfinite(…).gifs, …)",
      instead: '`items`',
    },
  );
}

/** Search results page by page; idle while `term` is empty. */
export const useSearchGifsInfinite = (options: Omit<O.SearchOptions, 'signal' | 'offset'> & { term: string }) =>
  withItems(useInfiniteQuery({ ...searchGifsInfiniteQuery(useGiphyCore(), options), select: selectItems }));
/** Trending GIFs page by page. */
export const useTrendingGifsInfinite = (options?: Omit<O.TrendingOptions, 'signal' | 'offset'>) =>
  withItems(useInfiniteQuery({ ...trendingGifsInfiniteQuery(useGiphyCore(), options), select: selectItems }));
/** GIFs, stickers or clips related to the GIF `id`, page by page; idle while `id` is empty. */
export const useRelatedGifsInfinite = (options: Omit<O.RelatedOptions, 'signal' | 'offset'> & { id: string }) =>
  withItems(useInfiniteQuery({ ...gifInfiniteQueries.relatedGifs(useGiphyCore(), options), select: selectItems }));
/** Emoji, v1, page by page. */
export const useEmojiInfinite = (options?: Omit<O.PaginationOptions, 'signal' | 'offset'>) =>
  withItems(useInfiniteQuery({ ...gifInfiniteQueries.emoji(useGiphyCore(), options), select: selectItems }));
/** The default variation of every emoji, v2, page by page. */
export const useEmojiDefaultVariationsInfinite = (options?: Omit<O.PaginationOptions, 'signal' | 'offset'>) =>
  withItems(
    useInfiniteQuery({ ...gifInfiniteQueries.emojiDefaultVariations(useGiphyCore(), options), select: selectItems }),
  );
/** Channels matching `term`, page by page; idle while it is empty. */
export const useSearchChannelsInfinite = /* @__PURE__ */ hookWithPositionalArgs(
  (options: Omit<O.PaginationOptions, 'signal' | 'offset'> & { term: string }) =>
    withItems(useInfiniteQuery({ ...gifInfiniteQueries.searchChannels(useGiphyCore(), options), select: selectItems })),
  (term: string, options?: Omit<O.PaginationOptions, 'signal' | 'offset'>) => ({ ...options, term }),
  'useSearchChannelsInfinite',
  'term, options',
);
/** Clips matching `term`, page by page. */
export const useVideosInfinite = /* @__PURE__ */ hookWithPositionalArgs(
  (options: Omit<O.SearchOptions, 'signal' | 'offset'> & { term: string }) =>
    withItems(useInfiniteQuery({ ...gifInfiniteQueries.videos(useGiphyCore(), options), select: selectItems })),
  (term: string, options?: Omit<O.SearchOptions, 'signal' | 'offset'>) => ({ ...options, term }),
  'useVideosInfinite',
  'term, options',
);
/** Clips related to a clip, page by page. */
export const useRelatedVideosInfinite = /* @__PURE__ */ hookWithPositionalArgs(
  (options: Omit<O.RelatedOptions, 'signal' | 'offset'> & { id: string }) =>
    withItems(useInfiniteQuery({ ...gifInfiniteQueries.relatedVideos(useGiphyCore(), options), select: selectItems })),
  (id: string, options?: Omit<O.RelatedOptions, 'signal' | 'offset'>) => ({ ...options, id }),
  'useRelatedVideosInfinite',
  'id, options',
);

// The names before 0.3.0, each with its positional arguments (docs/migration.md, "Deprecated names").

/** @deprecated Renamed `useSearchGifs({ term, ...options })`; removed in 0.5.0 at the earliest. */
export const useSearch = /* @__PURE__ */ renamedHook(
  useSearchGifs,
  (term: string, options?: Omit<O.SearchOptions, 'signal'>) => ({ ...options, term }),
  'useSearch',
  'term, options',
  'useSearchGifs',
);
/** @deprecated Renamed `useTrendingGifs(options)`; removed in 0.5.0 at the earliest. */
export const useTrending = /* @__PURE__ */ renamedHook(
  (options?: Omit<O.TrendingOptions, 'signal'>) => useTrendingGifs(options),
  (options?: Omit<O.TrendingOptions, 'signal'>) => options,
  'useTrending',
  'options',
  'useTrendingGifs',
);
/** @deprecated Renamed `useCategoryGifs({ category, subcategory, ...options })`; removed in 0.5.0 at the earliest. */
export const useSubcategoryGifs = /* @__PURE__ */ renamedHook(
  useCategoryGifs,
  (category: string, subcategory: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({
    ...options,
    category,
    subcategory,
  }),
  'useSubcategoryGifs',
  'category, subcategory, options',
  'useCategoryGifs',
);
/** @deprecated Renamed `useRelatedGifs({ id, ...options })`; removed in 0.5.0 at the earliest. */
export const useRelated = /* @__PURE__ */ renamedHook(
  useRelatedGifs,
  (id: string, options?: Omit<O.RelatedOptions, 'signal'>) => ({ ...options, id }),
  'useRelated',
  'id, options',
  'useRelatedGifs',
);
/** @deprecated Renamed `useRandomGif(options)`; removed in 0.5.0 at the earliest. */
export const useRandom = /* @__PURE__ */ renamedHook(
  (options?: Omit<O.RandomOptions, 'signal'>) => useRandomGif(options),
  (options?: Omit<O.RandomOptions, 'signal'>) => options,
  'useRandom',
  'options',
  'useRandomGif',
);
/** @deprecated Renamed `useAnimateText({ text, ...options })`; removed in 0.5.0 at the earliest. */
export const useAnimate = /* @__PURE__ */ renamedHook(
  useAnimateText,
  (text: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({ ...options, text }),
  'useAnimate',
  'text, options',
  'useAnimateText',
);
/** @deprecated Renamed `useSearchGifsInfinite({ term, ...options })`; removed in 0.5.0 at the earliest. */
export const useSearchInfinite = /* @__PURE__ */ renamedHook(
  useSearchGifsInfinite,
  (term: string, options?: Omit<O.SearchOptions, 'signal' | 'offset'>) => ({ ...options, term }),
  'useSearchInfinite',
  'term, options',
  'useSearchGifsInfinite',
);
/** @deprecated Renamed `useTrendingGifsInfinite(options)`; removed in 0.5.0 at the earliest. */
export const useTrendingInfinite = /* @__PURE__ */ renamedHook(
  (options?: Omit<O.TrendingOptions, 'signal' | 'offset'>) => useTrendingGifsInfinite(options),
  (options?: Omit<O.TrendingOptions, 'signal' | 'offset'>) => options,
  'useTrendingInfinite',
  'options',
  'useTrendingGifsInfinite',
);
/** @deprecated Renamed `useRelatedGifsInfinite({ id, ...options })`; removed in 0.5.0 at the earliest. */
export const useRelatedInfinite = /* @__PURE__ */ renamedHook(
  useRelatedGifsInfinite,
  (id: string, options?: Omit<O.RelatedOptions, 'signal' | 'offset'>) => ({ ...options, id }),
  'useRelatedInfinite',
  'id, options',
  'useRelatedGifsInfinite',
);
