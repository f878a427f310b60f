/**
 * The `/embed/:id` page, in real Chromium (Debian's /usr/bin/chromium, or
 * CHROMIUM_PATH), built for production as the demo builds it (`buildEmbedFramePage`: Vite,
 * real-API mode, no mock in the page) and served on loopback by bench/embed/server.mjs with the
 * API answered from gifkit's mock (recorded GIPHY answers) and its local media.
 *
 * - **JavaScript**: every script the page loads from navigation until it is idle with no
 *   interaction (first painted frame, then 500 ms without a new request), each file gzipped
 *   (level 9) and summed, React included. Measured on a desktop and a mobile user agent.
 * - **First painted frame**: from navigation start (`performance.timeOrigin`) to the first
 *   animation frame after the player's picture is ready — the `<img>` loaded and `decode()`d, or
 *   the `<video>` at `HAVE_CURRENT_DATA` — read with `performance.now()` in that frame. Each load
 *   is a fresh browser context (empty cache, no service worker); the verdict is the median.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { tryLaunchChromium } from '../../test/support/chromium.mjs';
import { buildEmbedPage, lazyChunks, MOBILE_UA, startEmbedPageServer } from '../embed/server.mjs';
import { importGifkit } from '../lib/gifkit.mjs';
import { median } from '../lib/stats.mjs';
import { ROOT } from '../measure.mjs';
import { BENCH_CHROMIUM_ARGS } from './grid.mjs';

/** The embed page's targets: 80 KB gzip of JavaScript with React, 300 ms to the first painted frame. */
export const EMBED_PAGE_TARGETS = { jsGzip: 80 * 1024, firstFrameMs: 300 };

/** Sets `window.__gkFirstFrame` (ms since navigation start) in the frame after the picture is ready. */
export const FIRST_FRAME_PROBE = `(() => {
  const done = () => requestAnimationFrame(() => { window.__gkFirstFrame = performance.now(); });
  const check = () => {
    const media = document.querySelector('[data-gk-embed-media]');
    if (media instanceof HTMLVideoElement && media.readyState >= 2) return done();
    if (media instanceof HTMLImageElement && media.complete && media.naturalWidth > 0) {
      return media.decode().then(done, () => requestAnimationFrame(check));
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One fresh load of `url` in a new context: the first painted frame and every script loaded
 * until the page is idle (500 ms with no new request after the frame). Returns
 * `{ firstFrameMs, scripts: [{ file, gzip }] }`.
 */
export async function loadOnce(browser, url, { userAgent, viewport = { width: 480, height: 480 } } = {}) {
  const context = await browser.newContext({ viewport, userAgent, serviceWorkers: 'block' });
  // The page's pingbacks stay on the machine (an empty 204, as the server answers anything else).
  await context.route(/^https:\/\/pingback\.giphy\.com\//, (route) => route.fulfill({ status: 204 }));
  try {
    await context.addInitScript(FIRST_FRAME_PROBE);
    const page = await context.newPage();
    const scripts = [];
    let lastRequest = Date.now();
    page.on('request', () => {
      lastRequest = Date.now();
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then(
          (body) => ({ file: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length }),
          () => ({ file: new URL(response.url()).pathname, gzip: 0 }),
        ),
      );
    });
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__gkFirstFrame === 'number', null, { timeout: 30_000 });
    // Where the time went: the page's script and the GIF's API answer arrived (resource timing).
    const { firstFrameMs, scriptMs, apiMs } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const end = (test) => resources.find((r) => test(new URL(r.name).pathname))?.responseEnd ?? Number.NaN;
      return {
        firstFrameMs: window.__gkFirstFrame,
        scriptMs: end((path) => path.endsWith('.js')),
        apiMs: end((path) => path.startsWith('/v1/gifs/')),
      };
    });
    while (Date.now() - lastRequest < 500) await sleep(100);
    return { firstFrameMs, scriptMs, apiMs, scripts: await Promise.all(scripts) };
  } finally {
    await context.close();
  }
}

const sum = (scripts) => scripts.reduce((total, s) => total + s.gzip, 0);

export async function runEmbedPageCase({ rounds = 7, log = () => {} } = {}) {
  const loads = Math.max(rounds, 11);
  const dir = path.join(ROOT, '.tmp', 'bench-embed-page');
  mkdirSync(dir, { recursive: true });
  log('embed page: building /embed/:id for production (real-API mode)');
  const manifest = await buildEmbedPage(dir);
  const lazy = lazyChunks(manifest);
  const { createMockApi } = await importGifkit('gifkit/mock');
  const server = await startEmbedPageServer({ dir, createMockApi });
  const url = `${server.origin}/embed/${encodeURIComponent(server.firstGifId)}`;
  const { browser, reason } = await tryLaunchChromium({ args: BENCH_CHROMIUM_ARGS });
  if (!browser) {
    await server.close();
    log(`embed page: skipped, ${reason}`);
    return { status: 'skipped', reason };
  }
  try {
    await loadOnce(browser, url); // warm-up: the server's first answers, Chromium's first process
    const desktop = [];
    for (let i = 0; i < loads; i++) {
      desktop.push(await loadOnce(browser, url));
      log(`embed page: load ${i + 1}/${loads}, first frame ${desktop.at(-1).firstFrameMs.toFixed(1)} ms`);
    }
    const mobile = await loadOnce(browser, url, { userAgent: MOBILE_UA, viewport: { width: 390, height: 480 } });
    const scripts = desktop[0].scripts;
    const times = desktop.map((d) => d.firstFrameMs);
    const firstFrame = median(times);
    const js = sum(scripts);
    const lazyFiles = new Set([...lazy.share, ...lazy.externalVideo, ...lazy.related].map((f) => `/${f}`));
    return {
      status: 'ok',
      chromium: browser.version(),
      url: `/embed/${server.firstGifId}`,
      loads,
      js: {
        gzip: js,
        mobileGzip: sum(mobile.scripts),
        files: scripts,
        lazyLoaded: [...desktop, mobile].flatMap((d) => d.scripts.map((s) => s.file)).filter((f) => lazyFiles.has(f)),
        target: EMBED_PAGE_TARGETS.jsGzip,
        status: js <= EMBED_PAGE_TARGETS.jsGzip ? 'ok' : 'miss',
      },
      firstFrame: {
        median: firstFrame,
        min: Math.min(...times),
        max: Math.max(...times),
        runs: times,
        scriptMedian: median(desktop.map((d) => d.scriptMs)),
        apiMedian: median(desktop.map((d) => d.apiMs)),
        loadAverage: os.loadavg()[0],
        target: EMBED_PAGE_TARGETS.firstFrameMs,
        status: firstFrame <= EMBED_PAGE_TARGETS.firstFrameMs ? 'ok' : 'miss',
      },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
