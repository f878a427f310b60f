/**
 * The search-as-you-type burst through each kit's search box, in real Chromium (Debian's
 * /usr/bin/chromium, or CHROMIUM_PATH): the pages are the bundle task `grid-search` of each kit
 * (bench/searchbox/, built as an app's production build), mounted as a user would mount them,
 * with each box's own debounce (500 ms in both kits). The driver clicks the input once the
 * trending grid is on screen and types the burst's keystrokes with real key events at fixed
 * times, `keystrokeMs` apart.
 *
 * Every https request of the page is routed by Playwright: api.giphy.com goes to the same local
 * responder as the SDK-level burst (msw serving gifkit/mock in this Node process), with the
 * same seeded latency per term; anything else (pingbacks) gets an empty 204. The driver tags
 * each GIF of an answer with the term it answers (`<id>_k<index>_`, in its id and URLs) and
 * points its media URLs at the loopback page server (1×1 images), so the page
 * (bench/searchbox/harness.ts) can tell which term every tile on screen belongs to.
 *
 * Per run: result requests sent for the burst's terms (search pages, any offset), other API
 * requests from the first keystroke on (suggestions, channels), answers for an older term that
 * reached the screen (stale), whether the screen ends on another term than the last one, and the
 * time from the last keystroke to the last term's GIFs on screen.
 */

import { tryLaunchChromium } from '../../test/support/chromium.mjs';
import { buildPages, startGridServer } from '../grid/server.mjs';
import { seeded, turnOrder } from '../lib/stats.mjs';
import { BENCH_CHROMIUM_ARGS } from './grid.mjs';

const PAGES = { 'gifkit-search': 'bench/searchbox/gifkit.tsx', 'giphy-search': 'bench/searchbox/giphy.tsx' };
const PAGE_OF = { gifkit: 'gifkit-search', giphy: 'giphy-search' };
/** The tag index of trending GIFs (the empty box), shown before the burst. */
const TRENDING = 99;
/** After the last keystroke: at least this long (debounce + slowest answer + rendering), ... */
const SETTLE_MIN_MS = 2500;
/** ... and until no API request has been in flight or started for this long. */
const QUIET_MS = 1000;
const CAP_MS = 15_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const SEARCH_PATH = /^\/v1\/(gifs|stickers)\/search$/;
const TRENDING_PATH = /^\/v1\/(gifs|stickers)\/trending$/;

/** Tags each GIF of a list answer with `index` (its id, wherever it appears) and points every URL at `origin`. */
export function tagAnswer(text, index, origin) {
  const body = JSON.parse(text);
  if (Array.isArray(body.data)) {
    body.data = body.data.map((gif) =>
      typeof gif?.id === 'string' ? JSON.parse(JSON.stringify(gif).replaceAll(gif.id, `${gif.id}_k${index}_`)) : gif,
    );
  }
  return JSON.stringify(body).replace(/https?:\/\/[A-Za-z0-9.-]+(:\d+)?/g, origin);
}

/** Routes the page's https requests: the API to the responder (logged), anything else to an empty 204. */
async function routeApi(context, { origin, terms, requests }) {
  const cors = { 'access-control-allow-origin': '*', 'access-control-expose-headers': '*' };
  await context.route(/^https:\/\//, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.hostname !== 'api.giphy.com' || request.method() !== 'GET') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    const q = (url.searchParams.get('q') ?? '').trim();
    const entry = { at: performance.now(), path: url.pathname, q, offset: Number(url.searchParams.get('offset') ?? 0) };
    requests.push(entry);
    try {
      const response = await fetch(url);
      let body = await response.text();
      const index = SEARCH_PATH.test(url.pathname)
        ? terms.indexOf(q)
        : TRENDING_PATH.test(url.pathname)
          ? TRENDING
          : -1;
      if (response.ok && index >= 0) body = tagAnswer(body, index, origin);
      await route.fulfill({
        status: response.status,
        headers: { 'content-type': response.headers.get('content-type') ?? 'application/json', ...cors },
        body,
      });
    } catch (error) {
      await route.abort().catch(() => {});
      entry.error = error.message;
    } finally {
      entry.done = performance.now();
    }
  });
}

/** The term index a request searches: a burst term's index, TRENDING, or -1 (not a search for results). */
function searchIndex(url, terms) {
  const { hostname, pathname, searchParams } = new URL(url);
  if (hostname !== 'api.giphy.com') return -1;
  if (SEARCH_PATH.test(pathname)) return terms.indexOf((searchParams.get('q') ?? '').trim());
  return TRENDING_PATH.test(pathname) ? TRENDING : -1;
}

/**
 * One run's figures from what the page saw (`window.__bench.result()`). An answer is stale
 * when its GIFs reach the screen after the kit has already sent a search for another term: the
 * search it answers was superseded (GIFs of the current search, shown while the user keeps
 * typing within the debounce, are not stale).
 */
