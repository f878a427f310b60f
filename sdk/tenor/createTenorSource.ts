/**
 * `createTenorSource`: a source for any server of the Tenor v2 shape (openapi/tenor-v2.yaml):
 * KLIPY, GIPHY's Tenor-compatible API, or your own proxy of either. One options object checked
 * once, the same transport and request cache as GIPHY's core (sdk/client/requester.ts), the
 * provider's rules (sdk/tenor/providers.ts), and its calls: search and featured (trending)
 * paged by the provider's cursor, posts by id, categories (each a search), autocomplete,
 * search suggestions, trending terms and the share event (`registershare`, sent by
 * `analytics.share` behind consent). Every other call is refused before any request.
 */
import { DEFAULT_RATING } from '../client/core';
import type * as O from '../client/options';
import type { RequestCacheOptions } from '../client/requestCache';
import { createRequester, type Normalize } from '../client/requester';
import { resolveServerUrl } from '../client/serverUrl';
import { FetchError, GifkitError } from '../errors';
import { fnv1a } from '../hash';
import { refuseUnsupported, sourceEngine } from '../source/sourceEngine';
import type { GifSource, SourceCalls } from '../source/types';
import { answerError, categoriesOf, resultPage, TENOR_META, termsOf } from './answers';
import { MEDIA_FILTER } from './normalizeResult';
import { CONTENT_FILTER, providerAt, TENOR_PROVIDERS, type TenorProvider, type TenorRules } from './providers';

/**
 * Options of `createTenorSource`: `provider` or a provider's `baseUrl`, and `key`, or, with no
 * key, the `serverUrl` of your own server that holds it.
 */
export interface TenorSourceOptions {
  /**
   * Whose rules apply: the attribution to show, which result field is the GIF's page, the
   * server (unless `baseUrl` says otherwise). `klipy`, `giphy` (GIPHY's Tenor-compatible API) or
   * `tenor`. Default: the provider whose server `baseUrl` is.
   */
  provider?: TenorProvider;
  /**
   * The API's address with its version, e.g. `https://api.klipy.com/v2/` or a first-party proxy.
   * Default: the provider's server.
   */
  baseUrl?: string;
  /**
   * Your own server that holds the key (gifkit/server's `createGifHandler`), without the
   * version: absolute, or relative to the page in a browser (`/api/gifs`); calls go to its
   * `/v2/…` paths. In place of `baseUrl`.
   */
  serverUrl?: string;
  /**
   * The provider's API key (a key works only with its own provider). Leave it out only with a
   * `serverUrl` of your own server: such a source sends no key (docs/server.md).
   */
  key?: string;
  /** Names your integration (`client_key`), the same on every call; providers ask for one. */
  clientKey?: string;
  /** The user's language and country, `xx_YY` (e.g. `en_US`); a call's `lang` wins. */
  locale?: string;
  /** The user's two-letter country (ISO 3166-1), for regional results; a call's `country_code` wins. */
  country?: string;
  /** The highest rating to show, sent as the content filter (g → high, pg → medium, pg-13 → low, r → off). Default `pg-13`. */
  rating?: O.Rating;
  /** A fetch implementation (server runtimes, tests). Defaults to the global fetch at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Extra headers for every call. */
  headers?: HeadersInit;
  /** Request cache settings, or `false` to turn the cache off (e.g. when React Query caches). */
  cache?: RequestCacheOptions | false;
  /** Receives development warnings (malformed results and unsafe URLs dropped). Default: console.warn outside production. */
  onWarning?: (message: string) => void;
}

/** Whose rules apply, from the options; a clear error when neither says. */
function whoseRules(options: TenorSourceOptions): TenorProvider {
  const provider = options.provider ?? (options.baseUrl ? providerAt(options.baseUrl) : undefined);
  if (provider && provider in TENOR_PROVIDERS) return provider;
  throw new GifkitError(
    "gifkit: createTenorSource needs `provider: 'klipy' | 'giphy' | 'tenor'` (or a baseUrl on one of their servers).",
  );
}

/**
 * The server a source calls, without a trailing slash: `serverUrl` and the provider's version
 * path, else `baseUrl`, else the provider's server. Without a key it must be a server of your
 * own: the providers answer no call without one.
 */
function serverOf(options: TenorSourceOptions, rules: TenorRules, keyless: boolean): string {
  const needsKey = () =>
    new GifkitError(
      'gifkit: a Tenor-v2 source needs a key (from your provider), or the serverUrl of your own server that holds it (docs/server.md).',
    );
  if (options.serverUrl === undefined) {
    if (keyless) throw needsKey();
    return (options.baseUrl ?? rules.baseUrl).replace(/\/$/, '');
  }
  if (options.baseUrl !== undefined)
    throw new GifkitError('gifkit: give createTenorSource a serverUrl or a baseUrl, not both.');
  const url = resolveServerUrl(options.serverUrl);
  if (keyless && providerAt(url.href)) throw needsKey();
  return url.href.replace(/\/$/, '') + new URL(rules.baseUrl).pathname;
}

