/**
 * Bad input from the open internet: 2,000 malformed requests (odd methods, huge or broken
 * query strings, header injection attempts, path traversal, encoded `api_key` overrides),
 * each built from a valid call plus at least one fault. Every answer is a clean 4xx (405 for
 * a method), a JSON body, never a 500, never the key, and nothing ever reaches the provider;
 * in front of GIPHY's v1 API and of a Tenor-v2 server (KLIPY).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createMockUpstream } from '../../test/support/mockUpstream';
import { createGifHandler, type GifHandlerOptions } from './index';

const KEY = 'fuzz-secret-KEY-77aa01';
const VALID = [
  ['GET', '/v1/gifs/search', 'q=cats&limit=10'],
  ['GET', '/v1/stickers/trending', 'limit=5'],
  ['GET', '/v1/gifs/categories/actions', ''],
  ['GET', '/v1/gifs/l0HlyLQsbvhciAuKA', ''],
  ['GET', '/v1/gifs/related', 'gif_id=l0HlyLQsbvhciAuKA'],
  ['GET', '/v1/channels/search', 'q=nba'],
  ['GET', '/v1/gifs/search/tags', 'q=ca'],
  ['POST', '/v2/pingback', ''],
] as const;

type Req = { method: string; path: string; query: string; headers: [string, string][]; body?: string };

const text = fc.string({ unit: 'binary', maxLength: 40 });
const token = fc.stringMatching(/^[A-Z][A-Z-]{0,11}$/);
/** Faults: each makes the request invalid on its own. */
const faults: fc.Arbitrary<(r: Req) => Req>[] = [
  // An odd method (a GET route posted to, a POST route fetched, or a made-up verb).
  fc
    .constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'PURGE')
    .map((method) => (r: Req) => ({ ...r, method, body: undefined })),
  token
    .filter((m) => !['GET', 'HEAD', 'POST', 'TRACE', 'TRACK', 'CONNECT'].includes(m)) // the last three: no Request can carry them
    .map((method) => (r: Req) => ({ ...r, method, body: undefined })),
  // Path traversal (raw and encoded dot segments, encoded slashes, NUL) and unknown paths.
  fc
    .constantFrom(
      '/v1/gifs/%2e%2e',
      '/v1/gifs/categories/%2E%2E',
      '/v1/gifs/categories/.',
      '/v1/gifs/categories/actions/%2e%2e',
      '/v1/gifs/..%2f..%2fetc%2fpasswd',
      '/v1/gifs/categories/a%2F..%2F..%2Fv1%2Femoji',
      '/v1/gifs/categories/a%5C..%5Cb',
      '/v1/gifs/search/tags/../../../../etc/passwd',
      '/v1/gifs/%00',
      '/v1/gifs/categories/%00x',
      '/v1/gifs/search/..',
      '/admin',
      '/.env',
      '//',
    )
    .map((path) => (r: Req) => ({ ...r, path, method: 'GET', body: undefined })),
  fc
    .constantFrom('/v1/emoji', '/v1/gifs/random', '/v1/text/animate', '/v2/emoji', '/v3/x', '/')
    .map((path) => (r: Req) => ({ ...r, path, method: 'GET' })),
  // The key, overridden under every spelling that decodes to its name.
  fc
    .constantFrom('api_key', 'api%5Fkey', 'api%5fkey', '%61pi_key', 'apikey', '%61%70%69%6b%65%79')
    .chain((name) =>
      text.map((value) => (r: Req) => ({ ...r, query: `${r.query}&${name}=${encodeURIComponent(value)}` })),
    ),
  // Unknown parameters, also near misses of the key's name.
  fc
    .constantFrom('API_KEY', 'api_key[]', 'api-key', 'key', 'debug', '__proto__', 'constructor', 'q[]')
    .map((name) => (r: Req) => ({ ...r, query: `${r.query}&${name}=1` })),
  // A huge query string.
  fc.integer({ min: 2100, max: 20_000 }).map((n) => (r: Req) => ({ ...r, query: `${r.query}&q=${'x'.repeat(n)}` })),
  // Over the contract's limits, or of the wrong type, in a parameter the call takes.
  fc
    .constantFrom(
      'limit=51',
      'limit=0',
      'limit=1e3',
      'limit=-5',
      'limit=%20',
      'offset=-1',
      'offset=1.5',
      'rating=nc-17',
      'rating=',
    )
    .map((bad) => (r: Req) => ({ ...r, query: `${r.query}&${bad}` })),
  // Control characters: header injection through a value.
  fc
    .constantFrom('%0d%0aSet-Cookie:%20a=b', '%0aLocation:%20https://evil', '%00', '%1b[31m')
    .map((bad) => (r: Req) => ({ ...r, path: '/v1/gifs/search', method: 'GET', query: `q=cats${bad}` })),
  // A term over 50 characters.
  fc
    .integer({ min: 51, max: 400 })
    .map((n) => (r: Req) => ({ ...r, path: '/v1/gifs/search', method: 'GET', query: `q=${'é'.repeat(n)}` })),
  // A pingback that is not a batch of events.
  fc
    .constantFrom(
      '',
      'null',
      '[]',
      '{"events":"x"}',
      '{"events":[1]}',
      '{',
      `{"events":[{"a":"${'x'.repeat(70_000)}"}]}`,
    )
    .map((body) => (r: Req) => ({ ...r, method: 'POST', path: '/v2/pingback', query: '', body })),
];
/** Noise: harmless alone (broken encodings, odd headers), layered over the faults. */
const noise: fc.Arbitrary<(r: Req) => Req>[] = [
  fc
    .constantFrom('%', '%zz', '%E0%A4%A', '&&&', '=', '==&=', '%%%')
    .map((bit) => (r: Req) => ({ ...r, query: `${r.query}&${bit}` })),
  fc
    .tuple(
      fc.constantFrom('cf-ipcountry', 'x-vercel-ip-country', 'x-forwarded-for', 'cookie', 'host-ish'),
      fc.stringMatching(/^[\x20-\x7e]{0,80}$/),
    )
    .map((header) => (r: Req) => ({ ...r, headers: [...r.headers, header] })),
];

