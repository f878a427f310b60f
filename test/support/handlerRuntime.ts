/**
 * Test-only: gifkit/server in another runtime (workerd, Vercel's edge runtime), with gifkit/mock
 * as the provider on a local HTTP server. `bundleHandler` builds the handler into one script the
 * way a Worker or an edge function ships it; `startMockProvider` serves the mock on 127.0.0.1
 * (through the handler's own Node adapter) and counts the calls; `handlerSuite` is the battery
 * of checks every runtime passes, against a `call(path, init)` that reaches the handler there.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/sourceEntries.mjs';
import { toNodeListener } from '../../sdk/server';
import { createMockUpstream, type MockUpstream } from './mockUpstream';

/** The key every runtime test gives the handler, and looks for in every answer. */
export const RUNTIME_KEY = 'runtime-secret-KEY-5d0c2b';

/**
 * One script holding the handler: `entry` is its module source (it imports `gifkit/server`),
 * bundled as ESM (`esm`, Workers) or as a classic script (`iife`, a `fetch` event listener).
 */
export async function bundleHandler(entry: string, format: 'esm' | 'iife'): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: REPO_ROOT, loader: 'ts' },
    bundle: true,
    format,
    platform: 'neutral',
    target: 'es2022',
    write: false,
    alias: { 'gifkit/server': path.join(REPO_ROOT, 'sdk/server/index.ts') },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** gifkit/mock as the provider on 127.0.0.1, every call counted. */
