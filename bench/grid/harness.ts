/**
 * The page side of the "grid at scale" case, shared by both kits' pages: builds the synthetic
 * GIF set, serves it through each kit's own fetch function, and measures the grid while the
 * driver (bench/cases/grid.mjs, over Playwright) calls `window.__bench`:
 *
 * 1. `prepare(n, data)`: n raw GIFs cycled from the recorded templates of the data set `data`
 *    (named by the driver: `bundle` for `bundle=messaging_non_clips`, `full` for all 23
 *    renditions), each copy with its own id (so every rendition URL is unique), normalized page
 *    by page the way the kit's client normalizes an answer. Nothing is mounted yet: the heap
 *    now is the data's own floor.
 * 2. `load(capMs, { firstPageOnly })`: mounts the grid and scrolls to the bottom 50 ms after
 *    each page, as a user holding End would, until the grid says it is done (or, with
 *    `firstPageOnly`, until the first page is painted). Measures the time to the first page,
 *    each appended page, the whole load and the long tasks. A grid that stops fetching with
 *    its loader in view for a second is nudged (scrolled up and back down) and counted.
 * 3. `scrollThrough(pxPerSecond, { wheel })`: from the top to the bottom at a constant speed, one
 *    `scrollTo` per animation frame; or, with `wheel`, by the driver's wheel gesture (real
 *    input, sent once `awaitingWheel()`), from its first movement to the bottom. Frame times are
 *    the gaps between rAF timestamps.
 *
 * Heap, DOM counters and detached nodes are read by the driver over CDP between the steps.
 */

/** One page as both kits' fetch functions answer (GIPHY's `GifsResult`, gifkit's `ListResult`). */
export interface BenchPage<G> {
  data: G[];
  pagination: { total_count: number; count: number; offset: number };
  meta: { status: number; msg: string; response_id: string };
}

/** A raw (wire) list answer, before the kit's normalizer. */
export type RawPage = BenchPage<unknown>;

/** What each kit's page provides. */
export interface KitAdapter<G> {
  /** Normalizes one raw answer the way the kit's client does for a search. */
  normalize(page: RawPage): G[];
  /** Renders the kit's grid over `fetchGifs` into `container`. */
  mount(container: HTMLElement, fetchGifs: (offset: number) => Promise<BenchPage<G>>, layout: GridLayout): void;
  /** The grid has stopped fetching: it knows there is nothing more. */
  isDone(container: HTMLElement): boolean;
}

export interface GridLayout {
  width: number;
  columns: number;
  gutter: number;
}

interface Template {
  id: string;
  json: string;
}

interface Pending {
  t0: number;
  height: number;
  committed: boolean;
}

type BenchWindow = typeof window & { __bench?: unknown };

export const PAGE_SIZE = 50;
/** How long the simulated user takes to react to a new page (scroll back to the end). */
const REACT_MS = 50;
/** No fetch and no page for this long, with the end in view: the grid is stuck. */
const STALL_MS = 1000;
/** Longest a wheel scroll may take: a gesture that stops short of the bottom ends the measurement here. */
const WHEEL_CAP_MS = 30_000;
/** The grid's layout: 1000 px in 4 columns, or what the page's query asks (`?width=408&columns=3`, a picker). */
const query = new URLSearchParams(location.search);
export const LAYOUT: GridLayout = {
  width: Number(query.get('width') ?? 1000),
  columns: Number(query.get('columns') ?? 4),
  gutter: 6,
};

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Resolves right after the current frame has been rendered (a task queued from rAF). */
const afterFrame = () =>
  new Promise<{ raf: number; end: number }>((resolve) => {
    requestAnimationFrame(() => {
      const raf = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ raf, end: performance.now() });
      channel.port2.postMessage(0);
    });
  });

function tasksBetween(start: number, end: number) {
  const inside = longTasks.filter((t) => t.start >= start && t.start < end);
  return {
    count: inside.length,
    totalMs: inside.reduce((sum, t) => sum + t.duration, 0),
    maxMs: inside.reduce((max, t) => Math.max(max, t.duration), 0),
  };
}

const pageHeight = () => document.documentElement.scrollHeight;
const toBottom = () => window.scrollTo(0, pageHeight());

