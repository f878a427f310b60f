/**
 * Bad input from the open internet: 2,000 malformed requests (odd methods, huge or broken
 * query strings, header injection attempts, path traversal, encoded `api_key` overrides),
 * each built from a valid call plus at least one fault. Every answer is a clean 4xx (405 for
 * a method), a JSON body, never a 500, never the key, and nothing ever reaches the provider.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createMockUpstream } from '../../test/support/mockUpstream';
import { createGifHandler } from './index';

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

it('answers 2,000 malformed requests with a clean 4xx, never the key, never an upstream call', async () => {
  const upstream = createMockUpstream();
  const logs: string[] = [];
  const handler = createGifHandler({ apiKey: KEY, fetch: upstream.fetch, log: (line) => logs.push(line) });
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const url = `https://app.example${r.path}${r.query ? `?${r.query.replace(/^&/, '')}` : ''}`;
      const before = upstream.calls.length;
      const body0 = r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body;
      const response = await handler(new Request(url, { method: r.method, headers: r.headers, body: body0 }));
      const body = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${r.method} ${url.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      if (r.method !== 'HEAD')
        expect(JSON.parse(body)).toEqual(expect.objectContaining({ message: expect.any(String) }));
      expect(`${body}${[...response.headers].join()}`).not.toContain(KEY);
      expect(upstream.calls.slice(before).map((c) => c.url)).toEqual([]);
    }),
    { numRuns: 2000 },
  );
  expect(upstream.calls).toHaveLength(0);
  expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 404, 405, 414]));
  expect(logs).toEqual([]);
}, 120_000);