const request = fc
  .tuple(
    fc.constantFrom(...VALID),
    fc.array(fc.oneof(...faults), { minLength: 1, maxLength: 3 }),
    fc.array(fc.oneof(...noise), { maxLength: 3 }),
    fc.constantFrom('', '/api/gifs', '/a/b/c'),
  )
  .map(([[method, path, query], faulty, noisy, prefix]) => {
    const base: Req = { method, path, query, headers: [] };
    const r = [...noisy, ...faulty].reduce((acc, change) => change(acc), base);
    return { ...r, path: prefix + r.path };
  });

/** Sends `numRuns` requests of `arbitrary` to a handler; every answer must be a clean 4xx that names its error. */
async function fuzz(
  options: Partial<GifHandlerOptions>,
  arbitrary: fc.Arbitrary<Req>,
  messageOf: (body: Record<string, unknown>) => unknown,
) {
  const upstream = createMockUpstream();
  const logs: string[] = [];
  const handler = createGifHandler({ apiKey: KEY, fetch: upstream.fetch, log: (line) => logs.push(line), ...options });
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(arbitrary, async (r) => {
      const url = `https://app.example${r.path}${r.query ? `?${r.query.replace(/^&/, '')}` : ''}`;
      const before = upstream.calls.length;
      const body0 = r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body;
      const response = await handler(new Request(url, { method: r.method, headers: r.headers, body: body0 }));
      const body = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${r.method} ${url.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      if (r.method !== 'HEAD') expect(messageOf(JSON.parse(body))).toEqual(expect.any(String));
      expect(`${body}${[...response.headers].join()}`).not.toContain(KEY);
      expect(upstream.calls.slice(before).map((c) => c.url)).toEqual([]);
    }),
    { numRuns: 2000 },
  );
  expect(upstream.calls).toHaveLength(0);
  expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 404, 405, 414]));
  expect(logs).toEqual([]);
}

