/**
 * `infiniteQueryOptions` factories for the paginated reads, each taking the client and one
 * options object. Paging and de-duplication are the SDK's (hooks/infiniteQuery.ts): React Query
 * pages exactly as the headless loader.
 */
import * as calls from '../sdk/client/calls';
import type * as O from '../sdk/client/options';
import type { GifSource } from '../sdk/source/types';
import { infiniteGifQuery } from './queryFactories';
import { gifKeys } from './queryKeys';
import { searchInfiniteQueries } from './searchQueries';

/** Every factory; `Object.assign` (pure) rather than a spread, so a bundle without `gifInfiniteQueries` drops it. */
export const gifInfiniteQueries = /* @__PURE__ */ Object.assign(
  {
    /** GIFs, stickers or clips related to the GIF `id`; idle while `id` is empty. */
    related: (client: GifSource, { id, ...options }: Omit<O.RelatedOptions, 'signal' | 'offset'> & { id: string }) =>
      infiniteGifQuery(
        client,
        gifKeys.related(id, options),
        (page) => calls.relatedGifs(client, id, { ...options, ...page }),
        !!id,
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
    searchChannels: (
      client: GifSource,
      { term, ...options }: Omit<O.PaginationOptions, 'signal' | 'offset'> & { term: string },
    ) =>
      infiniteGifQuery(
        client,
        gifKeys.searchChannels(term, options),
        (page) => calls.searchChannels(client, term, { ...options, ...page }),
        !!term,
      ),
    /** Clips: search with `type: 'videos'`. */
    videos: (client: GifSource, options: Omit<O.SearchOptions, 'signal' | 'offset' | 'type'> & { term: string }) =>
      searchInfiniteQueries.search(client, { ...options, type: 'videos' }),
    /** Clips related to a clip. */
    relatedVideos: (
      client: GifSource,
      options: Omit<O.RelatedOptions, 'signal' | 'offset' | 'type'> & { id: string },
    ) => gifInfiniteQueries.related(client, { ...options, type: 'videos' }),
  },
  searchInfiniteQueries,
);
