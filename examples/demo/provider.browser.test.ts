/**
 * The demo's provider switch (GIPHY / KLIPY / GIPHY v2 in the header) in real Chromium
 * (Debian's, through playwright-core), offline: chosen with the keyboard, each provider's
 * calls go to its own server and are answered by the mock's service worker, the picker and the
 * search page show that provider's results, its search placeholder ("Search KLIPY") and its
 * mark ("Powered by GIPHY", none for KLIPY); the choice survives a reload and a visit without
 * it in the URL (localStorage); a GIPHY-only page says it stays on GIPHY and calls GIPHY; the
 * header passes axe-core; nothing leaves 127.0.0.1. Screenshots of the header (light, dark,
 * right-to-left, a 390 px phone) go to .tmp/screenshots/demo/ for review.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page, Request, Response } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo.mjs';
import { AUTOPLAY_ARG, axeSerious, launchChromium, openPage } from '../../test/support/chromium.mjs';
import { offMachine, recordingProxy, shows } from './testing/demoPages';

const SHOTS = path.join(REPO_ROOT, '.tmp', 'screenshots', 'demo');

/** Where each choice's search goes (the mock answers all three in the browser). */
const SEARCH = {
  GIPHY: 'https://api.giphy.com/v1/gifs/search',
  KLIPY: 'https://api.klipy.com/v2/search',
  'GIPHY v2': 'https://api.giphy.com/v2/search',
} as const;
type Choice = keyof typeof SEARCH;

/** The run's dev server of the demo (testing/demoSetup.ts). */
const base = inject('demo').base;
let browser: Browser;
/** What Chromium would have sent beyond 127.0.0.1 (a proxy that records and refuses it). */
let proxy: Awaited<ReturnType<typeof recordingProxy>>;

/** The API servers the demo's sources call (the mock's service worker answers them). */
const API_HOSTS = new Set(['api.giphy.com', 'api.klipy.com']);

/**
 * A page in a browser context of its own, and `quiet()`: resolves once no call to an API server
 * is in flight. A test waits for it before it reloads or leaves a page: a call cut off by a
 * navigation can reach msw's worker after the page that made it is gone, and the worker then
 * sends it to the network (mockServiceWorker.js: no active client, passthrough).
 */
async function newPage(options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, {
    viewport: { width: 1280, height: 860 },
    reducedMotion: 'no-preference',
    ...options,
  });
  const inFlight = new Set<Request>();
  const api = (request: Request) => API_HOSTS.has(new URL(request.url()).host);
  opened.page.on('request', (request) => api(request) && inFlight.add(request));
  opened.page.on('requestfinished', (request) => inFlight.delete(request));
  opened.page.on('requestfailed', (request) => inFlight.delete(request));
  const quiet = () => expect.poll(() => inFlight.size, { timeout: 20_000 }).toBe(0);
  return { ...opened, quiet };
}

/** The header's provider switch. */
const providerSelect = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Provider' });

/** The label of the option the switch shows. */
const shown = (page: Page) =>
  providerSelect(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);