export function judge(seen, terms) {
  const api = seen.requests.filter((r) => new URL(r.url).hostname === 'api.giphy.com');
  const searches = api.map((r) => ({ ...r, index: searchIndex(r.url, terms) })).filter((r) => r.index >= 0);
  const results = searches.filter((r) => r.index !== TRENDING);
  const staleTerms = new Set();
  for (const shown of seen.applied) {
    const current = searches.filter((r) => r.at < shown.at).at(-1)?.index ?? TRENDING;
    if (shown.index !== current) staleTerms.add(shown.index);
  }
  const last = terms.indexOf(terms[terms.length - 1]);
  const lastShown = seen.applied.find((a) => a.index === last);
  const lastKeystroke = seen.keystrokes.at(-1);
  return {
    sent: results.length,
    other: api.length - results.length,
    otherPaths: api
      .filter((r) => !results.some((s) => s.url === r.url && s.at === r.at))
      .map((r) => new URL(r.url).pathname),
    stale: staleTerms.size,
    staleTerms: [...staleTerms].map((i) => (i === TRENDING ? '(trending)' : terms[i])),
    wrongFinal: seen.final.length === 1 && seen.final[0] === last ? 0 : 1,
    resultsMs:
      lastShown && lastKeystroke !== undefined ? Math.round(lastShown.at - lastKeystroke) : Number.POSITIVE_INFINITY,
    keystrokeGapsMs: seen.keystrokes.slice(1).map((t, i) => Math.round(t - seen.keystrokes[i])),
    input: seen.input,
  };
}

async function burstRun(browser, origin, responder, kit, round, { word, keystrokeMs, latencyMs }) {
  const terms = Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1).trim());
  const random = seeded(1000 + round); // the latencies of the SDK-level burst of the same round
  const latency = new Map(terms.map((t) => [t, latencyMs[0] + Math.round(random() * (latencyMs[1] - latencyMs[0]))]));
  const requests = [];
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    await routeApi(context, { origin, terms, requests });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/${PAGE_OF[kit]}.html`);
    await page.waitForFunction(() => window.__bench);
    await page.waitForFunction((tag) => window.__bench.shown().includes(tag), TRENDING, { timeout: 10_000 });
    await sleep(500);
    responder.setLatency((term) => latency.get(term.trim()) ?? 0);
    await page.click('input');
    await page.evaluate(() => window.__bench.record());
    const burstStart = performance.now();
    for (const [i, char] of [...word].entries()) {
      const wait = burstStart + i * keystrokeMs - performance.now();
      if (wait > 0) await sleep(wait);
      await page.keyboard.type(char);
    }
    const lastKey = performance.now();
    while (performance.now() - lastKey < CAP_MS) {
      await sleep(100);
      const now = performance.now();
      if (now - lastKey < SETTLE_MIN_MS) continue;
      const busy = requests.some((r) => r.done === undefined || now - r.at < QUIET_MS || now - r.done < QUIET_MS);
      if (!busy) break;
    }
    const seen = await page.evaluate(() => window.__bench.result());
    if (errors.length) throw new Error(`page error: ${errors[0]}`);
    return judge(seen, terms);
  } finally {
    responder.setLatency(() => 0);
    await context.close();
  }
}

/**
 * Runs the burst through both kits' search boxes, `rounds` times each, alternating who goes
 * first; `{ status: 'skipped', reason }` without Chromium, `{ status: 'error', reason }` when a
 * run fails, else `{ status: 'ok', chromium, samples: { gifkit: run[], giphy: run[] } }`.
 */
export async function runSearchBoxBurst({ responder, rounds, word, keystrokeMs, latencyMs, log = () => {} }) {
  const { browser, reason } = await tryLaunchChromium({ args: BENCH_CHROMIUM_ARGS });
  if (!browser) return { status: 'skipped', reason };
  let server;
  try {
    server = await startGridServer({ pages: await buildPages(PAGES), width: 800 });
    const samples = { gifkit: [], giphy: [] };
    for (let round = 0; round < rounds; round++) {
      for (const kit of turnOrder(round)) {
        let run;
        try {
          run = await burstRun(browser, server.origin, responder, kit, round, { word, keystrokeMs, latencyMs });
        } catch (error) {
          return { status: 'error', reason: `${kit}, round ${round + 1}: ${error.message.split('\n')[0]}` };
        }
        samples[kit].push(run);
        log(
          `requests: search box ${kit} round ${round + 1}: ${run.sent} sent (+${run.other} other), ${run.stale} stale, ` +
            `final ${run.wrongFinal ? 'WRONG' : 'ok'}, results ${run.resultsMs} ms after the last key`,
        );
      }
    }
    return { status: 'ok', chromium: browser.version(), samples };
  } finally {
    await browser.close();
    await server?.close();
  }
}
