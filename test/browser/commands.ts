/**
 * Vitest browser commands (run in Node next to Playwright; vitest.config.ts registers them):
 * - `routeGiphyMedia`: answers every request to a giphy.com media host with a generated PNG
 *   (mediaImage.ts), a transparent one for ids listed as stickers, and video URLs with the
 *   given clip (else one of gifkit/mock's MP4 loops), so skins render real pictures offline.
 * - `emulateMedia`: the page's `prefers-color-scheme` and `prefers-reduced-motion`.
 * - `emulateZoom`: the device pixel ratio of browser zoom (100 %, 200 %); with a viewport of
 *   1/zoom the size, a page is laid out and painted as at that zoom.
 * - `holdRequests` / `releaseHeld`: leaves every request to a URL prefix unanswered until
 *   released (then answered with a generated image), to see what shows while media loads.
 * - `skinStylesheet`: the text of `gifkit/styled/<skin>.css` as the build composes it
 *   (scripts/styledCss.mjs), or null for a name that is not a skin.
 * - `resetPage`: undoes what the commands above and the tests' pointer, keys, popups and scrolling leave
 *   on the one Chromium page every test file of a run shares (test/browser/freshPage.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserCommand } from 'vitest/node';
import { bundleSkinCss, SKIN_CSS } from '../../scripts/styledCss.mjs';
import manifest from '../../sdk/mock/media/manifest.json';
import { mediaImage } from './mediaImage';

/** gifkit/mock's opaque MP4 loops (sdk/mock/media), one picked per URL, for tiles that play video. */
const LOOPS = manifest.loops.filter((loop) => !loop.sticker).map((loop) => loop.name);
const loopVideo = (url: string) => {
  let hash = 0;
  for (const char of url) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return readFileSync(new URL(`../../sdk/mock/media/${LOOPS[hash % LOOPS.length]}/m.mp4`, import.meta.url));
};

const MEDIA =
  /^https?:\/\/(([a-z0-9-]+\.)*giphy\.com\/(media|avatars|v1\/media|channel_assets)|static\.klipy\.com\/ii|media\.tenor\.com)\//;

export interface RouteGiphyMediaOptions {
  /** GIF ids whose renditions are transparent (stickers). */
  stickers?: string[];
  /** A clip (base64) to answer video URLs (`.mp4`) with, and its content type; default: gifkit/mock's MP4 loops. */
  video?: { base64: string; type: string };
}

export const routeGiphyMedia: BrowserCommand<[RouteGiphyMediaOptions?]> = async (context, options = {}) => {
  if (context.provider.name !== 'playwright') throw new Error('routeGiphyMedia needs the playwright provider');
  const { page } = context as unknown as { page: import('playwright').Page };
  await page.unroute(MEDIA);
  const video = options.video && Buffer.from(options.video.base64, 'base64');
  await page.route(MEDIA, (route) => {
    const url = route.request().url();
    if (/\.(mp4|webm)(\?|$)/.test(url)) {
      if (!video) return route.fulfill({ status: 200, body: loopVideo(url), contentType: 'video/mp4' });
      return route.fulfill({ status: 200, body: video, contentType: options.video!.type });
    }
    const sticker = options.stickers?.some((id) => url.includes(`/${id}/`)) ?? false;
    return route.fulfill({
      status: 200,
      body: mediaImage(url, sticker),
      contentType: 'image/png',
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
    });
  });
};

export const emulateMedia: BrowserCommand<
  [{ colorScheme?: 'light' | 'dark' | null; reducedMotion?: 'reduce' | 'no-preference' | null }]
> = async (context, media) => {
  const { page } = context as unknown as { page: import('playwright').Page };
  await page.emulateMedia(media);
};

/** One CDP session per page: an override lasts as long as the session that set it. */
const zoomSessions = new WeakMap<import('playwright').Page, import('playwright').CDPSession>();

export const emulateZoom: BrowserCommand<[number]> = async (context, zoom) => {
  const { page } = context as unknown as { page: import('playwright').Page };
  let session = zoomSessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    zoomSessions.set(page, session);
  }
  const size = page.viewportSize();
  await session.send('Emulation.setDeviceMetricsOverride', {
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    deviceScaleFactor: zoom,
    mobile: false,
  });
};

/** The hosts `routeStandIns` answers. */
const STAND_IN = /^https:\/\/(www\.youtube\.com|player\.vimeo\.com|[a-z0-9-]+\.test)\//;

/**
 * Local stand-ins for the embed's external sites (nothing leaves the machine): YouTube's and
 * Vimeo's player pages, YouTube's IFrame API script, and pages at other origins for the embed
 * bridge (`https://<name>.test/…` answers with the HTML given for that host).
 */
