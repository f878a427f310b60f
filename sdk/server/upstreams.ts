/**
 * What the handler knows of each provider it can stand in front of: the contract family, the
 * operations a browser needs (each with its cache class), where the key goes, which query
 * parameters are per-user ids, which carry the user's country, and the provider's own error
 * envelope (so the SDK's error parsing reads the handler's errors as the provider's).
 */
import { defaultServers, operationServers } from '../generated/servers';
import type { ServedFamily } from './contract';

/** How long a CDN may keep an answer: `search`-like answers, `trending`-like ones, or never (`event`). */
export type CacheClass = 'search' | 'trending' | 'event';

/** A provider as the handler sees it. */
export interface Upstream {
  /** The contract (openapi/<family>.yaml). */
  readonly family: ServedFamily;
  /** Where its reads go. */
  readonly baseUrl: string;
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
}

/** GIPHY's public API (openapi/public.yaml): the read calls a GIF picker makes, and pingbacks. */
export const GIPHY_UPSTREAM: Upstream = {
  family: 'public',
  baseUrl: defaultServers.public,
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
};
