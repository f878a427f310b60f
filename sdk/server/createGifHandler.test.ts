import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockUpstream } from '../../test/support/mockUpstream';
import { getGif, searchGifs, trendingGifs } from '../client/calls';
import { createGiphyCore } from '../client/core';
import { FetchError } from '../errors';
import { createGifHandler, type GifHandlerOptions } from './index';

const KEY = 'server-only-KEY-8c1f3e';
const ORIGIN = 'https://app.example';

function setup(options: Partial<GifHandlerOptions> = {}) {
  const upstream = createMockUpstream();
  const logs: string[] = [];
  const handler = createGifHandler({ apiKey: KEY, fetch: upstream.fetch, log: (line) => logs.push(line), ...options });
  /** Calls the handler; returns the response and everything a user could read of it. */
  const call = async (path: string, init?: RequestInit) => {
    const response = await handler(new Request(`${ORIGIN}/api/gifs${path}`, init));
    const body = await response.text();
    const seen = [body, ...[...response.headers].map(([n, v]) => `${n}: ${v}`)].join('\n');
    return { response, body, seen, json: () => JSON.parse(body) as Record<string, unknown> };
  };
  return { upstream, logs, handler, call };
}

/** One path per served operation, valid for gifkit/mock. */
const EVERY_READ = [
  '/v1/gifs/search?q=cats&limit=5&rating=pg-13',
  '/v1/stickers/search?q=cats',
  '/v1/gifs/trending?limit=5',
  '/v1/gifs/categories',
  '/v1/gifs/categories/actions',
  '/v1/gifs/categories/actions/dancing',
  '/v1/trending/searches',
  '/v1/gifs/search/tags?q=ca',
  '/v1/tags/related/cat',
  '/v1/gifs/l0HlyLQsbvhciAuKA',
  '/v1/gifs?ids=l0HlyLQsbvhciAuKA,dalJ0CpF7hwmN1nZXe',
  '/v1/gifs/related?gif_id=l0HlyLQsbvhciAuKA',
  '/v1/channels/search?q=nba',
];

afterEach(() => vi.useRealTimers());

