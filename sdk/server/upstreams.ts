/**
 * What the handler knows of each provider it can stand in front of: the contract family, the
 * operations a browser needs (each with its cache class), where the key goes, which query
 * parameters are per-user ids, which carry the user's country, the provider's own error
 * envelope (so the SDK's error parsing reads the handler's errors as the provider's), and the
 * error an answer can carry inside an HTTP 200.
 */
import { defaultServers, operationServers } from '../generated/servers';
import { TENOR_PROVIDERS, type TenorProvider } from '../tenor/providers';
import { bytesFinder, firstNonSpace } from './bytes';
import type { ServedFamily } from './contract';

/** How long a CDN may keep an answer: `search`-like answers, `trending`-like ones, or never (`event`). */
export type CacheClass = 'search' | 'trending' | 'event';

/**
 * The API a handler stands in front of: GIPHY's v1 API (`giphy`, the default), or a server of
 * the Tenor v2 shape: KLIPY (`klipy`), GIPHY's Tenor-compatible API (`giphy-v2`), Tenor (`tenor`).
 */
export type UpstreamProvider = 'giphy' | 'klipy' | 'giphy-v2' | 'tenor';

/** A provider as the handler sees it. */
export interface Upstream {
  /** The contract (openapi/<family>.yaml). */
  readonly family: ServedFamily;
  /** The provider's origin (`https://api.giphy.com`). */
  readonly origin: string;
  /** What comes before the contract's paths, on the provider as under the handler (`/v2` for Tenor's shape). */
  readonly pathPrefix: string;
  /** operationId → server, for operations served elsewhere (GIPHY's pingbacks). */
  readonly servers: Readonly<Record<string, string>>;
  /** The operations served, each with its cache class. */
  readonly operations: Readonly<Record<string, CacheClass>>;
  /** The query parameters that carry the key: set by the handler, refused from a client. */
  readonly keyParams: readonly string[];
  /** Per-user ids: passed through as each user sent them; an answer carrying one is private. */
  readonly userIds: readonly string[];
  /** The country and region parameters the platform's headers fill in. */
  readonly geo: { readonly country: string; readonly region?: string };
  /** The provider's error envelope. */
  errorBody(status: number, message: string, field?: string): unknown;
  /** The HTTP status an error answer sent with a 2xx stands for; undefined for a usable answer. */
  errorIn(bytes: Uint8Array): number | undefined;
}

/** A 2xx body that is neither empty (events) nor JSON is the provider failing. */
const notJson = (bytes: Uint8Array) => {
  const first = firstNonSpace(bytes);
  return bytes.length > 0 && first !== 0x7b && first !== 0x5b; // `{` or `[`
};

/** The body as JSON, or undefined. */
const parsed = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
};

/** What GIPHY's synthetic response (a 200 after a downstream failure) carries. */
const findSynthetic = bytesFinder('"response_id":""');

/** GIPHY's public API (openapi/public.yaml): the read calls a GIF picker makes, and pingbacks. */
export const GIPHY_UPSTREAM: Upstream = {
  family: 'public',
  origin: defaultServers.public,
  pathPrefix: '',
  servers: operationServers.public,
  operations: {
    search: 'search',
    trending: 'trending',
    listCategories: 'trending',
    listSubcategories: 'trending',
    listSubcategoryGifs: 'trending',
    trendingSearches: 'trending',
    searchTags: 'search',
    relatedTags: 'search',
    getGif: 'search',
    getGifsByIds: 'search',
    related: 'search',
    searchChannels: 'search',
    sendPingback: 'event',
  },
  keyParams: ['api_key', 'apikey'],
  userIds: ['random_id', 'customer_id', 'pingback_id'],
  geo: { country: 'country_code', region: 'region' },
  // GIPHY's gateway form (`{ message }`), which the SDK reads as the error's message.
  errorBody: (_status, message, field) => ({ message, ...(field ? { field } : {}) }),
  errorIn(bytes) {
    if (notJson(bytes)) return 503;
    if (findSynthetic(bytes) === -1) return undefined;
    const body = parsed(bytes) as { meta?: { response_id?: unknown } } | undefined;
    return body?.meta?.response_id === '' || body === undefined ? 503 : undefined;
  },
};

/** What marks a Tenor-v2 error envelope in a 200 (`"error"`, KLIPY's `"result"`); confirmed on the parsed body. */
const TENOR_MARKERS = [bytesFinder('"error"'), bytesFinder('"result"')];

/** A Tenor-v2 server (openapi/tenor-v2.yaml): the read calls a picker makes, and the share event. */
function tenorUpstream(provider: TenorProvider): Upstream {
  const server = new URL(TENOR_PROVIDERS[provider].baseUrl);
  return {
    family: 'tenor',
    origin: server.origin,
    pathPrefix: server.pathname.replace(/\/$/, ''),
    servers: {},
    operations: {
      tenorSearch: 'search',
      tenorFeatured: 'trending',
      tenorPosts: 'search',
      tenorCategories: 'trending',
      tenorAutocomplete: 'search',
      tenorSearchSuggestions: 'search',
      tenorTrendingTerms: 'trending',
      tenorRegisterShare: 'event',
    },
    keyParams: ['key'],
    // `client_key` names the integration and passes through as sent; it changes no answer.
    userIds: [],
    geo: { country: 'country' },
    // Tenor's and GIPHY's form (`{ error: { code, message } }`), which the SDK reads at every Tenor-v2 provider.
    errorBody: (status, message, field) => ({ error: { code: status, message, ...(field ? { field } : {}) } }),
    errorIn(bytes) {
      if (notJson(bytes)) return 503;
      if (TENOR_MARKERS.every((find) => find(bytes) === -1)) return undefined;
      const body = parsed(bytes) as { error?: { code?: unknown }; result?: unknown } | undefined;
      if (body === undefined) return 503;
      if (body.error && typeof body.error === 'object') {
        const code = body.error.code;
        return typeof code === 'number' && code >= 400 && code <= 599 ? code : 503;
      }
      // KLIPY's `{ result: false, errors }` names no status: a request it would not answer.
      return body.result === false ? 400 : undefined;
    },
  };
}

/** Each provider the handler can stand in front of. */
export const UPSTREAMS: Readonly<Record<UpstreamProvider, Upstream>> = {
  giphy: GIPHY_UPSTREAM,
  klipy: tenorUpstream('klipy'),
  'giphy-v2': tenorUpstream('giphy'),
  tenor: tenorUpstream('tenor'),
};
