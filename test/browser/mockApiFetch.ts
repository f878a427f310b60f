/**
 * Browser-test support (not shipped): for each test, the page's `fetch` answered by gifkit's
 * mock API (msw's `getResponse`, no service worker), for code that makes its own client from an
 * API key (gifkit/compat's `GiphyFetch`, gifkit/compat/react's `SearchContextManager`). Call once
 * at the top level of a file; the returned array holds the URLs the current test requested.
 */
import { getResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { createMockApi } from '../../sdk/mock';

export function stubFetchWithMockApi(): URL[] {
  const urls: URL[] = [];
  beforeEach(() => {
    const api = createMockApi();
    urls.length = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      urls.push(new URL(request.url));
      return (await getResponse(api.handlers, request)) ?? new Response(null, { status: 501 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return urls;
}
