import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCategories, getGif, relatedGifs, searchGifs, searchTags, trendingGifs } from '../client/calls';
import { FetchError, GifkitError, UnsupportedCallError } from '../errors';
import { altText } from '../media/altText';
import { mediaPolicy } from '../media/mediaPolicy';
import klipyAnswer from '../mock/fixtures/klipy-compat__search.json';
import tenorAnswer from '../mock/fixtures/tenor__search-trimmed.json';
import { providerOf } from '../source/providerOf';
import { createTenorSource } from './createTenorSource';

const requests: URL[] = [];
const server = setupServer();
server.events.on('request:start', ({ request }) => requests.push(new URL(request.url)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

/** Answers `path` on `host` with `body` (HTTP `status`). */
const answer = (host: string, path: string, body: unknown, status = 200) =>
  server.use(http.get(`${host}${path}`, () => HttpResponse.json(body as object, { status })));

const KLIPY = 'https://api.klipy.com/v2';
const TENOR = 'https://tenor.googleapis.com/v2';
const GIPHY_V2 = 'https://api.giphy.com/v2';
const quiet = { onWarning: () => {} };
const klipy = (options = {}) => createTenorSource({ provider: 'klipy', key: 'k', ...quiet, ...options });
const tenor = (options = {}) => createTenorSource({ provider: 'tenor', key: 'k', ...quiet, ...options });

describe('createTenorSource: the recorded KLIPY answer', () => {
  it('becomes a Gif: its page is itemurl (url is the .gif file), the title is the alt text, sizes are numbers', async () => {
    answer(KLIPY, '/search', klipyAnswer);
    const { data, pagination } = await searchGifs(klipy(), 'hello');
    const [gif] = data;
    expect(gif?.id).toBe('4551195970372378');
    expect(gif?.url).toBe('https://klipy.com/gifs/greetings-PSr');
    expect(gif?.bitly_url).toBeUndefined();
    expect(gif?.alt_text).toBeUndefined(); // content_description is ""
    expect(altText(gif!)).toBe('Greetings: Man Waving Hello');
    expect(gif?.is_sticker).toBe(false);
    expect(gif?.images.original).toMatchObject({
      mp4: expect.stringContaining('kRvr7yGzX0V876EitO2Z.mp4'),
      url: expect.stringContaining('p30ORxL1.gif'),
      webp: expect.stringContaining('0fbcxcN4.webp'),
      width: 640,
      height: 640,
      mp4_size: 369164,
      size: 2614179,
    });
    expect(gif?.images.fixed_width).toEqual({
      mp4: expect.stringContaining('wbRY32dCtajM2l0LCj.mp4'),
      width: 320,
      height: 320,
      mp4_size: 115924,
    });
    expect(gif?.images.fixed_width_small?.width).toBe(150);
    expect(gif?.images.downsized?.url).toContain('NIKSFkmQ.gif'); // tinygif: a GIF to send, never a tile's
    expect(pagination).toEqual({ count: 1, offset: 0, next_cursor: 'eyJtb2RlIjoicHJlIiwib2Zmc2V0Ijo4fQ==' });
  });

  it('sends the cursor back byte for byte as pos', async () => {
    answer(KLIPY, '/search', klipyAnswer);
    const cursor = klipyAnswer.next;
    await searchGifs(klipy(), 'hello', { cursor, offset: 1 });
    expect(requests[0]?.searchParams.get('pos')).toBe(cursor);
    expect(requests[0]?.search).toContain(`pos=${encodeURIComponent(cursor)}`);
  });
});

describe('createTenorSource: the recorded Tenor answer', () => {
  it('has no title and no page: the description is the alt text; the media policy never picks tinygif', async () => {
    answer(TENOR, '/search', tenorAnswer);
    const { data, pagination } = await searchGifs(tenor(), 'crying dog');
    const gif = data[0]!;
    expect(gif.title).toBeUndefined();
    expect(gif.url).toBeUndefined();
    expect(altText(gif)).toBe('a dog is crying while looking at an iphone');
    expect(pagination.next_cursor).toBe('CAMQgNyT_7e3lgMaHg');
    const tinygif = tenorAnswer.results[0]!.media_formats.tinygif.url;
    for (const box of [60, 100, 150, 200, 320, 500]) {
      for (const autoplay of [true, false]) {
        const plan = mediaPolicy(gif, { width: box, height: box, capabilities: { autoplay, webp: true } });
        expect(plan?.src, `${box}px, autoplay ${autoplay}`).not.toBe(tinygif);
        if (autoplay) expect(plan).toMatchObject({ kind: 'video', format: 'mp4' });
      }
    }
    // A 150 px tile plays nanomp4 (26 KB), not tinygif (669 KB).
    expect(mediaPolicy(gif, { width: 150, height: 150 })?.src).toBe(tenorAnswer.results[0]!.media_formats.nanomp4.url);
  });
});

describe('createTenorSource: the shape’s traps', () => {
  const result = (fields: object) => ({ results: [{ id: '1', media_formats: {}, ...fields }], next: '' });

  it('reads flags as a string or a list; a sticker gets transparent WebP, never MP4', async () => {
    const formats = {
      webp_transparent: { url: 'https://m.example/s.webp', dims: [200, 200], duration: 0, size: 900 },
      gif_transparent: { url: 'https://m.example/s.gif', dims: [200, 200], duration: 0, size: 9000 },
      mp4: { url: 'https://m.example/s.mp4', dims: [200, 200], duration: 1.5, size: 500 },
    };
    for (const flags of ['sticker,static', ['sticker']]) {
      answer(TENOR, '/search', result({ flags, media_formats: formats }));
      const { data } = await searchGifs(tenor(), 'x');
      expect(data[0]?.is_sticker).toBe(true);
      const plan = mediaPolicy(data[0]!, { width: 200, height: 200, capabilities: { webp: true, autoplay: true } });
      expect(plan).toMatchObject({ kind: 'image', format: 'webp', webp: 'https://m.example/s.webp' });
    }
  });

  it('ends a list on next "" or absent: the last page says its total', async () => {
    answer(TENOR, '/search', result({}));
    const { pagination } = await searchGifs(tenor(), 'x', { offset: 40 });
    expect(pagination).toEqual({ count: 1, offset: 40, total_count: 41 });
  });

  it('drops a result without id, and every URL that is not http(s)', async () => {
    answer(TENOR, '/search', {
      results: [
        { media_formats: {} },
        {
          id: 2,
          itemurl: 'javascript:alert(1)',
          url: 'data:text/html,x',
          media_formats: { mp4: { url: 'javascript:alert(1)', dims: [1, 1] }, tinymp4: { url: 'https://m/t.mp4' } },
        },
      ],
    });
    const warnings: string[] = [];
    const { data } = await searchGifs(tenor({ onWarning: (m: string) => warnings.push(m) }), 'x');
    expect(data.map((gif) => gif.id)).toEqual(['2']);
    expect(data[0]?.url).toBeUndefined();
    expect(data[0]?.bitly_url).toBeUndefined();
    expect(data[0]?.images).toEqual({ fixed_width: { mp4: 'https://m/t.mp4', width: 0, height: 0 } });
    expect(warnings).toHaveLength(4);
  });
});

describe('createTenorSource: errors become the FetchError of their status', () => {
  it('{ error } in a 200 answer, with its code', async () => {
    answer(TENOR, '/search', { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } });
    const error = await searchGifs(tenor(), 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ status: 429, code: 'http', message: 'gifkit: Quota exceeded' });
  });

  it('KLIPY’s { result: false, errors } in a 200 answer: 400, with its message', async () => {
    answer(KLIPY, '/search', { result: false, errors: { q: ['The q field is required.'] } });
    const error = await searchGifs(klipy(), 'x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: 'gifkit: The q field is required.' });
  });

  it('each provider’s rate-limit answer is a typed 429', async () => {
    const cases = [
      [klipy(), KLIPY, { result: false, errors: { message: ['Too many requests'] } }],
      [tenor(), TENOR, { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } }],
      [createTenorSource({ provider: 'giphy', key: 'k', ...quiet }), GIPHY_V2, { message: 'API rate limit exceeded' }],
    ] as const;
    for (const [source, host, body] of cases) {
      answer(host, '/featured', body, 429);
      const error = await trendingGifs(source).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FetchError);
      expect((error as FetchError).status).toBe(429);
    }
  });
});

