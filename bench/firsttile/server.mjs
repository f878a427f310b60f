/**
 * The loopback side of the first-moving-tile case: each kit's page as an app ships it (its
 * production bundle, gzip-compressed, as a server sends it), the GIPHY API answered by
 * gifkit's mock (recorded GIPHY answers, msw's `getResponse` in this Node process, gzip), and
 * every media file those answers name, at the size GIPHY recorded for it.
 *
 * - **Hosts.** An app, the API and GIPHY's media hosts (`media0`–`media4.giphy.com`, …) are
 *   different origins with their own connections; here each becomes its own port on
 *   127.0.0.1, so Chromium opens connections per host as it would (HTTP/1.1, up to 6 per
 *   host), instead of queueing every file behind one origin's 6. Every `https://<host>` in an
 *   answer is rewritten to its port; the API answers CORS as api.giphy.com does.
 * - **Media.** Each media URL of an answer is served as one of gifkit/mock's animated loops of
 *   the URL's format (the file the mock's media rewriter chooses for it, as in the grid case),
 *   padded by bench/lib/padMedia.mjs to the bytes GIPHY recorded for that rendition and format
 *   (`size`, `webp_size`, `mp4_size`), its padding spread over the frames as the GIF's recorded
 *   frame count (`images.original.frames`) spreads a real file's. Files without a recorded
 *   size (avatars) are sent as the loop is. Byte ranges are honoured (video).
 *
 * `media(path)` tells the driver what a media path was served as (`{ format, bytes, recorded,
 * frameEnds, unpadded }`), so it can tell when the second frame of a file had arrived.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { importGifkit, importGifkitModule } from '../lib/gifkit.mjs';
import { padMedia } from '../lib/padMedia.mjs';
import { ROOT } from '../measure.mjs';

const MEDIA_DIR = path.join(ROOT, 'sdk/mock/media');
const LOCAL_BASE = 'http://media.local/';
const TYPES = { gif: 'image/gif', webp: 'image/webp', mp4: 'video/mp4', jpg: 'image/jpeg', vtt: 'text/vtt' };
/** The rendition fields of a media file and the field GIPHY records its size in. */
const FILES = [
  ['url', 'size'],
  ['webp', 'webp_size'],
  ['mp4', 'mp4_size'],
];
/** Ports for hosts other than the app's and the API's, one per host in order of appearance (then shared). */
const HOST_PORTS = 8;
const API_HOST = 'api.giphy.com';

