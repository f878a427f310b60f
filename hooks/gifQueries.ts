/**
 * `queryOptions` factories for every public read: the primary API of gifkit/hooks. Use them
 * with `useQuery`, `useSuspenseQuery`, `prefetchQuery` on a server, or `ensureQueryData`.
 * Each takes the client and one options object (the call's options, with the term or id it
 * needs), and carries its key (from gifKeys, plus the client's identity), its query function
 * and the caching policy. React Query decides when to ask, so every query function skips the
 * SDK's cached answers (`reloadSignal`): a refetch or invalidation always reaches the network.
 */
import * as calls from '../sdk/client/calls';
import type * as O from '../sdk/client/options';
import { withRenamed } from '../sdk/devWarn';
import type { GifSource } from '../sdk/source/types';
import { withPositionalArgs } from './positionalArgs';
import { gifQuery } from './queryFactories';
import { gifKeys, RENAMED_QUERIES } from './queryKeys';
import { searchChannelsQuery, searchTagsQuery, trendingSearchesQuery } from './searchQueries';

/**
 * Every factory. Those that take a term or an id also accept their old positional arguments
 * (`searchGifs(client, term, options)`), deprecated (hooks/positionalArgs.ts); each wrapper is
 * marked pure, so a bundle without `gifQueries` drops it.
 */
const allQueries = {
  /** GIFs, stickers, text or clips matching `term`. */
  searchGifs: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, { term, ...options }: Omit<O.SearchOptions, 'signal'> & { term: string }) =>
      gifQuery(client, gifKeys.searchGifs(term, options), (signal) =>
        calls.searchGifs(client, term, { ...options, signal }),
      ),
    (term: string, options?: Omit<O.SearchOptions, 'signal'>) => ({ ...options, term }),
    'gifQueries.searchGifs',
    'term, options',
  ),
  /** Trending GIFs, stickers or text. */
  trendingGifs: (client: GifSource, options: Omit<O.TrendingOptions, 'signal'> = {}) =>
    gifQuery(client, gifKeys.trendingGifs(options), (signal) => calls.trendingGifs(client, { ...options, signal })),
  /** One GIF by id. */
  gif: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, { id }: { id: string }) =>
      gifQuery(client, gifKeys.gif(id), (signal) => calls.getGif(client, id, { signal })),
    (id: string) => ({ id }),
    'gifQueries.gif',
    'id',
  ),
  /** Several GIFs by id. */
  gifs: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, { ids }: { ids: readonly string[] }) =>
      gifQuery(client, gifKeys.gifs(ids), (signal) => calls.getGifs(client, ids, { signal })),
    (ids: readonly string[]) => ({ ids }),
    'gifQueries.gifs',
    'ids',
  ),
  /** The GIFs of a category's subcategory. */
  categoryGifs: /* @__PURE__ */ withPositionalArgs(
    (
      client: GifSource,
      {
        category,
        subcategory,
        ...options
      }: Omit<O.PaginationOptions, 'signal'> & { category: string; subcategory: string },
    ) =>
      gifQuery(client, gifKeys.categoryGifs(category, subcategory, options), (signal) =>
        calls.getCategoryGifs(client, category, subcategory, { ...options, signal }),
      ),
    (category: string, subcategory: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({
      ...options,
      category,
      subcategory,
    }),
    'gifQueries.categoryGifs',
    'category, subcategory, options',
  ),
  /** GIFs, stickers or clips related to the GIF `id`. */
  relatedGifs: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, { id, ...options }: Omit<O.RelatedOptions, 'signal'> & { id: string }) =>
      gifQuery(client, gifKeys.relatedGifs(id, options), (signal) =>
        calls.relatedGifs(client, id, { ...options, signal }),
      ),
    (id: string, options?: Omit<O.RelatedOptions, 'signal'>) => ({ ...options, id }),
    'gifQueries.relatedGifs',
    'id, options',
  ),
  /** A random GIF: never fresh, so every mount asks for a new one. */
  randomGif: (client: GifSource, options: Omit<O.RandomOptions, 'signal'> = {}) =>
    gifQuery(client, gifKeys.randomGif(options), (signal) => calls.randomGif(client, { ...options, signal }), 0),
  /** The GIF categories. */
  categories: (client: GifSource, options: Omit<O.PaginationOptions, 'signal'> = {}) =>
    gifQuery(client, gifKeys.categories(options), (signal) => calls.getCategories(client, { ...options, signal })),
  /** The subcategories of `category`. */
  subcategories: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, { category, ...options }: Omit<O.PaginationOptions, 'signal'> & { category: string }) =>
      gifQuery(client, gifKeys.subcategories(category, options), (signal) =>
        calls.getSubcategories(client, category, { ...options, signal }),
      ),
    (category: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({ ...options, category }),
    'gifQueries.subcategories',
    'category, options',
  ),
  /** Emoji, v1. */
  emoji: (client: GifSource, options: Omit<O.PaginationOptions, 'signal'> = {}) =>
    gifQuery(client, gifKeys.emoji(options), (signal) => calls.getEmoji(client, { ...options, signal })),
  /** The default variation of every emoji, v2. */
  emojiDefaultVariations: (client: GifSource, options: Omit<O.PaginationOptions, 'signal'> = {}) =>
    gifQuery(client, gifKeys.emojiDefaultVariations(options), (signal) =>
      calls.getEmojiDefaultVariations(client, { ...options, signal }),
    ),
  /** The variations of the emoji `id`, v2. */
  emojiVariations: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, { id }: { id: string }) =>
      gifQuery(client, gifKeys.emojiVariations(id), (signal) => calls.getEmojiVariations(client, id, { signal })),
    (id: string) => ({ id }),
    'gifQueries.emojiVariations',
    'id',
  ),
  /** Animated text for `text`. */
  animateText: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, { text, ...options }: Omit<O.PaginationOptions, 'signal'> & { text: string }) =>
      gifQuery(client, gifKeys.animateText(text, options), (signal) =>
        calls.animateText(client, text, { ...options, signal }),
      ),
    (text: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({ ...options, text }),
    'gifQueries.animateText',
    'text, options',
  ),
  /** Terms related to `tag`; `score: true` asks for relevance scores. */
  relatedTags: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, { tag, ...options }: { tag: string; score?: boolean }) =>
      gifQuery(client, gifKeys.relatedTags(tag, options), (signal) =>
        calls.relatedTags(client, tag, { ...options, signal }),
      ),
    (tag: string, options?: { score?: boolean }) => ({ ...options, tag }),
    'gifQueries.relatedTags',
    'tag, options',
  ),
  /** Today's trending search terms. */
  trendingSearches: trendingSearchesQuery,
  /** Search-term suggestions (autocomplete) for a partial term. */
  searchTags: /* @__PURE__ */ withPositionalArgs(
    searchTagsQuery,
    (term: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({ ...options, term }),
    'gifQueries.searchTags',
    'term, options',
  ),
  /** Channels matching a term. */
  searchChannels: /* @__PURE__ */ withPositionalArgs(
    searchChannelsQuery,
    (term: string, options?: Omit<O.PaginationOptions, 'signal'>) => ({ ...options, term }),
    'gifQueries.searchChannels',
    'term, options',
  ),
};

