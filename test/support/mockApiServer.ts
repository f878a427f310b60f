/**
 * Test-only (not exported from the package): an msw server over gifkit's mock API for one test
 * file, listening for the whole file and recording every request as it starts. After each test
 * it drops handlers added with `server.use`, resets the mock's state, forgets the requests and
 * restores real timers. Call `setupMockApiServer()` once at the top level of a file (or of a
 * `describe`). `failingOnce()` is a handler to add with `server.use`.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createMockApi } from '../../sdk/mock';

export function setupMockApiServer() {
  const mock = createMockApi();
  const server = setupServer(...mock.handlers);
  /** Every request sent since the test began (clones: their bodies can still be read). */
  const requests: Request[] = [];
  /** The same requests' URLs. */
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
    urls.push(new URL(request.url));
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
    requests.length = 0;
    urls.length = 0;
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  /** The last request, with its URL parsed. */
  const last = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was made');
    return { request, url: new URL(request.url) };
  };
  return { server, mock, requests, urls, last };
}

/** A GET handler for `url` that answers an HTTP `status` error once, then an empty page (response_id 'r'). */
export function failingOnce(url: string, status: number) {
  let calls = 0;
  return http.get(url, () =>
    calls++ === 0
      ? HttpResponse.json({ meta: { status, msg: 'failing once' } }, { status })
      : HttpResponse.json({ data: [], pagination: { count: 0, offset: 0 }, meta: { status: 200, response_id: 'r' } }),
  );
}
