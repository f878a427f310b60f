/**
 * The typed transports behind the platform client, one per API family, built with
 * sdk/transport and the platform error middleware: the site API (v4 paths) and the ajax calls
 * with the site auth and `X-Password`, the imaging service (no credentials), the stories
 * gateway with the user token, the trending scheduler with its access token.
 */
import type { Middleware } from 'openapi-fetch';
import { operationServers } from '../generated/servers';
import {
  ajaxTransport,
  schedulerTransport,
  storiesTransport,
  type TransportClient,
  v4Transport,
} from '../transport/clients';
import type { SiteAuth } from '../transport/middleware';
import { platformResponseMiddleware } from './platformResponseMiddleware';

/** Server addresses per family; each defaults to the spec's server. */
export interface PlatformBaseUrls {
  /** giphy.com site API (`/api/v1`, `/api/v3`, `/api/v4`, `/login/check`, `/csv/`). */
  v4?: string;
  /** giphy.com `/ajax/…` calls. */
  ajax?: string;
  /** The stories gateway (default `https://x.giphy.com/v1`). */
  stories?: string;
  /** The trending scheduler. */
  scheduler?: string;
  /** The imaging service that trims media (default `https://imaging.giphy.com`). */
  imaging?: string;
  /** The public API (api.giphy.com), used by the `public` calls when you give an `apiKey`. */
  public?: string;
}

/** What the transports need from the platform client's options. */
export interface PlatformTransportOptions {
  auth?: SiteAuth;
  password?: string;
  userToken?: string;
  accessToken?: string;
  apiKey?: string;
  baseUrls?: PlatformBaseUrls;
  fetch?: (request: Request) => Promise<Response>;
  headers?: HeadersInit;
}

/** The typed openapi-fetch client of each platform family, with its auth applied. */
export interface PlatformTransports {
  site: TransportClient<'v4'>;
  imaging: TransportClient<'v4'>;
  ajax: TransportClient<'ajax'>;
  stories: TransportClient<'stories'>;
  scheduler: TransportClient<'scheduler'>;
}

/** The imaging service's address as openapi/v4.yaml gives it (an operation-level server). */
export const IMAGING_SERVER: string = operationServers.v4.trimMedia;

/** A browser session's cookie must travel to giphy.com even when the page lives elsewhere. */
const includeCredentials: Middleware = {
  onRequest: ({ request }) => new Request(request, { credentials: 'include' }),
};

/** Builds the five transports. */
export function createPlatformTransports(options: PlatformTransportOptions): PlatformTransports {
  const { auth, password, baseUrls = {}, fetch, headers } = options;
  const middleware = [platformResponseMiddleware];
  const site = {
    auth,
    password,
    fetch,
    headers,
    middleware: auth?.type === 'session' ? [includeCredentials, ...middleware] : middleware,
  };
  return {
    site: v4Transport({ ...site, baseUrl: baseUrls.v4 }),
    ajax: ajaxTransport({ ...site, baseUrl: baseUrls.ajax }),
    imaging: v4Transport({ baseUrl: baseUrls.imaging ?? IMAGING_SERVER, fetch, headers, middleware }),
    stories: storiesTransport({
      userToken: options.userToken,
      apiKey: options.apiKey,
      baseUrl: baseUrls.stories,
      fetch,
      headers,
      middleware,
    }),
    scheduler: schedulerTransport({
      accessToken: options.accessToken,
      baseUrl: baseUrls.scheduler,
      fetch,
      headers,
      middleware,
    }),
  };
}
