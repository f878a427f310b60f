/**
 * createGiphyClient: the public-API client, a client core (sdk/client/core.ts) with every
 * per-call function of sdk/client/calls.ts as a method; and createGifReader, the same core with
 * only `gif` and `related` (for a page such as `/embed/:id` that must not carry every call's
 * code). A method is its function with the core given: same request, cache, normalizer and
 * result. Each instance owns its cache, pingback id and settings.
 */

import type { ListResult, SingleResult } from '../normalize/envelope';
import type { Gif } from '../normalize/gif';
import * as calls from './calls';
import { createGiphyCore, type GiphyClientOptions, type GiphyCore } from './core';
import type * as O from './options';

export type { Category, Channel, GifAssociations, Term } from './calls';
export { DEFAULT_RATING, DEFAULT_SERVER_URL, type GiphyClientOptions } from './core';

/** A core you already have, or the options to create one with. */
const coreOf = (from: GiphyClientOptions | GiphyCore): GiphyCore =>
  from && 'engine' in from ? from : createGiphyCore(from);

/**
 * Creates a client narrowed to `gif(id)` and `related(id)` (`getGif`, `relatedGifs`) over a
 * core, for a page that shows one GIF and must not carry the code of every other call. Takes
 * the options of `createGiphyClient`, or a core to share. Throws when `apiKey` is missing.
 */
export function createGifReader(from: GiphyClientOptions | GiphyCore) {
  const core = coreOf(from);
  return {
    ...core,
    /** One GIF by id (`getGif`). */
    gif: (id: string, o?: O.CallOptions) => calls.getGif(core, id, o),
    /** GIFs, stickers or clips related to a GIF (`relatedGifs`). */
    related: (id: string, o?: O.RelatedOptions) => calls.relatedGifs(core, id, o),
  };
}

/** The client returned by `createGifReader`: `gif`, `related`, `identity`, `pingbackId`, `clearCache`. */
export type GifReader = ReturnType<typeof createGifReader>;

/**
 * Creates a public-API client: a core with every call as a method. Takes the options (throws
 * when `apiKey` is missing), or a core you already have, whose cache and pingback id it shares.
 */
export function createGiphyClient(from: GiphyClientOptions | GiphyCore) {
  const core = coreOf(from);
  return {
    ...createGifReader(core),
    /** Searches GIFs, stickers, text or clips (`searchGifs`). `channel` scopes to a channel (`@channel term`). */
    search: (term: string, o?: O.SearchOptions) => calls.searchGifs(core, term, o),
    /** Trending GIFs, stickers or text (`trendingGifs`). */
    trending: (o?: O.TrendingOptions) => calls.trendingGifs(core, o),
    /** Several GIFs by id (`gifs(ids)`, `getGifs`), or the GIFs of a subcategory (`gifs(category, subcategory)`, `getCategoryGifs`). */
    gifs(
      idsOrCategory: readonly string[] | string,
      subcategory?: string | O.CallOptions,
      o?: O.PaginationOptions,
    ): Promise<ListResult<Gif>> {
      return typeof idsOrCategory === 'string'
        ? calls.getCategoryGifs(core, idsOrCategory, String(subcategory), o)
        : calls.getGifs(core, idsOrCategory, typeof subcategory === 'object' ? subcategory : o);
    },
    /** The GIF categories, each with its subcategories and a GIF (`getCategories`). */
    categories: (o?: O.PaginationOptions) => calls.getCategories(core, o),
    /** The subcategories of a category (`getSubcategories`). */
    subcategories: (category: string, o?: O.PaginationOptions) => calls.getSubcategories(core, category, o),
    /** Emoji, v1 (`getEmoji`). */
    emoji: (o?: O.PaginationOptions) => calls.getEmoji(core, o),
    /** The default variation of every emoji, v2 (`getEmojiDefaultVariations`; paginates with `next_cursor`). */
    emojiDefaultVariations: (o?: O.PaginationOptions) => calls.getEmojiDefaultVariations(core, o),
    /** The variations of one emoji, v2 (`getEmojiVariations`). */
    emojiVariations: (id: string, o?: O.CallOptions) => calls.getEmojiVariations(core, id, o),
    /** Animated text for a message (`animateText`). */
    animate: (text: string, o?: O.PaginationOptions) => calls.animateText(core, text, o),
    /** One random GIF or sticker, optionally for a tag (`randomGif`). Never cached. */
    random: (o?: O.RandomOptions): Promise<SingleResult<Gif>> => calls.randomGif(core, o),
    /** Channels matching a term (`searchChannels`). */
    searchChannels: (term: string, o?: O.PaginationOptions & { rating?: O.Rating }) =>
      calls.searchChannels(core, term, o),
    /** Today's trending search terms (`trendingSearches`). */
    trendingSearches: (o?: O.CallOptions) => calls.trendingSearches(core, o),
    /** What a GIF is associated with (`getGifAssociations`). */
    associations: (id: string, o?: O.CallOptions) => calls.getGifAssociations(core, id, o),
    /** Search-term suggestions (autocomplete) for a partial term (`searchTags`). */
    searchTags: (term: string, o?: O.PaginationOptions) => calls.searchTags(core, term, o),
    /** Terms related to a tag (`relatedTags`); `score: true` asks for relevance scores. */
    relatedTags: (tag: string, o?: O.CallOptions & { score?: boolean }) => calls.relatedTags(core, tag, o),
    /** Sets a GIF's call-to-action when `text` is given, else removes it (`setGifCta`). Never cached. */
    cta: (id: string, cta?: { link?: string; text?: string }, o?: O.CallOptions) => calls.setGifCta(core, id, cta, o),
  };
}

/** The public-API client returned by `createGiphyClient`. */
export type GiphyClient = ReturnType<typeof createGiphyClient>;
