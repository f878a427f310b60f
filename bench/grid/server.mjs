/**
 * The loopback side of the "grid at scale" case: each kit's page bundled with esbuild the way
 * an app's production build would (minified, `NODE_ENV=production`, one React: the repo's
 * React 19 devDependency for both kits, gifkit from dist/ through package.json `exports`), and
 * a local HTTP server for the pages, the GIF templates and every media file. Rendition URLs
 * point at this server, which answers each with real animated media of the URL's format at about
 * the rendition's size (see `mediaFiles`), so both kits decode real frames, and no request
 * leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { importGifkitModule } from '../lib/gifkit.mjs';
import { gifkitResolver, ROOT } from '../measure.mjs';

const PAGES = { gifkit: 'bench/grid/gifkit.tsx', giphy: 'bench/grid/giphy.tsx' };

/** gifkit/mock's generated loops: GIF, WebP and MP4 at three sizes, and stills (scripts/mock-media.mjs). */
const MEDIA_DIR = path.join(ROOT, 'sdk/mock/media');
const MEDIA_TYPES = { gif: 'image/gif', webp: 'image/webp', mp4: 'video/mp4', jpg: 'image/jpeg' };
/** Where the mock's rewriter points; only the path after it is kept (`aurora/s.mp4`). */
const LOCAL_BASE = 'http://media.local/';
/** A copy's id is its template's id plus its index in base 36 (bench/lib/gifData.mjs `syntheticId`): up to 3 characters at 10,000. */
const MAX_COPY_SUFFIX = 3;

/**
 * The local file (relative to sdk/mock/media) for every media URL of `datasets`
 * (`{ name: rawGifs }`), by `<GIF id>/<file name>`: gifkit/mock's media rewriter
 * (sdk/mock/mockMedia.ts, `rewrite`) chooses it as the mock API does, a loop near the GIF's
 * aspect ratio (a transparent one for stickers), in the URL's format, at the size its rendition
 * stands for (`100w.mp4` → the 100 px MP4, `200w.webp` → the 200 px animated WebP, `200w_s.gif`
 * → a still), and for a Tenor-v2 result (`media_formats`) by the file's whole path, its format
 * named by the mock from the file's name.
 */
export function mediaFiles(datasets, rewrite) {
  const files = new Map();
  for (const rawGifs of Object.values(datasets)) {
    for (const raw of rawGifs) {
      const local = rewrite(raw);
      // A Tenor-v2 result (`media_formats`): its formats share a folder or a file name, so each is keyed by its whole path.
      for (const [name, format] of Object.entries(raw.media_formats ?? {})) {
        const to = local.media_formats?.[name]?.url;
        if (typeof format?.url === 'string' && typeof to === 'string' && to.startsWith(LOCAL_BASE)) {
          files.set(new URL(format.url).pathname, to.slice(LOCAL_BASE.length));
        }
      }
      for (const [name, rendition] of Object.entries(raw.images ?? {})) {
        for (const field of ['url', 'webp', 'mp4']) {
          const url = rendition?.[field];
          const to = local.images?.[name]?.[field];
          if (typeof url !== 'string' || typeof to !== 'string' || !to.startsWith(LOCAL_BASE)) continue;
          files.set(`${raw.id}/${fileName(url)}`, to.slice(LOCAL_BASE.length));
        }
      }
    }
  }
  return files;
}

const fileName = (url) => {
  const { pathname } = new URL(url, LOCAL_BASE);
  return pathname.slice(pathname.lastIndexOf('/') + 1);
};

/**
 * The local file for a request path `…/<id>/<file>`: the id is a data set's GIF or a copy of one
 * (its id plus a short suffix). Paths of no known GIF get the mock's choice for a square GIF.
 */
function mediaFileFor(files, rewrite, pathname) {
  if (files.has(pathname)) return files.get(pathname);
  const parts = pathname.split('/');
  const file = parts.at(-1) ?? '';
  const id = parts.at(-2) ?? '';
  for (let cut = 0; cut <= MAX_COPY_SUFFIX && cut < id.length; cut++) {
    const local = files.get(`${id.slice(0, id.length - cut)}/${file}`);
    if (local) return local;
  }
  const url = `https://media.giphy.com${pathname}`;
  const to = rewrite({ id, images: { original: { width: 1, height: 1, url } } }).images.original.url;
  return to.startsWith(LOCAL_BASE) ? to.slice(LOCAL_BASE.length) : undefined;
}

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
 * (`{ name: rawGifs }`) and any other path as a media file of the mock's (`mediaFiles`).
 * `mockMedia` is gifkit/mock's `mockMediaRewriter`, loaded from dist/ when not given.
 * Returns `{ origin, close }`.
 */
export async function startGridServer({ pages, styles = {}, datasets = {}, width, mockMedia }) {
  const templates = new Map();
  // From the built package unless given (a test passes the source's `mockMediaRewriter`).
  const rewriter = mockMedia ?? (await importGifkitModule('sdk/mock/mockMedia')).mockMediaRewriter;
  const rewrite = rewriter({ baseUrl: LOCAL_BASE });
  const files = mediaFiles(datasets, rewrite);
  const bodies = new Map();
  const body = (file) => {
    if (!bodies.has(file)) bodies.set(file, readFileSync(path.join(MEDIA_DIR, file)));
    return bodies.get(file);
  };
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
    } else {
      const file = mediaFileFor(files, rewrite, url.pathname);
      const type = MEDIA_TYPES[file?.slice(file.lastIndexOf('.') + 1)];
      if (type) send(200, type, body(file), 'public, max-age=31536000, immutable');
      else send(404, 'text/plain', Buffer.from('not found'));
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
