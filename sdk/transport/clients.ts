/**
 * One typed openapi-fetch client per API family. Types come only from sdk/generated; this
 * module adds the defaults every call needs (server, SDK headers, auth, late-bound fetch).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as AjaxPaths } from '../generated/ajax';
import type { paths as PublicPaths } from '../generated/public';
import type { paths as SchedulerPaths } from '../generated/scheduler';
import { defaultServers } from '../generated/servers';
import type { paths as StoriesPaths } from '../generated/stories';
import type { paths as V4Paths } from '../generated/v4';
import {
  bearerMiddleware,
  headersMiddleware,
  queryMiddleware,
  SDK_HEADERS,
  type SiteAuth,
  siteAuthMiddleware,
} from './middleware';

/** The typed client of api.giphy.com (openapi/public.yaml). */
export type PublicClient = Client<PublicPaths>;
/** The typed client of the giphy.com site API (openapi/v4.yaml). */
export type V4Client = Client<V4Paths>;
/** The typed client of the giphy.com /ajax/ calls (openapi/ajax.yaml). */
export type AjaxClient = Client<AjaxPaths>;
/** The typed client of the stories gateway (openapi/stories.yaml). */
export type StoriesClient = Client<StoriesPaths>;
/** The typed client of the trending scheduler (openapi/scheduler.yaml). */
export type SchedulerClient = Client<SchedulerPaths>;

/** Options every family client accepts. */
export interface TransportOptions {
  /** Server address; defaults to the spec's server for the family. */
  baseUrl?: string;
  /** A fetch implementation (defaults to the global `fetch`, looked up at call time). */
  fetch?: (request: Request) => Promise<Response>;
  /** Extra headers for every call; they win over the SDK headers. */
  headers?: HeadersInit;
  /** Extra openapi-fetch middleware, run after gifkit's own. */
  middleware?: Middleware[];
}

function build<Paths extends {}>(server: string, options: TransportOptions, auth: Middleware[]): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: (options.baseUrl ?? server).replace(/\/$/, ''),
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  client.use(headersMiddleware(options.headers ?? {}), headersMiddleware(SDK_HEADERS), ...auth);
  if (options.middleware?.length) client.use(...options.middleware);
  return client;
}

/**
 * api.giphy.com: `api_key` and `pingback_id` go in the query of every call, plus any extra
 * `params` (which win over those two, but never over a call's own parameters).
 */
export function createPublicTransport(
  options: TransportOptions & {
    /** Not sent when absent (a first-party server that holds the key). */
    apiKey?: string;
    /** The query parameter that carries the key: `api_key`, or `apikey` for the pingback service. */
    apiKeyParam?: 'api_key' | 'apikey';
    pingbackId?: () => string;
    params?: Record<string, string>;
  },
): PublicClient {
  const query = queryMiddleware(() => ({
    [options.apiKeyParam ?? 'api_key']: options.apiKey,
    pingback_id: options.pingbackId?.(),
    ...options.params,
  }));
  return build<PublicPaths>(defaultServers.public, options, [query]);
}

/** giphy.com site API (v4, v3, v1 paths): session cookie + anti-forgery header, or a token. */
export function createV4Transport(options: TransportOptions & { auth?: SiteAuth; password?: string }): V4Client {
  return build<V4Paths>(defaultServers.v4, options, [siteAuthMiddleware(options.auth, options.password)]);
}

/** giphy.com `/ajax/…` calls: same auth as the site API. */
export function createAjaxTransport(options: TransportOptions & { auth?: SiteAuth; password?: string }): AjaxClient {
  return build<AjaxPaths>(defaultServers.ajax, options, [siteAuthMiddleware(options.auth, options.password)]);
}

/** The stories gateway: a user token as a bearer token (and optionally a public api key for reads). */
export function createStoriesTransport(
  options: TransportOptions & { userToken?: string; apiKey?: string },
): StoriesClient {
  const auth = [bearerMiddleware(options.userToken), queryMiddleware(() => ({ api_key: options.apiKey }))];
  return build<StoriesPaths>(defaultServers.stories, options, auth);
}

/** The trending scheduler: an access token in the query of every call. */
export function createSchedulerTransport(options: TransportOptions & { accessToken?: string }): SchedulerClient {
  const auth = [queryMiddleware(() => ({ access_token: options.accessToken }))];
  return build<SchedulerPaths>(defaultServers.scheduler, options, auth);
}
