/**
 * createGiphyClient: the public-API client (widgets spec §7.1, platform spec §7 public calls).
 * Each instance owns its cache, pingback id and settings; every call takes an AbortSignal and
 * returns normalized `{ data, pagination, meta }`. Wire types come from sdk/generated only.
 */

import { FetchError, GifkitError } from '../errors';
import type { components, paths } from '../generated/public';
import {
  type ListResult,
  normalizeList,
  normalizeSingle,
  readMeta,
  type SingleResult,
  type WarningSink,
} from '../normalize/envelope';
import { type Gif, normalizeGifInPlace } from '../normalize/gif';
import { createPublicTransport, type PublicClient } from '../transport/clients';
import type * as O from './options';
import { RequestCache, type RequestCacheOptions } from './requestCache';
import { responseGuard } from './responseGuard';
import { createSessionIds, type IdStorage, type SessionIds } from './sessionIds';

type Wire = components['schemas'];
/** Paths that have a GET, and the path/query parameters the spec gives each. */
type GetPath = { [P in keyof paths]: paths[P] extends { get: { parameters: unknown } } ? P : never }[keyof paths];
type GetParams<P extends GetPath> = Pick<paths[P]['get']['parameters'], 'path' | 'query'>;
/** A GIF category (name, encoded name, subcategories, a representative GIF). */
export type Category = Wire['Category'];
/** A channel as channel search returns it. */
export type Channel = Wire['Channel'];
/** A search term suggestion. */
export type Term = Wire['Term'];

/** The default content rating (widgets spec §9). */
export const DEFAULT_RATING: O.Rating = 'pg-13';
/** The public API's address; override per client (`serverUrl`) or for a whole page with `globalThis.GIFKIT_API_URL`. */
export const DEFAULT_SERVER_URL = 'https://api.giphy.com';

/** Options of `createGiphyClient`; only `apiKey` is required. */
export interface GiphyClientOptions {
  /** Your GIPHY API key (required). */
  apiKey: string;
  /** API address without version, e.g. a first-party proxy. Default: `globalThis.GIFKIT_API_URL` or api.giphy.com. */
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
  /** Receives development warnings (malformed items dropped). Default: console.warn outside production. */
  onWarning?: WarningSink;
}

function defaultWarn(): WarningSink | undefined {
  if (typeof process !== 'undefined' && process.env?.NODE_ENV === 'production') return undefined;
  return (message) => console.warn(message);
}

