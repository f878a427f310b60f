/**
 * gifkit/server in front of a Tenor-v2 server (KLIPY, GIPHY's Tenor-compatible API), with
 * gifkit/mock as the provider: the provider's own paths under any prefix, the key held here,
 * the allow-list from openapi/tenor-v2.yaml, `client_key` passed through, the country from the
 * platform, cache headers, errors in a 200 read as the errors they are, the key never shown,
 * and a keyless `createTenorSource` in front of it.
 */
import { describe, expect, it } from 'vitest';
import { createMockUpstream } from '../../test/support/mockUpstream';
import {
  getCategories,
  getGif,
  relatedTags,
  searchGifs,
  searchTags,
  trendingGifs,
  trendingSearches,
} from '../client/calls';
import { FetchError, GifkitError } from '../errors';
import { createTenorSource } from '../tenor';
import { createGifHandler, type GifHandlerOptions } from './index';

const KEY = 'klipy-server-KEY-3e9a71';
const ORIGIN = 'https://app.example';

function setup(options: Partial<GifHandlerOptions> = {}) {
  const upstream = createMockUpstream();
  const logs: string[] = [];
  const handler = createGifHandler({
    apiKey: KEY,
    provider: 'klipy',
    fetch: upstream.fetch,
    log: (line) => logs.push(line),
    ...options,
  });
  const call = async (path: string, init?: RequestInit) => {
    const response = await handler(new Request(`${ORIGIN}/api/gifs${path}`, init));
    const body = await response.text();
    const seen = [body, ...[...response.headers].map(([n, v]) => `${n}: ${v}`)].join('\n');
    return { response, body, seen, json: () => JSON.parse(body) as { error: { code: number; field?: string } } };
  };
  return { upstream, logs, handler, call };
}

/** One path per served operation, valid for gifkit/mock. */
const EVERY_TENOR_READ = [
  '/v2/search?q=cats&limit=5&contentfilter=low&client_key=my-app',
  '/v2/search?q=cats&searchfilter=sticker&media_filter=nanomp4,tinygif',
  '/v2/featured?limit=5&locale=en_US',
  '/v2/categories?type=featured',
  '/v2/autocomplete?q=ca&limit=5',
  '/v2/search_suggestions?q=cat',
  '/v2/trending_terms',
  '/v2/posts?ids=l0HlyLQsbvhciAuKA',
];

