/**
 * The `/embed/:id` page as it ships, in Chromium: built for production (real-API mode, as the
 * bench builds it) and served on loopback with the API from gifkit's mock (bench/embed/server.mjs).
 * A load fetches the page's own chunk and nothing of the share dialog, the external video or the
 * related grid; hovering loads the related grid, Share the dialog (each network's share opens one
 * window), Watch the external video. With the related GIFs loaded the header stays clickable. On a
 * mobile user agent the related grid is never loaded, not even with the footer open. In a host
 * page's iframe, the host's bridge commands reach the YouTube player (a stand-in that records
 * what it receives) while the external video shows.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbedPage, lazyChunks, MOBILE_UA, startEmbedPageServer } from '../../bench/embed/server.mjs';
import { BRIDGE_CHANNEL } from '../../sdk/embed/bridgeMessages';
import { createMockApi } from '../../sdk/mock';
import { launchChromium, openPage } from '../../test/support/chromium.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'gifkit-embed-page-'));
let browser: Browser;
let server: Awaited<ReturnType<typeof startEmbedPageServer>>;
let lazy: ReturnType<typeof lazyChunks>;

/** Every GIF answered with a YouTube video, so Watch shows. */
const withVideo = (gif: Record<string, unknown>) => ({
  ...gif,
  external_media: { provider_name: 'youtube', asset_uid: 'dQw4w9WgXcQ' },
});

/** The page at `/embed/<first trending id>`, with the script files it requested so far. */
async function openEmbed(options: { userAgent?: string; width?: number } = {}) {
  const { page, errors } = await openPage(browser, {
    viewport: { width: options.width ?? 480, height: 480 },
    userAgent: options.userAgent,
  });
  await answerPingbacks(page);
  // The provider's player and IFrame API: stand-ins (nothing leaves the machine).
  await page.route(/^https:\/\/www\.youtube\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().url().includes('iframe_api') ? 'text/javascript' : 'text/html',
      body: route.request().url().includes('iframe_api') ? '' : '<!doctype html><title>stand-in</title>',
    }),
  );
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto(`${server.origin}/embed/${encodeURIComponent(server.firstGifId)}`);
  await page.locator('[data-gk-embed][data-state="ready"]').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return { page, errors, scripts };
}

