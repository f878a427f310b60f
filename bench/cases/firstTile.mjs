/**
 * Time to the first moving tile, in real Chromium (Debian's /usr/bin/chromium, or
 * CHROMIUM_PATH), on a cold cache over a throttled link (Slow 4G): from navigation start to
 * the first screen frame in which a tile's GIF is seen moving, counting everything on the way
 * (the page's JavaScript and CSS, the API's answers, the media). Two pages per kit, each its
 * kit's documented usage built for production (bench/firsttile/): a picker (gifkit's
 * `GifPicker`; GIPHY's search experience in a card of the same size) and a 1000 px grid of
 * search results in 4 columns. The loopback server (bench/firsttile/server.mjs) answers the API
 * from gifkit's mock and serves every media file at the size GIPHY recorded for it.
 *
 * "Moving" is read from the screen, the same way for both kits (bench/lib/screen.mjs): Chromium's
 * screencast delivers the composited frames (PNG, with their swap times), and a tile moves in
 * the first frame in which the picture in its box changes to another picture. When that is
 * possible at all is known per tile from the page and the network: a `<video>` once
 * `requestVideoFrameCallback` reports a second, different frame presented; an animated
 * `<img>` (GIF, WebP) once every byte of its second frame had arrived (CDP `Network.dataReceived`
 * against the frame offsets the server knows). Each load is a fresh browser context (empty
 * cache), the kits alternating; the figure is the median of the loads.
 */
import os from 'node:os';
import { tryLaunchChromium } from '../../test/support/chromium.mjs';
import { startFirstTileServer } from '../firsttile/server.mjs';
import { buildPageAssets } from '../grid/server.mjs';
import { decodePng } from '../lib/png.mjs';
import { firstMove, firstPicture } from '../lib/screen.mjs';
import { median, turnOrder } from '../lib/stats.mjs';
import { BENCH_CHROMIUM_ARGS } from './grid.mjs';

/** The pages, each written once per kit. */
export const FIRST_TILE_PAGES = [
  {
    id: 'picker',
    title: 'picker (420×480 card, 3 columns, trending)',
    viewport: { width: 480, height: 640 },
    entries: { gifkit: 'bench/firsttile/picker.gifkit.tsx', giphy: 'bench/firsttile/picker.giphy.tsx' },
  },
  {
    id: 'grid',
    title: '1000 px grid (4 columns, search, 10 a page)',
    viewport: { width: 1024, height: 768 },
    entries: { gifkit: 'bench/firsttile/grid.gifkit.tsx', giphy: 'bench/firsttile/grid.giphy.tsx' },
  },
];

/**
 * Chromium DevTools' "Slow 4G": 150 ms of latency added to every
 * request, 1.6 Mbit/s down; 750 kbit/s up (DevTools' upload figure for the preset). Bytes per
 * second, as `Network.emulateNetworkConditions` takes them; no DevTools adjustment factors.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

export const FIRST_TILE_SETTINGS = {
  loads: 7,
  deviceScaleFactor: 1,
  /** After the first tile could move, how long the screen is still recorded (its change may come a few frames later). */
  settleMs: 1500,
  /** Longest a load may take to show a moving tile. */
  capMs: 90_000,
  /** Screen frames are recorded at this fraction of the viewport's size (a quarter of the pixels to encode). */
  screenScale: 0.5,
};

/**
 * The page side, installed before any page script: every `<video>` gets a
 * `requestVideoFrameCallback` loop recording when its first frame and its first *different*
 * frame (another `mediaTime`) were presented (`expectedDisplayTime`: the screen frame's time),
 * and every media element that fades in (an opacity transition) records when the fade ends:
 * its start on the document timeline plus its duration once the compositor has started it,
 * else when the main thread saw it end (`Infinity` while it runs). Times in ms since
 * navigation start.
 */
