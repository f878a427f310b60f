/**
 * The CDN as the shared cache: a real nginx (`proxy_cache`, Debian's nginx-light, found or
 * installed by scripts/ensure-nginx.mjs; configured by scripts/nginxCache.mjs) in front of
 * gifkit/server on node:http, gifkit/mock upstream. nginx is configured only to collapse
 * concurrent misses (`proxy_cache_lock`), to refresh in the background and to serve stale copies
 * on errors; how long it keeps an answer comes from the handler's own Cache-Control. One nginx
 * for the file.
 *
 * Two handlers sit behind it: `/api/gifs` with the default lifetimes, and `/short/` whose search
 * answers are fresh for 1 s (and revalidated in the background for 1 s more), so that "the
 * upstream fails for longer than the cache keeps an answer fresh" takes seconds instead of
 * minutes. No test sleeps: each keeps sending users' requests until the state it waits for
 * (upstream calls failed, the answer's windows passed) is reached.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startNginxCache } from '../../scripts/nginxCache.mjs';
import { createMockUpstream } from '../../test/support/mockUpstream';
import { createGifHandler, toNodeListener } from './index';

const KEY = 'cdn-secret-KEY-1b2c3d';
const upstream = createMockUpstream();
let handlers: Server;
let nginx: Awaited<ReturnType<typeof startNginxCache>>;
let origin = '';

beforeAll(async () => {
  const long = createGifHandler({ apiKey: KEY, fetch: upstream.fetch, basePath: '/api/gifs', log: () => {} });
  const short = createGifHandler({
    apiKey: KEY,
    fetch: upstream.fetch,
    basePath: '/short',
    log: () => {},
    cache: { search: { sMaxAge: 1, staleWhileRevalidate: 1, staleIfError: 600 } },
  });
  handlers = createServer(
    toNodeListener((request) => (new URL(request.url).pathname.startsWith('/short/') ? short : long)(request)),
  );
  await new Promise<void>((resolve) => handlers.listen(0, '127.0.0.1', resolve));
  nginx = await startNginxCache((handlers.address() as { port: number }).port);
  origin = nginx.origin;
}, 120_000);

afterAll(async () => {
  await nginx?.close();
  await new Promise<void>((resolve) => handlers?.close(() => resolve()));
});

/** A request from one of many users: each its own address, browser and cookie, all in Sweden. */
const asUser = (i: number) => ({
  headers: {
    'x-forwarded-for': `198.51.100.${i % 250}`,
    'user-agent': `Browser/${i}`,
    cookie: `session=${i}`,
    'cf-ipcountry': 'SE',
  },
});

const callsFor = (pathname: string) => upstream.calls.filter((r) => new URL(r.url).pathname === pathname).length;

it('answers 100 concurrent identical searches from different users with one upstream call, then none', async () => {
  const url = `${origin}/api/gifs/v1/gifs/search?q=otters&limit=10`;
  const first = await Promise.all(Array.from({ length: 100 }, (_, i) => fetch(url, asUser(i))));
  const bodies = await Promise.all(first.map((r) => r.text()));
  expect(first.every((r) => r.status === 200)).toBe(true);
  expect(new Set(bodies).size).toBe(1);
  expect(JSON.parse(bodies[0]!).data).toHaveLength(10);
  expect(bodies[0]).not.toContain(KEY);
  expect(callsFor('/v1/gifs/search')).toBe(1);
  expect(new URL(upstream.calls[0]!.url).searchParams.get('country_code')).toBe('SE');

  // A second wave inside s-maxage: every answer from nginx's copy.
  const second = await Promise.all(Array.from({ length: 100 }, (_, i) => fetch(url, asUser(i + 100))));
  expect(second.map((r) => r.headers.get('x-cache-status'))).toEqual(Array(100).fill('HIT'));
  expect(await Promise.all(second.map((r) => r.text()))).toEqual(Array(100).fill(bodies[0]));
  expect(callsFor('/v1/gifs/search')).toBe(1);
  expect(first[0]!.headers.get('cache-control')).toMatch(/^public, s-maxage=300, /);
});

it('never stores an error: a failed call is asked again, and the next success is kept', async () => {
  const url = `${origin}/api/gifs/v1/gifs/trending?limit=5`;
  upstream.failWith(500);
  const failed = await fetch(url);
  expect([failed.status, failed.headers.get('cache-control')]).toEqual([503, 'no-store']);
  upstream.failWith(null);
  const ok = await fetch(url);
  expect([ok.status, ok.headers.get('x-cache-status')]).toEqual([200, 'MISS']);
  expect((await fetch(url)).headers.get('x-cache-status')).toBe('HIT');
  expect(callsFor('/v1/gifs/trending')).toBe(2);
});

it('keeps serving the stale list while the upstream fails for longer than it is fresh, and loses nothing', async () => {
  const url = `${origin}/short/v1/gifs/search?q=puffins&limit=8`;
  const filled = await fetch(url, asUser(1000));
  const list = await filled.text();
  expect([filled.status, JSON.parse(list).data.length, filled.headers.get('x-cache-status')]).toEqual([200, 8, 'MISS']);

  const filledAt = Date.now();
  upstream.failWith(500);
  const failuresAtStart = upstream.calls.length;
  // Users keep asking while the upstream fails, past the answer's fresh (s-maxage=1) and
  // revalidating (stale-while-revalidate=1) windows, into stale-if-error alone: nginx asks the
  // upstream again and again, every ask fails, and every user still gets the list.
  const answers: { status: number; cache: string | null; same: boolean }[] = [];
  let i = 0;
  while (upstream.calls.length - failuresAtStart < 3 || Date.now() - filledAt < 3000) {
    const response = await fetch(url, asUser(i++));
    answers.push({
      status: response.status,
      cache: response.headers.get('x-cache-status'),
      same: (await response.text()) === list,
    });
  }
  expect(answers.filter((a) => !(a.status === 200 && a.same))).toEqual([]);
  expect(answers.filter((a) => a.cache === 'STALE').length).toBeGreaterThanOrEqual(3);

  // The upstream is back: the next refresh replaces the stale copy.
  upstream.failWith(null);
  const recovered = upstream.calls.length;
  let fresh: Response | undefined;
  while (!fresh) {
    const response = await fetch(url, asUser(i++));
    expect(response.status).toBe(200);
    if (upstream.calls.length > recovered && response.headers.get('x-cache-status') !== 'STALE') fresh = response;
    else await response.text();
  }
  expect(JSON.parse(await fresh.text()).data).toHaveLength(8);
});
