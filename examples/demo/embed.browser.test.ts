/**
 * The demo's embed pages in real Chromium (Debian's, through playwright-core), offline:
 * `/embed/:id` is full-frame (no demo chrome) and fills its iframe at 480×480, 400×220 and
 * 240×180 on `/embed`; the bridge works both ways (host → embed pause/play, embed → host
 * ready/pause/play) and ignores a foreign origin; `/embed/:id` sends its START pingback (to the
 * mock); no console error; axe-core finds nothing
 * serious or critical. Screenshots of each frame go to .tmp/screenshots/embed/ for review.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Frame, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo.mjs';
import { axeSerious, launchChromium, openPage } from '../../test/support/chromium.mjs';

const SHOTS = path.join(REPO_ROOT, '.tmp', 'screenshots', 'embed');
const SIZES = ['480×480', '400×220', '240×180'] as const;
const FOREIGN = 'http://foreign.test';

/** The player's picture (an <img> or a <video>) has a decoded frame. */
const painted = (media: { evaluate: Locator['evaluate'] }) =>
  media.evaluate((m: HTMLImageElement | HTMLVideoElement) =>
    m instanceof HTMLVideoElement ? m.readyState >= 2 && m.videoWidth : m.naturalWidth,
  );

/** The run's dev server of the demo (testing/demoSetup.ts). */
const base = inject('demo').base;
let browser: Browser;

const newPage = () => openPage(browser, { viewport: { width: 1280, height: 1400 } });

