/**
 * The local responder both kits talk to: msw in Node serving gifkit's mock API (built
 * gifkit/mock), with a front handler that counts every search request by its term and, when
 * asked, delays each answer by a latency chosen per term (so late answers can overtake).
 */
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { importGifkit } from './gifkit.mjs';

/** Starts the responder; `latencyOf(term)` (ms) is read per request. */
export async function startResponder() {
  const { createMockApi } = await importGifkit('gifkit/mock');
  const requests = new Map();
  let latencyOf = () => 0;
  const front = http.get('https://api.giphy.com/v1/:type/search', async ({ request }) => {
    const term = new URL(request.url).searchParams.get('q') ?? '';
    requests.set(term, (requests.get(term) ?? 0) + 1);
    const ms = latencyOf(term);
    if (ms > 0) await delay(ms);
    return undefined; // fall through to gifkit's mock handlers for the answer
  });
  const server = setupServer(front, ...createMockApi().handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return {
    /** How many requests reached the responder for exactly this term. */
    count: (term) => requests.get(term) ?? 0,
    /** Sets the latency function for the next requests. */
    setLatency(fn) {
      latencyOf = fn;
    },
    /**
     * Raw (wire) JSON of a search page, as the API sends it; `bundle` asks for renditions on
     * demand (e.g. `messaging_non_clips`), which the mock applies as the API does.
     */
    async rawSearch(term, offset, limit = 50, { bundle } = {}) {
      const url =
        `https://api.giphy.com/v1/gifs/search?api_key=bench&q=${encodeURIComponent(term)}&offset=${offset}&limit=${limit}` +
        (bundle ? `&bundle=${encodeURIComponent(bundle)}` : '');
      return (await fetch(url)).json();
    },
    close: () => server.close(),
  };
}
