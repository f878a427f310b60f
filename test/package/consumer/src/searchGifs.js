// The SDK as an app uses it, answered by gifkit's mock API through msw's getResponse (no
// service worker and no network, so the same code runs in the browser and in Node).
import { createGiphyClient } from 'gifkit';
import { createMockApi } from 'gifkit/mock';
import { getResponse } from 'msw';

const mock = createMockApi();

export const client = createGiphyClient({
  apiKey: 'smoke-test',
  storage: null,
  fetch: async (request) => (await getResponse(mock.handlers, request)) ?? new Response('{}', { status: 404 }),
});

/** The first GIFs for a term. */
export async function searchGifs(term, signal) {
  const { data } = await client.search(term, { limit: 6, signal });
  return data;
}