/** Creates a source over a Tenor-v2 server (docs/providers.md). Throws when the provider, or the key without a `serverUrl`, is missing. */
export function createTenorSource(options: TenorSourceOptions): GifSource {
  const key = typeof options?.key === 'string' ? options.key.trim() : '';
  const provider = whoseRules(options ?? {});
  const rules = TENOR_PROVIDERS[provider];
  const baseUrl = serverOf(options, rules, !key);
  const rating = options.rating ?? DEFAULT_RATING;
  const { transport, load, clear } = createRequester({
    ...options,
    baseUrl,
    query: () => ({
      key: key || undefined,
      client_key: options.clientKey,
      locale: options.locale,
      country: options.country,
    }),
  });

  /** One GET of `path` with `query`, its answer through `read` (an error envelope in a 200 is thrown first). */
  const get = <T>(path: string, query: object, read: Normalize<T>, signal?: AbortSignal, cached?: boolean) =>
    load(transport.url(path, { query }), read, signal, cached);

  /** A page of search or featured results: the call's options as the provider's parameters. */
  const page = (path: string, query: object, o: O.SearchOptions | O.TrendingOptions = {}) => {
    const refused = refuseUnsupported(engine, o);
    if (refused) return refused;
    const sticker = o.type === 'stickers';
    const offset = o.offset ?? 0;
    return get(
      path,
      {
        ...query,
        limit: o.limit,
        pos: o.cursor,
        // A call's own language and country win over the source's.
        locale: ('lang' in o && o.lang) || options.locale,
        country: o.country_code ?? options.country,
        contentfilter: CONTENT_FILTER[o.rating ?? rating],
        media_filter: MEDIA_FILTER,
        searchfilter: sticker ? 'sticker' : undefined,
      },
      (body, url, w) => resultPage(body, url, { rules, sticker, offset, warn: w }),
      o.signal,
    );
  };
  const posts = (ids: readonly string[], signal?: AbortSignal) =>
    get(
      '/posts',
      { ids: ids.join(','), media_filter: MEDIA_FILTER },
      (body, url, w) => resultPage(body, url, { rules, sticker: false, offset: 0, warn: w }),
      signal,
    );
  const terms = (path: string, query: object, signal?: AbortSignal) =>
    get(path, query, (body, url) => termsOf(body, url), signal);
  const termList = async (path: string, query: object, o: O.CallOptions & { limit?: number }) => {
    const data = (await terms(path, { ...query, limit: o.limit }, o.signal)).map((name) => ({ name }));
    return { data, pagination: { count: data.length, offset: 0 }, meta: TENOR_META };
  };

  const calls: SourceCalls = {
    search: (term, o) => page('/search', { q: term }, o),
    trending: (o) => page('/featured', {}, o),
    // A category is a search: its `name_encoded` is the term (categories are flat: no subcategory).
    categoryGifs: (category, _subcategory, o) => page('/search', { q: category }, o),
    categories: async (o) => {
      const query = { contentfilter: CONTENT_FILTER[rating] };
      const data = await get('/categories', query, (body, url, w) => categoriesOf(body, url, rules, w), o.signal);
      return { data, pagination: { count: data.length, offset: 0, total_count: data.length }, meta: TENOR_META };
    },
    gifs: (ids, o) => posts(ids, o.signal),
    async gif(id, o) {
      const { data } = await posts([id], o.signal);
      const found = data.find((gif) => gif.id === id);
      if (!found) throw new FetchError('Not Found', `${baseUrl}/posts?ids=${encodeURIComponent(id)}`, 404, 'Not Found');
      return { data: found, meta: TENOR_META };
    },
    autocomplete: (term, o) => termList('/autocomplete', { q: term }, o),
    suggestions: (term, o) => termList('/search_suggestions', { q: term }, o),
    trendingSearches: async (o) => ({ data: await terms('/trending_terms', {}, o.signal), meta: TENOR_META }),
    // Never cached: every send is reported once.
    share: (gif, o) =>
      get(
        '/registershare',
        { id: gif.id, q: o.term || undefined },
        (body, url) => {
          const error = answerError(body, url);
          if (error) throw error;
        },
        o.signal,
        false,
      ),
  };

  // Stickers too (`searchfilter=sticker`); nothing of GIPHY's own API (channels, related, clips…).
  const engine = sourceEngine(rules.attribution, calls, { stickers: true });
  const settings = [baseUrl, options.key, options.clientKey, options.locale, options.country, rating];
  return {
    // Hashed: an identity that does not spell out the key.
    identity: fnv1a(JSON.stringify(['tenor-v2', provider, ...settings])).toString(36),
    clearCache: clear,
    engine,
  };
}
