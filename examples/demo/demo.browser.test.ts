/**
 * `npm run demo` in real Chromium (Debian's, through playwright-core), offline: every page in
 * light, dark and right-to-left loads without a console error, passes axe-core with no
 * serious or critical violation, shows pictures that loaded and animate from the local mock
 * media, and sends nothing beyond 127.0.0.1 (Chromium's proxy is a recorder that answers 502);
 * on a 390 px phone no page scrolls sideways and the picker is on the first screen. One load
 * per theme and direction, then page to page by the header's links, as a visitor goes. Requests
 * are counted from the very first page load of the run's fresh dev server (testing/demoSetup.ts, which
 * loads every page once before any test file runs). Then the flows:
 * the chat's GIF button opening the picker popover by keyboard (pick, focus back), the grid's
 * error and retry through the mock's on-demand errors, a channel
 * created, renamed and its flush job settled, a call from the API explorer. Screenshots of
 * every page and variant go to .tmp/screenshots/demo/ for review.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo.mjs';
import { AUTOPLAY_ARG, axeSerious, launchChromium, openPage } from '../../test/support/chromium.mjs';
import { imagesLoaded, offMachine, PAGES, recordingProxy, shows } from './testing/demoPages';

const SHOTS = path.join(REPO_ROOT, '.tmp', 'screenshots', 'demo');

/** A phone in portrait (an iPhone 12 to 15's CSS viewport). */
const PHONE = { width: 390, height: 844 } as const;
/** Every page of the navigation: the embed page's frames are tested in embed.browser.test.ts. */
const PHONE_PAGES = [
  ...PAGES,
  { path: '/embed', name: 'embed', nav: 'Embed', title: 'Embed player', images: 0 },
] as const;

const VARIANTS = [
  { name: 'light', query: 'theme=light' },
  { name: 'dark', query: 'theme=dark' },
  { name: 'rtl', query: 'theme=light&dir=rtl' },
] as const;

/** The run's dev server of the demo (testing/demoSetup.ts). */
const base = inject('demo').base;
let browser: Browser;
/** What this file's pages would have sent beyond 127.0.0.1, each entry naming its test. */
let proxy: Awaited<ReturnType<typeof recordingProxy>>;

/**
 * Resolves once the first moving picture in <main> (a tile's MP4, a GIF or a WebP) shows a
 * different frame on screen than when first looked at; fails the test if it never does (a canvas
 * cannot tell: drawImage always draws an animation's first frame). It waits for the next frame
 * to be painted, however long a loaded machine takes, never a fixed time.
 */
async function expectAnimates(page: Page): Promise<void> {
  const img = page
    .locator('main video, main img[src$=".gif"], main img[src$=".webp"]')
    .filter({ visible: true })
    .first();
  const first = await img.screenshot({ animations: 'allow' });
  await expect
    .poll(async () => first.equals(await img.screenshot({ animations: 'allow' })), { timeout: 20_000 })
    .toBe(false);
}

/** A page in a browser context of its own (its own service worker registration and storage). */
const newPage = () => openPage(browser, { viewport: { width: 1280, height: 860 }, reducedMotion: 'no-preference' });

async function open(page: Page, url: string, title: string): Promise<void> {
  await page.goto(`${base}${url}`);
  await shows(page, title);
}

/** Goes to page `p` by the header's link, as a visitor does (no page load). */
async function follow(page: Page, p: (typeof PHONE_PAGES)[number]): Promise<void> {
  await page.getByRole('navigation', { name: 'Demo pages' }).getByRole('link', { name: p.nav, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(p.path);
  await shows(page, p.title);
}

/** Turns the header's switch `name` ("Dark", "RTL") to `on`, as a visitor would. */
async function turn(page: Page, name: 'Dark' | 'RTL', on: boolean): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name });
  if ((await button.getAttribute('aria-pressed')) !== String(on)) await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe(String(on));
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  proxy = await recordingProxy(() => `[${expect.getState().currentTestName ?? 'setup'}]`);
  browser = await launchChromium({
    // Everything but loopback goes through the recorder (so it never leaves the machine).
    args: [AUTOPLAY_ARG, `--proxy-server=http://127.0.0.1:${proxy.port}`],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
}, 60_000);

