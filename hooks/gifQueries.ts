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
import type { GifSource } from '../sdk/source/types';
import { gifQuery } from './queryFactories';
import { gifKeys } from './queryKeys';
import { suggestionQueries } from './searchQueries';

/** Every factory; `Object.assign` (pure) rather than a spread, so a bundle without `gifQueries` drops it. */
export const gifQueries = /* @__PURE__ */ Object.assign(
  {
    /** GIFs, stickers, text or clips matching `term`. */
    search: (client: GifSource, { term, ...options }: Omit<O.SearchOptions, 'signal'> & { term: string }) =>
      gifQuery(client, gifKeys.search(term, options), (signal) =>
        calls.searchGifs(client, term, { ...options, signal }),
      ),
    /** Trending GIFs, stickers or text. */
    trending: (client: GifSource, options: Omit<O.TrendingOptions, 'signal'> = {}) =>
      gifQuery(client, gifKeys.trending(options), (signal) => calls.trendingGifs(client, { ...options, signal })),
    /** One GIF by id. */
    gif: (client: GifSource, { id }: { id: string }) =>
      gifQuery(client, gifKeys.gif(id), (signal) => calls.getGif(client, id, { signal })),
    /** Several GIFs by id. */
    gifs: (client: GifSource, { ids }: { ids: readonly string[] }) =>
      gifQuery(client, gifKeys.gifs(ids), (signal) => calls.getGifs(client, ids, { signal })),
    /** The GIFs of a category's subcategory. */
    subcategoryGifs: (
      client: GifSource,
      {
        category,
        subcategory,
        ...options
      }: Omit<O.PaginationOptions, 'signal'> & { category: string; subcategory: string },
    ) =>
      gifQuery(client, gifKeys.subcategoryGifs(category, subcategory, options), (signal) =>
        calls.getCategoryGifs(client, category, subcategory, { ...options, signal }),
      ),
    /** GIFs, stickers or clips related to the GIF `id`. */
    related: (client: GifSource, { id, ...options }: Omit<O.RelatedOptions, 'signal'> & { id: string }) =>
      gifQuery(client, gifKeys.related(id, options), (signal) => calls.relatedGifs(client, id, { ...options, signal })),
    /** A random GIF: never fresh, so every mount asks for a new one. */
    random: (client: GifSource, options: Omit<O.RandomOptions, 'signal'> = {}) =>
      gifQuery(client, gifKeys.random(options), (signal) => calls.randomGif(client, { ...options, signal }), 0),
    /** The GIF categories. */
    categories: (client: GifSource, options: Omit<O.PaginationOptions, 'signal'> = {}) =>
      gifQuery(client, gifKeys.categories(options), (signal) => calls.getCategories(client, { ...options, signal })),
    /** The subcategories of `category`. */
    subcategories: (
      client: GifSource,
      { category, ...options }: Omit<O.PaginationOptions, 'signal'> & { category: string },
    ) =>
      gifQuery(client, gifKeys.subcategories(category, options), (signal) =>
        calls.getSubcategories(client, category, { ...options, signal }),
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
    emojiVariations: (client: GifSource, { id }: { id: string }) =>
      gifQuery(client, gifKeys.emojiVariations(id), (signal) => calls.getEmojiVariations(client, id, { signal })),
    /** Animated text for `text`. */
    animate: (client: GifSource, { text, ...options }: Omit<O.PaginationOptions, 'signal'> & { text: string }) =>
      gifQuery(client, gifKeys.animate(text, options), (signal) =>
        calls.animateText(client, text, { ...options, signal }),
      ),
    /** Terms related to `tag`; `score: true` asks for relevance scores. */
    relatedTags: (client: GifSource, { tag, ...options }: { tag: string; score?: boolean }) =>
      gifQuery(client, gifKeys.relatedTags(tag, options), (signal) =>
        calls.relatedTags(client, tag, { ...options, signal }),
      ),
  },
  suggestionQueries,
);
