// The demo's clients, one of each for the whole app: the public-API client (the real API
// with a key, else the mock), the platform client (always the mock, token auth), a React
// Query client, and a switch that makes the next search or trending page fail through the mock's
// on-demand errors (the `x-gifkit-mock-error` header), so the error and retry paths show.
import { createGiphyClient, createPlatformClient } from 'gifkit';
import { createGifkitQueryClient } from 'gifkit/hooks';
import { MOCK_ERROR_HEADER } from 'gifkit/mock';
import { API_KEY, LIVE } from './env';

let failNext = 0;

/** The next search or trending page (offline only) answers with `status`. */
export function failNextRequest(status = 503): void {
  failNext = status;
}

function demoFetch(request: Request): Promise<Response> {
  const isList = /\/v1\/\w+\/(search|trending)$/.test(new URL(request.url).pathname);
  if (!failNext || LIVE || !isList) return fetch(request);
  const headers = new Headers(request.headers);
  headers.set(MOCK_ERROR_HEADER, String(failNext));
  failNext = 0;
  return fetch(new Request(request, { headers }));
}

export const giphy = createGiphyClient({
  apiKey: API_KEY || 'demo-key',
  fetch: demoFetch,
  // The demo retries at once after its simulated failure (the kit's default reuses an error for 6 s).
  cache: { errorTtl: 0 },
});

/** The platform API against the mock: token auth (the mock answers session auth with 401 in a browser). */
export const platform = createPlatformClient({
  auth: { type: 'token', token: 'demo-token' },
  userToken: 'demo-user-token',
  accessToken: 'demo-scheduler-token',
  giphy,
  logger: { warn: () => {}, error: () => {} },
});

export const queryClient = createGifkitQueryClient();
