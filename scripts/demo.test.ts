// `npm run demo` serves the React demo: the page, msw's worker script, the mock's local media
// (with byte ranges, as video elements ask) and the transformed entry module, from a real
// Vite dev server on a free port (no browser needed; examples/demo/demo.browser.test.ts
// drives Chromium).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_DEPENDENCIES, type DemoOptions, freePort, parseArgs, REPO_ROOT, runLines, startDemo } from './demo.mjs';

/**
 * The provider switch's sources as `server` configures them (its aliases and the keys it
 * `define`s), loaded through the server itself, and the address each choice's search goes to:
 * fetch is a recorder while it runs, so nothing leaves this test.
 */
async function providerSwitch(server: ViteDevServer) {
  const { sources } = await server.ssrLoadModule('/clients.ts');
  const { isLive } = await server.ssrLoadModule('/env.ts');
  const { searchGifs } = await server.ssrLoadModule('gifkit');
  const searchUrl = async (provider: 'giphy' | 'klipy' | 'giphy-v2') => {
    const sent: URL[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(new URL(request.url));
      return Response.json({ results: [], next: '' });
    });
    try {
      await searchGifs(sources[provider], 'cats', { limit: 5 }).catch(() => {});
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };
  return { isLive: isLive as (family: string) => boolean, searchUrl };
}

/**
 * A demo server for the tests of one `describe` (started before them, closed after), as
 * `startDemo(options)` starts it on a free port: `server` and its `base` address once started.
 */
function demoServer(options: DemoOptions = {}) {
  const demo = { server: undefined as unknown as ViteDevServer, base: '' };
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'gifkit-demo-'));
  beforeAll(async () => {
    const port = await freePort();
    demo.server = await startDemo({ port, strictPort: true, logLevel: 'silent', cacheDir, ...options });
    demo.base = `http://127.0.0.1:${port}`;
  }, 60_000);
  // Closing waits for Vite's first dependency optimization, slow on a fresh clone.
  afterAll(async () => {
    await demo.server?.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }, 60_000);
  return demo;
}