/** Puts keyboard focus on the provider switch: Tab from the brand, the header's first link. */
async function tabToSwitch(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'gifkit demo, home' }).focus();
  await page.keyboard.press('Tab');
  expect(await providerSelect(page).evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Moves the focused switch to `choice` with the arrow keys (a closed select changes at once). */
async function chooseByKeyboard(page: Page, choice: Choice): Promise<void> {
  const [from, to] = await providerSelect(page).evaluate(
    (select: HTMLSelectElement, label) => [
      select.selectedIndex,
      [...select.options].findIndex((o) => o.textContent === label),
    ],
    choice,
  );
  expect(to).toBeGreaterThanOrEqual(0);
  for (let i = from!; i !== to; i += Math.sign(to! - i)) await page.keyboard.press(to! > i ? 'ArrowDown' : 'ArrowUp');
  await expect.poll(() => shown(page)).toBe(choice);
}

/** The next answer from `url` (origin and path), answered by the mock's service worker, and its GIF ids. */
function answerFrom(page: Page, url: string): Promise<{ ids: string[]; fromServiceWorker: boolean }> {
  return page
    .waitForResponse((response: Response) => {
      const u = new URL(response.url());
      return `${u.origin}${u.pathname}` === url;
    })
    .then(async (response) => {
      const body = (await response.json()) as { data?: { id: string }[]; results?: { id: string }[] };
      return {
        ids: (body.data ?? body.results ?? []).map((gif) => String(gif.id)),
        fromServiceWorker: response.fromServiceWorker(),
      };
    });
}

/** Types `term` in `field` and waits for the search answer from `choice`'s server: its GIFs fill `results`. */
async function searchShows(page: Page, field: Locator, results: Locator, choice: Choice, term: string) {
  const answer = answerFrom(page, SEARCH[choice]);
  await field.focus();
  await page.keyboard.type(term);
  const { ids, fromServiceWorker } = await answer;
  expect(fromServiceWorker).toBe(true);
  expect(ids.length).toBeGreaterThan(3);
  // The grid shows that answer's GIFs, and only those.
  const tiles = results.locator('[data-gif-id]');
  await tiles.nth(3).waitFor({ timeout: 15_000 });
  const shownIds = await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-gif-id')));
  expect(shownIds.filter((id) => !ids.includes(id ?? ''))).toEqual([]);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  proxy = await recordingProxy(() => `[${expect.getState().currentTestName ?? 'setup'}]`);
  browser = await launchChromium({ args: [AUTOPLAY_ARG, `--proxy-server=http://127.0.0.1:${proxy.port}`] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
}, 60_000);

describe("the demo's provider switch in Chromium, offline", () => {
  it("picker: chosen by keyboard, each provider's results, placeholder and mark; the choice survives a reload", async () => {
    const { page, errors, quiet } = await newPage();
    try {
      const picker = page.locator('main .picker');
      const field = picker.getByRole('searchbox');
      const mark = picker.locator('[data-gk-powered-by]');

      // GIPHY, the default.
      await page.goto(`${base}/?theme=light`);
      await shows(page, 'GIF picker');
      expect(await shown(page)).toBe('GIPHY');
      expect(await field.getAttribute('placeholder')).toBe('Search GIPHY');
      expect(await mark.textContent()).toBe('Powered by GIPHY');

      // KLIPY, by keyboard: trending from KLIPY's server, then a search.
      await tabToSwitch(page);
      const featured = answerFrom(page, 'https://api.klipy.com/v2/featured');
      await chooseByKeyboard(page, 'KLIPY');
      await expect.poll(() => new URL(page.url()).searchParams.get('provider')).toBe('klipy');
      expect((await featured).fromServiceWorker).toBe(true);
      // Focus stays on the switch (only the page below it starts over).
      expect(await providerSelect(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => field.getAttribute('placeholder')).toBe('Search KLIPY');
      expect(await picker.getByRole('searchbox', { name: 'Search KLIPY' }).count()).toBe(1);
      expect(await mark.count()).toBe(0); // KLIPY asks for its placeholder, not a mark
      expect(await page.locator('main h1').textContent()).toBe('KLIPY in your React app, in a few lines.');
      await searchShows(page, field, picker, 'KLIPY', 'cats');

      // GIPHY v2: GIPHY's Tenor-compatible API, GIPHY's attribution.
      await tabToSwitch(page);
      await chooseByKeyboard(page, 'GIPHY v2');
      await expect.poll(() => field.getAttribute('placeholder')).toBe('Search GIPHY');
      expect(await mark.textContent()).toBe('Powered by GIPHY');
      await searchShows(page, field, picker, 'GIPHY v2', 'dance');

      // The choice survives a reload, and a visit whose URL does not say it (localStorage).
      await quiet();
      await page.reload();
      await shows(page, 'GIF picker');
      expect(await shown(page)).toBe('GIPHY v2');
      await quiet();
      await page.goto(`${base}/search`);
      await shows(page, 'Search and grid');
      expect(await shown(page)).toBe('GIPHY v2');
      expect(new URL(page.url()).searchParams.get('provider')).toBe('giphy-v2');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it("search page: KLIPY's results in the grid, its placeholder in the search box, no GIPHY mark; GIPHY's again on switching back", async () => {
    const { page, errors } = await newPage();
    try {
      const grid = page.locator('main .search-page');
      const field = page.locator('main .demo-search input');
      await page.goto(`${base}/search?theme=light`);
      await shows(page, 'Search and grid');
      expect(await page.locator('main [data-gk-powered-by]').textContent()).toBe('Powered by GIPHY');
      await tabToSwitch(page);
      await chooseByKeyboard(page, 'KLIPY');
      await expect.poll(() => field.getAttribute('placeholder')).toBe('Search KLIPY');
      expect(await page.getByRole('combobox', { name: 'Search KLIPY' }).count()).toBe(1);
      await searchShows(page, field, grid, 'KLIPY', 'cats');
      expect(await page.locator('main [data-gk-powered-by]').count()).toBe(0);
      expect(await axeSerious(page)).toEqual([]);

      await tabToSwitch(page);
      await chooseByKeyboard(page, 'GIPHY');
      await expect.poll(() => field.getAttribute('placeholder')).toBe('Search GIPHY');
      await searchShows(page, field, grid, 'GIPHY', 'dance');
      expect(await page.locator('main [data-gk-powered-by]').textContent()).toBe('Powered by GIPHY');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('a GIPHY-only page says it stays on GIPHY (the switch describes it) and calls GIPHY; the next page is KLIPY again', async () => {
    const { page, errors } = await newPage();
    try {
      await page.goto(`${base}/?provider=klipy&theme=light`);
      await shows(page, 'GIF picker');
      const clips = answerFrom(page, 'https://api.giphy.com/v1/videos/search');
      await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Video' }).click();
      await shows(page, 'Video player');
      expect((await clips).fromServiceWorker).toBe(true);
      await page.locator('main video').waitFor({ timeout: 20_000 });
      const note = page.getByRole('banner').getByText('This page stays on GIPHY');
      await note.waitFor();
      expect(await shown(page)).toBe('KLIPY');
      // A screen reader hears it with the switch.
      const describedBy = await providerSelect(page).getAttribute('aria-describedby');
      expect(describedBy).toBe(await note.getAttribute('id'));
      expect(await axeSerious(page, 'header')).toEqual([]);

      await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: 'Search' }).click();
      await shows(page, 'Search and grid');
      expect(await note.count()).toBe(0);
      expect(await providerSelect(page).getAttribute('aria-describedby')).toBeNull();
      await expect.poll(() => page.locator('main .demo-search input').getAttribute('placeholder')).toBe('Search KLIPY');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('the header with the switch: light, dark, right-to-left and a 390 px phone, accessible, on one screen width', async () => {
    const picker = { path: '/', title: 'GIF picker', ready: 'main .picker [data-gk-grid-item]' };
    const video = { path: '/video', title: 'Video player', ready: 'main video' };
    const variants: { name: string; query: string; phone?: true; path: string; title: string; ready: string }[] = [
      { name: 'light', query: 'theme=light', ...picker },
      { name: 'dark', query: 'theme=dark', ...picker },
      { name: 'rtl', query: 'theme=light&dir=rtl', ...picker },
      { name: 'phone', query: 'theme=light', phone: true, ...picker },
      { name: 'phone-rtl', query: 'theme=dark&dir=rtl', phone: true, ...picker },
      { name: 'giphy-only-dark', query: 'theme=dark', ...video },
      { name: 'giphy-only-phone', query: 'theme=light', phone: true, ...video },
    ];
    for (const variant of variants) {
      const { page, errors } = await newPage(
        variant.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
      );
      try {
        await page.goto(`${base}${variant.path}?provider=klipy&${variant.query}`);
        await shows(page, variant.title);
        await page.locator(variant.ready).first().waitFor({ timeout: 20_000 });
        expect(await shown(page)).toBe('KLIPY');
        expect(await axeSerious(page, 'header')).toEqual([]);
        const width = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(width[0]).toBe(width[1]);
        await page.screenshot({ path: path.join(SHOTS, `provider-${variant.name}.png`), clip: await headerClip(page) });
        // Keyboard focus on the switch shows.
        await tabToSwitch(page);
        await page.screenshot({
          path: path.join(SHOTS, `provider-${variant.name}-focus.png`),
          clip: await headerClip(page),
        });
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  }, 180_000);

  it('sent nothing beyond 127.0.0.1', () => {
    expect(offMachine(proxy.seen)).toEqual([]);
  });
});

/** The header's box, with a margin below it (for a screenshot). */
async function headerClip(page: Page) {
  const box = await page.getByRole('banner').boundingBox();
  if (!box) throw new Error('no header');
  return { x: 0, y: 0, width: box.x + box.width, height: box.y + box.height + 12 };
}
