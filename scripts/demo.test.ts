// `npm run demo` serves the API explorer: the page, msw's worker script and the transformed
// main module, from a real Vite dev server on a free port (no browser needed).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, startDemo } from './demo.mjs';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

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

  it('serves the explorer page', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>gifkit API explorer</title>');
    expect(html).toContain('src="/main.ts"');
  });

  it("serves msw's worker script from node_modules as JavaScript", async () => {
    const res = await fetch(`${base}/mockServiceWorker.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain('Mock Service Worker');
  });

  it('transforms the main module without error', async () => {
    const res = await fetch(`${base}/main.ts`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const code = await res.text();
    expect(code).toContain('operationPanel');
    expect(code).not.toMatch(/^\s*</);
  });

  it('reads the specs as raw YAML text and runs offline without a key', async () => {
    const specs = await (await fetch(`${base}/specs.ts`)).text();
    expect(specs).toMatch(/openapi\/public\.yaml\?(import&)?raw/);
    const env = await (await fetch(`${base}/@vite/env`)).text();
    expect(env).toContain('"__GIFKIT_API_KEY__": ""');
  });
});

describe('npm run demo with a key', () => {
  it('hands the key to the page (in memory, through Vite define)', async () => {
    const port = await freePort();
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'gifkit-demo-'));
    const server = await startDemo({ port, strictPort: true, apiKey: 'test-key-42', logLevel: 'silent', cacheDir });
    try {
      const env = await (await fetch(`http://127.0.0.1:${port}/@vite/env`)).text();
      expect(env).toContain('"__GIFKIT_API_KEY__": "test-key-42"');
    } finally {
      await server.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('demo options', () => {
  it('reads port, key and open from flags and the environment', () => {
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
    expect(() => parseArgs(['--nope'], {})).toThrow(/unknown option/);
    expect(() => parseArgs(['--port', 'x'], {})).toThrow(/--port/);
  });
});
