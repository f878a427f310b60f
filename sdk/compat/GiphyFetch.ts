/**
 * A drop-in for @giphy/js-fetch-api 5.x's `GiphyFetch`: same constructor, same method names
 * and signatures, same result shapes, implemented over gifkit's per-call functions on a client
 * core (so a bundle carries neither the method client nor its deprecated names). See
 * docs/compat.md for the few deliberate differences.
 */
import * as calls from '../client/calls';
import { createGiphyCore, type GiphyCore } from '../client/core';
import { GifkitError } from '../errors';
import type { SingleResult } from '../normalize/envelope';
import type { Gif } from '../normalize/gif';
import { serverAddress, settings, sharedSessionIds } from './settings';
import { toChannelsResult } from './toCompatChannel';
import { toCategoriesResult, toCompatGif, toGifsResult, toResultMeta } from './toCompatGif';
import type * as T from './types';

let readClient: (fetch: GiphyFetch) => GiphyCore;

/** The API documents no trending list of clips for public keys (`/v1/videos/trending`). */
const NO_VIDEO_TRENDING = "trending has no 'videos' list; search clips with search(term, { type: 'videos' })";

/**
 * The gifkit client core a GiphyFetch calls (for the current server address), so
 * gifkit/compat/react's search shares its key, parameters, request cache and pingback ids. Not
 * part of gifkit/compat.
 */
export function clientOf(fetch: GiphyFetch): GiphyCore {
  return readClient(fetch);
}

/** @giphy/js-fetch-api's `GiphyFetch`: `new GiphyFetch(apiKey, qsParams?)`, same methods and results. */
export class GiphyFetch {
  static {
    readClient = (fetch) => fetch.#api;
  }
  readonly #apiKey: string;
  readonly #qsParams: Record<string, string>;
  #client?: { server: string; client: GiphyCore };

  /** `qsParams` are added to every request (after `api_key` and `pingback_id`, which they may replace). */
  constructor(apiKey: string, qsParams: Record<string, string> = {}) {
    this.#apiKey = apiKey;
    this.#qsParams = qsParams;
  }

  /** The client core for the current server address (setServerUrl may change it between calls). */
  get #api(): GiphyCore {
    const server = serverAddress();
    if (this.#client?.server !== server) {
      const client = createGiphyCore({
        apiKey: this.#apiKey,
        serverUrl: server,
        params: this.#qsParams,
        sessionIds: sharedSessionIds(),
      });
      this.#client = { server, client };
    }
    return this.#client.client;
  }

  /** The GIF categories. */
  categories(options: T.CategoriesOptions = {}): Promise<T.CategoriesResult> {
    return calls.getCategories(this.#api, options).then(toCategoriesResult);
  }

  /** One GIF. `{ internal: true }` (privileged keys) is not supported and reads the public GIF. */
  gif(id: T.GifID, _options?: { internal?: boolean }): Promise<T.GifResult> {
    return calls.getGif(this.#api, String(id)).then(singleGif);
  }

  /** Several GIFs by id, or (`category`, `subcategory`) the GIFs of a subcategory. */
  gifs(ids: T.GifID[]): Promise<T.GifsResult>;
  gifs(category: string, subcategory: string): Promise<T.GifsResult>;
  gifs(idsOrCategory: T.GifID[] | string, subcategory?: string): Promise<T.GifsResult> {
    if (Array.isArray(idsOrCategory)) return calls.getGifs(this.#api, idsOrCategory.map(String)).then(toGifsResult);
    return calls.getCategoryGifs(this.#api, idsOrCategory, subcategory ?? '').then(toGifsResult);
  }

  /** Emoji (v1). */
  emoji(options: T.PaginationOptions = {}): Promise<T.GifsResult> {
    return calls.getEmoji(this.#api, options).then(toGifsResult);
  }

  /** The default variation of every emoji (v2). */
  emojiDefaultVariations(options: T.PaginationOptions = {}): Promise<T.GifsResult> {
    return calls.getEmojiDefaultVariations(this.#api, options).then(toGifsResult);
  }

  /** The variations of one emoji (v2); no pagination. */
  async emojiVariations(id: T.GifID): Promise<T.NonPaginatedGifsResult> {
    const { data, meta } = await calls.getEmojiVariations(this.#api, String(id));
    return { data: data.map(toCompatGif), meta: toResultMeta(meta) };
  }

  /** Animated text for a message. */
  animate(text: string, options: T.PaginationOptions = {}): Promise<T.GifsResult> {
    return calls.animateText(this.#api, text, options).then(toGifsResult);
  }

  /** Search; `channel` sends `@channel term`, type `text` excludes dynamic results. */
  search(term: string, options: T.SearchOptions = {}): Promise<T.GifsResult> {
    return calls.searchGifs(this.#api, term, { rating: settings.rating, ...options }).then(toGifsResult);
  }

  /** The subcategories of a category. */
  subcategories(category: string, options: T.SubcategoriesOptions = {}): Promise<T.CategoriesResult> {
    return calls.getSubcategories(this.#api, category, options).then(toCategoriesResult);
  }

  /** Trending GIFs, stickers or text. */
  trending(options: T.TrendingOptions = {}): Promise<T.GifsResult> {
    const { type, ...rest } = options;
    if (type === 'videos') return Promise.reject(new GifkitError(NO_VIDEO_TRENDING));
    return calls.trendingGifs(this.#api, { rating: settings.rating, ...rest, type }).then(toGifsResult);
  }

  /** One random GIF (never cached). */
  random(options: T.RandomOptions = {}): Promise<T.GifResult> {
    return calls.randomGif(this.#api, { rating: settings.rating, ...options }).then(singleGif);
  }

  /** GIFs related to a GIF. */
  related(id: T.GifID, options: T.RelatedOptions = {}): Promise<T.GifsResult> {
    return calls.relatedGifs(this.#api, String(id), { rating: settings.rating, ...options }).then(toGifsResult);
  }

  /** Channels matching a term, in GIPHY's `IChannel` shape. */
  channels(term: string, options: T.SearchOptions = {}): Promise<T.ChannelsResult> {
    const { limit, offset, rating = settings.rating } = options;
    return calls.searchChannels(this.#api, term, { limit, offset, rating }).then(toChannelsResult);
  }
}

/** One GIF's answer in GIPHY's shape, with the pagination GIPHY's type declares for it. */
function singleGif({ data, meta }: SingleResult<Gif>): T.GifResult {
  return { data: toCompatGif(data), meta: toResultMeta(meta), pagination: { count: 1, total_count: 1, offset: 0 } };
}

export default GiphyFetch;