/** Installs `window.__bench` for one kit. */
export function install<G>(adapter: KitAdapter<G>) {
  const container = document.getElementById('root')!;
  let set: G[] = [];

  async function prepare(n: number, data: string) {
    const templates: Template[] = await (await fetch(`/templates/${data}.json`)).json();
    const started = performance.now();
    const built: G[] = [];
    for (let offset = 0; offset < n; offset += PAGE_SIZE) {
      const raw: unknown[] = [];
      for (let i = offset; i < Math.min(n, offset + PAGE_SIZE); i++) {
        const template = templates[i % templates.length]!;
        raw.push(JSON.parse(template.json.replaceAll(template.id, `${template.id}${i.toString(36)}`)));
      }
      const page = {
        data: raw,
        pagination: { total_count: n, count: raw.length, offset },
        meta: { status: 200, msg: 'OK', response_id: `bench${offset}` },
      };
      for (const gif of adapter.normalize(page)) built.push(gif);
    }
    set = built;
    return { items: set.length, templates: templates.length, ms: performance.now() - started };
  }

  async function load(capMs: number, { firstPageOnly = false } = {}) {
    const appends: number[] = [];
    const commits: number[] = [];
    const paints: number[] = [];
    let firstFetchMs: number | undefined;
    let delivered = 0;
    let fetches = 0;
    let unmatched = 0;
    let nudges = 0;
    let firstPageMs: number | undefined;
    let pending: Pending | undefined;
    const mountedAt = performance.now();
    let lastProgress = mountedAt;

    const observer = new MutationObserver(() => {
      const measuring = pending;
      if (!measuring || measuring.committed) return;
      // Reading the height forces style and layout, so they count in the commit's time.
      if (pageHeight() <= measuring.height) return;
      const committed = performance.now();
      measuring.committed = true;
      void afterFrame().then(({ raf, end }) => {
        // Busy time only: data in → DOM committed and laid out, plus the frame that paints it
        // (the wait for the next vsync in between is idle, not work).
        appends.push(committed - measuring.t0 + (end - raf));
        commits.push(committed - measuring.t0);
        paints.push(end - raf);
        firstPageMs ??= end - mountedAt;
        lastProgress = performance.now();
        // Back to the end, as a user holding End would, a moment later (not in the same frame).
        setTimeout(toBottom, REACT_MS);
      });
    });
    observer.observe(container, { subtree: true, childList: true, attributes: true });

    const fetchGifs = (offset: number): Promise<BenchPage<G>> => {
      fetches++;
      firstFetchMs ??= performance.now() - mountedAt;
      if (pending && !pending.committed) unmatched++;
      pending = { t0: performance.now(), height: pageHeight(), committed: false };
      lastProgress = pending.t0;
      const data = set.slice(offset, offset + PAGE_SIZE);
      delivered += data.length;
      return Promise.resolve({
        data,
        pagination: { total_count: set.length, count: data.length, offset },
        meta: { status: 200, msg: 'OK', response_id: 'bench' },
      });
    };

    adapter.mount(container, fetchGifs, LAYOUT);
    let complete = false;
    while (performance.now() - mountedAt < capMs) {
      await sleep(firstPageOnly ? 20 : 100);
      if (firstPageOnly && firstPageMs !== undefined) {
        complete = true;
        break;
      }
      if (delivered >= set.length && adapter.isDone(container)) {
        complete = true;
        break;
      }
      if (performance.now() - lastProgress < STALL_MS) continue;
      // Nothing for a while with the end in view: the grid missed that its loader is visible.
      // Scroll up and back down, as a user would, so the loader enters the viewport again.
      nudges++;
      window.scrollTo(0, Math.max(0, pageHeight() - 3 * window.innerHeight));
      await nextFrame();
      await nextFrame();
      await sleep(REACT_MS);
      toBottom();
      lastProgress = performance.now();
    }
    const doneAt = performance.now();
    observer.disconnect();
    await afterFrame();
    return {
      complete,
      items: delivered,
      fetches,
      unmatched,
      nudges,
      firstPageMs,
      firstFetchMs,
      appendMs: appends,
      commitMs: commits,
      paintMs: paints,
      loadMs: doneAt - mountedAt,
      longTasks: tasksBetween(mountedAt, doneAt),
    };
  }

  /** With `wheel`, set once the page waits for the driver's wheel gesture. */
  let awaitingWheel = false;

  async function scrollThrough(pxPerSecond: number, { wheel = false } = {}) {
    window.scrollTo(0, 0);
    await sleep(1000);
    await nextFrame();
    const max = pageHeight() - window.innerHeight;
    const frames: number[] = [];
    let start = 0;
    let last = 0;
    awaitingWheel = wheel;
    await new Promise<void>((resolve) => {
      const step = (timestamp: number) => {
        // A wheel scroll is the driver's: frames count from its first movement to the bottom.
        if (wheel && !start && window.scrollY === 0) {
          requestAnimationFrame(step);
          return;
        }
        if (!start) start = timestamp;
        else frames.push(timestamp - last);
        last = timestamp;
        const y = wheel ? window.scrollY : Math.min(max, ((timestamp - start) * pxPerSecond) / 1000);
        if (!wheel) window.scrollTo(0, y);
        if (y >= max - 1 || (wheel && timestamp - start > WHEEL_CAP_MS)) resolve();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    awaitingWheel = false;
    await afterFrame();
    const end = performance.now();
    return { distancePx: max, durationMs: end - start, frames, longTasks: tasksBetween(start, end) };
  }

  /** Elements in the document, and every node (text, comments and the document included). */
  function domCount() {
    let nodes = 1;
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    while (walker.nextNode()) nodes++;
    return { elements: document.getElementsByTagName('*').length, nodes };
  }

  (window as BenchWindow).__bench = { prepare, load, scrollThrough, domCount, awaitingWheel: () => awaitingWheel };
}
