import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { FetchError, GifkitError, SyntheticResponseError } from '../errors';
import { createGiphyClient } from './createGiphyClient';

const { server, requests } = setupMockApiServer();

const client = (extra = {}) => createGiphyClient({ apiKey: 'test-key', storage: null, onWarning: () => {}, ...extra });
const lastUrl = () => new URL(requests.at(-1)!.url);

describe('createGiphyClient', () => {
  it('needs an api key', () => {
    expect(() => createGiphyClient({})).toThrow(GifkitError);
    expect(() => createGiphyClient({ apiKey: ' ' })).toThrow(/apiKey/);
  });

  it('search sends the term, default rating, api_key, a 16-character pingback_id, and no custom headers', async () => {
    const giphy = client();
    const result = await giphy.searchGifs('cats', { limit: 5 });
    const url = lastUrl();
    expect(url.origin + url.pathname).toBe('https://api.giphy.com/v1/gifs/search');
    expect(url.searchParams.get('q')).toBe('cats');
    expect(url.searchParams.get('rating')).toBe('pg-13');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('api_key')).toBe('test-key');
    expect(url.searchParams.get('pingback_id')).toHaveLength(16);
    expect(url.searchParams.get('pingback_id')).toBe(giphy.pingbackId());
    expect(url.search).not.toContain('undefined');
    expect(url.searchParams.has('excludeDynamicResults')).toBe(false);
    const headers = requests.at(-1)!.headers;
    // A GET with no custom headers is a "simple" CORS request: browsers send it without a preflight.
    expect([...headers.keys()]).toEqual([]);
    expect(result.data).toHaveLength(5);
    expect(result.pagination).toMatchObject({ count: 5, offset: 0 });
    expect(result.meta.response_id).toBeTruthy();
  });

  it('normalizes every GIF: string ids, integer sizes, boolean flags, string tags', async () => {
    const { data } = await client().searchGifs('dogs');
    for (const gif of data) {
      expect(typeof gif.id).toBe('string');
      expect(typeof gif.is_sticker).toBe('boolean');
      expect(gif.tags.every((t) => typeof t === 'string')).toBe(true);
      for (const rendition of Object.values(gif.images)) {
        expect(Number.isInteger(rendition!.width)).toBe(true);
        expect(Number.isInteger(rendition!.height)).toBe(true);
      }
      expect(gif.response_id).toBeTruthy();
    }
  });

  it('a channel prefixes the query; text search excludes dynamic results; type picks the path', async () => {
    const giphy = client();
    await giphy.searchGifs('goal', { channel: 'nba' });
    expect(lastUrl().searchParams.get('q')).toBe('@nba goal');
    expect(lastUrl().searchParams.has('channel')).toBe(false);
    await giphy.searchGifs('hello', { type: 'text' });
    expect(lastUrl().pathname).toBe('/v1/text/search');
    expect(lastUrl().searchParams.get('excludeDynamicResults')).toBe('true');
    await giphy.searchGifs('hello', { type: 'stickers', rating: 'g' });
    expect(lastUrl().pathname).toBe('/v1/stickers/search');
    expect(lastUrl().searchParams.get('rating')).toBe('g');
  });

  it('each public call hits its path with its parameters', async () => {
    const giphy = client();
    const cases: [() => Promise<unknown>, string, Record<string, string>][] = [
      [() => giphy.trendingGifs({ type: 'stickers' }), '/v1/stickers/trending', { rating: 'pg-13' }],
      [() => giphy.getGif('l0IylOPCNkiqOgMyA'), '/v1/gifs/l0IylOPCNkiqOgMyA', {}],
      [
        () => giphy.getGifs(['l0IylOPCNkiqOgMyA', 'EKDIMDsRX3ihy']),
        '/v1/gifs',
        { ids: 'l0IylOPCNkiqOgMyA,EKDIMDsRX3ihy' },
      ],
      [() => giphy.getCategories(), '/v1/gifs/categories', {}],
      [() => giphy.getEmoji({ limit: 3 }), '/v1/emoji', { limit: '3' }],
      [() => giphy.getEmojiDefaultVariations(), '/v2/emoji', {}],
      [() => giphy.getEmojiVariations('dalJ0CpF7hwmN1nZXe'), '/v2/emoji/dalJ0CpF7hwmN1nZXe/variations', {}],
      [() => giphy.animateText('hi there'), '/v1/text/animate', { m: 'hi there' }],
      [() => giphy.randomGif({ tag: 'cat' }), '/v1/gifs/random', { tag: 'cat', rating: 'pg-13' }],
      [
        () => giphy.relatedGifs('l0IylOPCNkiqOgMyA', { type: 'videos' }),
        '/v1/videos/related',
        { gif_id: 'l0IylOPCNkiqOgMyA' },
      ],
      [() => giphy.searchChannels('nba'), '/v1/channels/search', { q: 'nba', rating: 'pg-13' }],
      [() => giphy.trendingSearches(), '/v1/trending/searches', {}],
      [() => giphy.getGifAssociations('l0IylOPCNkiqOgMyA'), '/v1/gifs/l0IylOPCNkiqOgMyA/associations', {}],
      [() => giphy.searchTags('ca', { limit: 5 }), '/v1/gifs/search/tags', { q: 'ca', limit: '5' }],
      [() => giphy.relatedTags('cat', { score: true }), '/v1/tags/related/cat', { score: 'true' }],
      [
        () => giphy.searchGifs('space', { type: 'videos', offset: 10 }),
        '/v1/videos/search',
        { q: 'space', offset: '10' },
      ],
    ];
    for (const [call, path, query] of cases) {
      await call();
      const url = lastUrl();
      expect(url.pathname, path).toBe(path);
      for (const [k, v] of Object.entries(query)) expect(url.searchParams.get(k), `${path} ${k}`).toBe(v);
      expect(url.searchParams.get('api_key')).toBe('test-key');
    }
  });

  it('subcategories and subcategory GIFs', async () => {
    const giphy = client();
    const { data: cats } = await giphy.getCategories();
    const category = cats[0]!;
    const { data: subs } = await giphy.getSubcategories(category.name_encoded!);
    expect(lastUrl().pathname).toBe(`/v1/gifs/categories/${category.name_encoded}`);
    const sub = subs[0]!;
    const { data } = await giphy.getCategoryGifs(category.name_encoded!, sub.name_encoded!);
    expect(lastUrl().pathname).toBe(`/v1/gifs/categories/${category.name_encoded}/${sub.name_encoded}`);
    expect(data.length).toBeGreaterThan(0);
  });

  it('cta: PUT with text, DELETE without', async () => {
    const giphy = client();
    await giphy.setGifCta('l0IylOPCNkiqOgMyA', { link: 'https://example.com', text: 'Listen' });
    expect(requests.at(-1)!.method).toBe('PUT');
    expect(requests.at(-1)!.headers.get('content-type')).toBe('application/json');
    expect(await requests.at(-1)!.json()).toEqual({ link: 'https://example.com', text: 'Listen' });
    expect((await giphy.getGif('l0IylOPCNkiqOgMyA')).data.cta).toMatchObject({ text: 'Listen' });
    await giphy.setGifCta('l0IylOPCNkiqOgMyA');
    expect(requests.at(-1)!.method).toBe('DELETE');
    expect((await giphy.getGif('l0IylOPCNkiqOgMyA')).data.cta).toBeUndefined();
  });

  it('server address: per client; no page-wide global changes it', async () => {
    server.use(
      http.get('https://proxy.example/v1/gifs/search', () =>
        HttpResponse.json({ data: [], meta: { status: 200, msg: 'OK', response_id: 'r' } }),
      ),
    );
    await client({ serverUrl: 'https://proxy.example' }).searchGifs('x');
    expect(lastUrl().origin).toBe('https://proxy.example');
    (globalThis as { GIFKIT_API_URL?: string }).GIFKIT_API_URL = 'https://proxy.example/';
    try {
      await client().searchGifs('y');
      expect(lastUrl().origin).toBe('https://api.giphy.com');
    } finally {
      delete (globalThis as { GIFKIT_API_URL?: string }).GIFKIT_API_URL;
    }
  });
});