export const PAGE_PROBE = `(() => {
  const videos = [];
  const watch = (video) => {
    if (video.__firstTile || typeof video.requestVideoFrameCallback !== 'function') return;
    const record = { firstAt: undefined, firstMediaTime: undefined, movingAt: undefined };
    video.__firstTile = record;
    videos.push(record);
    const step = (_now, frame) => {
      if (record.firstMediaTime === undefined) {
        record.firstMediaTime = frame.mediaTime;
        record.firstAt = frame.expectedDisplayTime;
      } else if (frame.mediaTime !== record.firstMediaTime) {
        record.movingAt = frame.expectedDisplayTime;
        return;
      }
      video.requestVideoFrameCallback(step);
    };
    video.requestVideoFrameCallback(step);
  };
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes) {
        if (node.nodeName === 'VIDEO') watch(node);
        else if (node.querySelectorAll) node.querySelectorAll('video').forEach(watch);
      }
  }).observe(document, { subtree: true, childList: true });
  const fading = (event) => event.propertyName === 'opacity' && /^(IMG|VIDEO)$/.test(event.target.nodeName);
  addEventListener('transitionrun', (event) => {
    if (!fading(event)) return;
    const element = event.target;
    element.__firstTileFadeEnd = Number.POSITIVE_INFINITY;
    const fade = element.getAnimations().find((a) => a.transitionProperty === 'opacity');
    fade?.ready.then(() => {
      if (fade.startTime !== null) element.__firstTileFadeEnd = fade.startTime + fade.effect.getComputedTiming().endTime;
    }, () => {});
  }, true);
  // Ended or cancelled without a start time known: when the main thread saw it (no earlier than the end).
  for (const type of ['transitionend', 'transitioncancel'])
    addEventListener(type, (event) => {
      if (fading(event) && event.target.__firstTileFadeEnd === Number.POSITIVE_INFINITY)
        event.target.__firstTileFadeEnd = performance.now();
    }, true);
  window.__firstTile = { moving: () => videos.filter((r) => r.movingAt !== undefined).map((r) => r.movingAt) };
})();`;

/**
 * Every media element's visible box (clipped by the viewport and by scrolling ancestors) and
 * what the probe knows of it, read once the recording stops (these pages do not move tiles).
 */