describe('createTenorSource: options', () => {
  it('sends the key, client key, locale, country, the rating as a content filter, and the formats it maps', async () => {
    answer(KLIPY, '/search', result0());
    const ratings = { g: 'high', pg: 'medium', 'pg-13': 'low', r: 'off' } as const;
    for (const [rating, filter] of Object.entries(ratings)) {
      await searchGifs(klipy({ clientKey: 'app', locale: 'de_DE', country: 'DE' }), 'x', {
        rating: rating as keyof typeof ratings,
        limit: 10,
      });
      const query = requests.at(-1)!.searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        key: 'k',
        client_key: 'app',
        locale: 'de_DE',
        country: 'DE',
        q: 'x',
        limit: '10',
        contentfilter: filter,
      });
      expect(query.get('media_filter')?.split(',')).toEqual(expect.arrayContaining(['nanomp4', 'tinymp4', 'mp4']));
    }
    await searchGifs(klipy(), 'x', { type: 'stickers' });
    expect(requests.at(-1)?.searchParams.get('searchfilter')).toBe('sticker');
    expect(requests.at(-1)?.searchParams.get('contentfilter')).toBe('low'); // gifkit's default rating, pg-13
  });

  it('takes the provider from a baseUrl on its server, or says which is missing', () => {
    expect(providerOf(createTenorSource({ baseUrl: 'https://api.klipy.com/v2/', key: 'k' })).attribution).toEqual({
      provider: 'KLIPY',
      searchPlaceholder: 'Search KLIPY',
    });
    expect(providerOf(createTenorSource({ baseUrl: `${GIPHY_V2}/`, key: 'k' })).attribution.mark).toBe(
      'Powered By GIPHY',
    );
    expect(providerOf(createTenorSource({ provider: 'tenor', key: 'k' })).attribution.mark).toBe('Via Tenor');
    expect(() => createTenorSource({ baseUrl: 'https://gifs.example/v2', key: 'k' })).toThrow(/provider:/);
    // Without a key, only a serverUrl of your own server will do (sdk/server/createGifHandler.tenor.test.ts).
    expect(() => createTenorSource({ provider: 'klipy' })).toThrow(GifkitError);
  });

  it('a proxy keeps its provider’s rules', async () => {
    answer('https://gifs.example/tenor', '/search', klipyAnswer);
    const proxied = createTenorSource({ provider: 'klipy', baseUrl: 'https://gifs.example/tenor/', key: 'k' });
    const { data } = await searchGifs(proxied, 'x');
    expect(data[0]?.url).toBe('https://klipy.com/gifs/greetings-PSr');
  });

  it('has an identity of its own per provider and settings', () => {
    const ids = new Set(
      [klipy(), tenor(), klipy({ key: 'other' }), klipy({ locale: 'fr_FR' }), klipy()].map((s) => s.identity),
    );
    expect(ids.size).toBe(4);
  });
});

