/**
 * SDK hot paths, ops/s, both kits alternating: normalizing a page of 1,000 raw GIFs (gifkit in
 * production mode, as apps ship it: it converts every field and drops what is not a number, text
 * or an http(s) URL; GIPHY's normalizer converts without checking), de-duplicating
 * 100 pages through each kit's paginator, and the masonry layout of 10,000 GIFs (gifkit's
 * masonry engine, `createMasonry` in headless/grid/masonry.ts that `useGridLayout` runs, against
 * the column assignment GIPHY's `Grid` runs on every render, compiled from its published source).
 */

import { recordedRawGifs, syntheticId } from '../lib/gifData.mjs';
import { importGifkitModule, requireExports } from '../lib/gifkit.mjs';
import { importGiphyFetchApi, importGiphyGridColumns, importGiphyNormalizer } from '../lib/giphy.mjs';
import { startResponder } from '../lib/mockServer.mjs';
import { alternate, median, opsPerSecond } from '../lib/stats.mjs';

const GIFS = 1000;
const PAGES = 100;
const PAGE_SIZE = 50;
/** Items each page repeats from the one before (GIPHY's result lists shift while you scroll). */
const REPEATS = 5;
/** The masonry case: 10,000 GIFs in a 1,000 px grid of 4 columns with 6 px gutters. */
const MASONRY = { items: 10_000, width: 1000, columns: 4, gutter: 6, viewport: 768, overscan: 500 };

/** 1,000 raw GIFs served by gifkit/mock (recorded GIPHY answers, varied), as one list answer. */
async function rawPageOf1000() {
  const responder = await startResponder();
  try {
    const data = [];
    for (const term of ['cats', 'dogs', 'happy', 'dance', 'wow', 'love', 'yes', 'party', 'sad', 'hello']) {
      for (let offset = 0; data.length < GIFS; offset += PAGE_SIZE) {
        const page = await responder.rawSearch(term, offset);
        if (!page.data?.length) break;
        data.push(...page.data.slice(0, GIFS - data.length));
      }
      if (data.length >= GIFS) break;
    }
    return {
      data,
      pagination: { total_count: GIFS, count: GIFS, offset: 0 },
      meta: { status: 200, msg: 'OK', response_id: 'bench' },
    };
  } finally {
    responder.close();
  }
}

/** 100 answers of 50 items, each repeating 5 of the previous page's items. */
function pagesOf(count = PAGES) {
  const pages = [];
  for (let p = 0; p < count; p++) {
    const first = p * (PAGE_SIZE - REPEATS);
    const data = Array.from({ length: PAGE_SIZE }, (_, i) => ({ id: `gif${first + i}`, title: `GIF ${first + i}` }));
    pages.push({ data, pagination: { count: PAGE_SIZE, offset: p * PAGE_SIZE, total_count: count * PAGE_SIZE } });
  }
  return pages;
}