function readTiles() {
  const clip = (box, other) => ({
    left: Math.max(box.left, other.left),
    top: Math.max(box.top, other.top),
    right: Math.min(box.right, other.right),
    bottom: Math.min(box.bottom, other.bottom),
  });
  return [...document.querySelectorAll('img, video')].map((element) => {
    let box = clip(element.getBoundingClientRect(), { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
        box = clip(box, parent.getBoundingClientRect());
    }
    return {
      kind: element instanceof HTMLVideoElement ? 'video' : 'img',
      src: element.currentSrc,
      box: { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top },
      videoFirstAt: element.__firstTile?.firstAt,
      videoMovingAt: element.__firstTile?.movingAt,
      fadeEndAt: element.__firstTileFadeEnd,
    };
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a request counts as, by its CDP resource type: the page (HTML, JS, CSS), the API, media. */
const KINDS = {
  Document: 'page',
  Script: 'page',
  Stylesheet: 'page',
  Fetch: 'api',
  XHR: 'api',
  Image: 'media',
  Media: 'media',
};

/** Records a page's requests over CDP: kind, start, body bytes over time, encoded size (times in ms since epoch). */
function recordRequests(cdp) {
  const requests = new Map();
  let clockOffset; // CDP's monotonic seconds → ms since epoch
  const epoch = (timestamp) => timestamp * 1000 + clockOffset;
  cdp.on('Network.requestWillBeSent', (event) => {
    clockOffset ??= event.wallTime * 1000 - event.timestamp * 1000;
    requests.set(event.requestId, {
      url: event.request.url,
      kind: KINDS[event.type] ?? 'other',
      startAt: epoch(event.timestamp),
      received: [],
      bytes: 0,
      encoded: 0,
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.bytes += event.dataLength;
    request.received.push({ at: epoch(event.timestamp), bytes: request.bytes });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.encoded = event.encodedDataLength;
    request.finishedAt = epoch(event.timestamp);
  });
  return requests;
}

/** Bytes transferred by `by` (ms since epoch), by kind, and how many media requests had started. */
function transferredBy(requests, by) {
  const bytes = { page: 0, api: 0, media: 0 };
  let mediaRequests = 0;
  for (const request of requests.values()) {
    if (!(request.kind in bytes) || request.startAt > by) continue;
    if (request.kind === 'media') mediaRequests++;
    bytes[request.kind] +=
      request.finishedAt !== undefined && request.finishedAt <= by
        ? request.encoded
        : (request.received.filter((r) => r.at <= by).at(-1)?.bytes ?? 0);
  }
  return { bytes, mediaRequests };
}

/** One fresh load of `url` in a new context, throttled: when its first tile moved, and what it took. */
async function loadOnce(browser, server, url, viewport) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: FIRST_TILE_SETTINGS.deviceScaleFactor,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(PAGE_PROBE);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const requests = recordRequests(cdp);
    const frames = [];
    cdp.on('Page.screencastFrame', (frame) => {
      frames.push({ at: frame.metadata.timestamp * 1000, png: frame.data });
      cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', {
      format: 'png',
      maxWidth: Math.round(viewport.width * FIRST_TILE_SETTINGS.screenScale),
      maxHeight: Math.round(viewport.height * FIRST_TILE_SETTINGS.screenScale),
    });

    /** When every byte of an animated image's second frame had arrived (ms since epoch), or undefined. */
    const secondFrameAt = (request) => {
      const served = server.media(new URL(request.url).pathname);
      const second = ['gif', 'webp'].includes(served?.format) ? served.frameEnds[1] : undefined;
      return second === undefined ? undefined : request.received.find((r) => r.bytes >= second)?.at;
    };

    // Record until a tile could have moved, and a while after: a video's second frame was
    // presented, or an animated image is complete (neither kit shows one before).
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    let could;
    while (Date.now() - started < FIRST_TILE_SETTINGS.capMs) {
      await sleep(100);
      const videos = (await page.evaluate(() => window.__firstTile?.moving() ?? [])).map((t) => navigationStart + t);
      const images = [...requests.values()]
        .filter((r) => r.finishedAt !== undefined && secondFrameAt(r) !== undefined)
        .map((r) => r.finishedAt);
      const earliest = Math.min(...videos, ...images);
      if (Number.isFinite(earliest)) could = Math.min(could ?? earliest, earliest);
      if (could !== undefined && Date.now() >= could + FIRST_TILE_SETTINGS.settleMs) break;
    }
    await cdp.send('Page.stopScreencast');
    const elements = await page.evaluate(readTiles);

    // The tiles: each media element with the times the screen reading needs (bench/lib/screen.mjs).
    const byUrl = new Map();
    for (const request of requests.values()) if (!byUrl.has(request.url)) byUrl.set(request.url, request);
    const since = (at) => at - navigationStart;
    const shown = [];
    const moving = [];
    for (const element of elements) {
      const served = /^https?:/.test(element.src) ? server.media(new URL(element.src).pathname) : undefined;
      const request = byUrl.get(element.src);
      if (!served) continue;
      if (element.kind === 'video' && element.videoFirstAt !== undefined) {
        const tile = { ...element, served, baseAt: element.videoFirstAt, notBefore: element.videoMovingAt };
        shown.push(tile);
        if (element.videoMovingAt !== undefined) moving.push(tile);
      } else if (element.kind === 'img' && request?.finishedAt !== undefined) {
        const second = secondFrameAt(request);
        const tile = { ...element, served, baseAt: since(request.finishedAt), notBefore: second && since(second) };
        shown.push(tile);
        if (second !== undefined) moving.push(tile);
      }
    }
    // The screen, decoded from the last frame before the earliest placeholder on.
    const earliest = Math.min(...shown.map((tile) => tile.baseAt));
    const timed = frames.map((f) => ({ ...f, t: since(f.at) })).sort((a, b) => a.t - b.t);
    const decoded = timed.slice(Math.max(0, timed.findIndex((f) => f.t >= earliest) - 1)).map((f) => {
      const image = decodePng(Buffer.from(f.png, 'base64'));
      return { t: f.t, image, scale: image.width / viewport.width };
    });
    const moved = firstMove(decoded, moving);
    const picture = firstPicture(decoded, shown);
    const { bytes, mediaRequests } = transferredBy(
      requests,
      moved ? navigationStart + moved.t : Number.POSITIVE_INFINITY,
    );
    const tile = moved?.tile;
    return {
      firstMovingMs: moved && Math.round(moved.t),
      firstPictureMs: picture && Math.round(picture),
      tile: tile && {
        kind: tile.kind,
        file: tile.src.replace(/\?.*$/, '').split('/').slice(-2).join('/'),
        format: tile.served.format,
        bytes: tile.served.bytes,
        shownMs: moved.shownAt && Math.round(moved.shownAt),
        // When it could move, by the bytes (a video: its second frame presented).
        couldMs: Math.round(tile.notBefore),
      },
      bytesByThen: bytes,
      mediaRequestsByThen: mediaRequests,
      screenFrames: frames.length,
      loadAverage: os.loadavg()[0],
      error: errors[0] ?? (moved ? undefined : 'no tile was seen moving'),
    };
  } finally {
    await context.close();
  }
}

const seconds = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);

/** A kit's loads on a page: the median, the spread, the median first picture and bytes by then. */
function summarize(loads) {
  const ok = loads.filter((l) => l.firstMovingMs !== undefined);
  const times = ok.map((l) => l.firstMovingMs);
  return {
    loads,
    medianMs: median(times),
    minMs: times.length ? Math.min(...times) : undefined,
    maxMs: times.length ? Math.max(...times) : undefined,
    firstPictureMs: median(ok.map((l) => l.firstPictureMs).filter((t) => t !== undefined)),
    bytesByThen: {
      page: median(ok.map((l) => l.bytesByThen.page)),
      api: median(ok.map((l) => l.bytesByThen.api)),
      media: median(ok.map((l) => l.bytesByThen.media)),
    },
    failed: loads.length - ok.length,
  };
}

/**
 * Runs the case: `{ status: 'skipped', reason }` without Chromium, else per page both kits'
 * loads, medians, spreads and the ratio of the medians.
 */
export async function runFirstTileCase({
  loads = FIRST_TILE_SETTINGS.loads,
  log = () => {},
  pages = FIRST_TILE_PAGES,
} = {}) {
  const { browser, reason } = await tryLaunchChromium({ args: BENCH_CHROMIUM_ARGS });
  if (!browser) {
    log(`firsttile: skipped, ${reason}`);
    return { status: 'skipped', reason, pages: [] };
  }
  let server;
  try {
    const entries = {};
    for (const page of pages)
      for (const [kit, entry] of Object.entries(page.entries)) entries[`${page.id}-${kit}`] = entry;
    server = await startFirstTileServer({ pages: await buildPageAssets(entries) });
    const results = [];
    for (const [index, page] of pages.entries()) {
      const byKit = { gifkit: [], giphy: [] };
      for (let round = 0; round < loads; round++) {
        for (const kit of turnOrder(index + round)) {
          const load = await loadOnce(browser, server, `${server.origin}/${page.id}-${kit}.html`, page.viewport);
          byKit[kit].push(load);
          log(
            `firsttile: ${page.id} ${kit} ${round + 1}/${loads}: ` +
              (load.error
                ? `ERROR ${load.error}`
                : `moving at ${seconds(load.firstMovingMs)} (${load.tile.kind} ${load.tile.file}, shown at ${seconds(load.tile.shownMs)}, ` +
                  `could move at ${seconds(load.tile.couldMs)}); first picture ${seconds(load.firstPictureMs)}; by then page ` +
                  `${load.bytesByThen.page} B, API ${load.bytesByThen.api} B, media ${load.bytesByThen.media} B in ` +
                  `${load.mediaRequestsByThen} requests; ${load.screenFrames} screen frames; load average ${load.loadAverage.toFixed(1)}`),
          );
        }
      }
      const gifkit = summarize(byKit.gifkit);
      const giphy = summarize(byKit.giphy);
      results.push({
        id: page.id,
        title: page.title,
        viewport: page.viewport,
        gifkit,
        giphy,
        ratio: gifkit.medianMs !== undefined && giphy.medianMs ? gifkit.medianMs / giphy.medianMs : undefined,
        status: gifkit.failed || giphy.failed ? 'error' : 'info',
      });
    }
    const loadAverages = results.flatMap((r) => [...r.gifkit.loads, ...r.giphy.loads].map((l) => l.loadAverage));
    return {
      status: 'ok',
      chromium: browser.version(),
      network: SLOW_4G,
      settings: FIRST_TILE_SETTINGS,
      loadAverage: { min: Math.min(...loadAverages), max: Math.max(...loadAverages) },
      pages: results,
    };
  } finally {
    await server?.close();
    await browser.close();
  }
}
