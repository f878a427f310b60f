/**
 * Media bytes, in real Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH): the recorded
 * GIPHY GIFs and stickers (26 and 5, as recorded, all renditions: `recordedFixtureGifs`) rendered by
 * gifkit's styled `<Grid>` and by GIPHY's `<Grid>`, at a 408 px picker (3 columns) and a
 * 1000 px grid (4 columns), gutter 6, device pixel ratio 1 and 2, every tile in view (a
 * 4000 px tall viewport). Each page is a fresh browser context; the driver records every image
 * and video request the browser makes and prices each URL at the size GIPHY recorded for that
 * exact rendition and format (`size` for the GIF, `webp_size`, `mp4_size`). The loopback
 * server answers with gifkit/mock's animated loops of the same format (bench/grid/server.mjs),
 * so what is priced is what the browser asked for, not what it got. gifkit's economy mode (`tileOptions.economy`) is
 * measured beside, not counted in the verdicts, and so is gifkit before the media policy (every
 * tile a GIF `<img>` of the rendition for its CSS box: `media: 'gif'` at DPR 1).
 */
import { tryLaunchChromium } from '../../test/support/chromium.mjs';
import { buildPageAssets, startGridServer, templatesFor } from '../grid/server.mjs';
import { recordedFixtureGifs } from '../lib/gifData.mjs';
import { BENCH_CHROMIUM_ARGS } from './grid.mjs';
import { recordedTenorResults, tenorPriceList, tenorVerdict } from './mediaTenor.mjs';

const PAGES = { gifkit: 'bench/media/gifkit.tsx', giphy: 'bench/media/giphy.tsx', tenor: 'bench/media/tenor.tsx' };

/** The layouts measured, each with its target (largest gifkit/GIPHY bytes ratio). */
export const MEDIA_LAYOUTS = [
  { id: '408@1', width: 408, columns: 3, dpr: 1, target: 0.5 },
  { id: '1000@1', width: 1000, columns: 4, dpr: 1, target: 0.55 },
  { id: '408@2', width: 408, columns: 3, dpr: 2, target: 1.2, sharp: true },
  { id: '1000@2', width: 1000, columns: 4, dpr: 2, target: 1.2, sharp: true },
];
const GUTTER = 6;
const VIEWPORT_HEIGHT = 4000;
/** The page is settled when no media request came for this long and every tile shows its media. */
const QUIET_MS = 1500;
const CAP_MS = 60_000;

/** The formats of a rendition: its URL field and the field GIPHY records that file's size in. */
const FILES = [
  ['url', 'size', 'gif'],
  ['webp', 'webp_size', 'webp'],
  ['mp4', 'mp4_size', 'mp4'],
];
/** Standard renditions first, so a URL shared with a derived rendition is named after the standard one. */
const PREFERRED = ['fixed_width_small', 'fixed_width', 'fixed_height_small', 'fixed_height', 'original'];

/**
 * Every file URL of the templates (as the page sees them) → `{ id, rendition, format, bytes, width }`,
 * the bytes being GIPHY's recorded size of that file.
 */
export function priceList(templates) {
  const prices = new Map();
  for (const { json } of templates) {
    const gif = JSON.parse(json);
    const names = Object.keys(gif.images ?? {}).sort(
      (a, b) => (PREFERRED.indexOf(a) + 1 || 99) - (PREFERRED.indexOf(b) + 1 || 99),
    );
    for (const name of names) {
      const rendition = gif.images[name];
      for (const [field, sizeField, format] of FILES) {
        const url = rendition?.[field];
        if (!url || prices.has(url)) continue;
        prices.set(url, {
          id: gif.id,
          sticker: String(gif.is_sticker) === '1' || gif.is_sticker === true,
          rendition: name,
          format,
          bytes: Number(rendition[sizeField]) || 0,
          width: Number(rendition.width) || 0,
        });
      }
    }
  }
  return prices;
}

/**
 * What a poster would cost each video tile, by `id rendition`: the rendition's own still
 * (`<name>_still`, its WebP when GIPHY records one, else the GIF), `0` where GIPHY recorded no
 * size for it. The tile loads no poster (docs/media-rules.md): this prices that choice on the
 * renditions the run actually played.
 */
export function posterPrices(templates) {
  const posters = new Map();
  for (const { json } of templates) {
    const gif = JSON.parse(json);
    for (const name of Object.keys(gif.images ?? {})) {
      const still = gif.images[`${name}_still`];
      posters.set(`${gif.id} ${name}`, Number(still?.webp ? still.webp_size : still?.size) || 0);
    }
  }
  return posters;
}