describe('createTenorSource: calls', () => {
  it('refuses GIPHY’s own calls before any request', async () => {
    await expect(relatedGifs(klipy(), '1')).rejects.toBeInstanceOf(UnsupportedCallError);
    await expect(searchGifs(klipy(), 'x', { type: 'videos' })).rejects.toThrow(/KLIPY has no clips/);
    await expect(searchGifs(klipy(), 'x', { channel: 'nba' })).rejects.toBeInstanceOf(UnsupportedCallError);
    expect(requests).toEqual([]);
  });

  it('one GIF is a post by id; a missing one is a 404', async () => {
    answer(KLIPY, '/posts', klipyAnswer);
    expect((await getGif(klipy(), '4551195970372378')).data.id).toBe('4551195970372378');
    expect(requests[0]?.searchParams.get('ids')).toBe('4551195970372378');
    await expect(getGif(klipy(), 'nope')).rejects.toMatchObject({ status: 404 });
  });

  it('terms and categories', async () => {
    answer(KLIPY, '/autocomplete', { results: ['cat', 'cats', 7, 'cat meme'] });
    expect((await searchTags(klipy(), 'ca')).data).toEqual([{ name: 'cat' }, { name: 'cats' }, { name: 'cat meme' }]);
    answer(KLIPY, '/categories', {
      tags: [
        { searchterm: 'excited', path: '/v2/search?q=excited', image: 'https://m.example/e.gif', name: '#excited' },
        { searchterm: 'sad', image: 'javascript:alert(1)', name: '#sad' },
      ],
    });
    const { data } = await getCategories(klipy());
    expect(data.map((c) => [c.name, c.name_encoded, c.gif?.images.original?.url])).toEqual([
      ['#excited', 'excited', 'https://m.example/e.gif'],
      ['#sad', 'sad', undefined],
    ]);
  });
});

function result0() {
  return { results: [], next: '' };
}