it('answers 2,000 malformed requests with a clean 4xx, never the key, never an upstream call', async () => {
  await fuzz({}, request, (body) => body.message);
}, 120_000);

/** The same for a Tenor-v2 server (KLIPY): its own paths, its `key`, its contract's limits. */
const TENOR_VALID = [
  ['GET', '/v2/search', 'q=cats&limit=10'],
  ['GET', '/v2/featured', 'limit=5&client_key=my-app'],
  ['GET', '/v2/categories', ''],
  ['GET', '/v2/posts', 'ids=l0HlyLQsbvhciAuKA'],
  ['GET', '/v2/autocomplete', 'q=ca'],
  ['GET', '/v2/trending_terms', ''],
  ['GET', '/v2/registershare', 'id=l0HlyLQsbvhciAuKA&q=cats'],
] as const;
const tenorFaults: fc.Arbitrary<(r: Req) => Req>[] = [
  fc
    .constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PURGE')
    .map((method) => (r: Req) => ({ ...r, method, body: method === 'POST' ? '{}' : undefined })),
  fc
    .constantFrom(
      '/v2/%2e%2e',
      '/v2/search%2f..%2f..%2fetc%2fpasswd',
      '/v2/search/..%2f',
      '/v2/%00',
      '/v2/anonid',
      '/v2/gifs',
      '/v1/gifs/search',
      '/search',
      '/.env',
      '//',
    )
    .map((path) => (r: Req) => ({ ...r, path, method: 'GET', body: undefined })),
  fc
    .constantFrom('key', 'k%65y', '%6B%65%79', '%6b%65%79')
    .chain((name) =>
      text.map((value) => (r: Req) => ({ ...r, query: `${r.query}&${name}=${encodeURIComponent(value)}` })),
    ),
  fc
    .constantFrom('KEY', 'key[]', 'api_key', 'apikey', 'anon_id', '__proto__', 'constructor', 'q[]')
    .map((name) => (r: Req) => ({ ...r, query: `${r.query}&${name}=1` })),
  fc.integer({ min: 2100, max: 20_000 }).map((n) => (r: Req) => ({ ...r, query: `${r.query}&pos=${'x'.repeat(n)}` })),
  fc
    .constantFrom(
      'limit=51',
      'limit=0',
      'limit=1e3',
      'limit=%20',
      'contentfilter=none',
      'ar_range=tall',
      'random=2',
      'country=USA',
      'type=x',
    )
    .map((bad) => (r: Req) => ({
      ...r,
      path: bad.startsWith('type') ? '/v2/categories' : '/v2/featured',
      method: 'GET',
      query: bad,
    })),
  fc
    .constantFrom('%0d%0aSet-Cookie:%20a=b', '%0aLocation:%20https://evil', '%00', '%1b[31m')
    .map((bad) => (r: Req) => ({ ...r, path: '/v2/search', method: 'GET', query: `q=cats${bad}` })),
  fc
    .integer({ min: 201, max: 600 })
    .map((n) => (r: Req) => ({ ...r, path: '/v2/search', method: 'GET', query: `q=${'é'.repeat(n)}` })),
  fc.constant((r: Req) => ({ ...r, path: '/v2/registershare', method: 'HEAD', query: 'id=1', body: undefined })),
];
const tenorRequest = fc
  .tuple(
    fc.constantFrom(...TENOR_VALID),
    fc.array(fc.oneof(...tenorFaults), { minLength: 1, maxLength: 3 }),
    fc.array(fc.oneof(...noise), { maxLength: 3 }),
    fc.constantFrom('', '/api/gifs', '/a/b/c'),
  )
  .map(([[method, path, query], faulty, noisy, prefix]) => {
    const r = [...noisy, ...faulty].reduce((acc, change) => change(acc), { method, path, query, headers: [] } as Req);
    return { ...r, path: prefix + r.path };
  });

it('answers 2,000 malformed requests to a Tenor-v2 handler with a clean 4xx, never the key, never an upstream call', async () => {
  await fuzz({ provider: 'klipy' }, tenorRequest, (body) => (body.error as { message?: unknown } | undefined)?.message);
}, 120_000);