describe('serving the provider', () => {
  it('answers every read a browser needs, adding the key upstream and never showing it', async () => {
    const { call, upstream, logs } = setup();
    for (const path of EVERY_READ) {
      const { response, seen } = await call(path);
      expect(response.status, path).toBe(200);
      expect(seen).not.toContain(KEY);
      const sent = new URL(upstream.calls.at(-1)!.url);
      expect(sent.searchParams.get('api_key'), path).toBe(KEY);
      expect(sent.origin).toBe('https://api.giphy.com');
      expect(sent.pathname).toBe(path.split('?')[0]);
    }
    expect(upstream.calls).toHaveLength(EVERY_READ.length);
    expect(logs.join('\n')).not.toContain(KEY);
  });

  it('serves under any prefix, or only under basePath when given', async () => {
    const { handler } = setup({ basePath: '/api/gifs' });
    expect((await handler(new Request(`${ORIGIN}/api/gifs/v1/gifs/trending`))).status).toBe(200);
    expect((await handler(new Request(`${ORIGIN}/other/v1/gifs/trending`))).status).toBe(404);
    const anywhere = setup();
    expect((await anywhere.handler(new Request(`${ORIGIN}/v1/gifs/trending`))).status).toBe(200);
    expect((await anywhere.handler(new Request(`${ORIGIN}/deep/mount/v1/gifs/trending`))).status).toBe(200);
  });

  it('sends nothing of the user upstream: no cookie, IP or user agent; only the allowed query', async () => {
    const { call, upstream } = setup();
    await call('/v1/gifs/search?q=cats', {
      headers: {
        cookie: 'session=1',
        'x-forwarded-for': '203.0.113.9',
        'user-agent': 'Browser/1',
        authorization: 'Bearer t',
      },
    });
    const sent = upstream.calls[0]!;
    expect([...sent.headers.keys()]).toEqual(['accept']);
    expect([...new URL(sent.url).searchParams.keys()].sort()).toEqual(['api_key', 'q']);
  });

  it('fills country_code and region from the platform headers and varies on them', async () => {
    const { call, upstream } = setup();
    const cf = await call('/v1/gifs/search?q=cats', { headers: { 'cf-ipcountry': 'de' } });
    expect(new URL(upstream.calls.at(-1)!.url).searchParams.get('country_code')).toBe('DE');
    expect(cf.response.headers.get('vary')).toBe('cf-ipcountry, x-vercel-ip-country, x-vercel-ip-country-region');
    await call('/v1/gifs/trending', { headers: { 'x-vercel-ip-country': 'US', 'x-vercel-ip-country-region': 'CA' } });
    const sent = new URL(upstream.calls.at(-1)!.url).searchParams;
    expect([sent.get('country_code'), sent.get('region')]).toEqual(['US', 'US-CA']);
    await call('/v1/gifs/trending', { headers: { 'cf-ipcountry': 'XX' } });
    expect(new URL(upstream.calls.at(-1)!.url).searchParams.has('country_code')).toBe(false);
    // Calls without a country parameter do not vary by it.
    expect(
      (await call('/v1/gifs/categories', { headers: { 'cf-ipcountry': 'DE' } })).response.headers.has('vary'),
    ).toBe(false);
    const own = setup({ geo: { country: ['x-geo-country'] } });
    const configured = await own.call('/v1/gifs/search?q=cats', {
      headers: { 'x-geo-country': 'FR', 'cf-ipcountry': 'DE' },
    });
    expect(new URL(own.upstream.calls[0]!.url).searchParams.get('country_code')).toBe('FR');
    expect(configured.response.headers.get('vary')).toBe('x-geo-country, x-vercel-ip-country-region');
    const off = setup({ geo: false });
    await off.call('/v1/gifs/search?q=cats', { headers: { 'cf-ipcountry': 'DE' } });
    expect(new URL(off.upstream.calls[0]!.url).searchParams.has('country_code')).toBe(false);
  });

  it('passes per-user ids through per user, and keeps such answers out of shared caches', async () => {
    const { call, upstream } = setup();
    const a = await call('/v1/gifs/search?q=cats&random_id=aaaa1111&pingback_id=0123456789abcdef');
    const b = await call('/v1/gifs/search?q=cats&random_id=bbbb2222');
    const sent = upstream.calls.map((r) => new URL(r.url).searchParams);
    expect(sent.map((p) => p.get('random_id'))).toEqual(['aaaa1111', 'bbbb2222']);
    expect(sent[0]!.get('pingback_id')).toBe('0123456789abcdef');
    expect(a.response.headers.get('cache-control')).toBe('private, no-store');
    expect(b.response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('cache headers', () => {
  it('lets a CDN keep lists, trending longer than search, and never errors', async () => {
    const { call } = setup();
    expect((await call('/v1/gifs/search?q=cats')).response.headers.get('cache-control')).toBe(
      'public, s-maxage=300, stale-while-revalidate=600, stale-if-error=3600',
    );
    expect((await call('/v1/gifs/trending')).response.headers.get('cache-control')).toBe(
      'public, s-maxage=900, stale-while-revalidate=1800, stale-if-error=3600',
    );
    expect((await call('/v1/gifs/search?q=error%20500')).response.headers.get('cache-control')).toBe('no-store');
    expect((await call('/v1/gifs/search?q=')).response.headers.get('cache-control')).toBe('no-store');
  });

  it('takes its lifetimes from options, or stores nothing', async () => {
    const custom = setup({ cache: { search: { sMaxAge: 1, staleWhileRevalidate: 5 } } });
    expect((await custom.call('/v1/gifs/search?q=cats')).response.headers.get('cache-control')).toBe(
      'public, s-maxage=1, stale-while-revalidate=5, stale-if-error=3600',
    );
    const none = setup({ cache: false });
    expect((await none.call('/v1/gifs/trending')).response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the allow-list, from the OpenAPI contract', () => {
  const refused: [string, number, string | undefined][] = [
    [`/v1/gifs/search?q=${'a'.repeat(51)}`, 400, 'q'],
    ['/v1/gifs/search?q=cats&limit=51', 400, 'limit'],
    ['/v1/gifs/search?q=cats&limit=-1', 400, 'limit'],
    ['/v1/gifs/search?q=cats&offset=5000', 400, 'offset'],
    ['/v1/gifs/trending?offset=500', 400, 'offset'],
    ['/v1/gifs/search?q=cats&rating=nc-17', 400, 'rating'],
    ['/v1/gifs/search?q=cats&evil=1', 400, 'evil'],
    ['/v1/gifs/search?limit=5', 400, 'q'],
    ['/v1/gifs/search?q=cats&q=dogs', 400, 'q'],
    ['/v1/gifs/search?q=cats&api_key=mine', 400, 'api_key'],
    ['/v1/gifs/search?q=cats&api%5Fkey=mine', 400, 'api_key'],
    ['/v1/gifs/search?q=cats%0d%0aSet-Cookie:%20x=1', 400, 'q'],
    ['/v1/gifs/search?q=cats&country_code=USA', 400, 'country_code'],
    ['/v1/clips/search?q=cats', 400, 'type'],
    ['/v1/gifs/%2e%2e%2fadmin', 400, 'gif_id'],
    ['/v1/gifs?ids=a,b;c', 400, 'ids'],
    ['/v1/gifs/categories/a%2fb', 400, 'category'],
    [`/v1/gifs/search?q=cats&x=${'y'.repeat(3000)}`, 414, undefined],
    ['/v1/emoji', 404, undefined],
    ['/v1/gifs/random', 404, undefined],
    ['/v1/text/animate?m=hi', 404, undefined],
    ['/v1/gifs/l0HlyLQsbvhciAuKA/cta', 404, undefined],
    ['/admin', 404, undefined],
  ];
  it.each(refused)('%s → %i naming %s, nothing sent upstream', async (path, status, field) => {
    const { call, upstream } = setup();
    const answer = await call(path);
    expect(answer.response.status).toBe(status);
    expect(answer.response.headers.get('content-type')).toContain('application/json');
    if (field) expect(answer.json()).toMatchObject({ field });
    expect(answer.json().message).toEqual(expect.any(String));
    expect(answer.seen).not.toContain(KEY);
    expect(upstream.calls).toHaveLength(0);
  });

  it('answers 405 with Allow for a method the call does not take', async () => {
    const { call, upstream } = setup();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const { response } = await call('/v1/gifs/search?q=cats', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    expect((await call('/v2/pingback')).response.status).toBe(405);
    const head = await call('/v1/gifs/trending', { method: 'HEAD' });
    expect([head.response.status, head.body]).toEqual([200, '']);
    expect(upstream.calls.map((r) => r.method)).toEqual(['GET']);
  });
});

describe('upstream failures', () => {
  it('turns a rate limit into 429 with Retry-After, the provider’s own when it gives one', async () => {
    const { call, upstream, logs } = setup();
    upstream.failWith(429);
    const plain = await call('/v1/gifs/search?q=cats');
    expect([plain.response.status, plain.response.headers.get('retry-after')]).toEqual([429, '60']);
    upstream.failWith(
      () => new Response('{"message":"API rate limit exceeded"}', { status: 429, headers: { 'retry-after': '17' } }),
    );
    expect((await call('/v1/gifs/trending')).response.headers.get('retry-after')).toBe('17');
    expect(plain.response.headers.get('cache-control')).toBe('no-store');
    expect(logs).toHaveLength(2);
  });

  it('turns 5xx, a synthetic response, a network failure or a timeout into 503 with Retry-After', async () => {
    const { call, upstream } = setup({ timeoutMs: 50 });
    const answers: Record<string, () => Response | Promise<Response>> = {
      500: () => new Response('oops', { status: 500 }),
      synthetic: () => Response.json({ data: [], meta: { status: 200, msg: 'OK', response_id: '' } }),
      html: () => new Response('<html>gateway</html>', { status: 200 }),
      network: () => Promise.reject(new TypeError('fetch failed')),
      timeout: () => new Promise<Response>(() => {}),
    };
    for (const [what, answer] of Object.entries(answers)) {
      upstream.failWith(
        what === 'timeout'
          ? (request) =>
              new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)))
          : answer,
      );
      const { response, json } = await call('/v1/gifs/search?q=cats');
      expect([what, response.status, response.headers.get('retry-after')]).toEqual([what, 503, '10']);
      expect(json().message).toBe('the GIF service is unavailable');
    }
  });

  it('never shows the key, even when the provider echoes it, redirects with it or refuses it', async () => {
    const { call, upstream, logs } = setup();
    const echo =
      (status: number, extra: Record<string, string> = {}) =>
      (request: Request) =>
        new Response(JSON.stringify({ data: [], meta: { status, msg: `bad ${request.url}`, response_id: 'r' } }), {
          status,
          headers: { 'x-echo': request.url, ...extra },
        });
    for (const answer of [
      echo(200),
      echo(401),
      echo(403),
      echo(404),
      echo(400),
      echo(302, { location: `https://x/?api_key=${KEY}` }),
    ]) {
      upstream.failWith(answer);
      const { seen, response } = await call('/v1/gifs/search?q=cats');
      expect(seen).not.toContain(KEY);
      expect(response.headers.has('location')).toBe(false);
      expect(response.headers.has('x-echo')).toBe(false);
    }
    upstream.failWith(() => Promise.reject(new Error(`connect failed for ${KEY}`)));
    await call('/v1/gifs/trending');
    expect(logs.length).toBeGreaterThan(3);
    expect(logs.join('\n')).not.toContain(KEY);
  });
});

describe('pingbacks through the same handler', () => {
  const events = { events: [{ ts: 1, action_type: 'SEEN', user_id: 'u1', analytics_response_payload: 'e=1' }] };

  it('forwards the batch with the key to the pingback service, answering 204', async () => {
    const { call, upstream } = setup();
    const { response, seen } = await call('/v2/pingback', { method: 'POST', body: JSON.stringify(events) });
    expect([response.status, response.headers.get('cache-control')]).toEqual([204, 'no-store']);
    expect(seen).not.toContain(KEY);
    const sent = upstream.calls[0]!;
    expect(new URL(sent.url).origin + new URL(sent.url).pathname).toBe('https://pingback.giphy.com/v2/pingback');
    expect(new URL(sent.url).searchParams.get('apikey')).toBe(KEY);
    expect(await sent.json()).toEqual(events);
  });

  it('refuses what is not a batch of events, or too big', async () => {
    const { call, upstream } = setup();
    expect((await call('/v2/pingback', { method: 'POST', body: 'nope' })).response.status).toBe(400);
    expect((await call('/v2/pingback', { method: 'POST', body: '{"events":[]}' })).json()).toMatchObject({
      field: 'events',
    });
    const big = JSON.stringify({ events: [{ pad: 'x'.repeat(70_000) }] });
    expect((await call('/v2/pingback', { method: 'POST', body: big })).response.status).toBe(413);
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('the per-client token bucket', () => {
  it('answers 429 with Retry-After past the bucket, per client, and refills', async () => {
    vi.useFakeTimers();
    const { call, upstream } = setup({ rateLimit: { capacity: 2, refillPerSecond: 0.5 } });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } });
    expect((await call('/v1/gifs/trending', from('1.1.1.1'))).response.status).toBe(200);
    expect((await call('/v1/gifs/trending', from('1.1.1.1'))).response.status).toBe(200);
    const over = await call('/v1/gifs/trending', from('1.1.1.1'));
    expect([over.response.status, over.response.headers.get('retry-after')]).toEqual([429, '2']);
    expect((await call('/v1/gifs/trending', from('2.2.2.2'))).response.status).toBe(200);
    vi.advanceTimersByTime(2000);
    expect((await call('/v1/gifs/trending', from('1.1.1.1'))).response.status).toBe(200);
    expect(upstream.calls).toHaveLength(4);
  });
});

describe('the keyless client in front of it', () => {
  it('needs no key, sends none, and gets the same answers', async () => {
    const { handler, upstream } = setup();
    const seen: URL[] = [];
    const core = createGiphyCore({
      serverUrl: `${ORIGIN}/api/gifs`,
      storage: null,
      fetch: (request) => {
        seen.push(new URL(request.url));
        return handler(request);
      },
    });
    const { data } = await searchGifs(core, 'cats', { limit: 5 });
    expect(data).toHaveLength(5);
    await trendingGifs(core, { limit: 5 });
    expect((await getGif(core, data[0]!.id)).data.id).toBe(data[0]!.id);
    for (const url of seen) {
      expect(url.searchParams.has('api_key')).toBe(false);
      expect(url.searchParams.has('pingback_id')).toBe(false);
    }
    expect(upstream.calls.every((r) => new URL(r.url).searchParams.get('api_key') === KEY)).toBe(true);
  });

  it('reads the handler’s refusals and Retry-After as typed errors', async () => {
    const { handler, upstream } = setup();
    const core = createGiphyCore({ serverUrl: `${ORIGIN}/api/gifs`, storage: null, fetch: handler });
    upstream.failWith(429);
    const error = await searchGifs(core, 'cats').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).status).toBe(429);
    expect((error as FetchError).message).toBe('gifkit: the GIF service is rate limited');
  });
});
