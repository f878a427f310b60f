/**
 * A `fetch` answered by gifkit/mock, for servers: no network and no global patching (msw's
 * `getResponse` runs the handlers on one request). The offline example's provider: what
 * gifkit/server's handler calls while there is no GIPHY_API_KEY.
 */
import { createMockApi } from 'gifkit/mock';
import { getResponse } from 'msw';

const { handlers } = createMockApi();

export async function mockFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  return (await getResponse(handlers, request)) ?? new Response('not mocked', { status: 404 });
}