/** Creates a public-API client. Throws when `apiKey` is missing. */
export function createGiphyClient(options: GiphyClientOptions) {
  if (!options || typeof options.apiKey !== 'string' || !options.apiKey.trim()) {
    throw new GifkitError('gifkit: createGiphyClient needs an apiKey (get one at developers.giphy.com).');
  }
  const ids = options.sessionIds ?? createSessionIds({ storage: options.storage });
  const rating = options.rating ?? DEFAULT_RATING;
  const warn = options.onWarning ?? defaultWarn();
  const cache = options.cache === false ? undefined : new RequestCache(options.cache);
  const globalUrl = (globalThis as { GIFKIT_API_URL?: string }).GIFKIT_API_URL;
  const transport: PublicClient = createPublicTransport({
    apiKey: options.apiKey,
    pingbackId: ids.pingbackId,
    baseUrl: options.serverUrl ?? globalUrl ?? DEFAULT_SERVER_URL,
    fetch: options.fetch,
    headers: options.headers,
    params: options.params,
    middleware: [responseGuard],
  });

  type Answer = { data?: unknown; response: Response };
  /** Runs a call through the cache (unless `cached` is false) and parses its JSON body. */
  function request(key: string, run: (signal: AbortSignal) => Promise<Answer>, signal?: AbortSignal, cached = true) {
    const load = async (shared: AbortSignal) => {
      const { data, response } = await run(shared);
      if (typeof data !== 'string') return data;
      try {
        return JSON.parse(data) as unknown;
      } catch (cause) {
        throw new FetchError(
          'invalid JSON in response',
          response.url || key,
          response.status,
          response.statusText,
          'invalid-response',
          { cause },
        );
      }
    };
    const abortError = () => new FetchError('request aborted', key, 0, '', 'aborted');
    if (!cache || !cached) {
      if (signal?.aborted) return Promise.reject(abortError());
      return load(signal ?? new AbortController().signal);
    }
    return cache.load(key, load, { signal, abortError });
  }

  const keyOf = (path: string, params: unknown) => `${path} ${JSON.stringify(params)}`;
  const gifs = (body: unknown, key: string) => normalizeList(body, key, normalizeGifInPlace, warn);
  const gif = (body: unknown, key: string) => normalizeSingle(body, key, normalizeGifInPlace);
  const plain = <T>(body: unknown, key: string) => normalizeList(body, key, (raw) => raw as T, warn);

  /** GET with typed path and params; returns the normalized answer. */
  async function get<P extends GetPath, T>(
    path: P,
    params: GetParams<P>,
    normalize: (body: unknown, key: string) => T,
    opts: O.CallOptions = {},
    cached = true,
  ): Promise<T> {
    const key = keyOf(path, params);
    const run = (signal: AbortSignal) =>
      // biome-ignore lint/suspicious/noExplicitAny: `params` is checked against GetParams<P> above; openapi-fetch cannot see through the generic P
      (transport.GET as any)(path, { params, signal, parseAs: 'text' }) as Promise<Answer>;
    return normalize(await request(key, run, opts.signal, cached), key);
  }

  /** The call's options minus what is not a query parameter, and minus undefined values. */
  const clean = <T extends object>(o: T) =>
    Object.fromEntries(
      Object.entries(o).filter(([k, v]) => v !== undefined && k !== 'signal' && k !== 'type' && k !== 'channel'),
    ) as Omit<T, 'signal' | 'type' | 'channel'>;

  return {
    /** The tab session's pingback id (sent as `pingback_id`). */
    pingbackId: ids.pingbackId,
    /** Forgets every cached answer of this client. */
    clearCache: () => cache?.clear(),

    /** Searches GIFs, stickers, text or clips. `channel` scopes to a channel (`@channel term`). */
    search(term: string, o: O.SearchOptions = {}): Promise<ListResult<Gif>> {
      const type = o.type ?? 'gifs';
      const q = o.channel ? `@${o.channel} ${term}` : term;
      const query = { rating, ...clean(o), q, ...(type === 'text' ? { excludeDynamicResults: true } : {}) };
      return get('/v1/{type}/search', { path: { type }, query }, gifs, o);
    },
    /** Trending GIFs, stickers or text. */
    trending(o: O.TrendingOptions = {}): Promise<ListResult<Gif>> {
      return get('/v1/{type}/trending', { path: { type: o.type ?? 'gifs' }, query: { rating, ...clean(o) } }, gifs, o);
    },
    /** One GIF by id. */
    gif(id: string, o: O.CallOptions = {}): Promise<SingleResult<Gif>> {
      return get('/v1/gifs/{gif_id}', { path: { gif_id: id } }, gif, o);
    },
    /** Several GIFs by id (`gifs(ids)`), or the GIFs of a subcategory (`gifs(category, subcategory)`). */
    gifs(idsOrCategory: readonly string[] | string, subcategory?: string | O.CallOptions, o: O.PaginationOptions = {}) {
      if (Array.isArray(idsOrCategory)) {
        const call = (typeof subcategory === 'object' ? subcategory : o) as O.CallOptions;
        return get('/v1/gifs', { query: { ids: idsOrCategory.join(',') } }, gifs, call);
      }
      const path = { category: idsOrCategory as string, subcategory: String(subcategory) };
      return get('/v1/gifs/categories/{category}/{subcategory}', { path, query: clean(o) }, gifs, o);
    },
    /** The GIF categories, each with its subcategories and a GIF. */
    categories(o: O.PaginationOptions = {}): Promise<ListResult<Category>> {
      return get('/v1/gifs/categories', { query: clean(o) }, plain<Category>, o);
    },
    /** The subcategories of a category. */
    subcategories(category: string, o: O.PaginationOptions = {}): Promise<ListResult<Category>> {
      return get('/v1/gifs/categories/{category}', { path: { category }, query: clean(o) }, plain<Category>, o);
    },
    /** Emoji (v1). */
    emoji(o: O.PaginationOptions = {}): Promise<ListResult<Gif>> {
      return get('/v1/emoji', { query: clean(o) }, gifs, o);
    },
    /** The default variation of every emoji (v2; paginates with `next_cursor`). */
    emojiDefaultVariations(o: O.PaginationOptions = {}): Promise<ListResult<Gif>> {
      return get('/v2/emoji', { query: clean(o) }, gifs, o);
    },
    /** The variations of one emoji (v2). */
    emojiVariations(id: string, o: O.CallOptions = {}): Promise<ListResult<Gif>> {
      return get('/v2/emoji/{gif_id}/variations', { path: { gif_id: id } }, gifs, o);
    },
    /** Animated text for a message. */
    animate(text: string, o: O.PaginationOptions = {}): Promise<ListResult<Gif>> {
      return get('/v1/text/animate', { query: { ...clean(o), m: text } }, gifs, o);
    },
    /** One random GIF or sticker, optionally for a tag. Never cached. */
    random(o: O.RandomOptions = {}): Promise<SingleResult<Gif>> {
      return get(
        '/v1/{type}/random',
        { path: { type: o.type ?? 'gifs' }, query: { rating, ...clean(o) } },
        gif,
        o,
        false,
      );
    },
    /** GIFs, stickers or clips related to a GIF. */
    related(id: string, o: O.RelatedOptions = {}): Promise<ListResult<Gif>> {
      const query = { rating, ...clean(o), gif_id: id };
      return get('/v1/{type}/related', { path: { type: o.type ?? 'gifs' }, query }, gifs, o);
    },
    /** Channels matching a term. */
    searchChannels(term: string, o: O.PaginationOptions & { rating?: O.Rating } = {}): Promise<ListResult<Channel>> {
      return get('/v1/channels/search', { query: { rating, ...clean(o), q: term } }, plain<Channel>, o);
    },
    /** Today's trending search terms. */
    async trendingSearches(o: O.CallOptions = {}): Promise<{ data: string[]; meta: ListResult<string>['meta'] }> {
      const { data, meta } = await get('/v1/trending/searches', {}, plain<string>, o);
      return { data: data.filter((t) => typeof t === 'string'), meta };
    },
    /** What a GIF is associated with (shape inferred; see openapi/public.yaml). */
    associations(id: string, o: O.CallOptions = {}) {
      return get(
        '/v1/gifs/{gif_id}/associations',
        { path: { gif_id: id } },
        (body, key) => ({ ...(body as object), meta: readMeta(body, key) }),
        o,
      );
    },
    /** Search-term suggestions (autocomplete) for a partial term. */
    searchTags(term: string, o: O.PaginationOptions = {}): Promise<ListResult<Term>> {
      return get('/v1/gifs/search/tags', { query: { ...clean(o), q: term } }, plain<Term>, o);
    },
    /** Terms related to a tag; `score: true` asks for relevance scores. */
    relatedTags(tag: string, o: O.CallOptions & { score?: boolean } = {}): Promise<ListResult<Term>> {
      return get('/v1/tags/related/{tag}', { path: { tag }, query: clean(o) }, plain<Term>, o);
    },
    /** Sets a GIF's call-to-action (PUT) when `text` is given, else removes it (DELETE). Never cached. */
    async cta(id: string, cta: { link?: string; text?: string } = {}, o: O.CallOptions = {}): Promise<void> {
      const init = { params: { path: { gif_id: id } }, signal: o.signal, parseAs: 'text' as const };
      const key = `/v1/gifs/${id}/cta`;
      const run = (signal: AbortSignal) =>
        (cta.text
          ? transport.PUT('/v1/gifs/{gif_id}/cta', { ...init, signal, body: { link: cta.link ?? '', text: cta.text } })
          : transport.DELETE('/v1/gifs/{gif_id}/cta', { ...init, signal })) as Promise<Answer>;
      await request(key, run, o.signal, false);
      cache?.clear();
    },
  };
}

/** The public-API client returned by `createGiphyClient`. */
export type GiphyClient = ReturnType<typeof createGiphyClient>;
