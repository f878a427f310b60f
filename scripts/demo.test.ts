// `npm run demo` serves the React demo: the page, msw's worker script, the mock's local media
// (with byte ranges, as video elements ask) and the transformed entry module, from a real
// Vite dev server on a free port (no browser needed; examples/demo/demo.browser.test.ts
// drives Chromium).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEPENDENCIES, freePort, parseArgs, REPO_ROOT, startDemo } from './demo.mjs';

describe('npm run demo', () => {
  let server: ViteDevServer;
  let base: string;
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'gifkit-demo-'));

  beforeAll(async () => {
    const port = await freePort();
    server = await startDemo({ port, strictPort: true, logLevel: 'silent', cacheDir });
    base = `http://127.0.0.1:${port}`;
  }, 60_000);

  // Closing waits for Vite's first dependency optimization, slow on a fresh clone.
  afterAll(async () => {
    await server?.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }, 60_000);

  it('serves the demo page, and the same page for every route (a single-page app)', async () => {
    for (const route of ['/', '/dashboard', '/explorer?op=public/search']) {
      const res = await fetch(`${base}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('<title>gifkit demo</title>');
      expect(html).toContain('src="/main.tsx"');
    }
  });

  it("serves msw's worker script from node_modules as JavaScript", async () => {
    const res = await fetch(`${base}/mockServiceWorker.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain('Mock Service Worker');
  });

  it('serves the mock media with their types, byte ranges, and nothing outside the folder', async () => {
    const gif = await fetch(`${base}/gifkit-media/aurora/m.gif`);
    expect(gif.status).toBe(200);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect(new TextDecoder().decode((await gif.arrayBuffer()).slice(0, 6))).toBe('GIF89a');
    const part = await fetch(`${base}/gifkit-media/aurora/l.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const outside = await fetch(`${base}/gifkit-media/..%2F..%2F..%2Fpackage.json`);
    expect(outside.headers.get('content-type')).not.toBe('application/json');
  });

  it('compiles the React entry (JSX, gifkit/* from the source) without error', async () => {
    const res = await fetch(`${base}/main.tsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const code = await res.text();
    expect(code).toMatch(/jsx/);
    expect(code).toContain('/hooks/index.ts');
    expect(code).not.toMatch(/^\s*</);
  });

  it('runs offline without a key, and tells the page where the media are', async () => {
    const env = await (await fetch(`${base}/@vite/env`)).text();
    expect(env).toContain('"__GIFKIT_API_KEY__": ""');
    expect(env).toContain('"__GIFKIT_KLIPY_KEY__": ""');
    expect(env).toContain('"__GIFKIT_MEDIA_PATH__": "/gifkit-media/"');
  });
});

describe('npm run demo with a key', () => {
  it('hands the key to the page (in memory, through Vite define)', async () => {
    const port = await freePort();
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'gifkit-demo-'));
    const server = await startDemo({
      port,
      strictPort: true,
      apiKey: 'test-key-42',
      klipyKey: 'klipy-key-7',
      logLevel: 'silent',
      cacheDir,
    });
    try {
      const env = await (await fetch(`http://127.0.0.1:${port}/@vite/env`)).text();
      expect(env).toContain('"__GIFKIT_API_KEY__": "test-key-42"');
      expect(env).toContain('"__GIFKIT_KLIPY_KEY__": "klipy-key-7"');
    } finally {
      await server.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
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
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|test-d|d)\.tsx?$|\.chromium\.test\.ts$/.test(file))
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
