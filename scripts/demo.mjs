// `npm run demo`: the gifkit React demo (examples/demo) on a Vite dev server.
// Offline by default: every call is answered by gifkit's mock API (msw in the browser), and
// its media URLs point at the generated loops in sdk/mock/media, served here at /gifkit-media/.
// With a key (`GIPHY_API_KEY=… npm run demo` or `npm run demo -- --api-key …`) public calls
// go to the real api.giphy.com with real media (GIPHY and GIPHY v2 in the header's provider
// switch); with `KLIPY_API_KEY=…` (or `--klipy-key …`) the KLIPY choice calls api.klipy.com.
// Keys reach the page through Vite `define`, in memory only. `gifkit/*` imports resolve to the repository's source.
//
// Options: --port N (or PORT, default 5173), --api-key KEY, --klipy-key KEY, --open, --help.
import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, createServer } from 'vite';
import { sourceAliases } from './sourceEntries.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_ROOT = path.join(REPO_ROOT, 'examples', 'demo');
export const MEDIA_ROOT = path.join(REPO_ROOT, 'sdk', 'mock', 'media');
/** Where the mock's local media are served (the page passes `${origin}${MEDIA_PATH}` to the mock). */
export const MEDIA_PATH = '/gifkit-media/';
export const DEFAULT_PORT = 5173;

const require = createRequire(import.meta.url);

/** Serves msw's worker script at /mockServiceWorker.js straight from node_modules (never copied). */
export function mswWorkerPlugin() {
  const file = require.resolve('msw/mockServiceWorker.js');
  return {
    name: 'gifkit:msw-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Service-Worker-Allowed', '/');
        createReadStream(file).pipe(res);
      });
    },
  };
}

/** Content types of the mock media files by extension (bench/embed/server.mjs serves them too). */
export const MEDIA_TYPES = {
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
};

/** Serves sdk/mock/media at /gifkit-media/ (byte ranges included: video elements seek with them). */
export function mockMediaPlugin() {
  return {
    name: 'gifkit:mock-media',
    configureServer(server) {
      server.middlewares.use(MEDIA_PATH, (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '/').split('?')[0]);
        const file = path.join(MEDIA_ROOT, path.normalize(name));
        const type = MEDIA_TYPES[path.extname(file)];
        let size = -1;
        try {
          if (file.startsWith(MEDIA_ROOT + path.sep) && type) size = statSync(file).size;
        } catch {}
        if (size < 0) return next();
        res.setHeader('Content-Type', type);
        res.setHeader('Accept-Ranges', 'bytes');
        res.setHeader('Cache-Control', 'max-age=3600');
        const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
        if (range) {
          const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
          const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
          if (start > end || start >= size) {
            res.statusCode = 416;
            res.setHeader('Content-Range', `bytes */${size}`);
            return res.end();
          }
          res.statusCode = 206;
          res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
          res.setHeader('Content-Length', String(end - start + 1));
          return createReadStream(file, { start, end }).pipe(res);
        }
        res.setHeader('Content-Length', String(size));
        createReadStream(file).pipe(res);
      });
    },
  };
}

/** `/embed/<id>`: the embed page, a page of its own (embed-frame.html), not the demo app. */
export const EMBED_FRAME_PATH = /^\/embed\/[^/]+\/?$/;
export const EMBED_FRAME_HTML = 'embed-frame.html';

/** Answers `/embed/<id>` with embed-frame.html (the id stays in the address the page reads). */
export function embedFramePlugin() {
  return {
    name: 'gifkit:embed-frame',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname, query] = (req.url ?? '/').split(/\?(.*)/s, 2);
        if ((req.method === 'GET' || req.method === 'HEAD') && EMBED_FRAME_PATH.test(pathname)) {
          req.url = `/${EMBED_FRAME_HTML}${query ? `?${query}` : ''}`;
        }
        next();
      });
    },
  };
}

/**
 * `gifkit`, `gifkit/hooks`… resolve to the repository's source, as the package entries build
 * from it (scripts/sourceEntries.mjs), plus the stylesheet the build bundles from styled/styled.css.
 */
