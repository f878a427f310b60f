/**
 * A `fetch` answered by gifkit/mock, for servers: no network and no global patching (msw's
 * `getResponse` runs the handlers on one request). Used by the page's server-side client and
 * by the /api/giphy route that answers the browser while there is no API key.
 */
import { createMockApi } from 'gifkit/mock';
import { getResponse } from 'msw';

const { handlers } = createMockApi();

export async function mockFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  return (await getResponse(handlers, request)) ?? new Response('not mocked', { status: 404 });
}