async function normalizeCase(rounds) {
  // The client's own path: the envelope normalizer over the in-place GIF normalizer (internal).
  const { listOf } = await importGifkitModule('sdk/normalize/envelope');
  const { normalizeGifInPlace } = await importGifkitModule('sdk/normalize/gif');
  const normalizeGifList = listOf(normalizeGifInPlace);
  const { normalizeGifs } = await importGiphyNormalizer();
  const text = JSON.stringify(await rawPageOf1000());
  const run = {
    gifkit: (body) => {
      const out = normalizeGifList(body, 'bench');
      if (out.data.length !== GIFS) throw new Error(`gifkit kept ${out.data.length} of ${GIFS} GIFs`);
    },
    giphy: (body) => {
      const out = normalizeGifs(body);
      if (out.data.length !== GIFS) throw new Error(`GIPHY kept ${out.data.length} of ${GIFS} GIFs`);
    },
  };
  // Each call gets a freshly parsed answer (GIPHY's normalizer mutates its input), outside the timing.
  const prepare = () => JSON.parse(text);
  // What apps ship: a bundler sets NODE_ENV to "production", so the normalizer's development
  // checks (sdk/normalize/checkGif.ts) never run; the unbundled dist/ reads it at run time.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const kit of ['gifkit', 'giphy']) await opsPerSecond(run[kit], { prepare, minMs: 100 }); // warm-up
    return await alternate(rounds, (kit) => opsPerSecond(run[kit], { prepare }));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function paginatorCase(rounds) {
  const { createListStore } = await requireExports('gifkit', ['createListStore']);
  const { gifPaginator } = await importGiphyFetchApi();
  const pages = pagesOf();
  const fetchPage = (offset) => Promise.resolve(pages[offset / PAGE_SIZE]);
  const unique = PAGES * (PAGE_SIZE - REPEATS) + REPEATS;
  const run = {
    gifkit: async () => {
      const store = createListStore({ source: fetchPage });
      for (let p = 0; p < PAGES; p++) await store.fetchNext();
      const { items, status } = store.getSnapshot();
      if (items.length !== unique || status !== 'done') throw new Error(`gifkit list store: ${items.length} items`);
    },
    giphy: async () => {
      const next = gifPaginator(fetchPage);
      let gifs;
      for (let p = 0; p < PAGES; p++) gifs = await next();
      if (gifs.length !== unique) throw new Error(`GIPHY paginator: ${gifs.length} items`);
    },
  };
  for (const kit of ['gifkit', 'giphy']) await opsPerSecond(run[kit], { minMs: 100 });
  return alternate(rounds, (kit) => opsPerSecond(run[kit]));
}

/**
 * 10,000 GIFs cycled from the distinct recorded ones (real rendition sizes, normalized by
 * gifkit so sizes are numbers), each with its own id; the same objects go to both kits.
 */
async function masonryGifs() {
  const { normalizeGifInPlace } = await importGifkitModule('sdk/normalize/gif');
  const templates = (await recordedRawGifs()).map((raw) => normalizeGifInPlace(raw));
  return Array.from({ length: MASONRY.items }, (_, i) => {
    const template = templates[i % templates.length];
    return { ...template, id: syntheticId(template.id, i) };
  });
}

async function masonryCase(rounds) {
  // The grid's masonry engine is internal (useGridLayout runs it): its built module, as the grid runs it.
  const { createMasonry } = await importGifkitModule('headless/grid/masonry');
  const { gifAspectRatio } = await requireExports('gifkit', ['gifAspectRatio']);
  const { getColumns } = await importGiphyGridColumns();
  const gifs = await masonryGifs();
  const { width, columns, gutter, viewport, overscan } = MASONRY;
  const gifWidth = (width - gutter * (columns - 1)) / columns; // GIPHY's Grid render
  const run = {
    gifkit: () => {
      const masonry = createMasonry({ width, columns, gutter });
      masonry.append(gifs.map((gif) => gifAspectRatio(gif) || 1));
      // What useGrid asks on a scroll: the tiles in the viewport ± overscan, here mid-list.
      const top = masonry.height / 2;
      const visible = masonry.range(top - overscan, top + viewport + overscan);
      if (masonry.items.length !== gifs.length || !visible.length) throw new Error('gifkit masonry: nothing laid out');
    },
    giphy: () => {
      const sorted = getColumns(columns, undefined, gifs, gifWidth);
      if (sorted.reduce((n, column) => n + column.length, 0) !== gifs.length)
        throw new Error('GIPHY getColumns lost GIFs');
    },
  };
  for (const kit of ['gifkit', 'giphy']) await opsPerSecond(run[kit], { minMs: 100 });
  return alternate(rounds, (kit) => opsPerSecond(run[kit]));
}

/** Runs the hot-path cases; each row has ops/s samples and medians per kit, or a pending reason. */
export async function runHotPathsCase({ rounds = 7, log = () => {} } = {}) {
  const rows = [];
  const cases = [
    {
      id: 'normalize-1000',
      title: `normalize ${GIFS} raw GIFs, production (gifkit drops unsafe URLs; GIPHY's normalizeGifs does not)`,
      peerNote: "GIPHY: normalizeGifs from @giphy/js-fetch-api's published src (not exported by the package)",
      run: normalizeCase,
    },
    {
      id: 'paginate-100-pages',
      title: `paginator over ${PAGES} pages of ${PAGE_SIZE}, de-duplicating by id`,
      peerNote: 'GIPHY: gifPaginator (exported)',
      run: paginatorCase,
    },
    {
      id: 'masonry-10000',
      title: `masonry layout of ${MASONRY.items.toLocaleString('en-US')} GIFs (${MASONRY.width} px, ${MASONRY.columns} columns)`,
      peerNote:
        "gifkit: createMasonry + append + one visible-range query; GIPHY: its Grid's getColumns (published src, not exported; no range query: it renders every GIF)",
      run: masonryCase,
    },
  ];
  for (const c of cases) {
    log(`hot path: ${c.id}`);
    try {
      const samples = await c.run(rounds);
      const gifkit = median(samples.gifkit);
      const giphy = median(samples.giphy);
      rows.push({
        id: c.id,
        title: c.title,
        peerNote: c.peerNote,
        unit: 'ops/s',
        gifkit,
        giphy,
        ratio: gifkit / giphy,
        samples,
      });
    } catch (error) {
      rows.push({
        id: c.id,
        title: c.title,
        status: error.name === 'PendingError' ? 'pending' : 'error',
        error: error.message,
      });
    }
  }
  return rows;
}