export const routeStandIns: BrowserCommand<[Record<string, string>]> = async (context, pages) => {
  const { page } = context as unknown as { page: import('playwright').Page };
  await page.unroute(STAND_IN);
  await page.route(STAND_IN, (route) => {
    const url = new URL(route.request().url());
    const key = Object.keys(pages).find((prefix) => `${url.host}${url.pathname}`.startsWith(prefix));
    if (key === undefined) return route.fulfill({ status: 404, body: '' });
    const script = url.pathname.endsWith('iframe_api');
    return route.fulfill({
      status: 200,
      body: pages[key],
      contentType: script ? 'text/javascript' : 'text/html',
      headers: { 'cache-control': 'no-store' },
    });
  });
};

/** Requests `holdRequests` is holding, each with the answer `releaseHeld` gives it. */
const held: (() => Promise<void>)[] = [];
let holding: ((url: URL) => boolean) | undefined;

/** Holds every request whose URL starts with `prefix` (a fresh hold replaces the last one). */
export const holdRequests: BrowserCommand<[string]> = async (context, prefix) => {
  const { page } = context as unknown as { page: import('playwright').Page };
  if (holding) await page.unroute(holding);
  held.length = 0;
  holding = (url) => url.href.startsWith(prefix);
  await page.route(holding, (route) => {
    held.push(() =>
      route.fulfill({
        status: 200,
        body: mediaImage(route.request().url(), false),
        contentType: 'image/png',
        headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      }),
    );
  });
};

/** How many requests are held now. */
export const heldCount: BrowserCommand<[]> = async () => held.length;

/** Answers every held request; returns how many there were. */
export const releaseHeld: BrowserCommand<[]> = async () => {
  const answers = held.splice(0);
  await Promise.all(answers.map((answer) => answer()));
  return answers.length;
};

/**
 * The page as a fresh Vitest run hands it to its first file: no routes of these commands, no
 * held requests, media and zoom unemulated, no popup, no key held and the pointer off the page
 * (a pointer resting where the last file left it hovers whatever the next file renders there).
 * Each file runs in a new frame, so its viewport and DOM start fresh without this.
 */
export const resetPage: BrowserCommand<[]> = async (context) => {
  const { page } = context as unknown as { page: import('playwright').Page };
  await page.unroute(MEDIA);
  await page.unroute(STAND_IN);
  if (holding) await page.unroute(holding);
  holding = undefined;
  held.length = 0;
  // Playwright's defaults for a new context.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  const zoom = zoomSessions.get(page);
  if (zoom) {
    zoomSessions.delete(page);
    await zoom.send('Emulation.clearDeviceMetricsOverride');
    await zoom.detach();
    // Playwright's own size again (the cleared override was the page's only one).
    const size = page.viewportSize();
    if (size) await page.setViewportSize(size);
  }
  await Promise.all(
    page
      .context()
      .pages()
      .map((other) => other !== page && other.close()),
  );
  for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
  await page.mouse.move(-1, -1);
  // A test's `scrollIntoView` (or a click's) scrolls the frames around its own too: the runner's
  // page. Left scrolled, the next file's frame starts partly out of the viewport, where an
  // IntersectionObserver sees the top of the frame as hidden (a grid's loader never loads).
  await page.evaluate(() => {
    for (const element of [document.scrollingElement, ...document.querySelectorAll('*')]) {
      if (element && (element.scrollTop || element.scrollLeft)) element.scrollTo(0, 0);
    }
  });
};

export const skinStylesheet: BrowserCommand<[string]> = async (_context, skin) =>
  Object.hasOwn(SKIN_CSS, skin) ? bundleSkinCss(fileURLToPath(new URL('../..', import.meta.url)), skin) : null;

declare module '@vitest/browser/context' {
  interface BrowserCommands {
    routeStandIns: (pages: Record<string, string>) => Promise<void>;
    routeGiphyMedia: (options?: RouteGiphyMediaOptions) => Promise<void>;
    holdRequests: (prefix: string) => Promise<void>;
    heldCount: () => Promise<number>;
    releaseHeld: () => Promise<number>;
    skinStylesheet: (skin: string) => Promise<string | null>;
    resetPage: () => Promise<void>;
    emulateZoom: (zoom: number) => Promise<void>;
    emulateMedia: (media: {
      colorScheme?: 'light' | 'dark' | null;
      reducedMotion?: 'reduce' | 'no-preference' | null;
    }) => Promise<void>;
  }
}
