/**
 * The loopback side of the embed-page case: the `/embed/:id` page built for production
 * (`buildEmbedFramePage` in scripts/demo.mjs: real-API mode, no mock in the page) served from
 * 127.0.0.1, with the GIPHY API answered on the same origin by gifkit's mock (msw's
 * `getResponse` in this Node process, recorded GIPHY answers) and the mock's local media. The
 * page is built with its client's `serverUrl` on its own origin (`apiUrl: '/'`), so nothing is
 * added to the built page. Anything else (e.g. a
 * pingback) gets an empty 204. `patch(gif)` may change a GIF the API answers with (a test adds
 * an external video to it). `createMockApi` is gifkit/mock's (the bench passes the built one,
 * a test the source).
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { getResponse } from 'msw';
import {
  buildEmbedFramePage,
  EMBED_FRAME_HTML,
  EMBED_FRAME_PATH,
  MEDIA_PATH,
  MEDIA_ROOT,
  MEDIA_TYPES,
} from '../../scripts/demo.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  ...MEDIA_TYPES,
};

/** An iPhone's user agent: the page's mobile layout (no hover, no share, no related grid). */
export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Builds the page into `outDir` (a key: real-API mode) and returns its manifest. */
export async function buildEmbedPage(outDir) {
  // apiUrl '/': the page's client calls its own origin, where startEmbedPageServer answers.
  await buildEmbedFramePage({ outDir, apiKey: 'bench-key', apiUrl: '/', logLevel: 'error' });
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The chunks the page loads only on demand: `{ share, externalVideo, related }` → the files
 * each lazy part brings that the entry does not: its own chunk first, then the chunks it
 * imports (which other lazy parts may share). `eager`: the files loaded before any of them
 * (the entry and the chunks it imports statically).
 */
export function lazyChunks(manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const eager = new Set([...closure(entry.src)].map((key) => manifest[key].file));
  const part = (name) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/styled/embed/${name}.tsx`));
    if (!key) throw new Error(`the build has no lazy chunk for ${name}`);
    return [...closure(key)].map((k) => manifest[k].file).filter((file) => !eager.has(file));
  };
  return {
    entry: entry.file,
    eager: [...eager],
    share: part('ShareDialog'),
    externalVideo: part('ExternalVideo'),
    related: part('RelatedGifs'),
  };
}

/** Serves the built page in `dir` on 127.0.0.1 (a free port). Returns `{ origin, firstGifId, close }`. */
export async function startEmbedPageServer({ dir, createMockApi, patch = (gif) => gif }) {
  let api;
  let html;
  let origin;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status, type, body, cache = 'no-store') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': cache, 'content-length': body.length });
      response.end(body);
    };
    const file = (root, name) => {
      const full = path.join(root, path.normalize(decodeURIComponent(name)));
      const type = TYPES[path.extname(full)];
      let size = -1;
      try {
        if (full.startsWith(root + path.sep) && type) size = statSync(full).size;
      } catch {}
      if (size < 0) return send(404, 'text/plain', Buffer.from('not found'));
      response.writeHead(200, { 'content-type': type, 'content-length': size, 'cache-control': 'max-age=3600' });
      createReadStream(full).pipe(response);
    };
    try {
      if (EMBED_FRAME_PATH.test(url.pathname)) return send(200, 'text/html; charset=utf-8', html);
      if (url.pathname.startsWith('/assets/')) return file(dir, url.pathname);
      if (url.pathname.startsWith(MEDIA_PATH)) return file(MEDIA_ROOT, url.pathname.slice(MEDIA_PATH.length));
      if (url.pathname.startsWith('/v1/') && request.method === 'GET') {
        const answer = await getResponse(api.handlers, new Request(new URL(url.pathname + url.search, origin)));
        const body = await answer?.json();
        if (answer?.ok && body?.data && !Array.isArray(body.data)) body.data = patch(body.data);
        return send(answer?.status ?? 501, 'application/json', Buffer.from(JSON.stringify(body ?? {})));
      }
      send(204, 'text/plain', Buffer.alloc(0));
    } catch (error) {
      send(500, 'text/plain', Buffer.from(String(error)));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${server.address().port}`;
  api = createMockApi({ baseUrls: { public: origin }, media: { baseUrl: `${origin}${MEDIA_PATH}` } });
  html = readFileSync(path.join(dir, EMBED_FRAME_HTML));
  const trending = await getResponse(api.handlers, new Request(`${origin}/v1/gifs/trending?api_key=k&limit=1`));
  const firstGifId = (await trending.json()).data[0].id;
  return {
    origin,
    firstGifId,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
