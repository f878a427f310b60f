/**
 * createGifHandler: the server half of gifkit. One Fetch-API function,
 * `(request: Request) => Promise<Response>`, that stands between browsers and the GIF
 * provider: it serves the provider's own paths (`/v1/gifs/search`, …) under any prefix, adds
 * the key it holds, forwards only what the OpenAPI contract allows (checked before anything
 * goes upstream), fills in the user's country from the platform's headers, and answers with
 * Cache-Control a CDN can share. GIPHY's v1 API by default; a Tenor-v2 server (KLIPY, GIPHY's
 * Tenor-compatible API) the same way, at its own paths (`/v2/search`, …). The key never leaves it: not in a body, a header, a redirect,
 * an error or a log line. Runs unchanged wherever `Request` and `Response` exist (docs/server.md).
 */
import { bytesFinder, utf8 } from './bytes';
import { type CachePolicy, NO_STORE, PRIVATE, successCacheControl } from './cacheControl';
import {
  BadField,
  checkValue,
  createRouter,
  type OperationSpec,
  type ParameterSpec,
  type RouteMatch,
} from './contract';
import { DEFAULT_GEO_HEADERS, type GeoHeaders, readGeo } from './geo';
import { createRateLimiter, type RateLimitOptions } from './rateLimit';
import { UPSTREAMS, type Upstream, type UpstreamProvider } from './upstreams';

/** Options of {@link createGifHandler}. */
export interface GifHandlerOptions {
  /** The provider's key, held here and added to every upstream call (read it from a server-only secret). */
  apiKey: string;
  /**
   * The API the handler stands in front of, whose paths it serves: `giphy`, GIPHY's v1 API
   * (`/v1/gifs/search`, …; the default), or a Tenor-v2 server (`/v2/search`, …): `klipy`,
   * `giphy-v2` (GIPHY's Tenor-compatible API) or `tenor`. The key must be that provider's.
   */
  provider?: UpstreamProvider;
  /** How the handler reaches the provider (tests inject gifkit/mock here). Default: the global fetch at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * The path the handler is mounted at (`/api/gifs`): requests must start with it. Default:
   * none, the provider's path is found at the end of any path.
   */
  basePath?: string;
  /**
   * How long a shared cache may keep answers: search-like ones 300 s fresh (+600 s stale while
   * revalidating, +3600 s stale on errors), trending-like ones 900 s (+1800 s, +3600 s), by
   * default. `false`: `no-store` on everything.
   */
  cache?: CachePolicy;
  /** Which request headers carry the user's country and region; `false` sends none upstream. */
  geo?: GeoHeaders | false;
  /** A per-client token bucket (off by default): a client over it gets 429 with `Retry-After`. */
  rateLimit?: RateLimitOptions;
  /** How long an upstream call may take before the answer is 503. Default 10 000 ms. */
  timeoutMs?: number;
  /** Receives one line per upstream failure, never with the key. Default: `console.warn`. */
  log?: (message: string) => void;
}

/** A Fetch-API request handler: Next.js route handlers, Workers, Deno, Bun, edge runtimes, Node through `toNodeListener`. */
export type GifHandler = (request: Request) => Promise<Response>;

/** Longest URL accepted (GIPHY's longest valid call is far shorter). */
const MAX_URL_LENGTH = 2048;
/** Largest pingback body accepted (a browser lets a closing page send 64 KiB). */
const MAX_BODY_BYTES = 64 * 1024;
/** Seconds a client waits after the provider's rate limit, unless the provider says. */
const RATE_LIMITED_RETRY_S = 60;
/** Seconds a client waits after the provider failed. */
const UNAVAILABLE_RETRY_S = 10;
const DEFAULT_TIMEOUT_MS = 10_000;
/** A per-user id as the handler passes it through. */
const USER_ID: Omit<ParameterSpec, 'name'> = {
  in: 'query',
  type: 'string',
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
};

/** An answer the handler gives itself (errors, refusals): never stored by a cache. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Creates the handler. Mount it where your app serves `/api/gifs/*` and point the browser's
 * client or source there (`createGiphyCore({ serverUrl: '/api/gifs' })`,
 * `createTenorSource({ provider: 'klipy', serverUrl: '/api/gifs' })`), with no key.
 */
