/**
 * A Cloudflare Worker that serves a GIF picker page and gifkit/server's handler on one origin:
 * `/` is the page, `/picker.js` and `/picker.css` its bundle (inlined by build.mjs), and
 * `/api/gifs/*` the handler, which holds the GIPHY key (a Worker secret: `wrangler secret put
 * GIPHY_API_KEY`). The browser's client has no key.
 */

import { PICKER_CSS, PICKER_JS } from 'virtual:picker';
import { createGifHandler, type GifHandler } from 'gifkit/server';

export interface Env {
  /** The GIPHY key (a secret). */
  GIPHY_API_KEY: string;
  /**
   * Local development and tests only: an origin standing in for the provider (gifkit/mock on
   * 127.0.0.1); every upstream call goes there, the provider's origin in `x-provider-origin`.
   */
  GIPHY_UPSTREAM?: string;
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>gifkit × Cloudflare Workers</title>
    <link rel="stylesheet" href="/picker.css" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/picker.js"></script>
  </body>
</html>`;

const asset = (body: string, type: string) =>
  new Response(body, { headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=300' } });

/** Every upstream call to `origin` instead, the provider's origin in a header (GIPHY_UPSTREAM). */
const viaUpstream =
  (origin: string) =>
  (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    headers.set('x-provider-origin', url.origin);
    return fetch(origin + url.pathname + url.search, { method: request.method, headers, body: request.body });
  };

let handler: GifHandler | undefined;

export default {
  fetch(request: Request, env: Env): Promise<Response> | Response {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/gifs/')) {
      handler ??= createGifHandler({
        apiKey: env.GIPHY_API_KEY,
        basePath: '/api/gifs',
        ...(env.GIPHY_UPSTREAM ? { fetch: viaUpstream(env.GIPHY_UPSTREAM) } : {}),
      });
      return handler(request);
    }
    if (pathname === '/') return asset(PAGE, 'text/html');
    if (pathname === '/picker.js') return asset(PICKER_JS, 'text/javascript');
    if (pathname === '/picker.css') return asset(PICKER_CSS, 'text/css');
    return new Response('Not found', { status: 404 });
  },
};
