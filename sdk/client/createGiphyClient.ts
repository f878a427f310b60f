/**
 * createGiphyClient: the public-API client (widgets spec §7.1, platform spec §7 public calls),
 * and createGifReader, the same client narrowed to one GIF by id and its related GIFs (for a
 * page such as `/embed/:id` that must not carry every call's code). Both are built on one core:
 * the same options, transport, cache, pingback id and normalizers. Each instance owns its cache,
 * pingback id and settings; every call takes an AbortSignal and returns normalized
 * `{ data, pagination, meta }`. Wire types come from sdk/generated only.
 */

import { GifkitError } from '../errors';
import type { components } from '../generated/public';
import { type Category, normalizeCategoryInPlace } from '../normalize/category';
import { type Channel, normalizeChannelInPlace } from '../normalize/channel';
import {
  type ListResult,
  normalizeList,
  normalizeSingle,
  readMeta,
  type SingleResult,
  type WarningSink,
} from '../normalize/envelope';
import { type Gif, normalizeGifInPlace } from '../normalize/gif';
import { requestFailure } from '../transport/failure';
import { createPublicFetch, type PublicParams, type PublicPath } from '../transport/publicFetch';
import type * as O from './options';
import { RequestCache, type RequestCacheOptions } from './requestCache';
import { createSessionIds, type IdStorage, type SessionIds } from './sessionIds';

type Wire = components['schemas'];

/** A GIF category and a channel as the API returns them, normalized (sdk/normalize/category.ts, channel.ts). */
export type { Category, Channel };
/** A search term suggestion. */
export type Term = Wire['Term'];

/** The default content rating (widgets spec §9). */
export const DEFAULT_RATING: O.Rating = 'pg-13';
/** The public API's address; override it per client with `serverUrl`. */
export const DEFAULT_SERVER_URL = 'https://api.giphy.com';

/** Options of `createGiphyClient`; only `apiKey` is required. */
export interface GiphyClientOptions {
  /** Your GIPHY API key (required). */
  apiKey: string;
  /** API address without version, e.g. a first-party proxy. Default: api.giphy.com. */
  serverUrl?: string;
  /** A fetch implementation (server runtimes, tests). Defaults to the global fetch at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Rating sent when a call does not give one. Default `pg-13`. */
  rating?: O.Rating;
  /** Extra headers for every call. */
  headers?: HeadersInit;
  /** Extra query parameters for every call (e.g. `country_code` and `region` when you proxy requests). */
  params?: Record<string, string>;
  /** Request cache settings, or `false` to turn the cache off (e.g. when React Query caches). */
  cache?: RequestCacheOptions | false;
  /** Where the pingback id lives; `null` keeps it in memory (server rendering). Default: sessionStorage. */
  storage?: IdStorage | null;
  /** An id source to share with other clients or with analytics (overrides `storage`). */
  sessionIds?: SessionIds;
  /** Receives development warnings (malformed items and unsafe URLs dropped). Default: console.warn outside production. */
  onWarning?: WarningSink;
}

function defaultWarn(): WarningSink | undefined {
  if (process.env.NODE_ENV === 'production') return undefined;
  return (message) => console.warn(message);
}