/** The embed frame of one size on `/embed`. */
async function embedFrame(page: Page, size: string): Promise<Frame> {
  const handle = await page.locator(`[data-embed-size="${size}"] iframe`).elementHandle({ timeout: 30_000 });
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame for ${size}`);
  return frame;
}

/** What the host page heard from one frame, as logged beside it. */
const heard = (page: Page, size: string) =>
  page.locator(`[data-embed-size="${size}"] [data-embed-events]`).textContent({ timeout: 5_000 });

async function openEmbedPage(page: Page): Promise<void> {
  await page.goto(`${base}/embed`);
  await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('Embed player · gifkit demo');
  for (const size of SIZES) await expect.poll(() => heard(page, size), { timeout: 30_000 }).toBe('Heard: ready');
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  // Warm-up: the run's dev server (testing/demoSetup.ts) compiles the embed frame's modules on its first
  // request for them, which takes long on a loaded machine.
  const { page } = await newPage();
  await page.goto(`${base}/embed`);
  await page.waitForFunction(
    () => document.querySelector('[data-embed-events]')?.textContent === 'Heard: ready',
    null,
    {
      timeout: 120_000,
    },
  );
  await page.context().close();
}, 180_000);

afterAll(async () => {
  await browser?.close();
}, 60_000);

describe('the embed page in Chromium, offline', () => {
  it('/embed/:id is full-frame: the player fills the page, no demo chrome, accessible, no console error', async () => {
    const { page, errors } = await newPage();
    try {
      await openEmbedPage(page); // the mock GIF it shows
      const src = await page.locator('[data-embed-size] iframe').first().getAttribute('src');
      const id = new URL(src ?? '', base).pathname.split('/').pop();
      await page.setViewportSize({ width: 400, height: 220 });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      // The page's analytics (no React Query on it): the START pingback reaches the mock's pingback.giphy.com.
      const pingback = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().startsWith('https://pingback.giphy.com/v2/pingback'),
        { timeout: 30_000 },
      );
      await page.goto(`${base}/embed/${id}`);
      await page.locator('[data-gk-embed][data-state="ready"]').waitFor({ timeout: 30_000 });
      const sent = JSON.parse((await pingback).postData() ?? '{}') as { events?: { action_type?: string }[] };
      expect(sent.events?.map((event) => event.action_type)).toContain('START');
      expect(await page.locator('header, nav, footer.foot, main, h1').count()).toBe(0);
      // A page of its own: none of the demo app's shell (its entry, app, chrome, router, styles).
      expect(requested).toContain('/embed-frame/main.tsx');
      expect(requested.filter((p) => /^\/(main|App|Chrome|router|routes|ui)\.tsx?$|demo\.css/.test(p))).toEqual([]);
      const box = await page.locator('[data-gk-embed]').boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: 400, height: 220 });
      await expect.poll(() => painted(page.locator('[data-gk-embed-media]')), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await page.title()).toBe('Embedded GIF · gifkit demo');
      expect(await axeSerious(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('/embed shows the player in frames of three sizes beside their embed code', async () => {
    const { page, errors } = await newPage();
    try {
      await openEmbedPage(page);
      const origin = encodeURIComponent(base);
      for (const size of SIZES) {
        const [width, height] = size.split('×').map(Number);
        const section = page.locator(`[data-embed-size="${size}"]`);
        const iframe = section.locator('iframe');
        expect(await iframe.boundingBox()).toMatchObject({ width, height });
        const frame = await embedFrame(page, size);
        await frame.locator('[data-gk-embed][data-state="ready"]').waitFor();
        // Inside the frame: the player only, filling it.
        expect(await frame.locator('header, nav, main, h1').count()).toBe(0);
        expect(await frame.locator('[data-gk-embed]').boundingBox()).toMatchObject({ width, height });
        const loaded = frame.locator('[data-gk-embed-media]');
        await expect.poll(() => painted(loaded), { timeout: 15_000 }).toBeGreaterThan(0);
        // The embed code beside it points at this frame's page, bridge origin included.
        const code = await section.locator('pre code').textContent();
        expect(code).toContain(`src="${base}/embed/`);
        expect(code).toContain(`origin=${origin}`);
        expect(code).toMatch(/^<iframe [^>]*title="[^"]+"/);
        await iframe.screenshot({ path: path.join(SHOTS, `${size.replace('×', 'x')}.png`) });
      }
      // Below 250 px wide only the GIF shows; the larger frames have their share button.
      expect(await (await embedFrame(page, '240×180')).locator('[data-gk-embed][data-compact]').count()).toBe(1);
      expect(await (await embedFrame(page, '480×480')).locator('[data-gk-embed][data-compact]').count()).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, 'page.png'), fullPage: true });
      expect(await axeSerious(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('bridge: the host pauses and plays the frame and hears it; a foreign origin is ignored both ways', async () => {
    const { page, errors } = await newPage();
    await page.route(`${FOREIGN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>foreign</title><script>
          // Forges a command to the first embed frame and events to the host, to any origin.
          parent.frames[0].postMessage({ channel: 'gifkit:embed', command: 'pause' }, '*');
          parent.postMessage({ channel: 'gifkit:embed', event: 'ended' }, '*');
        </script>`,
      }),
    );
    try {
      await openEmbedPage(page);
      const size = SIZES[0];
      const frame = await embedFrame(page, size);
      const player = frame.locator('[data-gk-embed]');
      // Recorders that see what arrives (listeners added after the bridge's, so they run after it).
      await frame.evaluate(() => {
        (window as unknown as { seen: string[] }).seen = [];
        addEventListener('message', (e) => (window as unknown as { seen: string[] }).seen.push(e.origin));
      });
      await page.evaluate(() => {
        (window as unknown as { seen: string[] }).seen = [];
        addEventListener('message', (e) => (window as unknown as { seen: string[] }).seen.push(e.origin));
      });
      await page.evaluate((src) => {
        const foreign = document.createElement('iframe');
        foreign.src = src;
        foreign.title = 'foreign';
        document.body.append(foreign);
      }, `${FOREIGN}/forge.html`);
      const seen = (target: Page | Frame) => target.evaluate(() => (window as unknown as { seen: string[] }).seen);
      await expect.poll(() => seen(frame), { timeout: 15_000 }).toContain(FOREIGN);
      await expect.poll(() => seen(page), { timeout: 15_000 }).toContain(FOREIGN);

      // The real host's pause: the player pauses and reports it, once (the forged pause did nothing).
      const controls = page.locator(`[data-embed-size="${size}"] fieldset`);
      await controls.getByRole('button', { name: 'pause', exact: true }).click();
      await expect.poll(() => heard(page, size), { timeout: 10_000 }).toBe('Heard: ready, pause');
      expect(await player.getAttribute('data-paused')).not.toBeNull();
      await controls.getByRole('button', { name: 'play', exact: true }).click();
      await expect.poll(() => heard(page, size), { timeout: 10_000 }).toBe('Heard: ready, pause, play');
      expect(await player.getAttribute('data-paused')).toBeNull();
      // The other frames heard only their own ready.
      for (const other of SIZES.slice(1)) expect(await heard(page, other)).toBe('Heard: ready');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
