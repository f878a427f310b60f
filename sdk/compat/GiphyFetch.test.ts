import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { GifkitError } from '../errors';
import {
  FetchError,
  GeoFetchError,
  GiphyFetch,
  getPingbackId,
  gifPaginator,
  type IGif,
  setDefaultRating,
  setServerUrl,
} from './index';

const { server, urls } = setupMockApiServer();
afterEach(() => {
  setServerUrl('https://api.giphy.com/v1/');
  setDefaultRating('pg-13');
});

describe('GiphyFetch (drop-in for @giphy/js-fetch-api)', () => {
  const gf = new GiphyFetch('compat-key');

  it('search: same signature, same result shape, api_key + shared pingback_id', async () => {
    const result = await gf.search('cats', { limit: 3, type: 'stickers', sort: 'recent' });
    expect(result.data).toHaveLength(3);
    expect(result.pagination.count).toBe(3);
    expect(result.meta.response_id).toBeTruthy();
    const url = urls.at(-1)!;
    expect(url.pathname).toBe('/v1/stickers/search');
    expect(url.searchParams.get('api_key')).toBe('compat-key');
    expect(url.searchParams.get('rating')).toBe('pg-13');
    expect(url.searchParams.get('sort')).toBe('recent');
    expect(url.searchParams.get('pingback_id')).toBe(getPingbackId());
    expect(url.search).not.toContain('undefined');
  });

  it('results have the shape of GIPHY’s types: required fields filled, single GIFs paginated', async () => {
    const { data, pagination } = await gf.search('shape', { limit: 2 });
    expect(typeof pagination.total_count).toBe('number');
    for (const gif of data) {
      expect(typeof gif.is_scheduled).toBe('boolean');
      expect(typeof gif.title).toBe('string');
      expect(typeof gif.images.downsized.url).toBe('string');
      expect(typeof gif.images.original_mp4.mp4).toBe('string');
      expect(typeof gif.user.username).toBe('string');
    }
    const one = await gf.random();
    expect(one.pagination).toEqual({ count: 1, total_count: 1, offset: 0 });
    expect(one.data.images.original.url).toMatch(/^https:/);
  });

  it('accepts GIPHY’s legacy `y` rating and sends it as is (the API accepts it)', async () => {
    const { data } = await gf.search('cats', { rating: 'y', limit: 3 });
    expect(urls.at(-1)!.searchParams.get('rating')).toBe('y');
    expect(data).toHaveLength(3);
    setDefaultRating('y');
    await gf.trending({ limit: 2 });
    expect(urls.at(-1)!.searchParams.get('rating')).toBe('y');
  });

  it('channels: GIPHY-shaped channels, required fields filled, URLs https', async () => {
    const { data, pagination, meta } = await gf.channels('nba', { limit: 2 });
    expect(data.length).toBeGreaterThan(0);
    expect(typeof pagination.total_count).toBe('number');
    expect(meta.response_id).not.toBe('');
    for (const channel of data) {
      expect(channel.url).toMatch(/^https:\/\/giphy\.com\//);
      expect(typeof channel.parent).toBe('number');
      expect(typeof channel.user.username).toBe('string');
      expect(typeof channel.featured_gif.images.original.url).toBe('string');
      expect(Array.isArray(channel.ancestors) && Array.isArray(channel.children)).toBe(true);
      expect(typeof channel.is_live).toBe('boolean');
    }
  });

  it('trending with GIPHY’s `type: videos` rejects with a GifkitError and sends nothing', async () => {
    const before = urls.length;
    await expect(gf.trending({ type: 'videos' })).rejects.toThrow(GifkitError);
    expect(urls).toHaveLength(before);
    await gf.trending({ type: 'text', limit: 1 });
    expect(urls.at(-1)!.pathname).toBe('/v1/text/trending');
  });

  it('every method maps to its call', async () => {
    const cases: [() => Promise<unknown>, string][] = [
      [() => gf.trending({ limit: 2 }), '/v1/gifs/trending'],
      [() => gf.gif('l0IylOPCNkiqOgMyA'), '/v1/gifs/l0IylOPCNkiqOgMyA'],
      [() => gf.gifs(['l0IylOPCNkiqOgMyA']), '/v1/gifs'],
      [() => gf.categories(), '/v1/gifs/categories'],
      [() => gf.emoji(), '/v1/emoji'],
      [() => gf.emojiDefaultVariations(), '/v2/emoji'],
      [() => gf.emojiVariations('dalJ0CpF7hwmN1nZXe'), '/v2/emoji/dalJ0CpF7hwmN1nZXe/variations'],
      [() => gf.animate('hello'), '/v1/text/animate'],
      [() => gf.random({ type: 'stickers', tag: 'cat' }), '/v1/stickers/random'],
      [() => gf.related('l0IylOPCNkiqOgMyA', { type: 'gifs' }), '/v1/gifs/related'],
      [() => gf.channels('nba'), '/v1/channels/search'],
    ];
    for (const [call, path] of cases) {
      await call();
      expect(urls.at(-1)!.pathname).toBe(path);
    }
  });

  it('warns of nothing in development: it calls gifkit by today’s names, never a deprecated alias', async () => {
    // A fresh copy of the modules: a deprecation warns once per page, maybe in an earlier test.
    vi.resetModules();
    const fresh = new (await import('./GiphyFetch')).GiphyFetch('compat-key');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await fresh.search('cats', { limit: 1 });
      await fresh.trending({ limit: 1 });
      await fresh.gifs(['l0IylOPCNkiqOgMyA']);
      await fresh.gifs('animals', 'cats');
      await fresh.related('l0IylOPCNkiqOgMyA');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('gifs(category, subcategory) and subcategories()', async () => {
    const { data: cats } = await gf.categories();
    const cat = cats[0]!.name_encoded!;
    const { data: subs } = await gf.subcategories(cat);
    await gf.gifs(cat, subs[0]!.name_encoded!);
    expect(urls.at(-1)!.pathname).toBe(`/v1/gifs/categories/${cat}/${subs[0]!.name_encoded}`);
  });

  it('emojiVariations has no pagination, like GIPHY', async () => {
    const result = await gf.emojiVariations('dalJ0CpF7hwmN1nZXe');
    expect(Object.keys(result).sort()).toEqual(['data', 'meta']);
  });

  it('qsParams go on every request and may replace api_key', async () => {
    await new GiphyFetch('k', { country_code: 'DE', api_key: 'override' }).trending();
    expect(urls.at(-1)!.searchParams.get('country_code')).toBe('DE');
    expect(urls.at(-1)!.searchParams.get('api_key')).toBe('override');
  });

  it('setServerUrl and setDefaultRating apply to existing instances', async () => {
    server.use(
      http.get('https://proxy.example/v1/gifs/trending', () =>
        HttpResponse.json({
          data: [],
          pagination: { count: 0, offset: 0, total_count: 0 },
          meta: { status: 200, msg: 'OK', response_id: 'r' },
        }),
      ),
    );
    setServerUrl('https://proxy.example/v1/');
    setDefaultRating('g');
    await gf.trending({ limit: 1 });
    expect(urls.at(-1)!.origin).toBe('https://proxy.example');
    expect(urls.at(-1)!.searchParams.get('rating')).toBe('g');
  });

  it('errors are FetchError with the server message and status', async () => {
    const error = await gf.search('error 404').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ status: 404, message: 'gifkit: Not Found' });
    expect(new GeoFetchError('x', 'u')).toBeInstanceOf(FetchError);
  });
});

describe('gifPaginator', () => {
  it('pages with offset = count + offset, de-duplicates, and stops at total_count', async () => {
    const gf = new GiphyFetch('k');
    const offsets: number[] = [];
    const fetchGifs = (offset: number) => {
      offsets.push(offset);
      return gf.search('paginate me', { offset, limit: 50 });
    };
    const next = gifPaginator(fetchGifs);
    let gifs: IGif[] = [];
    let previous = -1;
    while (gifs.length !== previous) {
      previous = gifs.length;
      gifs = await next();
    }
    const total = (await gf.search('paginate me', { limit: 1 })).pagination.total_count!;
    expect(gifs).toHaveLength(total);
    expect(new Set(gifs.map((g) => g.id)).size).toBe(total);
    expect(offsets).toEqual(Array.from({ length: Math.ceil(total / 50) }, (_, i) => i * 50));
  });

  it('externalGifs replaces the list', async () => {
    const gf = new GiphyFetch('k');
    const next = gifPaginator((offset) => gf.search('cats', { offset, limit: 5 }));
    const first = await next();
    const edited = first.slice(1);
    const second = await next(edited);
    expect(second[0]!.id).toBe(edited[0]!.id);
    expect(second).toHaveLength(9);
  });
});
