/**
 * `infiniteQueryOptions` factories for the paginated reads, each taking the client and one
 * options object. Paging and de-duplication are the SDK's (sdk/client/paging.ts, through
 * `infiniteGifQuery` in hooks/queryFactories.ts): React Query pages exactly as the headless loader.
 */
import * as calls from '../sdk/client/calls';
import type * as O from '../sdk/client/options';
import { withRenamed } from '../sdk/devWarn';
import type { GifSource } from '../sdk/source/types';
import { withPositionalArgs } from './positionalArgs';
import { infiniteGifQuery } from './queryFactories';
import { gifKeys, RENAMED_QUERIES } from './queryKeys';
import { searchGifsInfiniteQuery, trendingGifsInfiniteQuery } from './searchQueries';

/** GIFs, stickers or clips related to the GIF `id`; idle while `id` is empty. */
const related = (client: GifSource, { id, ...options }: Omit<O.RelatedOptions, 'signal' | 'offset'> & { id: string }) =>
  infiniteGifQuery(
    client,
    gifKeys.relatedGifs(id, options),
    (page) => calls.relatedGifs(client, id, { ...options, ...page }),
    !!id,
  );

/**
 * Every factory. Those that take a term or an id also accept their old positional arguments
 * (`searchGifs(client, term, options)`), deprecated (hooks/positionalArgs.ts); each wrapper is
 * marked pure, so a bundle without `gifInfiniteQueries` drops it.
 */
const allInfiniteQueries = {
  /** GIFs, stickers or clips related to the GIF `id`; idle while `id` is empty. */
  relatedGifs: /* @__PURE__ */ withPositionalArgs(
    related,
    (id: string, options?: Omit<O.RelatedOptions, 'signal' | 'offset'>) => ({ ...options, id }),
    'gifInfiniteQueries.relatedGifs',
    'id, options',
  ),
  /** Emoji, v1. */
  emoji: (client: GifSource, options: Omit<O.PaginationOptions, 'signal' | 'offset'> = {}) =>
    infiniteGifQuery(client, gifKeys.emoji(options), (page) => calls.getEmoji(client, { ...options, ...page })),
  /** The default variation of every emoji, v2. */
  emojiDefaultVariations: (client: GifSource, options: Omit<O.PaginationOptions, 'signal' | 'offset'> = {}) =>
    infiniteGifQuery(client, gifKeys.emojiDefaultVariations(options), (page) =>
      calls.getEmojiDefaultVariations(client, { ...options, ...page }),
    ),
  /** Channels matching `term`; idle while it is empty. */
  searchChannels: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, { term, ...options }: Omit<O.PaginationOptions, 'signal' | 'offset'> & { term: string }) =>
      infiniteGifQuery(
        client,
        gifKeys.searchChannels(term, options),
        (page) => calls.searchChannels(client, term, { ...options, ...page }),
        !!term,
      ),
    (term: string, options?: Omit<O.PaginationOptions, 'signal' | 'offset'>) => ({ ...options, term }),
    'gifInfiniteQueries.searchChannels',
    'term, options',
  ),
  /** Clips: search with `type: 'videos'`. */
  videos: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, options: Omit<O.SearchOptions, 'signal' | 'offset' | 'type'> & { term: string }) =>
      searchGifsInfiniteQuery(client, { ...options, type: 'videos' }),
    (term: string, options?: Omit<O.SearchOptions, 'signal' | 'offset' | 'type'>) => ({ ...options, term }),
    'gifInfiniteQueries.videos',
    'term, options',
  ),
  /** Clips related to a clip. */
  relatedVideos: /* @__PURE__ */ withPositionalArgs(
    (client: GifSource, options: Omit<O.RelatedOptions, 'signal' | 'offset' | 'type'> & { id: string }) =>
      related(client, { ...options, type: 'videos' }),
    (id: string, options?: Omit<O.RelatedOptions, 'signal' | 'offset' | 'type'>) => ({ ...options, id }),
    'gifInfiniteQueries.relatedVideos',
    'id, options',
  ),
  /** Search results page by page; idle while `term` is empty. */
  searchGifs: /* @__PURE__ */ withPositionalArgs(
    searchGifsInfiniteQuery,
    (term: string, options?: Omit<O.SearchOptions, 'signal' | 'offset'>) => ({ ...options, term }),
    'gifInfiniteQueries.searchGifs',
    'term, options',
  ),
  /** Trending GIFs page by page. */
  trendingGifs: trendingGifsInfiniteQuery,
};

/**
 * Every factory, with the names before 0.3.0 as deprecated aliases (`gifInfiniteQueries.search`
 * is `gifInfiniteQueries.searchGifs`); marked pure, so a bundle without it drops it.
 */
export const gifInfiniteQueries = /* @__PURE__ */ withRenamed(
  allInfiniteQueries,
  RENAMED_QUERIES,
  'gifInfiniteQueries',
) as typeof allInfiniteQueries & {
  /** @deprecated Renamed `searchGifs`, the call's name; removed in 0.5.0 at the earliest. */
  readonly search: typeof allInfiniteQueries.searchGifs;
  /** @deprecated Renamed `trendingGifs`, the call's name; removed in 0.5.0 at the earliest. */
  readonly trending: typeof allInfiniteQueries.trendingGifs;
  /** @deprecated Renamed `relatedGifs`, the call's name; removed in 0.5.0 at the earliest. */
  readonly related: typeof allInfiniteQueries.relatedGifs;
};
