/**
 * The client core: GIPHY's source (sdk/source/types.ts). One options object checked once, one
 * transport and request cache (sdk/client/requester.ts), one pingback id and one identity. It
 * has no calls of its own: the per-call functions (sdk/client/calls.ts) run on it, and
 * `createGiphyClient` / `createGifReader` are this core with those functions as methods
 * (sdk/client/createGiphyClient.ts). A bundle that imports only `searchGifs` carries only
 * search's code and the GIF normalizer (docs/sdk.md, "Per-call functions"). Wire types come
 * from sdk/generated only.
 */

import { GifkitError } from '../errors';
import { fnv1a } from '../hash';
import type { ItemNormalizer } from '../normalize/envelope';
import { type Gif, normalizeGifInPlace } from '../normalize/gif';
import type { GifSource, SourceEngine } from '../source/types';
import type { PublicPath } from '../transport/publicFetch';
import type * as O from './options';
import type { RequestCacheOptions } from './requestCache';
import { createRequester, type Normalize, type Requester } from './requester';
import { resolveServerUrl } from './serverUrl';
import { createSessionIds, type IdStorage, type SessionIds } from './sessionIds';

export type { Normalize } from './requester';

/** The default content rating. */
export const DEFAULT_RATING: O.Rating = 'pg-13';
/** The public API's address; override it per client with `serverUrl`. */
export const DEFAULT_SERVER_URL = 'https://api.giphy.com';

/** Options of `createGiphyClient` (and `createGiphyCore`, `createGifReader`): an `apiKey`, or the `serverUrl` of your own server. */
export interface GiphyClientOptions {
  /**
   * Your GIPHY API key. Leave it out only with a `serverUrl` of your own server that holds the
   * key (gifkit/server's `createGifHandler`): such a client sends no key (docs/server.md).
   */
  apiKey?: string;
  /**
   * API address without version: api.giphy.com by default, or your own server (absolute, or
   * relative to the page in a browser: `/api/gifs`). Required when there is no `apiKey`.
   */
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
  onWarning?: (message: string) => void;
}

/** One GET of `Engine.get`, as one object. */
export interface EngineRequest<P extends PublicPath, T> {
  /** The API path (`/v1/{type}/search`). */
  path: P;
  /** Its path parameters (`{ type }`). */
  params?: object;
  /** The call's options: all but `signal`, `type`, `channel` and `cursor` go to the query. */
  options?: O.SearchOptions | undefined;
  /** Turns the answer's body into the call's result. */
  normalize: Normalize<T>;
  /** Query parameters on top of the options'. */
  query?: object;
  /** `false`: never cached (a random GIF). Default true. */
  cached?: boolean;
}

/**
 * What the per-call functions share: the core's requester (its transport, for the calls that
 * write: `sendRequest`; its cache, `clear`), its defaults, and GIPHY's GIF normalizer.
 */
export interface Engine extends SourceEngine, Requester {
  /**
   * One GET (`EngineRequest`): `path` with its path parameters, the call's options minus
   * `signal`, `type`, `channel` and `cursor` as the query, then `query` on top. Goes through the
   * cache unless `cached` is false (or the client has none); returns the normalized answer.
   * Query values left `undefined` are not sent and do not change the cache key.
   */
  get<P extends PublicPath, T>(request: EngineRequest<P, T>): Promise<T>;
  /** The rating a call sends when it gives none. */
  rating: O.Rating;
  /**
   * GIPHY's GIF normalizer. The calls every source shares take it from here, so a bundle of
   * another source's calls never carries it.
   */
  readonly gifItem: ItemNormalizer<Gif>;
}

/** A client core, and every client built on one: GIPHY's source, what each per-call function takes first. */
export interface GiphyCore extends GifSource {
  /**
   * What makes this client's answers differ from another's: a hash of its server, api key,
   * default rating and extra params. The hooks put it in every query key, so two clients
   * under one QueryClient never serve each other's answers (and SSR hydrates by it).
   */
  readonly identity: string;
  /** The tab session's pingback id (sent as `pingback_id`). */
  pingbackId(): string;
  /** Forgets every cached answer of this client. */
  clearCache(): void;
}

/**
 * The server a client calls, without a trailing slash: `serverUrl` (a relative one resolved
 * against the page), else api.giphy.com. Without an `apiKey` it must be a server of your own:
 * GIPHY answers no call without a key.
 */
function serverOf({ serverUrl }: GiphyClientOptions, keyless: boolean): string {
  const url = serverUrl ? resolveServerUrl(serverUrl) : new URL(DEFAULT_SERVER_URL);
  if (keyless && url.host === new URL(DEFAULT_SERVER_URL).host) {
    const hint = process.env.NODE_ENV !== 'production' ? ' (get one at developers.giphy.com; docs/server.md)' : '';
    throw new GifkitError(
      `gifkit: a GIPHY client needs an apiKey, or the serverUrl of your own server that holds it${hint}.`,
    );
  }
  return url.href.replace(/\/$/, '');
}

/**
 * Creates a client core: the options checked, the transport, cache, pingback id and identity,
 * and no calls. Pass it to the per-call functions (`searchGifs(core, 'cats')`), to
 * `<GiphyProvider client>`, or to any component's `client` prop. Throws without an `apiKey`
 * unless `serverUrl` names your own server.
 */
export function createGiphyCore(options: GiphyClientOptions): GiphyCore {
  const apiKey = typeof options?.apiKey === 'string' ? options.apiKey.trim() : '';
  const baseUrl = serverOf(options ?? {}, !apiKey);
  const ids = options.sessionIds ?? createSessionIds({ storage: options.storage });
  const rating = options.rating ?? DEFAULT_RATING;
  // Through your server (no key) a read carries no per-tab id either, so a CDN in front of
  // the server can share one answer between users (docs/server.md, "Privacy").
  const requester = createRequester({
    ...options,
    baseUrl,
    query: () =>
      apiKey ? { api_key: apiKey, pingback_id: ids.pingbackId(), ...options.params } : { ...options.params },
  });

  const engine: Engine = {
    ...requester,
    get({ path, params, options: { signal, type, channel, cursor, ...own } = {}, normalize, query, cached }) {
      // The URL is the cache key, and names the request in errors and warnings.
      const url = requester.transport.url(path, { path: params, query: { ...own, ...query } });
      return requester.load(url, normalize, signal, cached);
    },
    rating,
    gifItem: normalizeGifInPlace,
  };
  return {
    // Hashed: an identity that does not spell out the key.
    identity: fnv1a(JSON.stringify([baseUrl, apiKey, rating, options.params ?? {}])).toString(36),
    pingbackId: ids.pingbackId,
    clearCache: requester.clear,
    engine,
  };
}
