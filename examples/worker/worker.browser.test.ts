/**
 * examples/worker in workerd (miniflare): the Worker built as it deploys (build.mjs), the key a
 * binding, gifkit/mock the provider on 127.0.0.1. Chromium opens the page the Worker serves:
 * the picker shows trending GIFs and searches through the Worker's /api/gifs, keyless, and no
 * request leaves 127.0.0.1 (GIPHY's media hosts are answered with a tiny local GIF).
 */
import { Miniflare } from 'miniflare';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/freePort.mjs';
import { launchChromium, watchErrors } from '../../test/support/chromium.mjs';
import { RUNTIME_KEY, startMockProvider } from '../../test/support/handlerRuntime';
import { buildWorker } from './build.mjs';

/** One violet pixel for every media URL (tiles show as filled boxes in the screenshot). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAHw67QAAACwAAAAAAQABAAACAkQBADs=', 'base64');
let provider: Awaited<ReturnType<typeof startMockProvider>>;
let mf: Miniflare;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  provider = await startMockProvider();
  mf = new Miniflare({
    modules: true,
    script: await buildWorker(),
    compatibilityDate: '2025-07-01',
    host: '127.0.0.1',
    port: await freePort(),
    bindings: { GIPHY_API_KEY: RUNTIME_KEY, GIPHY_UPSTREAM: provider.origin },
  });
  origin = (await mf.ready).origin;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
  await provider?.close();
});

it('serves the picker page and the handler: trending, then a search, keyless, nothing off 127.0.0.1', async () => {
  const page = await browser.newPage({ viewport: { width: 900, height: 800 } });
  const problems = watchErrors(page, { warnings: true });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route(/^https:\/\/media\d?\.giphy\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL }),
  );
  await page.goto(origin);
  const tiles = page.locator('[data-gk-picker-grid] [data-gk-grid-item]');
  await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBeGreaterThan(4);
  await page.getByRole('searchbox').fill('cats');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Results for “cats”' }).count(), { timeout: 30_000 })
    .toBe(1);
  await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBeGreaterThan(4);

  const api = requests.filter((url) => url.startsWith(`${origin}/api/gifs/`));
  expect(api.some((url) => url.includes('/v1/gifs/search?'))).toBe(true);
  expect(api.filter((url) => /[?&](api_key|pingback_id)=/.test(url))).toEqual([]);
  const sent = provider.calls.map((r) => new URL(r.url));
  expect(sent.some((url) => url.pathname === '/v1/gifs/search' && url.searchParams.get('q') === 'cats')).toBe(true);
  expect(sent.every((url) => url.searchParams.get('api_key') === RUNTIME_KEY || url.pathname === '/v2/pingback')).toBe(
    true,
  );
  const offsite = requests.filter((url) => !url.startsWith(origin) && !/^https:\/\/media\d?\.giphy\.com\//.test(url));
  expect(offsite).toEqual([]);
  expect(problems).toEqual([]);
  await page.waitForFunction(() => [...document.images].filter((img) => img.complete && img.naturalWidth).length > 4);
  await page.screenshot({ path: '.tmp/screenshots/examples-worker.png' });
  await page.close();
}, 120_000);
