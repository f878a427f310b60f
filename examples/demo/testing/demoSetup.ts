/**
 * The globalSetup of the `demo` project (vitest.config.ts): one dev server of the demo
 * (`npm run demo`, offline) for every test file of the run, started once instead of once per
 * file, each server pre-bundling the demo's dependencies and compiling gifkit's source anew.
 *
 * Before any test file uses it, Chromium visits every page once, as the very first page loads
 * of the fresh server (then no test file can have warmed it): the main-frame navigations, how
 * the page's calls to api.giphy.com ended, what would have left the machine (a recording proxy)
 * and the console errors are handed to the tests (`inject('demo').firstVisit`), which check
 * them (demo.browser.test.ts). Vite pre-bundled every dependency at start (scripts/demo.mjs
 * DEMO_DEPENDENCIES), so no page may be re-bundled and reloaded mid-load, which once let a
 * request of the page being replaced miss the mock's worker.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'playwright';
import type { TestProject } from 'vitest/node';
import { freePort, startDemo } from '../../../scripts/demo.mjs';
import { AUTOPLAY_ARG, CHROMIUM_ARGS, watchErrors } from '../../../test/support/chromium.mjs';
import { type FirstVisit, imagesLoaded, PAGES, recordingProxy } from './demoPages';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'gifkit-demo-chromium-'));
  const port = await freePort();
  const demo = await startDemo({ port, strictPort: true, logLevel: 'silent', cacheDir, watch: false });
  const base = `http://127.0.0.1:${port}`;
  const teardown = async () => {
    await demo.close();
    rmSync(cacheDir, { recursive: true, force: true });
  };
  try {
    project.provide('demo', { base, firstVisit: await visitEveryPage(base, project.getProvidedContext().chromium) });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** Loads every page of the demo once, in order, in a Chromium of its own (the one this project ensured). */
async function visitEveryPage(base: string, executablePath: string): Promise<FirstVisit> {
  const proxy = await recordingProxy(() => '[first visit]');
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath,
    // Everything but loopback goes through the recorder (so it never leaves the machine).
    args: [...CHROMIUM_ARGS, AUTOPLAY_ARG, `--proxy-server=http://127.0.0.1:${proxy.port}`],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      reducedMotion: 'no-preference',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const loads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
    });
    const giphyCalls: Promise<string>[] = [];
    const outcome = (request: Request) => {
      if (new URL(request.url()).host !== 'api.giphy.com') return;
      giphyCalls.push(
        request.failure()
          ? Promise.resolve(request.failure()!.errorText)
          : request.response().then((response) => (response?.fromServiceWorker() ? 'service worker' : 'network')),
      );
    };
    page.on('requestfinished', outcome);
    page.on('requestfailed', outcome);
    for (const p of PAGES) {
      await page.goto(`${base}${p.path}`);
      await page.waitForSelector('main h1', { timeout: 60_000 });
      // Leave a page once it shows what it loaded, as a person would. Switching pages within
      // milliseconds of the mock starting once let a call to api.giphy.com out (CI, 2026-11-23;
      // not reproduced since, suspected: msw's worker dropping its last client while the next
      // page starts): the proxy's entries say it happened during the first visit.
      await imagesLoaded(page, p.images);
    }
    await context.close();
    return { loads, giphyCalls: await Promise.all(giphyCalls), offMachine: proxy.seen, errors };
  } finally {
    await browser.close();
    await proxy.close();
  }
}