/** The poster bytes a run's video tiles would add, and how many posters had no recorded size (priced 0). */
function posterBytes(run, posters) {
  const sum = { bytes: 0, unpriced: 0 };
  for (const files of Object.values(run.byGif)) {
    for (const file of files) {
      if (file.format !== 'mp4') continue;
      const bytes = posters.get(`${file.id} ${file.rendition}`) ?? 0;
      sum.bytes += bytes;
      if (!bytes) sum.unpriced += 1;
    }
  }
  return sum;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One kit at one layout in a fresh context: the media requests it made, priced, and what its tiles show. */
async function measure(browser, origin, prices, kit, layout, { economy = false, gif = false, expected }) {
  const context = await browser.newContext({
    viewport: { width: layout.width + 40, height: VIEWPORT_HEIGHT },
    deviceScaleFactor: layout.dpr,
  });
  try {
    const page = await context.newPage();
    const requests = [];
    let last = Date.now();
    page.on('request', (request) => {
      if (!['image', 'media'].includes(request.resourceType())) return;
      requests.push(request.url());
      last = Date.now();
    });
    const query =
      `width=${layout.width}&columns=${layout.columns}&gutter=${GUTTER}` +
      `${economy ? '&economy=1' : ''}${gif ? '&media=gif' : ''}`;
    await page.goto(`${origin}/${kit}.html?${query}`);
    const started = Date.now();
    let tiles = [];
    for (;;) {
      tiles = await page.evaluate(() => window.__media?.tiles() ?? []);
      const settled = tiles.length >= expected && tiles.every((t) => t.loaded) && Date.now() - last >= QUIET_MS;
      if (settled || Date.now() - started > CAP_MS) break;
      await sleep(250);
    }
    const files = new Map();
    const unknown = [];
    for (const url of requests) {
      const price = prices.get(url);
      if (price) files.set(url, price);
      else if (!unknown.includes(url)) unknown.push(url);
    }
    const bytes = [...files.values()].reduce((sum, file) => sum + file.bytes, 0);
    const byGif = {};
    for (const file of files.values()) {
      byGif[file.id] ??= [];
      byGif[file.id].push(file);
    }
    return {
      kit,
      layout: layout.id,
      economy,
      requests: requests.length,
      files: files.size,
      bytes,
      unknown,
      byGif,
      tiles: {
        count: tiles.length,
        videos: tiles.filter((t) => t.kind === 'video').length,
        playing: tiles.filter((t) => t.playing).length,
        loaded: tiles.filter((t) => t.loaded).length,
      },
      complete: tiles.length >= expected && tiles.every((t) => t.loaded),
    };
  } finally {
    await context.close();
  }
}

const describeFiles = (files = []) => files.map((f) => `${f.rendition}.${f.format}`).join(' + ') || '—';
/** The widest moving rendition a tile loaded (stills and posters do not make it sharper). */
const sharpness = (files = []) =>
  Math.max(0, ...files.filter((f) => !f.rendition.endsWith('_still')).map((f) => f.width));

/** Compares two runs of one layout: the ratio, and per GIF what each kit loaded and whether gifkit is as sharp. */
function compare(gifkit, giphy, ids) {
  const tiles = ids.map((id) => {
    const ours = gifkit.byGif[id];
    const theirs = giphy.byGif[id];
    return {
      id,
      gifkit: describeFiles(ours),
      giphy: describeFiles(theirs),
      gifkitBytes: (ours ?? []).reduce((s, f) => s + f.bytes, 0),
      giphyBytes: (theirs ?? []).reduce((s, f) => s + f.bytes, 0),
      sharper: sharpness(ours) > sharpness(theirs),
      asSharp: sharpness(ours) >= sharpness(theirs),
    };
  });
  return {
    ratio: gifkit.bytes / giphy.bytes,
    tiles,
    asSharp: tiles.filter((t) => t.asSharp).length,
    sharper: tiles.filter((t) => t.sharper).length,
  };
}

/**
 * Runs the case: `{ status: 'skipped', reason }` without Chromium, else per layout both kits'
 * bytes, the ratio and its target, economy mode beside, and each tile's files.
 */
export async function runMediaCase({ log = () => {} } = {}) {
  const { browser, reason } = await tryLaunchChromium({ args: BENCH_CHROMIUM_ARGS });
  if (!browser) {
    log(`media: skipped, ${reason}`);
    return { status: 'skipped', reason, layouts: [] };
  }
  let server;
  try {
    const raw = recordedFixtureGifs();
    const tenorRaw = recordedTenorResults();
    const assets = await buildPageAssets(PAGES);
    server = await startGridServer({
      pages: { gifkit: assets.gifkit.js, giphy: assets.giphy.js, tenor: assets.tenor.js },
      styles: { gifkit: assets.gifkit.css, tenor: assets.tenor.css },
      datasets: { media: raw, tenor: tenorRaw },
      width: 1000,
    });
    const templates = templatesFor(raw, server.origin);
    const prices = priceList(templates);
    const posters = posterPrices(templates);
    const ids = raw.map((gif) => gif.id);
    const stickers = raw.filter((gif) => String(gif.is_sticker) === '1').length;
    const layouts = [];
    for (const [index, layout] of MEDIA_LAYOUTS.entries()) {
      const order = index % 2 ? ['giphy', 'gifkit'] : ['gifkit', 'giphy'];
      const runs = {};
      for (const kit of order)
        runs[kit] = await measure(browser, server.origin, prices, kit, layout, { expected: raw.length });
      const economy = await measure(browser, server.origin, prices, 'gifkit', layout, {
        economy: true,
        expected: raw.length,
      });
      // Before the media policy, every tile was a GIF `<img>` of the rendition for its CSS box, whatever the screen.
      const before = await measure(
        browser,
        server.origin,
        prices,
        'gifkit',
        { ...layout, dpr: 1 },
        { gif: true, expected: raw.length },
      );
      const verdict = compare(runs.gifkit, runs.giphy, ids);
      const met = verdict.ratio <= layout.target && (!layout.sharp || verdict.asSharp === ids.length);
      // Beside, not judged: the same run with a poster on every video tile.
      const poster = posterBytes(runs.gifkit, posters);
      const withPoster = { ...poster, ratio: (runs.gifkit.bytes + poster.bytes) / runs.giphy.bytes };
      layouts.push({
        ...layout,
        gifkit: runs.gifkit,
        giphy: runs.giphy,
        economy: { ...economy, ratio: economy.bytes / runs.giphy.bytes },
        poster: withPoster,
        before: { ...before, ratio: before.bytes / runs.giphy.bytes },
        ...verdict,
        status: runs.gifkit.complete && runs.giphy.complete ? (met ? 'ok' : 'miss') : 'error',
      });
      log(
        `media: ${layout.width} px, DPR ${layout.dpr}: gifkit ${(runs.gifkit.bytes / 1e6).toFixed(2)} MB ` +
          `(${runs.gifkit.requests} requests, ${runs.gifkit.tiles.playing}/${runs.gifkit.tiles.videos} videos playing) vs GIPHY ` +
          `${(runs.giphy.bytes / 1e6).toFixed(2)} MB (${runs.giphy.requests}): ${verdict.ratio.toFixed(2)}× (target ≤ ${layout.target}×)` +
          `${layout.sharp ? `, as sharp ${verdict.asSharp}/${ids.length}, sharper ${verdict.sharper}` : ''}; economy ${(economy.bytes / 1e6).toFixed(2)} MB; ` +
          `before (GIF images) ${(before.bytes / 1e6).toFixed(2)} MB; ` +
          `with posters +${(poster.bytes / 1e6).toFixed(2)} MB → ${withPoster.ratio.toFixed(2)}× ` +
          `(${poster.unpriced} posters without a recorded size, priced 0)`,
      );
    }
    // The Tenor-v2 answers (KLIPY's and Tenor's recorded results) through gifkit's KLIPY source:
    // what each tile loaded, priced at the provider's recorded `size`, against the smallest MP4
    // that fills the tile and against the animated `tinygif` a Tenor picker often shows.
    const tenorPrices = tenorPriceList(templatesFor(tenorRaw, server.origin));
    const tenor = [];
    for (const layout of MEDIA_LAYOUTS) {
      const run = await measure(browser, server.origin, tenorPrices, 'tenor', layout, { expected: tenorRaw.length });
      const verdict = tenorVerdict(run, tenorRaw, { ...layout, gutter: GUTTER });
      tenor.push({ ...layout, run, ...verdict, status: run.complete ? (verdict.met ? 'ok' : 'miss') : 'error' });
      log(
        `media (Tenor v2): ${layout.width} px, DPR ${layout.dpr}: gifkit ${(run.bytes / 1e3).toFixed(1)} kB ` +
          `(${verdict.tiles.map((t) => t.loaded).join(', ')}; smallest filling: ${verdict.tiles.map((t) => t.fills).join(', ')}) ` +
          `vs tinygif ${(verdict.tinygifBytes / 1e3).toFixed(1)} kB`,
      );
    }
    return {
      status: 'ok',
      chromium: browser.version(),
      items: raw.length,
      stickers,
      gutter: GUTTER,
      viewportHeight: VIEWPORT_HEIGHT,
      layouts,
      tenor,
    };
  } finally {
    await server?.close();
    await browser.close();
  }
}
