/**
 * openapi-fetch middleware shared by every API family: the SDK identification headers and
 * each family's way of authenticating (query keys, site session or token, bearer token).
 */
import type { Middleware } from 'openapi-fetch';
import { VERSION } from '../version';

/** Headers that identify the SDK to GIPHY on every call. */
export const SDK_HEADERS: Readonly<Record<string, string>> = {
  'X-GIPHY-SDK-PLATFORM': 'web',
  'X-GIPHY-SDK-NAME': 'gifkit',
  'X-GIPHY-SDK-VERSION': VERSION,
};

/** Sets headers on every request, without overriding ones the call set itself. */
export function headersMiddleware(headers: HeadersInit): Middleware {
  return {
    onRequest({ request }) {
      for (const [name, value] of new Headers(headers)) {
        if (!request.headers.has(name)) request.headers.set(name, value);
      }
      return request;
    },
  };
}

/**
 * Adds query parameters to every request (e.g. `api_key`, `pingback_id`, `access_token`).
 * Values are read per request, so a rotating id or token is always current. A parameter the
 * call already carries is left alone; `undefined` values are not sent.
 */
export function queryMiddleware(params: () => Record<string, string | undefined>): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      let changed = false;
      for (const [name, value] of Object.entries(params())) {
        if (value === undefined || url.searchParams.has(name)) continue;
        url.searchParams.set(name, value);
        changed = true;
      }
      return changed ? withUrl(request, url) : request;
    },
  };
}

/**
 * The same request at another URL. `new Request(url, request)` would throw for a `keepalive`
 * request with a body (a stream body cannot be kept alive), so the body is read first.
 */
async function withUrl(request: Request, url: URL): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: request.signal,
    keepalive: request.keepalive,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    mode: request.mode === 'navigate' ? 'same-origin' : request.mode,
  });
}

/** How a giphy.com site call (v4 and ajax families) proves who is calling. */
export type SiteAuth =
  | {
      /** A logged-in browser session: the cookie travels with the request, the anti-forgery token in a header. */
      type: 'session';
      csrfToken: string;
      /** Only outside browsers, where no cookie jar exists: the `sessionid` cookie value. */
      sessionId?: string;
    }
  | {
      /** An API token, sent as `Authorization: Token <token>`. */
      type: 'token';
      token: string;
    };

/** Authenticates site calls; `password` goes in `X-Password` for password-protected users. */
export function siteAuthMiddleware(auth: SiteAuth | undefined, password?: string): Middleware {
  const headers: Record<string, string> = {};
  if (auth?.type === 'session') {
    headers['X-CSRFToken'] = auth.csrfToken;
    if (auth.sessionId) headers.Cookie = `sessionid=${auth.sessionId}`;
  }
  if (auth?.type === 'token') headers.Authorization = `Token ${auth.token}`;
  if (password) headers['X-Password'] = password;
  return headersMiddleware(headers);
}

/** Authenticates with a user token as `Authorization: Bearer <token>` (stories gateway). */
export function bearerMiddleware(token: string | undefined): Middleware {
  return headersMiddleware(token ? { Authorization: `Bearer ${token}` } : {});
}