export const GIFKIT_ALIASES = [
  { find: /^gifkit\/styled\.css$/, replacement: path.join(REPO_ROOT, 'styled', 'styled.css') },
  ...sourceAliases(),
];

/**
 * Every package the demo's code imports (gifkit's source included), pre-bundled by Vite before
 * the first page is served. A package missing here is found only while a page loads; when that
 * page's crawl outruns Vite's start-up scan, Vite re-bundles and reloads the page, and a request
 * of the page being replaced can miss the mock's service worker and leave the machine. That
 * is why the demo's Chromium test counts requests from the very first page load, and why
 * scripts/demo.test.ts fails when an import of the source is not listed here.
 */
export const DEMO_DEPENDENCIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'downshift',
  'radix-ui',
  'openapi-fetch',
  'zod/mini',
  'msw',
  'msw/browser',
  'yaml',
];

/** Starts the demo's Vite dev server and returns it (listening). */
export async function startDemo(options = {}) {
  const {
    port = DEFAULT_PORT,
    apiKey = '',
    klipyKey = '',
    open = false,
    host = '127.0.0.1',
    strictPort = false,
    logLevel = 'info',
    cacheDir,
    watch = true,
  } = options;
  const server = await createServer({
    configFile: false,
    root: DEMO_ROOT,
    cacheDir,
    logLevel,
    clearScreen: false,
    appType: 'spa',
    plugins: [mswWorkerPlugin(), mockMediaPlugin(), embedFramePlugin()],
    publicDir: false,
    resolve: { alias: GIFKIT_ALIASES },
    // Vite's esbuild compiles JSX with React's automatic runtime: no plugin needed.
    esbuild: { jsx: 'automatic' },
    define: {
      __GIFKIT_API_KEY__: JSON.stringify(apiKey),
      __GIFKIT_KLIPY_KEY__: JSON.stringify(klipyKey),
      __GIFKIT_MEDIA_PATH__: JSON.stringify(MEDIA_PATH),
      __GIFKIT_API_URL__: JSON.stringify(''),
    },
    // Every dependency is pre-bundled before the first page: nothing is left for Vite to
    // discover while a page loads, so it never re-bundles and reloads a page (see DEMO_DEPENDENCIES).
    optimizeDeps: { include: DEMO_DEPENDENCIES },
    // No eager pre-transforms: with them, closing the server while the first dependency
    // optimization runs never resolves (Vite 7), which hung `npm test` on a fresh clone.
    // `watch: false` (tests): no file watcher, so an edit in the worktree during a run cannot
    // reload a page under test.
    server: {
      port,
      host,
      strictPort,
      open,
      fs: { allow: [REPO_ROOT] },
      preTransformRequests: false,
      watch: watch ? undefined : null,
    },
  });
  await server.listen();
  return server;
}

/**
 * Builds the `/embed/:id` page alone for production into `outDir` (index: embed-frame.html,
 * `.vite/manifest.json` lists each chunk and what it imports). With `apiKey` the page is in
 * real-API mode and never loads the mock; without one it starts the mock in the browser (and
 * then needs the msw worker and the local media, which only `npm run demo` serves).
 */
/**
 * The embed page's lazy chunks (share dialog, external video, related grid) have no CSS of their
 * own (all of it is in gifkit/styled.css) and `modulePreload` is off, so Vite's preload helper
 * (~0.5 KB gzip) would only ever call `import()`: this makes it exactly that, and fails the
 * build if a lazy chunk ever brings CSS the helper would have had to load.
 */
export function plainDynamicImportPlugin() {
  const HELPER = '\0vite/preload-helper.js';
  return {
    name: 'gifkit:plain-dynamic-import',
    enforce: 'pre',
    load(id) {
      if (id === HELPER) return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.viteMetadata?.importedCss.size) {
          this.error(`${chunk.fileName} imports CSS: the embed page's lazy chunks must not`);
        }
      }
    },
  };
}

