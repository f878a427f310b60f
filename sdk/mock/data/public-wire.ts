/**
 * Wire conventions of the public-API mock: GIPHY's envelopes (meta, pagination, the two
 * error forms), limit/offset rules, required-term checks and the magic search terms that
 * trigger errors and edge cases on demand.
 */
import { warnDeprecated } from '../../devWarn';
import { MockHttpError, type MockRequest, statusText } from '../define';
import { isRating, requestKey, responseIdFor } from './public';

/**
 * Search terms (`q` of search, channel search and autocomplete; `m` of animated text) that
 * make the mock misbehave on purpose. Matching ignores case and surrounding spaces.
 */
export const PUBLIC_MOCK_TERMS = {
  /** `error <status>` (any 4xx/5xx) → that status in GIPHY's meta envelope; 429 in the gateway form. */
  errorPrefix: 'error ',
  notFound: 'error 404',
  rateLimited: 'error 429',
  serverError: 'error 500',
  /** An empty page with `total_count: 0`. */
  noResults: 'no results',
  /** A 200 with `meta.response_id: ""` and empty `data` (a "synthetic response"; still schema-valid). */
  synthetic: 'synthetic response',
  /**
   * A normal page in which the first item has no `id` and the second has `images: "oops"`.
   * Deliberately NOT valid against the spec: for testing client-side validation (search only).
   */
  malformed: 'malformed',
} as const;

export type Magic = 'empty' | 'synthetic' | 'malformed' | undefined;

/** Applies the magic terms: throws for `error NNN`, else says which edge case (if any) to serve. */
export function magicOf(term: string): Magic {
  const t = term.trim().toLowerCase();
  const error = /^error (\d{3})$/.exec(t);
  const status = error ? Number(error[1]) : 0;
  if (status >= 400 && status <= 599) throw new MockHttpError(status, statusText(status));
  if (t === PUBLIC_MOCK_TERMS.noResults) return 'empty';
  if (t === PUBLIC_MOCK_TERMS.synthetic) return 'synthetic';
  if (t === PUBLIC_MOCK_TERMS.malformed) return 'malformed';
  return undefined;
}

/** GIPHY's error envelopes: the gateway `{message}` form for 429, the meta form otherwise. */
export function errorBody(status: number, message: string): unknown {
  if (status === 429) return { message };
  const meta = { status, msg: message, response_id: '', ...(status === 404 ? { error_code: '404' } : {}) };
  return { data: [], meta };
}

/** A 400 in the meta envelope. */
export function badRequest(): MockHttpError {
  return new MockHttpError(400, statusText(400));
}

/** The success meta of a request (its response id depends on the request only). */
export function metaOf(request: Request): { status: number; msg: string; response_id: string } {
  return { status: 200, msg: 'OK', response_id: responseIdFor(requestKey(request)) };
}

/** A synthetic response: 200, empty data, empty response id. */
export function synthetic(): { data: never[]; meta: { status: number; msg: string; response_id: string } } {
  return { data: [], meta: { status: 200, msg: 'OK', response_id: '' } };
}

const MAX_LIMIT = 50;

export interface Page {
  limit: number;
  offset: number;
}

function intParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) ? n : fallback;
}

/** limit (default 25, above 50 capped to 50, below 1 → 400) and offset (beyond `maxOffset` → 400). */
export function pageOf(query: URLSearchParams, maxOffset = Number.POSITIVE_INFINITY, defaultLimit = 25): Page {
  const limit = intParam(query, 'limit', defaultLimit);
  const offset = intParam(query, 'offset', 0);
  if (limit < 1 || offset < 0 || offset > maxOffset) throw badRequest();
  return { limit: Math.min(limit, MAX_LIMIT), offset };
}

/** One page of a list of `total` items whose i-th item is `at(i)`. */
export function paginate<T>(
  total: number,
  { limit, offset }: Page,
  at: (i: number) => T,
): { data: T[]; pagination: { total_count: number; count: number; offset: number } } {
  const length = Math.max(0, Math.min(total, offset + limit) - offset);
  const data = Array.from({ length }, (_, k) => at(offset + k));
  return { data, pagination: { total_count: total, count: data.length, offset } };
}

/** A required term parameter: missing → 400, longer than 50 characters → 414 (like GIPHY). */
export function requireTerm(query: URLSearchParams, name: string, maxLength = 50): string {
  const value = query.get(name);
  if (!value?.trim()) throw badRequest();
  if (value.length > maxLength) throw new MockHttpError(414, statusText(414));
  return value;
}

/** `rating` must be one of g, pg, pg-13, r when given. */
export function checkRating(query: URLSearchParams): string | null {
  const rating = query.get('rating');
  if (!isRating(rating)) throw badRequest();
  return rating;
}

/** An analytics payload like GIPHY's (`e=<base64url of the event fields>`). */
export function analyticsPayload(fields: string): string {
  const bytes = encodeURIComponent(fields).replace(/%([0-9A-F]{2})/g, (_, h: string) =>
    String.fromCharCode(Number.parseInt(h, 16)),
  );
  return `e=${btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/**
 * Wraps a family's resolvers: every call needs its key (401 in the meta envelope otherwise):
 * `api_key`, except the pingback service (`sendPingback`), which reads `apikey`. A pingback
 * with its key only as `api_key` (what gifkit sent before 0.2.0) still passes, with a
 * deprecation warning in development, until 0.4.0 at the earliest.
 */
export function withApiKey<R extends object>(resolvers: R): R {
  const wrapped: Record<string, (req: MockRequest<unknown>) => Promise<unknown>> = {};
  for (const [id, resolve] of Object.entries(resolvers) as [string, (req: MockRequest<unknown>) => unknown][]) {
    const pingback = id === 'sendPingback';
    wrapped[id] = async (req) => {
      if (!req.query.get(pingback ? 'apikey' : 'api_key')) {
        if (!pingback || !req.query.get('api_key')) throw new MockHttpError(401, statusText(401));
        warnDeprecated(PINGBACK_API_KEY);
      }
      return resolve(req);
    };
  }
  return wrapped as unknown as R;
}

const PINGBACK_API_KEY = {
  name: 'a pingback with its key as api_key (POST /v2/pingback?api_key=…)',
  instead: 'apikey, the name the pingback service reads (POST /v2/pingback?apikey=…)',
};
