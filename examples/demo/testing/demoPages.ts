/**
 * What the demo's Chromium tests and their globalSetup (demoSetup.ts) share: the demo's pages,
 * a proxy that records what Chromium would send off the machine, and the waits for a page to
 * show and for its pictures to load. No runtime import of `vitest` (a globalSetup cannot have
 * one): the tests find the run's dev server with `inject('demo').base`.
 */
import { createServer } from 'node:http';
import type { Page } from 'playwright';
import { freePort } from '../../../scripts/demo.mjs';

export const PAGES = [
  { path: '/', name: 'picker', nav: 'Picker', title: 'GIF picker', images: 6 },
  { path: '/search', name: 'search', nav: 'Search', title: 'Search and grid', images: 8 },
  { path: '/carousel', name: 'carousel', nav: 'Carousel', title: 'Trending carousel', images: 6 },
  { path: '/tile', name: 'tile', nav: 'Tile', title: 'Single tile', images: 3 },
  { path: '/video', name: 'video', nav: 'Video', title: 'Video player', images: 3 },
  { path: '/dashboard', name: 'dashboard', nav: 'Dashboard', title: 'Creator dashboard', images: 0 },
  { path: '/explorer', name: 'explorer', nav: 'API explorer', title: 'API explorer', images: 0 },
] as const;

/**
 * An HTTP proxy on 127.0.0.1 that records every request Chromium would send off the machine and
 * refuses it, each entry led by `label()` (the target stays the entry's last word). Pass its
 * `port` as Chromium's `--proxy-server`.
 */
export async function recordingProxy(label: () => string = () => '') {
  const seen: string[] = [];
  const during = () => [label(), Date.now()].filter(Boolean).join(' ');
  const server = createServer((req, res) => {
    seen.push(`${during()} ${req.url}`);
    res.writeHead(502).end();
  });
  server.on('connect', (req, socket) => {
    seen.push(`${during()} CONNECT ${req.url}`);
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { seen, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Of the recorded `entries`, those not to Chromium's own services (updates, autofill, accounts). */
export function offMachine(entries: readonly string[]): string[] {
  const own = /(^|\.)(google\.com|googleapis\.com|gvt1\.com)(:\d+)?$/;
  const host = (entry: string) => {
    const target = entry.split(' ').pop() ?? '';
    return target.includes('://') ? new URL(target).host : target;
  };
  return entries.filter((entry) => !own.test(host(entry)));
}

/** Waits for a page of the demo to show: its heading, then its document title. */
export async function shows(page: Page, title: string): Promise<void> {
  await page.waitForSelector('main h1', { timeout: 30_000 });
  const expected = `${title} · gifkit demo`;
  await page
    .waitForFunction((t) => document.title === t, expected, { timeout: 10_000 })
    .catch(async () => {
      throw new Error(`the page's title is "${await page.title()}", not "${expected}"`);
    });
}

/**
 * Waits until at least `count` pictures in <main> loaded (an image decoded, or a tile's MP4 with
 * its current frame), and checks none is broken. Returns each loaded picture's source.
 */
export async function imagesLoaded(page: Page, count: number): Promise<string[]> {
  if (count === 0) return [];
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('main img')].filter((i) => (i as HTMLImageElement).naturalWidth > 0).length +
        [...document.querySelectorAll('main video')].filter((v) => (v as HTMLVideoElement).readyState >= 2).length >=
      n,
    count,
    { timeout: 20_000 },
  );
  return page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLImageElement>('main img')]
      .filter((i) => i.complete && i.currentSrc)
      .map((i) => (i.naturalWidth > 0 ? i.currentSrc : `BROKEN ${i.currentSrc}`)),
    ...[...document.querySelectorAll<HTMLVideoElement>('main video')]
      .filter((v) => v.currentSrc && (v.readyState >= 2 || v.error))
      .map((v) => (v.error ? `BROKEN ${v.currentSrc}` : v.currentSrc)),
  ]);
}

/** What the first visit of every page on the fresh dev server saw (demoSetup.ts). */
export interface FirstVisit {
  /** The main-frame navigations, as paths (a reload would add one). */
  loads: string[];
  /**
   * How each page call to api.giphy.com ended, as the browser's network panel shows it: answered
   * by the mock's service worker ('service worker'), by the network, or failed (its error text).
   */
  giphyCalls: string[];
  /** What Chromium would have sent beyond 127.0.0.1 meanwhile (recordingProxy). */
  offMachine: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo's dev server of this run and its first visit (demoSetup.ts). */
    demo: { base: string; firstVisit: FirstVisit };
  }
}
