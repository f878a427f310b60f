/**
 * The loopback side of the "grid at scale" case: each kit's page bundled with esbuild the way
 * an app's production build would (minified, `NODE_ENV=production`, one React: the repo's
 * React 19 devDependency for both kits, gifkit from dist/ through package.json `exports`), and
 * a local HTTP server for the pages, the GIF templates and every image. Rendition URLs point at
 * this server, which answers any image path with a tiny image made here (1×1 GIF or WebP) and
 * any video path with the mock's smallest MP4 loop (so video tiles really play), and no
 * request leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { gifkitResolver, ROOT } from '../measure.mjs';

const PAGES = { gifkit: 'bench/grid/gifkit.tsx', giphy: 'bench/grid/giphy.tsx' };

/** A 1×1 transparent GIF (GIF89a) and a 1×1 lossless WebP, sent for every image URL. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** A real 100×56, 2 s H.264 loop (11 KB) from gifkit/mock's media, sent for every video URL. */
const MP4 = readFileSync(path.join(ROOT, 'sdk/mock/media/aurora/s.mp4'));

/** Every `react`, `react-dom` and `scheduler` import resolves from the repo root: one React for both kits. */
const oneReact = {
  name: 'one-react',
  setup(build) {
    build.onResolve({ filter: /^(react|react-dom|scheduler)(\/.*)?$/ }, async (args) => {
      if (args.pluginData?.oneReact) return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: ROOT,
        pluginData: { oneReact: true },
      });
      return result.errors.length ? { errors: result.errors } : { path: result.path };
    });
  },
};

/** Every page script of `PAGES`, built in memory: `{ gifkit, giphy }` → JS text. */
export function buildGridPages() {
  return buildPages(PAGES);
}

/**
 * Page scripts built in memory as an app's production build would, for any case that drives
 * pages in Chromium: `{ name: 'bench/…/entry.tsx' }` → `{ name: JS text }`.
 */
export async function buildPages(entries) {
  const assets = await buildPageAssets(entries);
  return Object.fromEntries(Object.entries(assets).map(([kit, { js }]) => [kit, js]));
}

/**
 * Like {@link buildPages}, with each page's CSS (what it imports, bundled; `''` when none): `{ name: { js, css } }`.
 * `fromSource` resolves gifkit to its TypeScript source (no build needed); `plugins` run before gifkit's resolver.
 */
export async function buildPageAssets(entries, { fromSource = false, plugins = [] } = {}) {
  const pages = {};
  for (const [kit, entry] of Object.entries(entries)) {
    const result = await esbuild.build({
      entryPoints: [path.join(ROOT, entry)],
      absWorkingDir: ROOT,
      outdir: path.join(ROOT, '.tmp/bench-grid'),
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      logLevel: 'error',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [...plugins, gifkitResolver(fromSource), oneReact],
    });
    const text = (ext) => result.outputFiles.find((file) => file.path.endsWith(ext))?.text ?? '';
    pages[kit] = { js: text('.js'), css: text('.css') };
  }
  return pages;
}

const html = (kit, width, css) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${kit} grid</title>` +
  (css ? `<link rel="stylesheet" href="/${kit}.css">` : '') +
  `<style>body{margin:0}</style></head><body><div id="root" style="width:${width}px"></div>` +
  `<script type="module" src="/${kit}.js"></script></body></html>`;

/**
 * The GIF templates for the page: the recorded raw GIFs with every `https://host` replaced by
 * `origin` and their pingback fields removed (neither kit sends pingbacks in this case).
 */
export function templatesFor(rawGifs, origin) {
  return rawGifs.map((raw) => {
    const { analytics_response_payload: _payload, analytics: _analytics, ...gif } = raw;
    return { id: gif.id, json: JSON.stringify(gif).replace(/https?:\/\/[A-Za-z0-9.-]+(:\d+)?/g, origin) };
  });
}

/**
 * Starts the server on 127.0.0.1 (a free port): `/<kit>.html`, `/<kit>.js` (and `/<kit>.css`
 * for each page of `styles`), `/templates/<name>.json` for each raw GIF list of `datasets`
 * (`{ name: rawGifs }`) and any other path as an image or a video. Returns `{ origin, close }`.
 */
export async function startGridServer({ pages, styles = {}, datasets = {}, width }) {
  const templates = new Map();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status, type, body, cache = 'no-store') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': cache, 'content-length': body.length });
      response.end(body);
    };
    const page = /^\/([a-z-]+)\.(html|js|css)$/.exec(url.pathname);
    if (page && page[1] in pages) {
      const [, kit, ext] = page;
      const pageWidth = Number(url.searchParams.get('width')) || width;
      if (ext === 'html') send(200, 'text/html; charset=utf-8', Buffer.from(html(kit, pageWidth, styles[kit])));
      else if (ext === 'css') send(200, 'text/css; charset=utf-8', Buffer.from(styles[kit] ?? ''));
      else send(200, 'text/javascript; charset=utf-8', Buffer.from(pages[kit]));
    } else if (templates.has(url.pathname)) {
      send(200, 'application/json', templates.get(url.pathname));
    } else if (url.pathname.endsWith('.mp4')) {
      send(200, 'video/mp4', MP4, 'public, max-age=31536000, immutable');
    } else if (url.pathname.endsWith('.webp')) {
      send(200, 'image/webp', WEBP, 'public, max-age=31536000, immutable');
    } else {
      send(200, 'image/gif', GIF, 'public, max-age=31536000, immutable');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  for (const [name, rawGifs] of Object.entries(datasets)) {
    templates.set(`/templates/${name}.json`, Buffer.from(JSON.stringify(templatesFor(rawGifs, origin))));
  }
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