describe('request details', () => {
  it('sends the headers and params options with every call; the call parameters win', async () => {
    const giphy = client({ headers: { 'X-Proxy-Token': 't' }, params: { country_code: 'DE', limit: '9' } });
    await giphy.searchGifs('cats', { limit: 5 });
    expect(requests.at(-1)!.headers.get('x-proxy-token')).toBe('t');
    expect(lastUrl().searchParams.get('country_code')).toBe('DE');
    expect(lastUrl().searchParams.get('limit')).toBe('5');
  });

  it('encodes path parameters and sends a JSON body only with a PUT', async () => {
    server.use(
      http.get('https://api.giphy.com/v1/gifs/:id', () => HttpResponse.json({ message: 'nope' }, { status: 404 })),
    );
    await expect(client().getGif('a/b c')).rejects.toMatchObject({ status: 404 });
    expect(lastUrl().pathname).toBe('/v1/gifs/a%2Fb%20c');
    expect(requests.at(-1)!.headers.has('content-type')).toBe(false);
  });
});

describe('request cache', () => {
  it('concurrent identical calls make one request', async () => {
    const giphy = client();
    await Promise.all([giphy.searchGifs('cats'), giphy.searchGifs('cats'), giphy.searchGifs('cats')]);
    expect(requests).toHaveLength(1);
  });

  it('successes are reused for 60 s, errors for 6 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const giphy = client();
    await giphy.trendingGifs();
    vi.advanceTimersByTime(59_000);
    await giphy.trendingGifs();
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    await giphy.trendingGifs();
    expect(requests).toHaveLength(2);

    await expect(giphy.searchGifs('error 500')).rejects.toThrow(FetchError);
    vi.advanceTimersByTime(5_999);
    await expect(giphy.searchGifs('error 500')).rejects.toThrow(FetchError);
    expect(requests).toHaveLength(3);
    vi.advanceTimersByTime(1);
    await expect(giphy.searchGifs('error 500')).rejects.toThrow(FetchError);
    expect(requests).toHaveLength(4);
  });

  it('random is never cached', async () => {
    const giphy = client();
    const a = await giphy.randomGif();
    const b = await giphy.randomGif();
    expect(requests).toHaveLength(2);
    expect(a.data.id).not.toBe(b.data.id);
  });

  it('clients never share cached answers', async () => {
    await client().searchGifs('cats');
    await client().searchGifs('cats');
    expect(requests).toHaveLength(2);
  });

  it('cache: false sends every call', async () => {
    const giphy = client({ cache: false });
    await giphy.searchGifs('cats');
    await giphy.searchGifs('cats');
    expect(requests).toHaveLength(2);
  });
});

