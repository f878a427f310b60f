/**
 * Request behaviour, both kits against the same local responder (gifkit/mock under msw):
 * - 10 concurrent identical searches → how many requests reach the network (gifkit must send 1);
 * - a search-as-you-type burst of 10 keystrokes, 60 ms apart, with a random 20–600 ms latency
 *   per request, so answers arrive out of order → requests sent, and what a naive UI (one that
 *   shows each answer as it arrives) would do: apply answers for a term the user has already
 *   typed past (stale), let an older answer replace a newer one (overtaken), end on an old
 *   term. gifkit is used as a user would: every keystroke aborts the previous search with an
 *   AbortSignal. GIPHY's GiphyFetch takes no signal, so its answers all arrive.
 * Each round uses its own terms (GIPHY's cache is module-wide) and its own latencies, the same
 * for both kits.
 * - the same burst through each kit's search box (bench/cases/searchBoxBurst.mjs: the
 *   `grid-search` task of each kit in real Chromium, each box with its own debounce, against
 *   this responder with the same latencies) → result requests sent, other requests, answers of
 *   a superseded search that reach the screen, the final screen, last keystroke → results.
 */

import { requireExports } from '../lib/gifkit.mjs';
import { importGiphyFetchApi } from '../lib/giphy.mjs';
import { startResponder } from '../lib/mockServer.mjs';
import { alternate, median, seeded } from '../lib/stats.mjs';
import { runSearchBoxBurst } from './searchBoxBurst.mjs';

const CONCURRENT = 10;
const WORD = 'funny cats'; // 10 keystrokes
const KEYSTROKE_MS = 60;
const LATENCY_MS = [20, 600];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One search function per kit with the same shape: `(term, signal?) => Promise<gifs>`. */
async function searchers() {
  const { createGiphyClient } = await requireExports('gifkit', ['createGiphyClient']);
  const { GiphyFetch } = await importGiphyFetchApi();
  const client = createGiphyClient({ apiKey: 'bench', storage: null, onWarning: () => {} });
  const gf = new GiphyFetch('bench');
  return {
    gifkit: (term, signal) => client.searchGifs(term, { limit: 10, signal }),
    giphy: (term) => gf.search(term, { limit: 10 }),
  };
}

async function concurrent(responder, search, kit, round) {
  const term = `same ${kit} ${round}`;
  await Promise.all(Array.from({ length: CONCURRENT }, () => search[kit](term)));
  return responder.count(term);
}

async function burst(responder, search, kit, round) {
  const prefix = `r${round}${kit} `;
  const terms = Array.from({ length: WORD.length }, (_, i) => prefix + WORD.slice(0, i + 1));
  const random = seeded(1000 + round);
  const latency = new Map(
    terms.map((t) => [t, LATENCY_MS[0] + Math.round(random() * (LATENCY_MS[1] - LATENCY_MS[0]))]),
  );
  responder.setLatency((term) => latency.get(term) ?? 0);
  let input = '';
  let shown = -1;
  let stale = 0;
  let overtaken = 0;
  let controller;
  const pending = [];
  for (const [index, term] of terms.entries()) {
    input = term;
    controller?.abort();
    controller = new AbortController();
    const apply = () => {
      if (term !== input) stale++;
      if (index < shown) overtaken++;
      shown = index;
    };
    const call = kit === 'gifkit' ? search.gifkit(term, controller.signal) : search.giphy(term);
    pending.push(call.then(apply, () => {})); // an aborted search rejects; a naive UI ignores it
    await sleep(KEYSTROKE_MS);
  }
  await Promise.all(pending);
  responder.setLatency(() => 0);
  const sent = terms.reduce((sum, t) => sum + responder.count(t), 0);
  return { sent, stale, overtaken, wrongFinal: shown !== terms.length - 1 ? 1 : 0 };
}

/** Runs both request-behaviour cases; returns one row per measured figure. */
export async function runRequestsCase({ rounds = 7, log = () => {} } = {}) {
  const responder = await startResponder();
  try {
    let search;
    try {
      search = await searchers();
    } catch (error) {
      const status = error.name === 'PendingError' ? 'pending' : 'error';
      return [{ id: 'requests', title: 'request behaviour', status, error: error.message }];
    }
    log('requests: concurrent identical searches');
    const calls = await alternate(rounds, (kit, round) => concurrent(responder, search, kit, round));
    log('requests: search-as-you-type burst');
    const bursts = await alternate(rounds, (kit, round) => burst(responder, search, kit, round));
    log('requests: the same burst through each search box (Chromium)');
    const box = await runSearchBoxBurst({
      responder,
      rounds,
      word: WORD,
      keystrokeMs: KEYSTROKE_MS,
      latencyMs: LATENCY_MS,
      log,
    });
    const pickFrom = (runs) => (key) => ({
      gifkit: runs.gifkit.map((b) => b[key]),
      giphy: runs.giphy.map((b) => b[key]),
    });
    const pick = pickFrom(bursts);
    const row = (id, title, samples, must, unit = 'count') => ({
      id,
      title,
      unit,
      gifkit: median(samples.gifkit),
      giphy: median(samples.giphy),
      max: { gifkit: Math.max(...samples.gifkit), giphy: Math.max(...samples.giphy) },
      must,
      status: must === undefined ? 'info' : Math.max(...samples.gifkit) <= must ? 'ok' : 'miss',
      samples,
    });
    const boxTitle = `${WORD.length}-keystroke burst through the search box`;
    const boxRows =
      box.status === 'ok'
        ? [
            {
              ...row('search-box-sent', `${boxTitle} → result requests sent`, pickFrom(box.samples)('sent')),
              chromium: box.chromium,
              runs: box.samples,
            },
            row(
              'search-box-other',
              `${boxTitle} → other requests from the first keystroke (suggestions, channels)`,
              pickFrom(box.samples)('other'),
            ),
            row(
              'search-box-stale',
              `${boxTitle} → answers of a superseded search that reach the screen`,
              pickFrom(box.samples)('stale'),
              0,
            ),
            row(
              'search-box-wrong-final',
              `${boxTitle} → final screen shows an old term`,
              pickFrom(box.samples)('wrongFinal'),
              0,
            ),
            row(
              'search-box-results-ms',
              `${boxTitle} → last keystroke to the last term's GIFs on screen (ms)`,
              pickFrom(box.samples)('resultsMs'),
              undefined,
              'ms',
            ),
          ]
        : [{ id: 'search-box-burst', title: boxTitle, status: box.status, error: box.reason }];
    return [
      row('concurrent-identical', `${CONCURRENT} concurrent identical searches → network calls`, calls, 1),
      row('burst-sent', `${WORD.length}-keystroke burst → requests sent`, pick('sent')),
      row('burst-stale', `${WORD.length}-keystroke burst → answers for an older term applied`, pick('stale'), 0),
      row(
        'burst-overtaken',
        `${WORD.length}-keystroke burst → older answer replaces a newer one`,
        pick('overtaken'),
        0,
      ),
      row(
        'burst-wrong-final',
        `${WORD.length}-keystroke burst → final screen shows an old term`,
        pick('wrongFinal'),
        0,
      ),
      ...boxRows,
    ];
  } finally {
    responder.close();
  }
}
