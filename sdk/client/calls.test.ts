import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { measureBundle, ownerOf } from '../../bench/measure.mjs';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { GifkitError } from '../errors';
import * as calls from './calls';
import { createGiphyCore } from './core';
import { createGifReader, createGiphyClient, type GiphyClient } from './createGiphyClient';

const { server, urls } = setupMockApiServer();
const options = { apiKey: 'test-key', storage: null, onWarning: () => {} };
/** A request as the API sees it, without the per-instance pingback id. */
const sent = (url: URL) => {
  const query = new URLSearchParams(url.search);
  query.delete('pingback_id');
  query.sort();
  return `${url.pathname}?${query}`;
};

describe('createGiphyCore', () => {
  it('needs an api key', () => {
    expect(() => createGiphyCore({})).toThrow(GifkitError);
    expect(() => createGiphyCore({ apiKey: '' })).toThrow(/needs an apiKey/);
  });

  it('needs no key with the serverUrl of your own server, and then sends none, nor a per-tab id', async () => {
    expect(() => createGiphyCore({ serverUrl: 'https://api.giphy.com' })).toThrow(/needs an apiKey, or the serverUrl/);
    expect(() => createGiphyCore({ serverUrl: '/api/gifs' })).toThrow(/not a URL/);
    const seen: URL[] = [];
    const core = createGiphyCore({
      serverUrl: 'https://app.example/api/gifs/',
      storage: null,
      params: { lang: 'de' },
      fetch: async (request) => {
        seen.push(new URL(request.url));
        return Response.json({
          data: [],
          pagination: { count: 0, offset: 0, total_count: 0 },
          meta: { response_id: 'r' },
        });
      },
    });
    await calls.searchGifs(core, 'cats');
    expect(seen[0]!.origin + seen[0]!.pathname).toBe('https://app.example/api/gifs/v1/gifs/search');
    expect([...seen[0]!.searchParams.keys()].sort()).toEqual(['lang', 'q', 'rating']);
    expect(core.identity).not.toBe(createGiphyCore({ serverUrl: 'https://other.example/api/gifs' }).identity);
  });

  it('has no calls of its own: identity, pingback id, cache and the engine the functions share', () => {
    const core = createGiphyCore(options);
    expect(Object.keys(core).sort()).toEqual(['clearCache', 'engine', 'identity', 'pingbackId']);
    expect(core.identity).toBe(createGiphyClient(options).identity);
  });
});

describe('per-call functions', () => {
  const ID = 'l0IylOPCNkiqOgMyA';
  // Each function beside the method of the same name: both must send the same request.
  const pairs: [keyof typeof calls & keyof GiphyClient, ...unknown[]][] = [
    ['searchGifs', 'goal', { channel: 'nba', limit: 3 }],
    ['trendingGifs', { type: 'stickers' }],
    ['getGif', ID],
    ['getGifs', [ID, 'EKDIMDsRX3ihy']],
    ['relatedGifs', ID, { type: 'videos' }],
    ['randomGif', { tag: 'cat' }],
    ['getCategories'],
    ['getEmoji', { limit: 3 }],
    ['getEmojiDefaultVariations'],
    ['animateText', 'hi there'],
    ['searchChannels', 'nba'],
    ['trendingSearches'],
    ['getGifAssociations', ID],
    ['searchTags', 'ca', { limit: 5 }],
    ['relatedTags', 'cat', { score: true }],
  ];
  type AnyCall = (...args: unknown[]) => Promise<unknown>;
  const functions: Record<string, unknown> = { ...calls };

  it.each(pairs)(
    '%s: the function and the method of its name send one request and answer the same',
    async (name, ...args) => {
      const viaFunction = await (functions[name] as AnyCall)(createGiphyCore(options), ...args);
      const viaMethod = await (createGiphyClient(options)[name] as AnyCall)(...args);
      expect(urls).toHaveLength(2);
      expect(sent(urls[0]!)).toBe(sent(urls[1]!));
      if (name !== 'randomGif') expect(viaFunction).toEqual(viaMethod);
    },
  );

  it("the client has a method of each function's name, and no other call", () => {
    const core = ['clearCache', 'engine', 'identity', 'pingbackId'];
    expect(Object.keys(createGiphyClient(options)).sort()).toEqual([...core, ...Object.keys(calls)].sort());
  });

  it('every exported call is a function of the client core', () => {
    const names = Object.keys(calls).sort();
    expect(names).toEqual(
      [...pairs.map(([name]) => name), 'getCategoryGifs', 'getEmojiVariations', 'getSubcategories', 'setGifCta'].sort(),
    );
  });

  it('run on any client built on a core: createGiphyClient, createGifReader', async () => {
    await calls.searchGifs(createGiphyClient(options), 'cats', { limit: 2 });
    await calls.searchGifs(createGifReader(options), 'cats', { limit: 2 });
    expect(urls.map((url) => url.pathname)).toEqual(['/v1/gifs/search', '/v1/gifs/search']);
  });

  it('a client over a core shares its cache and pingback id: one request for the same call', async () => {
    const core = createGiphyCore(options);
    const client = createGiphyClient(core);
    const reader = createGifReader(core);
    await calls.searchGifs(core, 'cats');
    await client.searchGifs('cats');
    await Promise.all([calls.getGif(core, ID), reader.getGif(ID)]);
    expect(urls).toHaveLength(2);
    expect([client.identity, reader.identity]).toEqual([core.identity, core.identity]);
    expect(client.pingbackId()).toBe(core.pingbackId());
    client.clearCache();
    await calls.searchGifs(core, 'cats');
    expect(urls).toHaveLength(3);
  });

  it('the call options of a single answer reach its normalizer: a dropped URL is reported to onWarning', async () => {
    server.use(
      http.get('https://api.giphy.com/v1/gifs/:id', () =>
        HttpResponse.json({ data: { id: 'x', url: 'javascript:alert(1)', images: {} }, meta: { response_id: 'r' } }),
      ),
    );
    const warnings: string[] = [];
    const { data } = await calls.getGif(createGiphyCore({ ...options, onWarning: (m) => warnings.push(m) }), 'x');
    expect(data.url).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('dropped data.url')]);
  });
});

describe('what a bundle carries', () => {
  const owners = async (file: string) =>
    new Set(Object.keys((await measureBundle(file, { fromSource: true })).inputs).map(ownerOf));

  it('searchGifs on a core bundles the GIF normalizer only: no channel or category normalizer, no method table', {
    timeout: 60_000,
  }, async () => {
    const search = await owners('bench/bundle/sdk-search.gifkit.ts');
    expect(search.has('sdk/normalize/gif.ts')).toBe(true);
    expect(search.has('sdk/client/calls.ts')).toBe(true);
    // The normalizer's development checks (sdk/normalize/checkGif.ts) stay out of production bundles.
    for (const absent of [
      'sdk/normalize/channel.ts',
      'sdk/normalize/category.ts',
      'sdk/client/createGiphyClient.ts',
      'sdk/normalize/checkGif.ts',
    ]) {
      expect(search.has(absent), absent).toBe(false);
    }
    const client = await owners('bench/bundle/sdk-search-client.gifkit.ts');
    expect(client.has('sdk/normalize/channel.ts')).toBe(true);
  });
});
