/**
 * createGiphyClient: the public-API client, a client core (sdk/client/core.ts) with every
 * per-call function of sdk/client/calls.ts as a method of the same name (`searchGifs(core, …)`
 * is `client.searchGifs(…)`); and createGifReader, the same core with only `getGif` and
 * `relatedGifs` (for a page such as `/embed/:id` that must not carry every call's code). A
 * method is its function with the core given: same request, cache, normalizer and result.
 * Each instance owns its cache, pingback id and settings. The methods' names before 0.3.0
 * (`search`, `gif`, …) stay as deprecated aliases (`withOldNames`).
 */

import { warnDeprecated, withRenamed } from '../devWarn';
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

/** The methods' names before 0.3.0 (GIPHY's short names) and their names now. */
const OLD_NAMES: Record<string, string> = {
  gif: 'getGif',
  related: 'relatedGifs',
  search: 'searchGifs',
  trending: 'trendingGifs',
  categories: 'getCategories',
  subcategories: 'getSubcategories',
  emoji: 'getEmoji',
  emojiDefaultVariations: 'getEmojiDefaultVariations',
  emojiVariations: 'getEmojiVariations',
  animate: 'animateText',
  random: 'randomGif',
  associations: 'getGifAssociations',
  cta: 'setGifCta',
};

/** The client's methods with their old names (`OLD_NAMES`) as deprecated aliases (`withRenamed`). */
const withOldNames = <C extends object>(client: C): C => withRenamed(client, OLD_NAMES, 'client');

/**
 * Creates a client narrowed to `getGif(id)` and `relatedGifs(id)` over a core, for a page that
 * shows one GIF and must not carry the code of every other call. Takes the options of
 * `createGiphyClient`, or a core to share. Throws when `apiKey` is missing.
 */
export function createGifReader(from: GiphyClientOptions | GiphyCore) {
  const core = coreOf(from);
  const reader = {
    ...core,
    /** One GIF by id. */
    getGif: (id: string, o?: O.CallOptions) => calls.getGif(core, id, o),
    /** GIFs, stickers or clips related to a GIF. */
    relatedGifs: (id: string, o?: O.RelatedOptions) => calls.relatedGifs(core, id, o),
  };
  // With its methods' names before 0.3.0, each `@deprecated`.
  return withOldNames(reader) as typeof reader & {
    /** @deprecated Renamed `getGif` (the per-call function's name); removed in 0.5.0 at the earliest. */
    readonly gif: (id: string, o?: O.CallOptions) => Promise<SingleResult<Gif>>;
    /** @deprecated Renamed `relatedGifs`; removed in 0.5.0 at the earliest. */
    readonly related: (id: string, o?: O.RelatedOptions) => Promise<ListResult<Gif>>;
  };
}

/** The client returned by `createGifReader`: `getGif`, `relatedGifs`, `identity`, `pingbackId`, `clearCache`. */
export type GifReader = ReturnType<typeof createGifReader>;

/** The method client's methods, each named as its per-call function. */
function clientMethods(core: GiphyCore) {
  return {
    /** Searches GIFs, stickers, text or clips. `channel` scopes to a channel (`@channel term`). */
    searchGifs: (term: string, o?: O.SearchOptions) => calls.searchGifs(core, term, o),
    /** Trending GIFs, stickers or text. */
    trendingGifs: (o?: O.TrendingOptions) => calls.trendingGifs(core, o),
    /** Several GIFs by id, in one request. */
    getGifs: (ids: readonly string[], o?: O.CallOptions) => calls.getGifs(core, ids, o),
    /** The GIFs of a subcategory. */
    getCategoryGifs: (category: string, subcategory: string, o?: O.PaginationOptions) =>
      calls.getCategoryGifs(core, category, subcategory, o),
    /** The GIF categories, each with its subcategories and a GIF. */
    getCategories: (o?: O.PaginationOptions) => calls.getCategories(core, o),
    /** The subcategories of a category. */
    getSubcategories: (category: string, o?: O.PaginationOptions) => calls.getSubcategories(core, category, o),
    /** Emoji, v1. */
    getEmoji: (o?: O.PaginationOptions) => calls.getEmoji(core, o),
    /** The default variation of every emoji, v2 (paginates with `next_cursor`). */
    getEmojiDefaultVariations: (o?: O.PaginationOptions) => calls.getEmojiDefaultVariations(core, o),
    /** The variations of one emoji, v2. */
    getEmojiVariations: (id: string, o?: O.CallOptions) => calls.getEmojiVariations(core, id, o),
    /** Animated text for a message. */
    animateText: (text: string, o?: O.PaginationOptions) => calls.animateText(core, text, o),
    /** One random GIF or sticker, optionally for a tag. Never cached. */
    randomGif: (o?: O.RandomOptions) => calls.randomGif(core, o),
    /** Channels matching a term. */
    searchChannels: (term: string, o?: O.PaginationOptions & { rating?: O.Rating }) =>
      calls.searchChannels(core, term, o),
    /** Today's trending search terms. */
    trendingSearches: (o?: O.CallOptions) => calls.trendingSearches(core, o),
    /** What a GIF is associated with. */
    getGifAssociations: (id: string, o?: O.CallOptions) => calls.getGifAssociations(core, id, o),
    /** Search-term suggestions (autocomplete) for a partial term. */
    searchTags: (term: string, o?: O.PaginationOptions) => calls.searchTags(core, term, o),
    /** Terms related to a tag; `score: true` asks for relevance scores. */
    relatedTags: (tag: string, o?: O.CallOptions & { score?: boolean }) => calls.relatedTags(core, tag, o),
    /** Sets a GIF's call-to-action when `text` is given, else removes it. Never cached. */
    setGifCta: (id: string, cta?: { link?: string; text?: string }, o?: O.CallOptions) =>
      calls.setGifCta(core, id, cta, o),
  };
}