export async function buildEmbedFramePage({ outDir, apiKey = '', apiUrl = '', logLevel = 'warn' }) {
  return build({
    configFile: false,
    plugins: [plainDynamicImportPlugin()],
    root: DEMO_ROOT,
    logLevel,
    clearScreen: false,
    publicDir: false,
    resolve: { alias: GIFKIT_ALIASES },
    esbuild: { jsx: 'automatic', jsxDev: false },
    define: {
      // Production React and gifkit (and `jsxDev: false` above) whatever NODE_ENV the caller
      // runs under: Vite takes it from the environment, and under Vitest (NODE_ENV=test) the
      // page's Chromium test got React's development build, ~60 KB gzip more than the page ships.
      'process.env.NODE_ENV': JSON.stringify('production'),
      __GIFKIT_API_KEY__: JSON.stringify(apiKey),
      __GIFKIT_KLIPY_KEY__: JSON.stringify(''),
      __GIFKIT_MEDIA_PATH__: JSON.stringify(MEDIA_PATH),
      __GIFKIT_API_URL__: JSON.stringify(apiUrl),
    },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // The lazy chunks (share dialog, external video, related grid) import only chunks the
      // entry already loaded or their own: nothing to preload (see plainDynamicImportPlugin).
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: path.join(DEMO_ROOT, EMBED_FRAME_HTML),
        // gifkit's modules start with 'use client' (for React Server Components); a browser build drops it.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
}

/** A free TCP port on 127.0.0.1 (for tests that start the demo). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Reads `--port N`, `--port=N`, `--api-key K`, `--klipy-key K`, `--open`, `--help` and the PORT / GIPHY_API_KEY / KLIPY_API_KEY variables. */
export function parseArgs(argv, env = {}) {
  const args = {
    port: DEFAULT_PORT,
    apiKey: env.GIPHY_API_KEY ?? '',
    klipyKey: env.KLIPY_API_KEY ?? '',
    open: false,
    help: false,
    strictPort: false,
  };
  if (env.PORT) Object.assign(args, { port: Number(env.PORT), strictPort: true });
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--port') Object.assign(args, { port: Number(value()), strictPort: true });
    else if (flag === '--api-key') args.apiKey = value() ?? '';
    else if (flag === '--klipy-key') args.klipyKey = value() ?? '';
    else if (flag === '--open') args.open = true;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else throw new Error(`unknown option ${argv[i]} (try --help)`);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error('--port needs a number');
  args.apiKey = args.apiKey.trim();
  args.klipyKey = args.klipyKey.trim();
  return args;
}

const HELP = `Usage: npm run demo [-- --port N] [--api-key KEY] [--klipy-key KEY] [--open]

Serves the gifkit demo at http://127.0.0.1:5173 (PORT or --port to change).
Offline by default: every call is answered by gifkit's mock API in the browser, with
local moving media, for each provider of the header's switch (GIPHY, KLIPY, GIPHY v2).
GIPHY_API_KEY=… or --api-key sends GIPHY's public calls (v1 and v2) to the real
api.giphy.com instead (real media); KLIPY_API_KEY=… or --klipy-key sends the KLIPY
choice's calls to the real api.klipy.com. The platform families stay mocked.`;

/** A key's last four characters (enough to tell which key runs; none of a short key's): never the key itself. */
const keyHint = (key) => `…${key.length > 8 ? key.slice(-4) : ''}`;

/** What `npm run demo` prints about where calls go (a key shows as its last four characters only). */
export function runLines({ apiKey, klipyKey }) {
  return [
    apiKey
      ? `  live: public calls go to api.giphy.com with your key (${keyHint(apiKey)}); v4, ajax, stories and scheduler stay mocked`
      : "  offline: every call is answered by gifkit's mock API (msw in the browser); set GIPHY_API_KEY for live public calls",
    klipyKey
      ? `  live: the KLIPY choice calls api.klipy.com with your key (${keyHint(klipyKey)})`
      : "  KLIPY: answered by the mock; set KLIPY_API_KEY for KLIPY's real API",
  ];
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`demo: ${error.message}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(HELP);
    return;
  }
  const server = await startDemo({
    port: args.port,
    apiKey: args.apiKey,
    klipyKey: args.klipyKey,
    open: args.open,
    strictPort: args.strictPort,
  });
  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${args.port}/`;
  console.log(`\n  gifkit demo: ${url}`);
  for (const line of runLines(args)) console.log(line);
  console.log('  press Ctrl+C to stop\n');
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