describe('errors', () => {
  it('a non-2xx answer is a FetchError with the server message, url, status and statusText', async () => {
    const error = await client()
      .searchGifs('error 404')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    const e = error as FetchError;
    expect(e.status).toBe(404);
    expect(e.code).toBe('http');
    expect(e.message).toBe('gifkit: Not Found');
    expect(e.url).toContain('/v1/gifs/search');
  });

  it('uses the gateway message, else "Error fetching"', async () => {
    await expect(client().searchGifs('error 429')).rejects.toMatchObject({
      status: 429,
      message: 'gifkit: API rate limit exceeded',
    });
    server.use(http.get('https://api.giphy.com/v1/gifs/trending', () => new HttpResponse('<html>', { status: 502 })));
    await expect(client().trendingGifs()).rejects.toMatchObject({ status: 502, message: 'gifkit: Error fetching' });
  });

  it('a 200 without meta.response_id throws "synthetic response"', async () => {
    const error = await client()
      .searchGifs('synthetic response')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyntheticResponseError);
    expect((error as Error).message).toBe('synthetic response');
    expect((error as SyntheticResponseError).url).toBe(requests.at(-1)!.url);
  });

  it('drops malformed items with a warning instead of failing the page', async () => {
    const warnings: string[] = [];
    const { data } = await client({ onWarning: (m: string) => warnings.push(m) }).searchGifs('malformed', {
      limit: 10,
    });
    expect(data).toHaveLength(8);
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(/data\.\d+\.id/);
    expect(warnings.join('\n')).toMatch(/data\.\d+\.images/);
    // Each names the request it came from by its URL.
    expect(warnings[0]).toContain(`(item dropped from ${requests.at(-1)!.url})`);
  });

  it('a malformed envelope is an error naming the field', async () => {
    server.use(
      http.get('https://api.giphy.com/v1/gifs/trending', () =>
        HttpResponse.json({ data: 'nope', meta: { response_id: 'r' } }),
      ),
    );
    await expect(client().trendingGifs()).rejects.toThrow(/invalid data/);
    server.use(
      http.get(
        'https://api.giphy.com/v1/gifs/trending',
        () => new HttpResponse('{not json', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(client({ cache: false }).trendingGifs()).rejects.toMatchObject({ code: 'invalid-response' });
  });

  it('a network failure is a FetchError with code "network"', async () => {
    server.use(http.get('https://api.giphy.com/v1/gifs/trending', () => HttpResponse.error()));
    await expect(client().trendingGifs()).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it('aborting rejects with code "aborted" and leaves other callers alone', async () => {
    const giphy = client();
    const controller = new AbortController();
    const aborted = giphy.searchGifs('cats', { signal: controller.signal });
    const other = giphy.searchGifs('cats');
    controller.abort();
    const error = await aborted.catch((e: unknown) => e);
    await expect(other).resolves.toMatchObject({ pagination: { count: 25 } });
    // The error names the shared request by its URL.
    expect(error).toMatchObject({ code: 'aborted', url: lastUrl().href });
  });
});