type Methods = ReturnType<typeof clientMethods>;

/**
 * Creates a public-API client: a core with every call as a method of the call's name. Takes the
 * options (throws when `apiKey` is missing), or a core you already have, whose cache and
 * pingback id it shares.
 */
export function createGiphyClient(from: GiphyClientOptions | GiphyCore) {
  const core = coreOf(from);
  const client = withOldNames({ ...createGifReader(core), ...clientMethods(core) });
  // `gifs` was two calls by its arguments: GIFs by id, or a subcategory's GIFs.
  const gifs = (idsOrCategory: readonly string[] | string, subcategory?: unknown, o?: O.PaginationOptions) =>
    typeof idsOrCategory === 'string'
      ? client.getCategoryGifs(idsOrCategory, String(subcategory), o)
      : client.getGifs(idsOrCategory, subcategory as O.CallOptions);
  // With the methods' names before 0.3.0 (GIPHY's short names), each `@deprecated`.
  return Object.defineProperty(client, 'gifs', {
    get() {
      if (process.env.NODE_ENV !== 'production') {
        warnDeprecated({
          name: 'client.gifs',
          instead: 'client.getGifs(ids) or client.getCategoryGifs(category, subcategory)',
        });
      }
      return gifs;
    },
  }) as typeof client & {
    /** @deprecated Renamed `getGif` (the per-call function's name); removed in 0.5.0 at the earliest. */
    readonly gif: (id: string, o?: O.CallOptions) => Promise<SingleResult<Gif>>;
    /** @deprecated Renamed `relatedGifs`; removed in 0.5.0 at the earliest. */
    readonly related: (id: string, o?: O.RelatedOptions) => Promise<ListResult<Gif>>;
    /** @deprecated Renamed `searchGifs` (the per-call function's name); removed in 0.5.0 at the earliest. */
    readonly search: Methods['searchGifs'];
    /** @deprecated Renamed `trendingGifs`; removed in 0.5.0 at the earliest. */
    readonly trending: Methods['trendingGifs'];
    /**
     * @deprecated Split in two: `getGifs(ids)` for GIFs by id, `getCategoryGifs(category,
     * subcategory)` for a subcategory's GIFs; removed in 0.5.0 at the earliest.
     */
    readonly gifs: {
      (ids: readonly string[], o?: O.CallOptions): Promise<ListResult<Gif>>;
      (category: string, subcategory: string, o?: O.PaginationOptions): Promise<ListResult<Gif>>;
    };
    /** @deprecated Renamed `getCategories`; removed in 0.5.0 at the earliest. */
    readonly categories: Methods['getCategories'];
    /** @deprecated Renamed `getSubcategories`; removed in 0.5.0 at the earliest. */
    readonly subcategories: Methods['getSubcategories'];
    /** @deprecated Renamed `getEmoji`; removed in 0.5.0 at the earliest. */
    readonly emoji: Methods['getEmoji'];
    /** @deprecated Renamed `getEmojiDefaultVariations`; removed in 0.5.0 at the earliest. */
    readonly emojiDefaultVariations: Methods['getEmojiDefaultVariations'];
    /** @deprecated Renamed `getEmojiVariations`; removed in 0.5.0 at the earliest. */
    readonly emojiVariations: Methods['getEmojiVariations'];
    /** @deprecated Renamed `animateText`; removed in 0.5.0 at the earliest. */
    readonly animate: Methods['animateText'];
    /** @deprecated Renamed `randomGif`; removed in 0.5.0 at the earliest. */
    readonly random: Methods['randomGif'];
    /** @deprecated Renamed `getGifAssociations`; removed in 0.5.0 at the earliest. */
    readonly associations: Methods['getGifAssociations'];
    /** @deprecated Renamed `setGifCta`; removed in 0.5.0 at the earliest. */
    readonly cta: Methods['setGifCta'];
  };
}

/** The public-API client returned by `createGiphyClient`. */
export type GiphyClient = ReturnType<typeof createGiphyClient>;
