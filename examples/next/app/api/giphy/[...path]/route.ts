/**
 * GET /api/giphy/<path>: answers the browser's GIPHY calls from gifkit/mock while the app runs
 * without an API key (see Providers). With a key the browser calls api.giphy.com itself.
 */
import { mockFetch } from '../../../mockFetch';

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = `https://api.giphy.com${url.pathname.replace(/^\/api\/giphy/, '')}${url.search}`;
  return mockFetch(target, { signal: request.signal });
}