const html = ({ name, api, css }) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<meta name="bench-api" content="${api}">` +
  (css ? `<link rel="stylesheet" href="/${name}.css">` : '') +
  '<style>body{margin:0;font-family:system-ui,sans-serif}</style></head><body><div id="root"></div>' +
  `<script type="module" src="/${name}.js"></script></body></html>`;

/** Starts one HTTP server on 127.0.0.1 (a free port) with `handler`; resolves to `{ server, origin }`. */
async function listen(handler) {
  const server = createServer(handler);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** Every string of `raw` that the mock's media rewriter points at a local loop → that loop's path under sdk/mock/media. */
function loopsOf(raw, local, out = new Map()) {
  if (typeof raw === 'string') {
    if (typeof local === 'string' && local !== raw && local.startsWith(LOCAL_BASE))
      out.set(raw, local.slice(LOCAL_BASE.length));
  } else if (raw && typeof raw === 'object' && local && typeof local === 'object') {
    for (const key of Object.keys(raw)) loopsOf(raw[key], local[key], out);
  }
  return out;
}

/** Every rendition file URL of `raw` (an answer) → `{ format, recorded, frames }`: GIPHY's recorded size and frame count. */
function recordedSizes(raw, out = new Map(), frames = undefined) {
  if (Array.isArray(raw)) for (const item of raw) recordedSizes(item, out, frames);
  else if (raw && typeof raw === 'object') {
    const own =
      raw.images && typeof raw.images === 'object' ? Number(raw.images.original?.frames) || undefined : frames;
    for (const [field, sizeField] of FILES) {
      const url = raw[field];
      if (typeof url !== 'string' || !(sizeField in raw)) continue;
      // The file's format is its name's (a rendition may name a WebP in `url`, e.g. `preview_webp`).
      const format = /\.([a-z0-9]+)(?:\?|$)/i.exec(url)?.[1]?.toLowerCase();
      out.set(url, { format, recorded: Number(raw[sizeField]) || 0, frames: own });
    }
    for (const value of Object.values(raw)) if (value && typeof value === 'object') recordedSizes(value, out, own);
  }
  return out;
}

/** `bytes=a-b` → `[start, end]` within `length` (inclusive), or undefined. */
function range(header, length) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, length - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? length - 1 : Math.min(length - 1, Number(match[2]));
  return start <= end ? [start, end] : undefined;
}

/**
 * Starts the servers. `pages` is `{ name: { js, css } }` (built page scripts and their CSS).
 * Returns `{ origin, apiOrigin, media(path), requests(), close }`: the app's origin (pages at
 * `/<name>.html`), the API's, what a media path was served as, and every media request made.
 */
export async function startFirstTileServer({ pages }) {
  const { createMockApi } = await importGifkit('gifkit/mock');
  const { mockMediaRewriter } = await importGifkitModule('sdk/mock/mockMedia');
  const api = createMockApi();
  const toLoop = mockMediaRewriter({ baseUrl: LOCAL_BASE });
  /** Media path → `{ loop, format, recorded, frames }`, from every answer sent. */
  const known = new Map();
  /** Media path → what it was served as (padded once, then the same bytes for every request). */
  const served = new Map();
  const mediaRequests = [];
  const gzip = new Map();
  const compressed = (key, body) => {
    if (!gzip.has(key)) gzip.set(key, gzipSync(body, { level: 9 }));
    return gzip.get(key);
  };

  const send = (request, response, status, type, body, { cache = 'no-store', compress = false, headers = {} } = {}) => {
    const zip = compress && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const payload = zip
      ? typeof compress === 'string'
        ? compressed(compress, body)
        : gzipSync(body, { level: 9 })
      : body;
    response.writeHead(status, {
      'content-type': type,
      'cache-control': cache,
      'content-length': payload.length,
      ...(zip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      ...headers,
    });
    response.end(payload);
  };

  const hostPorts = [];
  const ports = new Map();
  let apiOrigin;
  let appOrigin;
  /** `https://host` → the loopback origin standing for that host. */
  const originFor = (host) => {
    if (host === API_HOST) return apiOrigin;
    if (!ports.has(host)) ports.set(host, hostPorts[ports.size % hostPorts.length].origin);
    return ports.get(host);
  };
  const localize = (json) => json.replace(/https?:\/\/([A-Za-z0-9.-]+)(:\d+)?/g, (_, host) => originFor(host));

  function remember(raw) {
    const loops = loopsOf(raw, toLoop(raw));
    for (const [url, info] of recordedSizes(raw)) {
      const loop = loops.get(url);
      if (loop) known.set(new URL(localize(url)).pathname, { loop, ...info });
    }
    for (const [url, loop] of loops) {
      const pathname = new URL(localize(url)).pathname;
      if (!known.has(pathname))
        known.set(pathname, { loop, format: loop.slice(loop.lastIndexOf('.') + 1), recorded: 0 });
    }
  }

  function mediaFile(pathname) {
    if (served.has(pathname)) return served.get(pathname);
    const entry = known.get(pathname);
    if (!entry) return undefined;
    const loop = readFileSync(path.join(MEDIA_DIR, entry.loop));
    const ext = entry.loop.slice(entry.loop.lastIndexOf('.') + 1);
    // A loop of the URL's format gets its padding (none without a recorded size, but its frames are still located).
    const padded =
      ['gif', 'webp', 'mp4'].includes(ext) && ext === entry.format
        ? padMedia(loop, ext, { bytes: entry.recorded, realFrames: entry.frames })
        : { body: loop, frameEnds: [], unpadded: true };
    const file = {
      path: pathname,
      loop: entry.loop,
      format: ext,
      type: TYPES[ext] ?? 'application/octet-stream',
      recorded: entry.recorded,
      frames: entry.frames,
      bytes: padded.body.length,
      frameEnds: padded.frameEnds,
      unpadded: !!padded.unpadded,
      body: padded.body,
    };
    served.set(pathname, file);
    return file;
  }

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const cors = { 'access-control-allow-origin': '*' };
    try {
      const page = /^\/([a-z-]+)\.(html|js|css)$/.exec(url.pathname);
      if (page && pages[page[1]] && request.socket.localPort === new URL(appOrigin).port * 1) {
        const [, name, ext] = page;
        const { js, css } = pages[name];
        if (ext === 'html')
          return send(
            request,
            response,
            200,
            'text/html; charset=utf-8',
            Buffer.from(html({ name, api: apiOrigin, css })),
            {
              compress: true,
            },
          );
        if (ext === 'css')
          return send(request, response, 200, 'text/css; charset=utf-8', Buffer.from(css), { compress: `${name}.css` });
        return send(request, response, 200, 'text/javascript; charset=utf-8', Buffer.from(js), {
          compress: `${name}.js`,
        });
      }
      if (request.socket.localPort === new URL(apiOrigin).port * 1) {
        if (request.method === 'OPTIONS') {
          return send(request, response, 204, 'text/plain', Buffer.alloc(0), {
            headers: {
              ...cors,
              'access-control-allow-methods': 'GET, POST',
              'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
              'access-control-max-age': '86400',
            },
          });
        }
        const answer = await getResponse(api.handlers, new Request(`https://${API_HOST}${url.pathname}${url.search}`));
        const text = answer ? await answer.text() : '{}';
        let json = text;
        try {
          const raw = JSON.parse(text);
          remember(raw);
          json = localize(text);
        } catch {}
        return send(request, response, answer?.status ?? 404, 'application/json', Buffer.from(json), {
          compress: true,
          headers: cors,
        });
      }
      const file = mediaFile(url.pathname);
      mediaRequests.push({ path: url.pathname, range: request.headers.range, found: !!file });
      if (!file) return send(request, response, 404, 'text/plain', Buffer.from('not found'));
      const part = range(request.headers.range, file.body.length);
      const headers = { 'accept-ranges': 'bytes', ...cors };
      if (!part)
        return send(request, response, 200, file.type, file.body, { cache: 'public, max-age=31536000', headers });
      const [start, end] = part;
      return send(request, response, 206, file.type, file.body.subarray(start, end + 1), {
        cache: 'public, max-age=31536000',
        headers: { ...headers, 'content-range': `bytes ${start}-${end}/${file.body.length}` },
      });
    } catch (error) {
      if (!response.headersSent) send(request, response, 500, 'text/plain', Buffer.from(String(error)));
    }
  }

  const servers = [];
  const open = async () => {
    const started = await listen(handle);
    servers.push(started.server);
    return started;
  };
  appOrigin = (await open()).origin;
  apiOrigin = (await open()).origin;
  for (let i = 0; i < HOST_PORTS; i++) hostPorts.push(await open());
  return {
    origin: appOrigin,
    apiOrigin,
    /** What a media path was served as, once it was requested. */
    media: (pathname) => {
      const file = served.get(pathname);
      if (!file) return undefined;
      const { body: _body, ...facts } = file;
      return facts;
    },
    /** Every media request so far (path, Range header, whether it was a known file). */
    requests: () => [...mediaRequests],
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.closeAllConnections?.();
              server.close(() => resolve());
            }),
        ),
      ),
  };
}
