/**
 * Every error gifkit throws is one of these classes, so callers can `instanceof` them and
 * branch on `status` and `code`; nothing is ever classified by matching message text.
 */

/** The library tag that prefixes every message. */
export const ERROR_PREFIX = 'gifkit: ';

/** Why a request failed. */
export type FetchErrorCode =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer: offline, DNS, CORS, blocked by an extension. */
  | 'network'
  /** The caller's AbortSignal fired. */
  | 'aborted'
  /** A 200 whose `meta.response_id` is empty: GIPHY's "synthetic response". */
  | 'synthetic'
  /** The body was not JSON, or its envelope did not have the documented shape. */
  | 'invalid-response';

// Each class declares its fields and sets them in its constructor, with no parameter properties:
// a parameter property is emitted as a class field and an assignment, bytes that every bundle
// which makes a request would pay.

/** Base class of all gifkit errors. */
export class GifkitError extends Error {
  override name = 'GifkitError';
}

/** A public-API request failed; carries the URL and HTTP status (0 when there was no answer). */
export class FetchError extends GifkitError {
  override name = 'FetchError';
  /** The request URL (the api key is included, as in the request itself). */
  declare readonly url: string;
  /** HTTP status, or 0 when no response arrived. */
  declare readonly status: number;
  /** The HTTP status text ('' when no response arrived). */
  declare readonly statusText: string;
  /** Why the request failed. */
  declare readonly code: FetchErrorCode;
  /**
   * How long the server asked callers to wait before asking again (its `Retry-After`, in
   * milliseconds), on a 429 or 503; the SDK's cache and the hooks keep the error that long.
   */
  declare readonly retryAfterMs?: number;
  constructor(
    message: string,
    url: string,
    status = 0,
    statusText = '',
    code: FetchErrorCode = status ? 'http' : 'network',
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(
      message.startsWith(ERROR_PREFIX) || message === 'synthetic response' ? message : ERROR_PREFIX + message,
      options,
    );
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.code = code;
    if (options?.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}

/** The milliseconds a `Retry-After` header asks for (seconds or an HTTP date), at most a day; undefined without one. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const ms = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(86_400_000, Math.max(0, Math.ceil(ms))) : undefined;
}

/** The wait an error asks for: a FetchError's `retryAfterMs`, else 0. */
export const waitOf = (error: unknown): number =>
  error instanceof FetchError && error.retryAfterMs ? error.retryAfterMs : 0;

/** A 200 answer without `meta.response_id` (GIPHY's documented "synthetic response"). */
export class SyntheticResponseError extends FetchError {
  override name = 'SyntheticResponseError';
  constructor(url: string) {
    super('synthetic response', url, 200, 'OK', 'synthetic');
  }
}

/** A non-2xx answer from the giphy.com platform APIs, built from the response body. */
export class ApiError extends GifkitError {
  override name = 'ApiError';
  /** The HTTP status. */
  declare readonly status: number;
  /** The parsed body (or its text when it was not JSON). */
  declare readonly body: unknown;
  /** The request URL ('' when unknown). */
  declare readonly url: string;
  constructor(message: string, status: number, body: unknown, url = '') {
    super(message.startsWith(ERROR_PREFIX) ? message : ERROR_PREFIX + message);
    this.status = status;
    this.body = body;
    this.url = url;
  }
}

/** Data that does not have the documented shape; `path` names the offending field. */
export class ValidationError extends GifkitError {
  override name = 'ValidationError';
  /** Dotted path of the field, e.g. `data.3.images.fixed_width.width`. */
  declare readonly path: string;
  constructor(path: string, detail: string) {
    super(`${ERROR_PREFIX}invalid ${path || 'value'}: ${detail}`);
    this.path = path;
  }
}

/**
 * A call the source cannot make: its `engine.capabilities` leave it out (a Tenor-v2 source has
 * no channels, a source of your own may have no categories). Thrown before any request.
 */
export class UnsupportedCallError extends GifkitError {
  override name = 'UnsupportedCallError';
  /** What the call needed, e.g. `channels`, `stickers`. */
  declare readonly capability: string;
  /** The source's provider, e.g. `KLIPY`. */
  declare readonly provider: string;
  constructor(capability: string, provider: string) {
    super(`${ERROR_PREFIX}${provider} has no ${capability} (see docs/providers.md)`);
    this.capability = capability;
    this.provider = provider;
  }
}