describe('the demo in Chromium, offline', () => {
  for (const variant of VARIANTS) {
    it(`${variant.name}: every page clean, accessible, local moving media (one load, then the header's links)`, async () => {
      const { page, errors } = await newPage();
      try {
        await open(page, `${PAGES[0].path}?${variant.query}`, PAGES[0].title);
        for (const p of PAGES) {
          if (p !== PAGES[0]) await follow(page, p);
          const html = await page.evaluate(() => [
            document.documentElement.dataset.gkTheme,
            document.documentElement.dir,
          ]);
          expect({ page: p.path, html }).toEqual({
            page: p.path,
            html: [variant.name === 'dark' ? 'dark' : 'light', variant.name === 'rtl' ? 'rtl' : 'ltr'],
          });
          const images = await imagesLoaded(page, p.images);
          expect(images.filter((src) => src.startsWith('BROKEN'))).toEqual([]);
          expect(images.filter((src) => !src.startsWith(`${base}/gifkit-media/`))).toEqual([]);
          if (p.images && variant.name === 'light' && p.name !== 'video') await expectAnimates(page);
          expect({ page: p.path, axe: await axeSerious(page) }).toEqual({ page: p.path, axe: [] });
          await page.screenshot({ path: path.join(SHOTS, `${p.name}-${variant.name}.png`) });
        }
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    }, 120_000);
  }

  it('on a 390 px phone every page fits the screen (no sideways scrolling), left-to-right and right-to-left; the picker is on the first screen', async () => {
    const { page, errors } = await openPage(browser, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'no-preference',
    });
    try {
      // One load; then the header's links and its RTL switch, as a visitor on a phone goes.
      await open(page, '/?theme=light&dir=ltr', PHONE_PAGES[0].title);
      for (const dir of ['ltr', 'rtl'] as const) {
        await turn(page, 'RTL', dir === 'rtl');
        for (const p of PHONE_PAGES) {
          await follow(page, p);
          // Laid out with what it loaded (a grid or a picture can widen a page only once there);
          // out of view a tile loads nothing, and on a phone fewer are in view.
          await imagesLoaded(page, Math.min(p.images, 1));
          const width = await page.evaluate(() => ({
            dir: document.documentElement.dir,
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect({ page: p.path, ...width }).toEqual({
            page: p.path,
            dir,
            scroll: PHONE.width,
            client: PHONE.width,
          });
          if (p.name === 'picker') {
            const field = await page.locator('main [data-gk-picker] input').first().boundingBox();
            expect(field && field.y + field.height).toBeLessThanOrEqual(PHONE.height);
          }
          await page.screenshot({ path: path.join(SHOTS, `${p.name}-phone-${dir}.png`), fullPage: true });
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it('the video plays a local clip', async () => {
    const { page } = await newPage();
    try {
      await open(page, '/video', 'Video player');
      const video = page.locator('main video');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0.2);
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/gifkit-media\/[a-z]+\/l\.mp4$/);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('search: avatars load; an error from the mock shows "Try again", which loads the results', async () => {
    const { page, errors } = await newPage();
    try {
      await open(page, '/search', 'Search and grid');
      await page.waitForFunction(() => document.querySelectorAll('[data-gk-grid-item]').length > 4);
      // The uploader's credit on hover: its avatar loads from the local media too.
      await page.locator('[data-gk-grid-item]').first().hover();
      await page.waitForFunction(() => {
        const avatar = document.querySelector<HTMLImageElement>('[data-gk-tile-avatar]');
        return !!avatar && avatar.complete && avatar.naturalWidth > 0 && avatar.currentSrc.includes('/gifkit-media/');
      });
      await page.getByRole('button', { name: 'Fail the next search' }).click();
      await page.getByRole('button', { name: 'dance', exact: true }).click();
      const error = page.locator('[data-gk-grid-error]');
      await error.waitFor({ timeout: 15_000 });
      await error.getByRole('button').click();
      await error.waitFor({ state: 'detached', timeout: 15_000 });
      await page.waitForFunction(() => document.querySelectorAll('[data-gk-grid-item]').length > 4);
      expect(await page.locator('input[role="combobox"]').inputValue()).toBe('dance');
      // Chromium logs the failed response itself; nothing else may be logged.
      expect(errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('dashboard: bad input is explained; a channel is created, renamed, and its flush job settles', async () => {
    const { page, errors } = await newPage();
    try {
      await open(page, '/dashboard', 'Creator dashboard');
      const create = page.getByRole('form', { name: 'New channel' });
      await create.getByRole('button', { name: 'Create channel' }).click();
      await expect.poll(() => create.getByText('Enter a name for the channel.').count()).toBe(1);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('display_name');
      await create.getByLabel('Slug').fill('Not A Slug');
      await create.getByLabel('Name').fill('Party parrots');
      await create.getByRole('button', { name: 'Create channel' }).click();
      await expect.poll(() => create.getByText(/lowercase letters, digits/).count()).toBe(1);
      await create.getByLabel('Slug').fill('');
      await create.getByRole('button', { name: 'Create channel' }).click();
      const channels = page.getByRole('list', { name: 'Channels' });
      await channels.locator('.channel-name', { hasText: 'Party parrots' }).waitFor({ timeout: 15_000 });

      await channels.getByRole('button', { name: 'Rename Party parrots' }).click();
      const rename = page.getByRole('form', { name: 'Rename Party parrots' });
      await rename.getByLabel('New name').fill('Party penguins');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByText('Saving, then waiting for the flush job').count()).toBe(1);
      await channels.getByText('Saved · flush job DONE').waitFor({ timeout: 20_000 });
      expect(await channels.locator('.channel-name', { hasText: 'Party penguins' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('explorer: sends a call and shows the answer', async () => {
    const { page, errors } = await newPage();
    try {
      await open(page, '/explorer?op=public/search', 'API explorer');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect
        .poll(() => page.locator('.response-block [role="status"]').textContent(), { timeout: 15_000 })
        .toMatch(/^200 /);
      await page.locator('.json-tree').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it("picker page: the chat's GIF button opens the popover by keyboard; a GIF picked there is sent, focus returns", async () => {
    const { page, errors } = await newPage();
    try {
      await open(page, '/', 'GIF picker');
      // Not by role: while the (modal) popover is open the rest of the page is hidden from it.
      const trigger = page.locator('.composer button[aria-label="Send a GIF"]');
      await page.getByRole('textbox', { name: 'Message' }).focus();
      await page.keyboard.press('Tab');
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      const popover = page.locator('[data-gk-picker-popover]');
      await popover.waitFor();
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      const search = popover.getByRole('searchbox', { name: 'Search GIPHY' });
      await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('cats');
      await popover.getByRole('heading', { name: 'Results for “cats”' }).waitFor({ timeout: 15_000 });
      await popover.locator('[data-gk-grid-item]').nth(3).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      const picked = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.gifId);
      expect(picked).toBeTruthy();
      await page.keyboard.press('Enter');
      await popover.waitFor({ state: 'detached' });
      // Radix gives focus back in a task after the popover unmounts (a loaded machine runs the
      // check in between): wait for focus to arrive, not for the unmount.
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      const sent = page.locator('.chat-log .bubble.gif [data-gif-id]').last();
      expect(await sent.getAttribute('data-gif-id')).toBe(picked);
      // Escape closes it too, with focus back on the button.
      await page.keyboard.press('Enter');
      await popover.waitFor();
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'detached' });
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('loaded every page once on the first visit of the fresh dev server: no dependency re-bundling reload, no console error', () => {
    const { loads, errors } = inject('demo').firstVisit;
    expect(loads).toEqual(PAGES.map((p) => p.path));
    expect(errors).toEqual([]);
  });

  it("the page's calls to api.giphy.com are answered in the browser: by the mock's service worker, or aborted (StrictMode's first query)", () => {
    const outcomes = new Set(inject('demo').firstVisit.giphyCalls);
    expect(outcomes.has('service worker')).toBe(true);
    expect([...outcomes].filter((o) => o !== 'service worker' && o !== 'net::ERR_ABORTED')).toEqual([]);
  });

  it('sent nothing beyond 127.0.0.1', () => {
    expect(offMachine([...inject('demo').firstVisit.offMachine, ...proxy.seen])).toEqual([]);
  });
});