describe('in front of KLIPY', () => {
  it('answers every read a picker needs at the provider’s paths, adding the key and never showing it', async () => {
    const { call, upstream, logs } = setup();
    for (const path of EVERY_TENOR_READ) {
      const { response, seen } = await call(path);
      expect(response.status, path).toBe(200);
      expect(seen).not.toContain(KEY);
      const sent = new URL(upstream.calls.at(-1)!.url);
      expect(sent.searchParams.get('key'), path).toBe(KEY);
      expect(sent.origin + sent.pathname).toBe(`https://api.klipy.com${path.split('?')[0]}`);
      for (const [name, value] of new URL(path, ORIGIN).searchParams) expect(sent.searchParams.get(name)).toBe(value);
    }
    expect(upstream.calls).toHaveLength(EVERY_TENOR_READ.length);
    expect(logs.join('\n')).not.toContain(KEY);
  });

  it('serves GIPHY’s Tenor-compatible API the same way, and only the provider’s own paths', async () => {
    const v2 = setup({ provider: 'giphy-v2' });
    expect((await v2.call('/v2/search?q=cats')).response.status).toBe(200);
    const sent = new URL(v2.upstream.calls[0]!.url);
    expect([sent.origin + sent.pathname, sent.searchParams.get('key')]).toEqual([
      'https://api.giphy.com/v2/search',
      KEY,
    ]);
    const klipy = setup({ basePath: '/api/gifs' });
    expect((await klipy.call('/v1/gifs/search?q=cats')).response.status).toBe(404);
    expect((await klipy.call('/search?q=cats')).response.status).toBe(404);
    expect((await klipy.handler(new Request(`${ORIGIN}/v2/search?q=cats`))).status).toBe(404);
    expect(klipy.upstream.calls).toHaveLength(0);
    expect(() => createGifHandler({ apiKey: KEY, provider: 'acme' as never })).toThrow(/provider must be one of/);
  });

  it('passes client_key through as each user sent it, fills the country from the platform, and caches', async () => {
    const { call, upstream } = setup();
    const a = await call('/v2/search?q=cats&client_key=user-a', { headers: { 'cf-ipcountry': 'de' } });
    await call('/v2/search?q=cats&client_key=user-b', { headers: { 'x-vercel-ip-country': 'FR' } });
    const sent = upstream.calls.map((r) => new URL(r.url).searchParams);
    expect(sent.map((p) => [p.get('client_key'), p.get('country')])).toEqual([
      ['user-a', 'DE'],
      ['user-b', 'FR'],
    ]);
    expect(a.response.headers.get('vary')).toBe('cf-ipcountry, x-vercel-ip-country');
    expect(a.response.headers.get('cache-control')).toBe(
      'public, s-maxage=300, stale-while-revalidate=600, stale-if-error=3600',
    );
    expect((await call('/v2/featured')).response.headers.get('cache-control')).toBe(
      'public, s-maxage=900, stale-while-revalidate=1800, stale-if-error=3600',
    );
    // A country the client gives wins; a call without the parameter does not vary by it.
    await call('/v2/search?q=cats&country=SE', { headers: { 'cf-ipcountry': 'DE' } });
    expect(new URL(upstream.calls.at(-1)!.url).searchParams.get('country')).toBe('SE');
    expect((await call('/v2/posts?ids=l0HlyLQsbvhciAuKA')).response.headers.has('vary')).toBe(false);
  });

  it('forwards a share (registershare) with the key, never cached, and takes no HEAD', async () => {
    const { call, upstream } = setup();
    const { response, seen } = await call('/v2/registershare?id=l0HlyLQsbvhciAuKA&q=cats&client_key=my-app');
    expect([response.status, response.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(seen).not.toContain(KEY);
    expect(new URL(upstream.calls[0]!.url).searchParams.get('key')).toBe(KEY);
    const head = await call('/v2/registershare?id=l0HlyLQsbvhciAuKA', { method: 'HEAD' });
    expect([head.response.status, head.response.headers.get('allow')]).toEqual([405, 'GET']);
    expect(upstream.calls).toHaveLength(1);
  });
});

describe('the allow-list, from openapi/tenor-v2.yaml', () => {
  const refused: [string, number, string | undefined][] = [
    [`/v2/search?q=${'a'.repeat(201)}`, 400, 'q'],
    ['/v2/search?limit=5', 400, 'q'],
    ['/v2/search?q=cats&limit=51', 400, 'limit'],
    ['/v2/search?q=cats&contentfilter=none', 400, 'contentfilter'],
    ['/v2/search?q=cats&ar_range=tall', 400, 'ar_range'],
    ['/v2/search?q=cats&random=yes', 400, 'random'],
    ['/v2/search?q=cats&key=mine', 400, 'key'],
    ['/v2/search?q=cats&k%65y=mine', 400, 'key'],
    ['/v2/search?q=cats&api_key=mine', 400, 'api_key'],
    ['/v2/search?q=cats&q=dogs', 400, 'q'],
    ['/v2/search?q=cats%0d%0aSet-Cookie:%20x=1', 400, 'q'],
    ['/v2/featured?country=USA', 400, 'country'],
    ['/v2/categories?type=secret', 400, 'type'],
    ['/v2/posts', 400, 'ids'],
    ['/v2/registershare?q=cats', 400, 'id'],
    [`/v2/search?q=cats&pos=${'y'.repeat(3000)}`, 414, undefined],
    ['/v2/anonid', 404, undefined],
    ['/v1/gifs/trending', 404, undefined],
  ];
  it.each(refused)('%s → %i naming %s, nothing sent upstream', async (path, status, field) => {
    const { call, upstream } = setup();
    const answer = await call(path);
    expect(answer.response.status).toBe(status);
    expect(answer.response.headers.get('cache-control')).toBe('no-store');
    expect(answer.json().error.code).toBe(status);
    if (field) expect(answer.json().error.field).toBe(field);
    expect(answer.seen).not.toContain(KEY);
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('upstream failures at a Tenor-v2 server', () => {
  it('reads an error inside a 200 as the error it is: 429 with Retry-After, 5xx as 503, a refusal as 502', async () => {
    // GIPHY's and Tenor's `{ error: { code } }` names the status it stands for.
    const { call } = setup({ provider: 'giphy-v2' });
    const limited = await call('/v2/search?q=soft%20error%20429');
    expect([limited.response.status, limited.response.headers.get('retry-after')]).toEqual([429, '60']);
    const failing = await call('/v2/search?q=soft%20error%20500');
    expect([failing.response.status, failing.response.headers.get('retry-after')]).toEqual([503, '10']);
    // KLIPY's `{ result: false }` names no status: a request the provider would not answer.
    expect((await setup().call('/v2/search?q=soft%20error%20429')).response.status).toBe(502);
    const hard = await call('/v2/search?q=error%20429');
    expect([hard.response.status, hard.response.headers.get('cache-control')]).toEqual([429, 'no-store']);
  });

  it('never shows the key, even when the provider echoes it in a body, a header, a redirect or an error', async () => {
    const { call, upstream, logs } = setup();
    const echo =
      (status: number, extra: Record<string, string> = {}) =>
      (request: Request) =>
        new Response(
          JSON.stringify({
            results: [],
            next: request.url,
            error: status >= 400 ? { code: status, message: request.url } : undefined,
          }),
          {
            status,
            headers: { 'x-echo': request.url, ...extra },
          },
        );
    for (const answer of [
      echo(200),
      echo(401),
      echo(403),
      echo(404),
      echo(400),
      echo(302, { location: `https://x/?key=${KEY}` }),
    ]) {
      upstream.failWith(answer);
      for (const path of EVERY_TENOR_READ) {
        const { seen, response } = await call(path);
        expect(seen).not.toContain(KEY);
        expect(response.headers.has('location')).toBe(false);
        expect(response.headers.has('x-echo')).toBe(false);
      }
    }
    upstream.failWith(() => Promise.reject(new Error(`connect failed for ${KEY}`)));
    await call('/v2/featured');
    expect(logs.length).toBeGreaterThan(3);
    expect(logs.join('\n')).not.toContain(KEY);
  });
});

describe('a keyless createTenorSource in front of it', () => {
  it('sends no key, and gets the same answers through every call', async () => {
    const { handler, upstream } = setup();
    const seen: URL[] = [];
    const klipy = createTenorSource({
      provider: 'klipy',
      serverUrl: `${ORIGIN}/api/gifs/`,
      clientKey: 'my-app',
      fetch: (request) => {
        seen.push(new URL(request.url));
        return handler(request);
      },
    });
    const { data, pagination } = await searchGifs(klipy, 'cats', { limit: 5 });
    expect(data).toHaveLength(5);
    const next = await searchGifs(klipy, 'cats', { limit: 5, offset: 5, cursor: pagination.next_cursor });
    expect(next.data[0]!.id).not.toBe(data[0]!.id);
    await trendingGifs(klipy, { limit: 5 });
    await getCategories(klipy);
    await searchTags(klipy, 'ca');
    await relatedTags(klipy, 'cat');
    await trendingSearches(klipy);
    expect((await getGif(klipy, data[0]!.id)).data.id).toBe(data[0]!.id);
    expect(seen.length).toBeGreaterThanOrEqual(8);
    for (const url of seen) {
      expect(url.pathname.startsWith('/api/gifs/v2/')).toBe(true);
      expect(url.searchParams.has('key')).toBe(false);
      expect(url.searchParams.get('client_key')).toBe('my-app');
    }
    expect(upstream.calls.every((r) => new URL(r.url).searchParams.get('key') === KEY)).toBe(true);
  });

  it('reads the handler’s refusals and Retry-After as typed errors', async () => {
    const { handler, upstream } = setup();
    const klipy = createTenorSource({ provider: 'klipy', serverUrl: `${ORIGIN}/api/gifs`, fetch: handler });
    upstream.failWith(() => Response.json({ result: false, errors: { message: ['slow down'] } }, { status: 429 }));
    const limited = await searchGifs(klipy, 'cats').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(FetchError);
    expect([(limited as FetchError).status, (limited as FetchError).message]).toEqual([
      429,
      'gifkit: the GIF service is rate limited',
    ]);
    expect((limited as FetchError).retryAfterMs).toBe(60_000);
  });

  it('needs a key, or a serverUrl that is not a provider’s own host', () => {
    const needs = /needs a key .* or the serverUrl of your own server/;
    expect(() => createTenorSource({ provider: 'klipy' })).toThrow(GifkitError);
    expect(() => createTenorSource({ provider: 'klipy' })).toThrow(needs);
    expect(() => createTenorSource({ provider: 'klipy', key: '  ' })).toThrow(needs);
    expect(() => createTenorSource({ provider: 'klipy', baseUrl: 'https://proxy.example/v2' })).toThrow(needs);
    expect(() => createTenorSource({ provider: 'klipy', serverUrl: 'https://api.klipy.com' })).toThrow(needs);
    expect(() => createTenorSource({ provider: 'giphy', serverUrl: 'https://api.giphy.com/' })).toThrow(needs);
    expect(() => createTenorSource({ provider: 'klipy', serverUrl: '/api/gifs' })).toThrow(/not a URL/);
    expect(() =>
      createTenorSource({ provider: 'klipy', serverUrl: 'https://app.example/api', baseUrl: 'https://x.example/v2' }),
    ).toThrow(/not both/);
    expect(() => createTenorSource({ serverUrl: 'https://app.example/api' })).toThrow(/needs `provider/);
    expect(createTenorSource({ provider: 'klipy', serverUrl: 'https://app.example/api' }).identity).toEqual(
      expect.any(String),
    );
  });
});