export async function startMockProvider(): Promise<MockUpstream & { origin: string; close(): Promise<void> }> {
  const upstream = createMockUpstream();
  // The runtime's fetch reaches this server in place of the provider's host; the mock answers by
  // the provider's URLs, so the host comes back in `x-provider-origin`.
  const server = createServer(
    toNodeListener((request) => {
      const url = new URL(request.url);
      const provider = request.headers.get('x-provider-origin') ?? 'https://api.giphy.com';
      return upstream.fetch(new Request(provider + url.pathname + url.search, request));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return Object.assign(upstream, {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * The handler module a runtime test bundles: GIPHY's handler at `/api/gifs`, KLIPY's (a Tenor-v2
 * server) at `/api/klipy`. Every upstream call goes to `upstream` (the mock provider's origin,
 * read from `env.UPSTREAM` or a global) with the provider's origin in a header.
 */
export const HANDLER_ENTRY = `
import { createGifHandler } from 'gifkit/server';
export function makeHandler(key, upstream) {
  const options = {
    apiKey: key,
    log: () => {},
    fetch: (request) => {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      headers.set('x-provider-origin', url.origin);
      return fetch(upstream + url.pathname + url.search, { method: request.method, headers, body: request.body, redirect: 'manual' });
    },
  };
  const giphy = createGifHandler(options);
  const klipy = createGifHandler({ ...options, provider: 'klipy', basePath: '/api/klipy' });
  return (request) => (new URL(request.url).pathname.startsWith('/api/klipy/') ? klipy : giphy)(request);
}
`;

type Call = (path: string, init?: RequestInit) => Promise<Response>;

/** What every runtime must do with the handler; `provider` is the mock behind it. */
export function handlerSuite(call: () => Call, provider: () => MockUpstream) {
  const read = async (path: string, init?: RequestInit) => {
    const response = await call()(path, init);
    const body = await response.text();
    const seen = [body, ...[...response.headers].map(([n, v]) => `${n}: ${v}`)].join('\n');
    expect(seen).not.toContain(RUNTIME_KEY);
    return { response, body };
  };

  it('serves a search with the key added upstream, the country from the platform, cache headers', async () => {
    const before = provider().calls.length;
    const { response, body } = await read('/api/gifs/v1/gifs/search?q=cats&limit=4', {
      headers: { 'cf-ipcountry': 'SE' },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(body).data).toHaveLength(4);
    expect(response.headers.get('cache-control')).toBe(
      'public, s-maxage=300, stale-while-revalidate=600, stale-if-error=3600',
    );
    expect(response.headers.get('vary')).toBe('cf-ipcountry, x-vercel-ip-country, x-vercel-ip-country-region');
    const sent = new URL(provider().calls.at(-1)!.url);
    expect(provider().calls.length - before).toBe(1);
    expect([sent.searchParams.get('api_key'), sent.searchParams.get('country_code')]).toEqual([RUNTIME_KEY, 'SE']);
  });

  it('serves trending, categories, tags, by id and related, never showing the key', async () => {
    for (const path of [
      '/v1/gifs/trending',
      '/v1/gifs/categories',
      '/v1/trending/searches',
      '/v1/gifs/search/tags?q=ca',
      '/v1/gifs/l0HlyLQsbvhciAuKA',
      '/v1/gifs/related?gif_id=l0HlyLQsbvhciAuKA',
    ]) {
      expect((await read(`/api/gifs${path}`)).response.status, path).toBe(200);
    }
  });

  it('refuses what the contract does not allow before anything goes upstream', async () => {
    const before = provider().calls.length;
    const long = await read(`/api/gifs/v1/gifs/search?q=${'a'.repeat(51)}`);
    expect([long.response.status, JSON.parse(long.body).field]).toEqual([400, 'q']);
    expect((await read('/api/gifs/v1/gifs/search?q=cats&api_key=mine')).response.status).toBe(400);
    expect((await read('/api/gifs/v1/emoji')).response.status).toBe(404);
    const post = await read('/api/gifs/v1/gifs/trending', { method: 'PUT', body: 'x' });
    expect([post.response.status, post.response.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect(provider().calls.length).toBe(before);
  });

  it('forwards a pingback batch with the key, answering 204', async () => {
    const events = { events: [{ ts: 1, action_type: 'SEEN', user_id: 'u1', analytics_response_payload: 'e=1' }] };
    const { response } = await read('/api/gifs/v2/pingback', { method: 'POST', body: JSON.stringify(events) });
    expect(response.status).toBe(204);
    const sent = provider().calls.at(-1)!;
    expect(new URL(sent.url).searchParams.get('apikey')).toBe(RUNTIME_KEY);
    expect(await sent.json()).toEqual(events);
  });

  it('turns the provider’s 500 into 503 and its 429 into 429, each with Retry-After, never cached', async () => {
    const failed = await read('/api/gifs/v1/gifs/search?q=error%20500');
    expect([failed.response.status, failed.response.headers.get('retry-after')]).toEqual([503, '10']);
    expect(failed.response.headers.get('cache-control')).toBe('no-store');
    const limited = await read('/api/gifs/v1/gifs/search?q=error%20429');
    expect([limited.response.status, limited.response.headers.get('retry-after')]).toEqual([429, '60']);
  });

  it('serves KLIPY (a Tenor-v2 server) at its own paths: the key added, client_key and the country passed on, cached', async () => {
    const before = provider().calls.length;
    const { response, body } = await read('/api/klipy/v2/search?q=cats&limit=4&client_key=my-app', {
      headers: { 'cf-ipcountry': 'SE' },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(body).results).toHaveLength(4);
    expect(response.headers.get('cache-control')).toBe(
      'public, s-maxage=300, stale-while-revalidate=600, stale-if-error=3600',
    );
    const sent = new URL(provider().calls.at(-1)!.url);
    expect(provider().calls.length - before).toBe(1);
    expect(sent.origin + sent.pathname).toBe('https://api.klipy.com/v2/search');
    expect(['key', 'client_key', 'country'].map((name) => sent.searchParams.get(name))).toEqual([
      RUNTIME_KEY,
      'my-app',
      'SE',
    ]);
    for (const path of [
      '/v2/featured',
      '/v2/categories',
      '/v2/autocomplete?q=ca',
      '/v2/search_suggestions?q=cat',
      '/v2/trending_terms',
      '/v2/posts?ids=l0HlyLQsbvhciAuKA',
      '/v2/registershare?id=l0HlyLQsbvhciAuKA&q=cats',
    ]) {
      expect((await read(`/api/klipy${path}`)).response.status, path).toBe(200);
    }
  });

  it('refuses what the Tenor-v2 contract does not allow, and reads KLIPY’s failures', async () => {
    const before = provider().calls.length;
    const long = await read(`/api/klipy/v2/search?q=${'a'.repeat(201)}`);
    expect([long.response.status, JSON.parse(long.body).error.field]).toEqual([400, 'q']);
    expect((await read('/api/klipy/v2/search?q=cats&key=mine')).response.status).toBe(400);
    expect((await read('/api/klipy/v2/anonid')).response.status).toBe(404);
    expect(provider().calls.length).toBe(before);
    const failed = await read('/api/klipy/v2/search?q=error%20500');
    expect([failed.response.status, failed.response.headers.get('retry-after')]).toEqual([503, '10']);
  });
}
