/**
 * The Next.js example, built and served as in production: `next build`, `next start`, then the
 * HTML (the styled GifPicker with the trending GIFs and trending searches of the server
 * component's prefetch) and the hydrated page in Chromium: styled by gifkit/styled.css, no
 * request for the first page or the trending searches, no hydration warning or console error,
 * and gifkit/server's route (/api/gifs) serving the next page when the picker scrolls, keyless:
 * the key the handler holds is in nothing the browser receives. GIPHY's media
 * hosts are answered with a tiny local GIF; no request leaves 127.0.0.1.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/freePort.mjs';
import { launchChromium, watchErrors } from '../../test/support/chromium.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const next = path.resolve(dir, '../../node_modules/.bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', GIPHY_API_KEY: '' };
/** The key the offline example's handler holds on the server (app/gifHandler.ts). */
const SERVER_KEY = 'offline-server-only-key';
/** A 1×1 transparent GIF for every media URL. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let origin = '';

beforeAll(async () => {
  await promisify(execFile)(next, ['build'], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(next, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'pipe',
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      if (/ready|started/i.test(String(chunk))) resolve();
    });
    server!.on('exit', (code) => reject(new Error(`next start exited with ${code}`)));
  });
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid) process.kill(-server.pid); // the server's process group: next and anything it started
});

it('server-renders the picker with the prefetched trending GIFs and searches', async () => {
  const html = await (await fetch(origin)).text();
  expect(html).toContain('<h1>Pick a GIF</h1>');
  expect(html).toContain('data-gk-picker=""');
  const grid = html.slice(html.indexOf('data-gk-picker-grid=""'));
  expect(grid.match(/data-gk-grid-item=""/g)?.length ?? 0).toBeGreaterThan(4);
  expect(grid).toMatch(/<img[^>]+src="https:\/\/media\d?\.giphy\.com\/media\//);
  expect(html.match(/data-gk-picker-suggestion=""/g)?.length ?? 0).toBeGreaterThan(2);
});

it('hydrates without asking again for the first page or the searches, a warning or a request off 127.0.0.1', async () => {
  const page = await browser!.newPage({ viewport: { width: 1000, height: 700 } });
  const problems = watchErrors(page, { warnings: true });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // Every body the browser receives from the app (HTML, scripts, the route's answers).
  const received: string[] = [];
  page.on('response', async (response) => {
    if (response.url().startsWith(origin)) received.push(await response.text().catch(() => ''));
  });
  await page.route(/^https:\/\/media\d?\.giphy\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL }),
  );

  await page.goto(origin, { waitUntil: 'networkidle' });
  const tiles = page.locator('[data-gk-picker-grid] [data-gk-grid-item]');
  const served = await tiles.count();
  expect(served).toBeGreaterThan(4);
  const listed = Number(await tiles.first().getAttribute('aria-setsize'));
  expect(await page.locator('[data-gk-picker-suggestion]').count()).toBeGreaterThan(2);
  // gifkit/styled.css is applied: the picker has its default width.
  expect(await page.locator('[data-gk-picker]').evaluate((el) => getComputedStyle(el).maxInlineSize)).toBe('420px');
  expect(
    requests.filter((url) => url.includes('/api/gifs/')),
    'nothing asked for after hydration',
  ).toEqual([]);

  // Hydrated: scrolling the picker to the end fetches the next page through /api/gifs.
  await page.locator('[data-gk-picker-body]').hover();
  await page.mouse.wheel(0, 20_000);
  await expect
    .poll(async () => Number(await tiles.first().getAttribute('aria-setsize')), { timeout: 20_000 })
    .toBeGreaterThan(listed);
  const api = requests.filter((url) => url.includes('/api/gifs/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((url) => /[?&](api_key|pingback_id)=/.test(url))).toEqual([]);
  expect(received.filter((text) => text.includes(SERVER_KEY))).toEqual([]);
  expect(api.filter((url) => !/\/v1\/gifs\/trending\?.*offset=[1-9]/.test(url))).toEqual([]);
  const offsite = requests.filter((url) => !url.startsWith(origin) && !/^https:\/\/media\d?\.giphy\.com\//.test(url));
  expect(offsite).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
}, 120_000);