export function createGifHandler(options: GifHandlerOptions): GifHandler {
  const key = typeof options?.apiKey === 'string' ? options.apiKey.trim() : '';
  if (!key) throw new Error('gifkit/server: createGifHandler needs the apiKey it holds for the browsers.');
  const provider = options.provider ?? 'giphy';
  if (!Object.hasOwn(UPSTREAMS, provider)) {
    throw new Error(`gifkit/server: provider must be one of ${Object.keys(UPSTREAMS).join(', ')}.`);
  }
  const upstream: Upstream = UPSTREAMS[provider];
  const route = createRouter(upstream.family, Object.keys(upstream.operations), options.basePath, upstream.pathPrefix);
  const geoHeaders = options.geo === false ? undefined : { ...DEFAULT_GEO_HEADERS, ...options.geo };
  const limit = options.rateLimit ? createRateLimiter(options.rateLimit) : undefined;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const redact = (text: string) => text.split(key).join('[key]');
  const findKey = bytesFinder(key);
  /** The provider's answer as it came, unless it holds the key (then redacted: the slow path). */
  const redactBytes = (bytes: Uint8Array): Uint8Array =>
    findKey(bytes) === -1 ? bytes : utf8(redact(new TextDecoder().decode(bytes)));
  const log = (message: string) => (options.log ?? console.warn)(redact(`gifkit/server: ${message}`));

  const json = (status: number, body: unknown, headers: Record<string, string>, head: boolean) =>
    new Response(head || body === undefined ? null : redact(JSON.stringify(body)), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers },
    });
  const refuse = (error: Refusal, head: boolean) =>
    json(
      error.status,
      upstream.errorBody(error.status, error.message, error.field),
      { 'cache-control': NO_STORE, ...error.headers },
      head,
    );

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.url.length > MAX_URL_LENGTH) throw new Refusal(414, 'the request URL is too long');
    let match: RouteMatch | undefined;
    try {
      match = route(url.pathname);
    } catch (error) {
      if (error instanceof BadField) throw new Refusal(400, error.message, error.field);
      throw error;
    }
    if (!match) throw new Refusal(404, 'not a call this server answers');
    const kind = upstream.operations[match.id]!;
    // A HEAD of an event (Tenor's GET registershare) would report a share no one sent.
    const methods =
      match.spec.method === 'get' && kind !== 'event' ? ['GET', 'HEAD'] : [match.spec.method.toUpperCase()];
    if (!methods.includes(request.method)) {
      throw new Refusal(405, `${request.method.slice(0, 16)} is not allowed here`, undefined, {
        allow: methods.join(', '),
      });
    }
    const wait = limit?.(request);
    if (wait) throw new Refusal(429, 'too many requests', undefined, { 'retry-after': String(wait) });

    const query = checkQuery(url.searchParams, match.spec);
    const target = upstreamUrl(match, query);
    let vary: string | undefined;
    const country = upstream.geo.country;
    if (geoHeaders && match.spec.parameters.some((p) => p.name === country) && !query.has(country)) {
      const geo = readGeo(request.headers, geoHeaders);
      if (geo.country) target.searchParams.set(country, geo.country);
      if (geo.region && upstream.geo.region) target.searchParams.set(upstream.geo.region, geo.region);
      vary = [...geoHeaders.country, ...(upstream.geo.region ? geoHeaders.region : [])].join(', ');
    }
    const keyParam = match.spec.auth.find((name) => upstream.keyParams.includes(name));
    if (keyParam) target.searchParams.set(keyParam, key);

    const body = kind === 'event' && match.spec.method === 'post' ? await readEvents(request) : undefined;
    const answer = await callUpstream(target, match, body);
    const personal = upstream.userIds.some((name) => query.has(name));
    const headers: Record<string, string> = {
      'cache-control': personal && kind !== 'event' ? PRIVATE : successCacheControl(options.cache, kind),
    };
    if (vary && !personal) headers.vary = vary;
    if (kind === 'event' && !answer.length) return new Response(null, { status: 204, headers });
    return new Response(request.method === 'HEAD' ? null : (redactBytes(answer) as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers },
    });
  }

  /** The request's query, every parameter checked against the contract; the key and unknown names refused. */
  function checkQuery(params: URLSearchParams, spec: OperationSpec): Map<string, string> {
    const allowed = new Map<string, ParameterSpec>();
    for (const p of spec.parameters) if (p.in === 'query') allowed.set(p.name, p);
    for (const name of spec.auth) if (!upstream.keyParams.includes(name)) allowed.set(name, { name, ...USER_ID });
    const query = new Map<string, string>();
    for (const [name, value] of params) {
      const field = name.slice(0, 64).replace(/[^\x20-\x7e]/g, '?');
      if (upstream.keyParams.includes(name)) throw new Refusal(400, `${field}: the key is held by the server`, field);
      const p = allowed.get(name);
      if (!p) throw new Refusal(400, `${field}: not a parameter of this call`, field);
      if (query.has(name)) throw new Refusal(400, `${field}: given more than once`, field);
      try {
        checkValue(p, value);
      } catch (error) {
        if (error instanceof BadField) throw new Refusal(400, error.message, error.field);
        throw error;
      }
      query.set(name, value);
    }
    for (const p of allowed.values()) {
      if (p.required && !query.has(p.name)) throw new Refusal(400, `${p.name}: required`, p.name);
    }
    return query;
  }

  function upstreamUrl(match: RouteMatch, query: Map<string, string>): URL {
    const base = (upstream.servers[match.id] ?? upstream.origin) + upstream.pathPrefix;
    const path = match.spec.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(match.pathParams[name] ?? ''),
    );
    const target = new URL(base + path);
    for (const [name, value] of query) target.searchParams.set(name, value);
    return target;
  }

  /** One upstream call; its JSON bytes on success, a Refusal otherwise (logged without the key). */
  async function callUpstream(target: URL, match: RouteMatch, body: string | undefined): Promise<Uint8Array> {
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let bytes: Uint8Array;
    try {
      response = await (options.fetch ?? globalThis.fetch)(
        new Request(target.href, {
          method: match.spec.method.toUpperCase(),
          // Nothing of the user's request goes upstream but what the contract allows: no cookies,
          // no IP, no user agent.
          headers: body
            ? { accept: 'application/json', 'content-type': 'application/json' }
            : { accept: 'application/json' },
          body,
          redirect: 'manual',
          signal,
        }),
      );
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      log(`${match.id}: upstream unreachable (${error instanceof Error ? error.name : 'error'})`);
      throw new Refusal(503, 'the GIF service is unavailable', undefined, {
        'retry-after': String(UNAVAILABLE_RETRY_S),
      });
    }
    const status = response.ok ? (upstream.errorIn(bytes) ?? response.status) : response.status;
    if (status === 429) {
      log(`${match.id}: upstream rate limit`);
      const retry = retryAfterSeconds(response.headers.get('retry-after')) ?? RATE_LIMITED_RETRY_S;
      throw new Refusal(429, 'the GIF service is rate limited', undefined, { 'retry-after': String(retry) });
    }
    if (status >= 500) {
      log(`${match.id}: upstream ${status}`);
      throw new Refusal(503, 'the GIF service is unavailable', undefined, {
        'retry-after': String(UNAVAILABLE_RETRY_S),
      });
    }
    if (status === 401 || status === 403) {
      log(`${match.id}: upstream ${status}: the provider refused the server's key`);
      throw new Refusal(502, 'the GIF service refused this server');
    }
    if (status === 404) throw new Refusal(404, 'not found');
    if (status < 200 || status >= 300) {
      log(`${match.id}: upstream ${status}`);
      throw new Refusal(502, 'the GIF service gave an unusable answer');
    }
    return bytes;
  }

  return async (request) => {
    const head = request.method === 'HEAD';
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof Refusal) return refuse(error, head);
      log(`internal error (${error instanceof Error ? error.name : 'unknown'})`);
      return refuse(
        new Refusal(503, 'the GIF service is unavailable', undefined, { 'retry-after': String(UNAVAILABLE_RETRY_S) }),
        head,
      );
    }
  };
}

/** `Retry-After` in seconds (a number or an HTTP date), bounded to a day. */
function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.min(86_400, Math.max(1, Math.ceil(seconds))) : undefined;
}

/** A pingback batch: a JSON object with an `events` list, at most 64 KiB; passed on as it came. */
async function readEvents(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new Refusal(413, 'body: at most 64 KiB');
  const reader = request.body?.getReader();
  const chunks: BlobPart[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new Refusal(413, 'body: at most 64 KiB');
    }
    chunks.push(value);
  }
  const text = new TextDecoder().decode(await new Blob(chunks).arrayBuffer());
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'body: not JSON', 'body');
  }
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || !events.length || !events.every((e) => e && typeof e === 'object')) {
    throw new Refusal(400, 'events: a list of pingback events is required', 'events');
  }
  return text;
}
