/**
 * gifkit/server, in one run on one machine, against a local "provider" on 127.0.0.1
 * that answers every call with the same recorded GIPHY search page (25 GIFs):
 * - the handler's cost: the page fetched directly from the provider vs through the handler on
 *   node:http (`toNodeListener`) in front of it, alternating per round: requests per second (8
 *   at a time) and latency p50/p95 one at a time over keep-alive connections, and the added
 *   latency; plus the handler alone in process (its upstream answering from memory), per call.
 * - upstream calls for 1,000 user searches: 200 users × 5 searches, terms drawn Zipf (s = 1)
 *   over the 20 recorded trending terms. Per-browser clients (each user its own SDK client and
 *   cache, keyed, calling the provider) vs the same users' keyless clients through the handler,
 *   without a cache and with nginx's proxy_cache in front (when nginx is there: scripts/ensure-nginx.mjs).
 */
import { readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { importGifkit } from '../lib/gifkit.mjs';
import { alternate, median, percentile, seeded } from '../lib/stats.mjs';
import { ROOT } from '../measure.mjs';

const FIXTURES = path.join(ROOT, 'sdk/mock/fixtures'); // the recorded answers gifkit/mock ships
const PAGE = readFileSync(path.join(FIXTURES, 'gifexpertapp__search-2024.json'), 'utf8');
const TERMS = JSON.parse(readFileSync(path.join(FIXTURES, 'giphy-js__trending-searches.json'), 'utf8')).data;
const SEQUENTIAL = 300;
const CONCURRENT = 8;
const THROUGHPUT = 1200;
const USERS = 200;
const SEARCHES_PER_USER = 5;

/** Listens on 127.0.0.1; idle keep-alive sockets stay open longer than a client reuses them (no reset races). */
const listen = (server) => {
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
};

/** GETs over one keep-alive agent; resolves the time each took (ms). */
function getter(concurrency) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  return (url) =>
    new Promise((resolve, reject) => {
      const start = performance.now();
      httpRequest(url, { agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error(`${res.statusCode} ${url}`)),
        );
      })
        .on('error', reject)
        .end();
    });
}

async function sequential(url, n) {
  const get = getter(1);
  const times = [];
  for (let i = 0; i < n; i++) times.push(await get(url));
  return times;
}

async function throughput(url, n, concurrency) {
  const get = getter(concurrency);
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < n) await get(url);
    }),
  );
  return (n / (performance.now() - start)) * 1000;
}

/** Zipf (s = 1) over `items` by rank, from a seeded random source. */
function zipf(items, random) {
  const weights = items.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let r = random() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r <= 0) return items[i];
    }
    return items.at(-1);
  };
}