/** A short, stable hash (FNV-1a, 32 bit, base 36): an identity that does not spell out the key. */
function hashString(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The shared core of both clients: options checked, transport, cache and `call`. */
function createCore(options: GiphyClientOptions) {
  if (!options || typeof options.apiKey !== 'string' || !options.apiKey.trim()) {
    const hint = process.env.NODE_ENV !== 'production' ? ' (get one at developers.giphy.com)' : '';
    throw new GifkitError(`gifkit: a GIPHY client needs an apiKey${hint}.`);
  }
  const ids = options.sessionIds ?? createSessionIds({ storage: options.storage });
  const rating = options.rating ?? DEFAULT_RATING;
  const warn = options.onWarning ?? defaultWarn();
  const cache = options.cache === false ? undefined : new RequestCache(options.cache);
  const baseUrl = (options.serverUrl ?? DEFAULT_SERVER_URL).replace(/\/$/, '');
  const send = createPublicFetch({
    baseUrl,
    fetch: options.fetch,
    headers: options.headers,
    query: () => ({ api_key: options.apiKey, pingback_id: ids.pingbackId(), ...options.params }),
  });

  // Dropped URLs are reported to the same sink as dropped items.
  const item = (raw: unknown, path: string, responseId: string) => normalizeGifInPlace(raw, path, responseId, warn);
  const gifs = (body: unknown, key: string) => normalizeList(body, key, item, warn);
  const gif = (body: unknown, key: string) => normalizeSingle(body, key, item);

  /**
   * One GET: `path` with its path parameters, the call's options minus `signal`, `type` and
   * `channel` as the query, then `query` on top. Goes through the cache unless `cached` is
   * false (or the client has none); returns the normalized answer. Query values left
   * `undefined` are not sent and do not change the cache key.
   */
  async function call<P extends PublicPath, T>(
    path: P,
    pathParams: object | undefined,
    { signal, type, channel, ...options }: O.SearchOptions = {},
    normalize: (body: unknown, key: string) => T,
    query?: object,
    cached = true,
  ): Promise<T> {
    const params = { path: pathParams, query: { ...options, ...query } } as PublicParams<P>;
    const key = `${path} ${JSON.stringify(params)}`;
    // Normalized inside the cached call: a synthetic or malformed answer is a cached error
    // (kept 6 s), never a 60 s success.
    const load = async (shared?: AbortSignal) => normalize(await send('get', path, params, shared), key);
    return cache && cached
      ? cache.load(key, load, { signal, abortError: (reason) => requestFailure(reason, key, signal) })
      : load(signal);
  }
  /** The rating a call sends: its own, else the client's. */
  const rated = (o: { rating?: O.Rating } = {}) => ({ rating: o.rating ?? rating });

  /** The calls both clients have: identity, pingback id, cache, one GIF by id, related GIFs. */
  const reader = {
    /**
     * What makes this client's answers differ from another's: a hash of its server, api key,
     * default rating and extra params. The hooks put it in every query key, so two clients
     * under one QueryClient never serve each other's answers (and SSR hydrates by it).
     */
    identity: hashString(JSON.stringify([baseUrl, options.apiKey, rating, options.params ?? {}])),
    /** The tab session's pingback id (sent as `pingback_id`). */
    pingbackId: ids.pingbackId,
    /** Forgets every cached answer of this client. */
    clearCache: () => cache?.clear(),

    /** One GIF by id. */
    gif(id: string, o?: O.CallOptions): Promise<SingleResult<Gif>> {
      return call('/v1/gifs/{gif_id}', { gif_id: id }, o, gif);
    },
    /** GIFs, stickers or clips related to a GIF. */
    related(id: string, o: O.RelatedOptions = {}): Promise<ListResult<Gif>> {
      return call('/v1/{type}/related', { type: o.type ?? 'gifs' }, o, gifs, { ...rated(o), gif_id: id });
    },
  };
  // A tuple, not an object: its names are minified away (the budgets count every byte).
  return [reader, call, send, cache, rated, warn, gifs, gif] as const;
}

/**
 * Creates a client narrowed to `gif(id)` and `related(id)` over the same transport, options,
 * cache and pingback id as `createGiphyClient` (whose answers it shares the shapes of), for a
 * page that shows one GIF and must not carry the code of every other call. Throws when
 * `apiKey` is missing.
 */
export function createGifReader(options: GiphyClientOptions) {
  return createCore(options)[0];
}

/** The client returned by `createGifReader`: `gif`, `related`, `identity`, `pingbackId`, `clearCache`. */
export type GifReader = ReturnType<typeof createGifReader>;

/** Creates a public-API client. Throws when `apiKey` is missing. */
export function createGiphyClient(options: GiphyClientOptions) {
  const [reader, call, send, cache, rated, warn, gifs, gif] = createCore(options);
  const plain = <T>(body: unknown, key: string) => normalizeList(body, key, (raw) => raw as T, warn);
  const channelItem = (raw: unknown, path: string, responseId: string) =>
    normalizeChannelInPlace(raw, path, responseId, warn);
  const channels = (body: unknown, key: string) => normalizeList(body, key, channelItem, warn);
  const categoryItem = (raw: unknown, path: string, responseId: string) =>
    normalizeCategoryInPlace(raw, path, responseId, warn);
  const categories = (body: unknown, key: string) => normalizeList(body, key, categoryItem, warn);

  return {
    ...reader,
    /** Searches GIFs, stickers, text or clips. `channel` scopes to a channel (`@channel term`). */
    search(term: string, o: O.SearchOptions = {}): Promise<ListResult<Gif>> {
      const type = o.type ?? 'gifs';
      const q = o.channel ? `@${o.channel} ${term}` : term;
      return call('/v1/{type}/search', { type }, o, gifs, {
        ...rated(o),
        q,
        excludeDynamicResults: type === 'text' || undefined,
      });
    },
    /** Trending GIFs, stickers or text. */
    trending(o: O.TrendingOptions = {}): Promise<ListResult<Gif>> {
      return call('/v1/{type}/trending', { type: o.type ?? 'gifs' }, o, gifs, rated(o));
    },
    /** Several GIFs by id (`gifs(ids)`), or the GIFs of a subcategory (`gifs(category, subcategory)`). */
    gifs(
      idsOrCategory: readonly string[] | string,
      subcategory?: string | O.CallOptions,
      o?: O.PaginationOptions,
    ): Promise<ListResult<Gif>> {
      if (Array.isArray(idsOrCategory)) {
        const options = typeof subcategory === 'object' ? subcategory : o;
        return call('/v1/gifs', undefined, { signal: options?.signal }, gifs, { ids: idsOrCategory.join(',') });
      }
      const path = { category: idsOrCategory, subcategory: String(subcategory) };
      return call('/v1/gifs/categories/{category}/{subcategory}', path, o, gifs);
    },
    /** The GIF categories, each with its subcategories and a GIF. */
    categories(o?: O.PaginationOptions): Promise<ListResult<Category>> {
      return call('/v1/gifs/categories', undefined, o, categories);
    },
    /** The subcategories of a category. */
    subcategories(category: string, o?: O.PaginationOptions): Promise<ListResult<Category>> {
      return call('/v1/gifs/categories/{category}', { category }, o, categories);
    },
    /** Emoji (v1). */
    emoji(o?: O.PaginationOptions): Promise<ListResult<Gif>> {
      return call('/v1/emoji', undefined, o, gifs);
    },
    /** The default variation of every emoji (v2; paginates with `next_cursor`). */
    emojiDefaultVariations(o?: O.PaginationOptions): Promise<ListResult<Gif>> {
      return call('/v2/emoji', undefined, o, gifs);
    },
    /** The variations of one emoji (v2). */
    emojiVariations(id: string, o?: O.CallOptions): Promise<ListResult<Gif>> {
      return call('/v2/emoji/{gif_id}/variations', { gif_id: id }, o, gifs);
    },
    /** Animated text for a message. */
    animate(text: string, o?: O.PaginationOptions): Promise<ListResult<Gif>> {
      return call('/v1/text/animate', undefined, o, gifs, { m: text });
    },
    /** One random GIF or sticker, optionally for a tag. Never cached. */
    random(o: O.RandomOptions = {}): Promise<SingleResult<Gif>> {
      return call('/v1/{type}/random', { type: o.type ?? 'gifs' }, o, gif, rated(o), false);
    },
    /** Channels matching a term. */
    searchChannels(term: string, o?: O.PaginationOptions & { rating?: O.Rating }): Promise<ListResult<Channel>> {
      return call('/v1/channels/search', undefined, o, channels, { ...rated(o), q: term });
    },
    /** Today's trending search terms. */
    async trendingSearches(o?: O.CallOptions): Promise<{ data: string[]; meta: ListResult<string>['meta'] }> {
      const { data, meta } = await call('/v1/trending/searches', undefined, o, plain<string>);
      return { data: data.filter((t) => typeof t === 'string'), meta };
    },
    /** What a GIF is associated with (shape inferred; see openapi/public.yaml). */
    associations(id: string, o?: O.CallOptions) {
      type Associations = components['schemas']['GifAssociations'];
      const normalize = (body: unknown, key: string) => ({ ...(body as Associations), meta: readMeta(body, key) });
      return call('/v1/gifs/{gif_id}/associations', { gif_id: id }, o, normalize);
    },
    /** Search-term suggestions (autocomplete) for a partial term. */
    searchTags(term: string, o?: O.PaginationOptions): Promise<ListResult<Term>> {
      return call('/v1/gifs/search/tags', undefined, o, plain<Term>, { q: term });
    },
    /** Terms related to a tag; `score: true` asks for relevance scores. */
    relatedTags(tag: string, o?: O.CallOptions & { score?: boolean }): Promise<ListResult<Term>> {
      return call('/v1/tags/related/{tag}', { tag }, o, plain<Term>);
    },
    /** Sets a GIF's call-to-action (PUT) when `text` is given, else removes it (DELETE). Never cached. */
    async cta(id: string, cta: { link?: string; text?: string } = {}, { signal }: O.CallOptions = {}): Promise<void> {
      const params = { path: { gif_id: id } };
      if (cta.text)
        await send('put', '/v1/gifs/{gif_id}/cta', params, signal, { link: cta.link ?? '', text: cta.text });
      else await send('delete', '/v1/gifs/{gif_id}/cta', params, signal);
      cache?.clear();
    },
  };
}

/** The public-API client returned by `createGiphyClient`. */
export type GiphyClient = ReturnType<typeof createGiphyClient>;