/** The page's pingbacks (its analytics) get an empty 204 here: nothing leaves the machine. */
const answerPingbacks = (page: Page) =>
  page.context().route(/^https:\/\/pingback\.giphy\.com\//, (route) => route.fulfill({ status: 204 }));

const loaded = (scripts: string[], files: string[]) => files.filter((file) => scripts.includes(file));
/** Each lazy part's own chunk (the first of its files; the others may be shared between parts). */
const own = (...parts: string[][]) => parts.map((files) => files[0]!);

beforeAll(async () => {
  lazy = lazyChunks(await buildEmbedPage(dir));
  server = await startEmbedPageServer({ dir, createMockApi, patch: withVideo });
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the built /embed/:id page loads only what it shows', () => {
  it('what it loads before any interaction stays within its ceiling in size-budgets.json (pages)', () => {
    // The bench's figure (npm run bench -- embed) from the same files: each gzipped at level 9, React included.
    const budgets = JSON.parse(readFileSync(new URL('../../size-budgets.json', import.meta.url), 'utf8'));
    const { gzip: ceiling } = budgets.pages.find((p: { id: string }) => p.id === 'embed-frame');
    const sizes = lazy.eager.map((file) => gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total, `${lazy.eager.join(', ')}: ${total} B gzip`).toBeLessThanOrEqual(ceiling);
  });

  it('desktop: nothing lazy on load; hover loads the related grid, Share the dialog, Watch the video', async () => {
    const { page, errors, scripts } = await openEmbed();
    // Into the header's band: once the footer is up with its related GIFs, it covers the GIF's middle.
    const hover = (p: Page) => p.locator('[data-gk-embed]').hover({ position: { x: 240, y: 28 } });
    try {
      expect(lazy.share.length && lazy.externalVideo.length && lazy.related.length).toBeTruthy();
      expect(scripts).toEqual([lazy.entry]);

      await hover(page);
      await page.locator('[data-gk-embed-related]').waitFor();
      // The related GIFs in: the footer has grown as far as it goes, the header must still take clicks.
      await page.locator('[data-gk-embed-related] [data-gk-tile]').first().waitFor();
      expect(loaded(scripts, lazy.related)).toEqual(lazy.related);
      expect(loaded(scripts, own(lazy.share, lazy.externalVideo))).toEqual([]);

      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('dialog', { name: 'Share this GIF' }).waitFor();
      expect(loaded(scripts, lazy.share)).toEqual(lazy.share);
      expect(loaded(scripts, own(lazy.externalVideo))).toEqual([]);

      // One click on a network, one window: its popup (stand-in share pages), no second tab.
      await page.context().route(/^https:\/\/(www\.facebook|twitter|www\.pinterest)\.com\//, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>share stand-in</title>',
        }),
      );
      for (const network of ['facebook', 'twitter', 'pinterest']) {
        const popup = page.context().waitForEvent('page');
        await page.locator(`[data-network="${network}"]`).click();
        const opened = await popup;
        // The link's own tab would have opened with the click, before the popup's share page loads.
        await opened.waitForURL(/^https:\/\/(www\.facebook|twitter|www\.pinterest)\.com\//);
        expect(page.context().pages().length).toBe(2);
        await opened.close();
      }
      await page.keyboard.press('Escape');

      await hover(page);
      await page.getByRole('button', { name: 'Watch' }).click();
      await page.locator('[data-gk-embed-external]').waitFor();
      expect(loaded(scripts, lazy.externalVideo)).toEqual(lazy.externalVideo);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('mobile user agent: no related grid, even with the footer open; Watch loads the video', async () => {
    const { page, errors, scripts } = await openEmbed({ userAgent: MOBILE_UA, width: 390 });
    try {
      expect(scripts).toEqual([lazy.entry]);
      await page.locator('[data-gk-embed][data-mobile]').waitFor();
      await page.locator('[data-gk-embed-media]').click();
      await page.locator('[data-gk-embed][data-footer-open]').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-gk-embed-related]').count()).toBe(0);
      expect(loaded(scripts, own(lazy.related, lazy.share))).toEqual([]);

      await page.getByRole('button', { name: 'Watch' }).click();
      await page.locator('[data-gk-embed-external]').waitFor();
      expect(loaded(scripts, lazy.externalVideo)).toEqual(lazy.externalVideo);
      expect(loaded(scripts, own(lazy.related, lazy.share))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it("in a host's iframe: the host's bridge commands reach the YouTube player, from the embed's origin", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 600, height: 600 } });
    // The host page, on another loopback origin (a real server: Chromium keeps a routed, public
    // page from framing a loopback one).
    const src = `${server.origin}/embed/${encodeURIComponent(server.firstGifId)}`;
    const hostServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><title>host</title><iframe id="embed" src="${src}?origin=${encodeURIComponent(host)}" width="480" height="480" allow="autoplay"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
    const host = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
    try {
      await answerPingbacks(page);
      // The stand-in player keeps every message it receives, with the sender's origin.
      await page.route(/^https:\/\/www\.youtube\.com\//, (route) =>
        route.fulfill({
          status: 200,
          contentType: route.request().url().includes('iframe_api') ? 'text/javascript' : 'text/html',
          body: route.request().url().includes('iframe_api')
            ? ''
            : '<!doctype html><title>stand-in</title><script>window.received = []; addEventListener("message", (e) => received.push({ data: e.data, origin: e.origin }));</script>',
        }),
      );
      await page.goto(`${host}/`);
      const embed = page.frameLocator('#embed');
      await embed.locator('[data-gk-embed][data-state="ready"]').waitFor({ timeout: 30_000 });
      await embed.locator('[data-gk-embed-media]').hover();
      // Watch once the footer stands still: the related GIFs' height moves it (and Watch) up.
      await embed.locator('[data-gk-embed-related] [data-gk-tile]').first().waitFor();
      await embed.getByRole('button', { name: 'Watch' }).click();
      await embed.locator('[data-gk-embed-external]').waitFor();
      const player = await expect
        .poll(() => page.frames().find((f) => f.url().startsWith('https://www.youtube.com/embed/')), {
          timeout: 15_000,
        })
        .toBeTruthy()
        .then(() => page.frames().find((f) => f.url().startsWith('https://www.youtube.com/embed/'))!);
      await player.waitForFunction(() => Array.isArray((window as unknown as { received?: unknown[] }).received));

      const send = (command: string) =>
        page.evaluate(
          ([channel, command, origin]) =>
            (document.getElementById('embed') as HTMLIFrameElement).contentWindow?.postMessage(
              { channel, command },
              origin!,
            ),
          [BRIDGE_CHANNEL, command, server.origin],
        );
      const received = () =>
        player.evaluate(() => (window as unknown as { received: { data: string; origin: string }[] }).received);
      for (const command of ['unmute', 'pause', 'play', 'mute']) await send(command);
      await expect
        .poll(async () => (await received()).map((m) => JSON.parse(m.data).func), { timeout: 10_000 })
        .toEqual(['unMute', 'pauseVideo', 'playVideo', 'mute']);
      expect(new Set((await received()).map((m) => m.origin))).toEqual(new Set([server.origin]));
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
      hostServer.close();
    }
  }, 120_000);
});
