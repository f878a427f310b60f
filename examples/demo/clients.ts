// The demo's clients, one of each for the whole app: the public-API client (the real API
// with a key, else the mock), the GIF sources of the header's provider switch (GIPHY's client,
// KLIPY and GIPHY's Tenor-compatible API through `createTenorSource`; each the mock offline),
// the platform client (always the mock, token auth), a React Query client, and a switch that
// makes the next search or trending page fail through the mock's on-demand errors (the
// `x-gifkit-mock-error` header), so the error and retry paths show.
import { createGiphyClient, createPlatformClient, createTenorSource, type GifSource } from 'gifkit';
import { createGifkitQueryClient } from 'gifkit/hooks';
import { MOCK_ERROR_HEADER } from 'gifkit/mock';
import { API_KEY, KLIPY_KEY, KLIPY_LIVE, LIVE } from './env';
import type { Provider } from './prefs';

let failNext = 0;

/** The next search or trending page (offline only) answers with `status`. */
export function failNextRequest(status = 503): void {
  failNext = status;
}

/** A search or trending page: GIPHY's (`/v1/gifs/search`) or the Tenor shape's (`/v2/search`, `/v2/featured`). */
const LIST = /\/v1\/\w+\/(search|trending)$|\/v2\/(search|featured)$/;

function demoFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const live = url.host === 'api.klipy.com' ? KLIPY_LIVE : LIVE;
  if (!failNext || live || !LIST.test(url.pathname)) return fetch(request);
  const headers = new Headers(request.headers);
  headers.set(MOCK_ERROR_HEADER, String(failNext));
  failNext = 0;
  return fetch(new Request(request, { headers }));
}

/** The demo retries at once after its simulated failure (the kit's default reuses an error for 6 s). */
const cache = { errorTtl: 0 };

export const giphy = createGiphyClient({ apiKey: API_KEY || 'demo-key', fetch: demoFetch, cache });

/** The source of each choice of the header's provider switch (docs/providers.md). */
export const sources: Readonly<Record<Provider, GifSource>> = {
  giphy,
  klipy: createTenorSource({
    provider: 'klipy',
    key: KLIPY_KEY || 'demo-key',
    clientKey: 'gifkit-demo',
    fetch: demoFetch,
    cache,
  }),
  'giphy-v2': createTenorSource({
    provider: 'giphy',
    key: API_KEY || 'demo-key',
    clientKey: 'gifkit-demo',
    fetch: demoFetch,
    cache,
  }),
};

/** The platform API against the mock: token auth (the mock answers session auth with 401 in a browser). */
export const platform = createPlatformClient({
  auth: { type: 'token', token: 'demo-token' },
  userToken: 'demo-user-token',
  accessToken: 'demo-scheduler-token',
  giphy,
  logger: { warn: () => {}, error: () => {} },
});

export const queryClient = createGifkitQueryClient();