describe('npm run demo', () => {
  const demo = demoServer();

  it('serves the demo page, and the same page for every route (a single-page app)', async () => {
    for (const route of ['/', '/dashboard', '/explorer?op=public/search']) {
      const res = await fetch(`${demo.base}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('<title>gifkit demo</title>');
      expect(html).toContain('src="/main.tsx"');
    }
  });

  it("serves msw's worker script from node_modules as JavaScript", async () => {
    const res = await fetch(`${demo.base}/mockServiceWorker.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain('Mock Service Worker');
  });

  it('serves the mock media with their types, byte ranges, and nothing outside the folder', async () => {
    const gif = await fetch(`${demo.base}/gifkit-media/aurora/m.gif`);
    expect(gif.status).toBe(200);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect(new TextDecoder().decode((await gif.arrayBuffer()).slice(0, 6))).toBe('GIF89a');
    const part = await fetch(`${demo.base}/gifkit-media/aurora/l.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const outside = await fetch(`${demo.base}/gifkit-media/..%2F..%2F..%2Fpackage.json`);
    expect(outside.headers.get('content-type')).not.toBe('application/json');
  });

  it('compiles the React entry and its app (JSX, gifkit/* from the source) without error', async () => {
    for (const [module, gifkit] of [
      ['/main.tsx', '/styled/styled.css'],
      ['/App.tsx', '/hooks/index.ts'],
    ]) {
      const res = await fetch(`${demo.base}${module}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      const code = await res.text();
      expect(code).toMatch(/jsx/);
      expect(code).toContain(gifkit);
      expect(code).not.toMatch(/^\s*</);
    }
  });

  it('runs offline without a key, and tells the page where the media are', async () => {
    const env = await (await fetch(`${demo.base}/@vite/env`)).text();
    expect(env).toContain('"__GIFKIT_API_KEY__": ""');
    expect(env).toContain('"__GIFKIT_KLIPY_KEY__": ""');
    expect(env).toContain('"__GIFKIT_MEDIA_PATH__": "/gifkit-media/"');
  });

  it("offline, the header's provider switch: each choice calls its own provider (which the mock answers in the browser) with demo keys", async () => {
    const { isLive, searchUrl } = await providerSwitch(demo.server);
    const where = (url: URL) => `${url.origin}${url.pathname}`;
    const giphy = await searchUrl('giphy');
    expect([where(giphy), giphy.searchParams.get('api_key')]).toEqual([
      'https://api.giphy.com/v1/gifs/search',
      'demo-key',
    ]);
    const klipy = await searchUrl('klipy');
    expect([where(klipy), klipy.searchParams.get('key')]).toEqual(['https://api.klipy.com/v2/search', 'demo-key']);
    const v2 = await searchUrl('giphy-v2');
    expect([where(v2), v2.searchParams.get('key')]).toEqual(['https://api.giphy.com/v2/search', 'demo-key']);
    // Neither family passes the mock's service worker by (examples/demo/mock.ts).
    expect([isLive('public'), isLive('tenor')]).toEqual([false, false]);
  }, 60_000);
});

describe('npm run demo with keys', () => {
  const GIPHY_KEY = 'giphy-test-key-0042';
  const KLIPY_KEY = 'klipy-test-key-0007';
  // As `KLIPY_API_KEY=… GIPHY_API_KEY=… npm run demo` starts it.
  const { apiKey, klipyKey } = parseArgs([], { GIPHY_API_KEY: GIPHY_KEY, KLIPY_API_KEY: ` ${KLIPY_KEY}\n` });
  const demo = demoServer({ apiKey, klipyKey, watch: false });

  it('hands the keys to the page in memory, through Vite define, and never into the HTML', async () => {
    const env = await (await fetch(`${demo.base}/@vite/env`)).text();
    expect(env).toContain(`"__GIFKIT_API_KEY__": "${GIPHY_KEY}"`);
    expect(env).toContain(`"__GIFKIT_KLIPY_KEY__": "${KLIPY_KEY}"`);
    for (const route of ['/', '/search', '/embed/xT9IgG50Fb7Mi0prBC']) {
      const html = await (await fetch(`${demo.base}${route}`)).text();
      expect(html).not.toContain(GIPHY_KEY);
      expect(html).not.toContain(KLIPY_KEY);
    }
  });

  it("KLIPY_API_KEY: the KLIPY choice calls api.klipy.com with it, past the mock; GIPHY's choices use GIPHY's key", async () => {
    const { isLive, searchUrl } = await providerSwitch(demo.server);
    const klipy = await searchUrl('klipy');
    expect(`${klipy.origin}${klipy.pathname}`).toBe('https://api.klipy.com/v2/search');
    expect([klipy.searchParams.get('key'), klipy.searchParams.get('client_key')]).toEqual([KLIPY_KEY, 'gifkit-demo']);
    expect([isLive('public'), isLive('tenor')]).toEqual([true, true]);
    // A KLIPY key never goes to GIPHY, nor GIPHY's to KLIPY.
    expect((await searchUrl('giphy')).searchParams.get('api_key')).toBe(GIPHY_KEY);
    expect((await searchUrl('giphy-v2')).searchParams.get('key')).toBe(GIPHY_KEY);
  }, 60_000);

  it('prints where calls go, each key as its last four characters only', () => {
    const lines = runLines({ apiKey: GIPHY_KEY, klipyKey: KLIPY_KEY }).join('\n');
    expect(lines).toContain('api.klipy.com with your key (…0007)');
    expect(lines).toContain('api.giphy.com with your key (…0042)');
    expect(lines).not.toContain(GIPHY_KEY);
    expect(lines).not.toContain(KLIPY_KEY);
    // A short key shows none of its characters.
    expect(runLines({ apiKey: '', klipyKey: 'abc123' }).join('\n')).not.toContain('123');
    expect(runLines({ apiKey: '', klipyKey: '' }).join('\n')).toMatch(/KLIPY: answered by the mock/);
  });
});

describe('demo options', () => {
  it('reads port, keys and open from flags and the environment', () => {
    expect(parseArgs([], {})).toMatchObject({ port: 5173, apiKey: '', open: false });
    expect(parseArgs(['--port', '4000', '--open'], { GIPHY_API_KEY: 'k1' })).toMatchObject({
      port: 4000,
      apiKey: 'k1',
      open: true,
      strictPort: true,
    });
    expect(parseArgs(['--api-key=k2'], { GIPHY_API_KEY: 'k1', PORT: '6000' })).toMatchObject({
      port: 6000,
      apiKey: 'k2',
    });
    expect(parseArgs([], { KLIPY_API_KEY: ' kk ' })).toMatchObject({ apiKey: '', klipyKey: 'kk' });
    expect(parseArgs(['--klipy-key', 'k3'], { KLIPY_API_KEY: 'kk' })).toMatchObject({ klipyKey: 'k3' });
    expect(() => parseArgs(['--nope'], {})).toThrow(/unknown option/);
    expect(() => parseArgs(['--port', 'x'], {})).toThrow(/--port/);
  });
});

describe('demo dependencies', () => {
  /** Packages a module imports at run time (not `import type`), by their import name. */
  function runtimeImports(code: string): string[] {
    const found = [
      ...code.matchAll(/^(?:import|export)(?!\s+type\b)[^;'"]*?\bfrom\s+'([^'.][^']*)'/gms),
      ...code.matchAll(/^import\s+'([^'.][^']*)'/gm),
      ...code.matchAll(/\bimport\(\s*'([^'.][^']*)'\s*\)/g),
    ];
    return found.map((match) => match[1]!);
  }

  it('pre-bundles every package the demo and the gifkit source it loads import', () => {
    const files = ['sdk', 'hooks', 'headless', 'styled', 'examples/demo'].flatMap((dir) =>
      readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
        // Not the tests, nor their harness in examples/demo/testing/ (Node code: Vite never serves it).
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|test-d|d)\.tsx?$|(^|\/)testing\//.test(file))
        .map((file) => path.join(REPO_ROOT, dir, file)),
    );
    const imported = new Set(files.flatMap((file) => runtimeImports(readFileSync(file, 'utf8'))));
    const own = (name: string) => name === 'gifkit' || name.startsWith('gifkit/');
    const missing = [...imported].filter((name) => !own(name) && !DEMO_DEPENDENCIES.includes(name));
    expect(missing).toEqual([]);
    expect(imported.has('radix-ui')).toBe(true); // the scan sees multi-line imports too
    expect(imported.has('downshift')).toBe(true);
  });
});