/**
 * Every factory, with the names before 0.3.0 as deprecated aliases (`gifQueries.search` is
 * `gifQueries.searchGifs`); marked pure, so a bundle without `gifQueries` drops it.
 */
export const gifQueries = /* @__PURE__ */ withRenamed(
  allQueries,
  RENAMED_QUERIES,
  'gifQueries',
) as typeof allQueries & {
  /** @deprecated Renamed `searchGifs`, the call's name; removed in 0.5.0 at the earliest. */
  readonly search: typeof allQueries.searchGifs;
  /** @deprecated Renamed `trendingGifs`, the call's name; removed in 0.5.0 at the earliest. */
  readonly trending: typeof allQueries.trendingGifs;
  /** @deprecated Renamed `categoryGifs` (the call `getCategoryGifs`); removed in 0.5.0 at the earliest. */
  readonly subcategoryGifs: typeof allQueries.categoryGifs;
  /** @deprecated Renamed `relatedGifs`, the call's name; removed in 0.5.0 at the earliest. */
  readonly related: typeof allQueries.relatedGifs;
  /** @deprecated Renamed `randomGif`, the call's name; removed in 0.5.0 at the earliest. */
  readonly random: typeof allQueries.randomGif;
  /** @deprecated Renamed `animateText`, the call's name; removed in 0.5.0 at the earliest. */
  readonly animate: typeof allQueries.animateText;
};