export async function runServerCase({ rounds, log }) {
  const { createGifHandler, toNodeListener } = await importGifkit('gifkit/server');
  const { createGiphyCore, searchGifs } = await importGifkit('gifkit');
  const { findNginx } = await import('../../scripts/ensure-nginx.mjs');
  const { startNginxCache } = await import('../../scripts/nginxCache.mjs');

  // The provider: every call answered with the recorded page; calls counted by search term.
  const calls = new Map();
  const provider = createServer((req, res) => {
    const q = new URL(req.url, 'http://x').searchParams.get('q') ?? '';
    calls.set(q, (calls.get(q) ?? 0) + 1);
    res.writeHead(200, { 'content-type': 'application/json' }).end(PAGE);
  });
  const providerOrigin = await listen(provider);
  // Every client of the provider (the handler's upstream, the per-browser SDK clients) goes
  // through node:http over keep-alive connections, as the direct path does, so the figures
  // compare the handler's own work and hop, not two HTTP client stacks (Node's built-in fetch
  // is measured apart, below).
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  /** A fetch over node:http: the request as it is, or with its origin replaced by `origin`. */
  const httpFetch = (origin) => async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        (origin ?? url.origin) + url.pathname + url.search,
        { method: request.method, headers: Object.fromEntries(request.headers), agent },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: res.headers })),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
  const toProvider = httpFetch(providerOrigin);
  const handler = createGifHandler({ apiKey: 'bench-key', fetch: toProvider, basePath: '/api/gifs', log: () => {} });
  const front = createServer(toNodeListener(handler));
  const frontOrigin = await listen(front);
  const path1 = '/v1/gifs/search?q=cats&limit=25&rating=pg-13';
  // A bare pass-through on the same adapters (toNodeListener in, the same fetch out, the bytes
  // back): what any proxy hop costs here, so the handler's own work is the difference.
  const bare = createServer(
    toNodeListener(async (request) => {
      const url = new URL(request.url);
      const answer = await toProvider(
        new Request(`${providerOrigin}${url.pathname.slice('/api/gifs'.length)}${url.search}&api_key=bench-key`),
      );
      return new Response(await answer.arrayBuffer(), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const bareOrigin = await listen(bare);
  const urls = {
    direct: `${providerOrigin}${path1}&api_key=bench-key`,
    bare: `${bareOrigin}/api/gifs${path1}`,
    handler: `${frontOrigin}/api/gifs${path1}`,
  };

  log('server: handler vs direct');
  for (const url of Object.values(urls)) await sequential(url, 50); // warm-up
  const kinds = ['direct', 'bare', 'handler'];
  const latency = await alternate(rounds, (kind) => sequential(urls[kind], SEQUENTIAL), kinds);
  const rps = await alternate(rounds, (kind) => throughput(urls[kind], THROUGHPUT, CONCURRENT), kinds);
  const flat = (kind) => latency[kind].flat();
  const timing = Object.fromEntries(
    kinds.map((kind) => [kind, { p50: median(flat(kind)), p95: percentile(flat(kind), 95), rps: median(rps[kind]) }]),
  );

  // Node's built-in fetch (undici) to the same provider, one at a time: what a Node server's
  // handler pays per upstream call with the default `fetch`.
  const builtin = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    await (await fetch(urls.direct)).text();
    builtin.push(performance.now() - start);
  }

  // The handler alone, in process: its upstream answers from memory with the page's bytes, and
  // the answer is read as bytes (as toNodeListener does), so no string is encoded or decoded
  // that a server would not; a bare Response copy is measured beside it in the same loop.
  const bytes = new TextEncoder().encode(PAGE);
  const inMemory = createGifHandler({ apiKey: 'bench-key', fetch: async () => new Response(bytes), log: () => {} });
  const copy = async () => new Response(await new Response(bytes).arrayBuffer());
  const request = () => new Request(`https://app.example/api/gifs${path1}`);
  const alone = [];
  const copied = [];
  for (let i = 0; i < 2200; i++) {
    for (const [run, into] of [
      [inMemory, alone],
      [copy, copied],
    ]) {
      const start = performance.now();
      await (await run(request())).arrayBuffer();
      if (i >= 200) into.push(performance.now() - start);
    }
  }

  // 1,000 user searches, Zipf over the trending terms.
  log('server: upstream calls for 1,000 user searches');
  const draw = zipf(TERMS, seeded(31));
  const plan = Array.from({ length: USERS }, () => Array.from({ length: SEARCHES_PER_USER }, draw));
  const distinct = new Set(plan.flat()).size;
  const providerCalls = async (makeClient) => {
    calls.clear();
    // 50 users at a time, each user's searches one after another.
    for (let i = 0; i < plan.length; i += 50) {
      await Promise.all(
        plan.slice(i, i + 50).map(async (terms) => {
          const client = makeClient();
          for (const term of terms) await searchGifs(client, term, { limit: 25 });
        }),
      );
    }
    return [...calls.values()].reduce((a, b) => a + b, 0);
  };
  const searches = {
    perBrowser: await providerCalls(() =>
      createGiphyCore({ apiKey: 'browser-key', storage: null, onWarning: () => {}, fetch: toProvider }),
    ),
    handlerNoCache: await providerCalls(() =>
      createGiphyCore({ serverUrl: `${frontOrigin}/api/gifs`, storage: null, onWarning: () => {}, fetch: httpFetch() }),
    ),
  };
  if (findNginx()) {
    const nginx = await startNginxCache(Number(new URL(frontOrigin).port));
    try {
      searches.handlerWithCache = await providerCalls(() =>
        createGiphyCore({
          serverUrl: `${nginx.origin}/api/gifs`,
          storage: null,
          onWarning: () => {},
          fetch: httpFetch(),
        }),
      );
      searches.maxPerQuery = Math.max(...calls.values());
    } finally {
      await nginx.close();
    }
  } else {
    searches.skipped = 'nginx not found (scripts/ensure-nginx.mjs)';
  }
  await new Promise((resolve) => front.close(resolve));
  await new Promise((resolve) => bare.close(resolve));
  await new Promise((resolve) => provider.close(resolve));
  return {
    timing,
    addedP50: timing.handler.p50 - timing.direct.p50,
    addedP95: timing.handler.p95 - timing.direct.p95,
    overBareP50: timing.handler.p50 - timing.bare.p50,
    overBareP95: timing.handler.p95 - timing.bare.p95,
    builtinFetchP50: median(builtin),
    aloneP50: median(alone),
    aloneP95: percentile(alone, 95),
    copyP50: median(copied),
    searches: { total: USERS * SEARCHES_PER_USER, users: USERS, distinct, ...searches },
  };
}
