/**
 * One typed openapi-fetch client per API family (`createTransport(family, options)`). Types come only from sdk/generated; this
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
 * Each API family gifkit has a typed client for: its `paths`, generated from its contract in
 * openapi/ (which type the client's calls), and the `auth` its transport takes besides
 * `TransportOptions`.
 */
export interface TransportFamilies {
  /**
   * api.giphy.com (openapi/public.yaml): `api_key` and `pingback_id` go in the query of every
   * call, plus any extra `params` (which win over those two, but never over a call's own
   * parameters).
   */
  public: {
    paths: PublicPaths;
    auth: {
      /** Not sent when absent (a first-party server that holds the key). */
      apiKey?: string;
      /** The query parameter that carries the key: `api_key`, or `apikey` for the pingback service. */
      apiKeyParam?: 'api_key' | 'apikey';
      /** The per-tab pingback id sent with every call. */
      pingbackId?: () => string;
      /** Extra query parameters for every call. */
      params?: Record<string, string>;
    };
  };
  /** The giphy.com site API (openapi/v4.yaml: v4, v3, v1 paths): a session (cookie + anti-forgery header) or a token. */
  v4: { paths: V4Paths; auth: { auth?: SiteAuth; password?: string } };
  /** The giphy.com `/ajax/…` calls (openapi/ajax.yaml): the same auth as the site API. */
  ajax: { paths: AjaxPaths; auth: { auth?: SiteAuth; password?: string } };
  /** The stories gateway (openapi/stories.yaml): a user token as a bearer token, and optionally a public API key for reads. */
  stories: { paths: StoriesPaths; auth: { userToken?: string; apiKey?: string } };
  /** The trending scheduler (openapi/scheduler.yaml): an access token in the query of every call. */
  scheduler: { paths: SchedulerPaths; auth: { accessToken?: string } };
}

/** The typed openapi-fetch client of an API family (`TransportClient<'public'>`): `GET`, `POST`, … typed from its contract. */
export type TransportClient<F extends keyof TransportFamilies> = Client<TransportFamilies[F]['paths']>;

/** A family's transport options: the common ones and its auth. */
type FamilyOptions<F extends keyof TransportFamilies> = TransportOptions & TransportFamilies[F]['auth'];

/** api.giphy.com's transport (`createTransport('public', …)`). */
export function publicTransport(options: FamilyOptions<'public'>): TransportClient<'public'> {
  const query = queryMiddleware(() => ({
    [options.apiKeyParam ?? 'api_key']: options.apiKey,
    pingback_id: options.pingbackId?.(),
    ...options.params,
  }));
  return build<PublicPaths>(defaultServers.public, options, [query]);
}

/** The giphy.com site API's transport (`createTransport('v4', …)`). */
export function v4Transport(options: FamilyOptions<'v4'>): TransportClient<'v4'> {
  return build<V4Paths>(defaultServers.v4, options, [siteAuthMiddleware(options.auth, options.password)]);
}

/** The giphy.com `/ajax/…` calls' transport (`createTransport('ajax', …)`). */
export function ajaxTransport(options: FamilyOptions<'ajax'>): TransportClient<'ajax'> {
  return build<AjaxPaths>(defaultServers.ajax, options, [siteAuthMiddleware(options.auth, options.password)]);
}

/** The stories gateway's transport (`createTransport('stories', …)`). */
export function storiesTransport(options: FamilyOptions<'stories'>): TransportClient<'stories'> {
  const auth = [bearerMiddleware(options.userToken), queryMiddleware(() => ({ api_key: options.apiKey }))];
  return build<StoriesPaths>(defaultServers.stories, options, auth);
}

/** The trending scheduler's transport (`createTransport('scheduler', …)`). */
export function schedulerTransport(options: FamilyOptions<'scheduler'>): TransportClient<'scheduler'> {
  const auth = [queryMiddleware(() => ({ access_token: options.accessToken }))];
  return build<SchedulerPaths>(defaultServers.scheduler, options, auth);
}

const BUILDERS: { [F in keyof TransportFamilies]: (options: FamilyOptions<F>) => TransportClient<F> } = {
  public: publicTransport,
  v4: v4Transport,
  ajax: ajaxTransport,
  stories: storiesTransport,
  scheduler: schedulerTransport,
};

/**
 * A typed openapi-fetch client of one API family, with gifkit's defaults (the family's server,
 * the SDK headers, its auth, a fetch looked up at call time): method, path, parameters and the
 * answer are typed from the family's contract in openapi/. Each family takes `baseUrl`, `fetch`,
 * `headers` and extra openapi-fetch `middleware`, and its own auth (`TransportFamilies[family]['auth']`).
 *
 * @example
 * const giphy = createTransport('public', { apiKey: 'YOUR_KEY' });
 * const site = createTransport('v4', { auth: { type: 'token', token } });
 */
export function createTransport<F extends keyof TransportFamilies>(
  family: F,
  options: TransportOptions & TransportFamilies[F]['auth'] = {},
): TransportClient<F> {
  return (BUILDERS[family] as (options: FamilyOptions<F>) => TransportClient<F>)(options);
}
