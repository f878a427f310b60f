/**
 * The public API's request function (api.giphy.com, openapi/public.yaml): typed by the
 * generated `paths`, so a path, its path parameters and its query are checked exactly as an
 * openapi-fetch client would check them, in a few hundred bytes. The public client runs on
 * every page that shows a GIF, and its whole search path has to stay under GIPHY's own 3.6 KB
 * (docs/performance.md): openapi-fetch alone is 2.2 KB of that, so this family's calls, which are all
 * query-string GETs plus one JSON PUT, use this instead (the site families keep openapi-fetch;
 * `createTransport('public')` stays available for raw typed calls).
 *
 * GETs carry no custom headers, as GIPHY's own SDK does, so a browser sends them without a
 * CORS preflight. Every failure is a FetchError with the request URL: a non-2xx answer with the
 * server's message (`meta.msg`, else `message`, else `error.message`, else "Error fetching"), a network failure or
 * abort (status 0), or a body that is not JSON (`invalid-response`).
 */
import { FetchError, retryAfterMs } from '../errors';
import type { paths } from '../generated/public';
import { requestFailure } from './failure';

type Method = 'get' | 'put' | 'delete';
/** The paths of openapi/public.yaml that have `method`. */
export type PublicPath<M extends Method = 'get'> = {
  [P in keyof paths]: paths[P] extends { [K in M]: { parameters: unknown } } ? P : never;
}[keyof paths];
type Parameters<P, M extends Method> = P extends keyof paths
  ? paths[P] extends { [K in M]: { parameters: infer X } }
    ? X
    : never
  : never;
/** The path and query parameters the spec gives `path`'s `method`. */
export type PublicParams<P extends PublicPath<M>, M extends Method = 'get'> = Pick<
  Parameters<P, M>,
  Extract<keyof Parameters<P, M>, 'path' | 'query'>
>;

/** What the request function needs. */
export interface PublicFetchOptions {
  /** The server, without a trailing slash. */
  baseUrl: string;
  /** A fetch implementation; defaults to the global fetch, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Headers for every call (none by default). */
  headers?: HeadersInit;
  /** Query parameters every call carries unless it sets them itself (`api_key`, `pingback_id`…); read per call. */
  query: () => Record<string, string | undefined>;
}

/** The message of a non-2xx answer's body: GIPHY's `meta.msg`, a gateway's `message`, a Tenor-v2 server's `error.message`. */
const DEFAULT_ERROR = 'Error fetching';
function serverMessage(text: string): string {
  try {
    const body = JSON.parse(text) as {
      meta?: { msg?: unknown };
      message?: unknown;
      error?: { message?: unknown };
    } | null;
    const msg = body?.meta?.msg ?? body?.message ?? body?.error?.message;
    if (typeof msg === 'string' && msg) return msg;
  } catch {}
  return DEFAULT_ERROR;
}

/** The request functions of one client. */
export interface PublicFetch {
  /**
   * The URL of a call: `path` with its path parameters filled in (encoded), then the client's
   * query (`api_key`, `pingback_id`, …) and the call's own. Values that are `undefined` or
   * `null` are not sent; arrays are sent comma-separated. Also the request cache's key.
   */
  url(path: string, params: { path?: object; query?: object }): string;
  /** Sends one request to `url` and returns its parsed JSON body (undefined for an empty body). */
  request(url: string, method: Method, signal?: AbortSignal, body?: Blob): Promise<unknown>;
}

/**
 * `url` and `request` in one, typed by the spec's paths: what the writes (PUT, DELETE) use. A
 * function over the transport rather than one of its methods, so a bundle that only reads
 * does not carry it.
 */
export function sendRequest<M extends Method, P extends PublicPath<M>>(
  transport: PublicFetch,
  method: M,
  path: P,
  params: PublicParams<P, M>,
  signal?: AbortSignal,
  body?: Blob,
): Promise<unknown> {
  return transport.request(transport.url(path, params), method, signal, body);
}

/** Creates the request functions of one client. */
export function createPublicFetch(options: PublicFetchOptions): PublicFetch {
  function url(path: string, params: { path?: object; query?: object }): string {
    const values = (params.path ?? {}) as Record<string, unknown>;
    const href = new URL(
      options.baseUrl + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] as string)),
    );
    const query: Record<string, unknown> = { ...options.query(), ...params.query };
    for (const name in query) {
      const value = query[name];
      if (value !== undefined && value !== null) href.searchParams.set(name, value as string); // set() stringifies
    }
    return href.href;
  }

  async function request(href: string, method: Method, signal?: AbortSignal, body?: Blob): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      // A JSON body is a typed Blob: fetch derives `Content-Type: application/json` from it.
      response = await (options.fetch ?? globalThis.fetch)(
        new Request(href, { method, headers: options.headers, signal, body }),
      );
      text = await response.text();
    } catch (error) {
      throw requestFailure(error, href, signal);
    }
    if (!response.ok) {
      const wait = retryAfterMs(response.headers.get('retry-after'));
      throw new FetchError(serverMessage(text), href, response.status, response.statusText, 'http', {
        retryAfterMs: wait,
      });
    }
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new FetchError('invalid JSON in response', href, response.status, response.statusText, 'invalid-response', {
        cause,
      });
    }
  }

  return { url, request };
}
