import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_URLS } from '../../test/hostile/payloads';
import { ValidationError } from '../errors';
import search2024 from '../mock/fixtures/gifexpertapp__search-2024.json';
import channels from '../mock/fixtures/giphy-js__channels-search.json';
import { GIF_FLAGS, GIF_URL_FIELDS, type Gif, normalizeGif, normalizeUser, USER_URL_FIELDS } from './gif';

describe('normalizeGif', () => {
  it('normalizes a recorded GIF: id string, integer sizes, boolean flags, user booleans', () => {
    const raw = search2024.data[0]!;
    const gif = normalizeGif(raw);
    expect(gif.id).toBe(raw.id);
    expect(gif.images.fixed_width).toMatchObject({
      width: Number(raw.images.fixed_width.width),
      height: Number(raw.images.fixed_width.height),
    });
    expect(gif.images.fixed_width!.size).toBe(Number(raw.images.fixed_width.size));
    for (const flag of GIF_FLAGS) expect(typeof gif[flag]).toBe('boolean');
    expect(gif.title).toBe(raw.title);
  });

  it('keeps unknown fields and reduces tag objects to their text', () => {
    const gif = normalizeGif({ id: 42, images: {}, tags: ['a', { text: 'b' }], brand_new_field: { x: 1 } });
    expect(gif.id).toBe('42');
    expect(gif.tags).toEqual(['a', 'b']);
    expect((gif as unknown as { brand_new_field: unknown }).brand_new_field).toEqual({ x: 1 });
  });

  it('forces flags from 0/1, "1", true and missing', () => {
    const gif = normalizeGif({ id: 'a', is_sticker: 1, is_hidden: 0, is_featured: '1', is_dynamic: true });
    expect([gif.is_sticker, gif.is_hidden, gif.is_featured, gif.is_dynamic, gif.is_removed]).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('drops empty renditions (clips send {}) and defaults missing sizes to 0', () => {
    const gif = normalizeGif({ id: 'a', images: { downsized: {}, looping: { mp4: 'https://media.giphy.com/x.mp4' } } });
    expect(gif.images.downsized).toBeUndefined();
    expect(gif.images.looping).toEqual({ mp4: 'https://media.giphy.com/x.mp4', width: 0, height: 0 });
  });

  it('normalizes clip video assets to integer sizes and previews to renditions', () => {
    const gif = normalizeGif({
      id: 'clip',
      type: 'video',
      video: {
        assets: {
          '360p': { url: 'https://media.giphy.com/a.mp4', width: '640', height: '360' },
          broken: { width: '1' },
        },
        previews: { fixed_width: { url: 'https://media.giphy.com/p.gif', width: '200', height: '113' } },
        captions: { en: { vtt: 'https://media.giphy.com/c.vtt' } },
      },
    });
    expect(gif.video?.assets).toEqual({ '360p': { url: 'https://media.giphy.com/a.mp4', width: 640, height: 360 } });
    expect(gif.video?.previews?.fixed_width).toMatchObject({ width: 200, height: 113 });
    expect(gif.video?.captions).toEqual({ en: { vtt: 'https://media.giphy.com/c.vtt' } });
    expect(() =>
      normalizeGif({ id: 'c', video: { assets: { x: { url: 'https://media.giphy.com/u', width: 'w' } } } }),
    ).toThrow(/data\.video\.assets\.x\.width/);
  });

  it('normalizes the user of extended records (channels)', () => {
    const user = normalizeUser(channels.data[0]!.user);
    expect(typeof user.is_verified).toBe('boolean');
    expect(typeof user.suppress_chrome).toBe('boolean');
    expect(typeof user.is_public).toBe('boolean');
    expect(normalizeGif({ id: 'a', user: null }).user).toBeUndefined();
  });

  it('names the malformed field', () => {
    expect(() => normalizeGif({ images: {} })).toThrow(/data\.id/);
    expect(() => normalizeGif({ id: 'a', images: 'oops' })).toThrow(/data\.images/);
    expect(() =>
      normalizeGif({ id: 'a', images: { original: { width: 'wide', url: 'https://media.giphy.com/u' } } }),
    ).toThrow(/data\.images\.original\.width/);
    expect(() => normalizeGif({ id: 'a', tags: [1] })).toThrow(/data\.tags\.0/);
    expect(() => normalizeGif({ id: 'a', user: 'me' })).toThrow(/data\.user/);
  });

  const sizeArb = fc.oneof(
    fc.nat({ max: 5000 }).map(String),
    fc.nat({ max: 5000 }),
    fc.constant(''),
    fc.constant(undefined),
  );
  const renditionArb = fc.record(
    { url: fc.webUrl(), width: sizeArb, height: sizeArb, size: sizeArb, mp4: fc.webUrl(), webp: fc.webUrl() },
    { requiredKeys: [] },
  );
  const wireGif = fc.record(
    {
      id: fc.oneof(fc.string({ minLength: 1 }), fc.nat()),
      title: fc.string(),
      tags: fc.array(fc.oneof(fc.string(), fc.record({ text: fc.string() }))),
      images: fc.dictionary(fc.string({ minLength: 1 }), renditionArb),
      is_sticker: fc.constantFrom(0, 1, true, false, '0', '1', undefined),
      user: fc.option(fc.record({ username: fc.string(), is_verified: fc.boolean() }), { nil: undefined }),
      extra: fc.anything(),
    },
    { requiredKeys: ['id'] },
  );

  it('property: any wire-shaped GIF normalizes to the SDK shape', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(wireGif, (raw) => {
        const gif = normalizeGif(raw);
        expect(gif.id).toBe(String(raw.id));
        expect(gif.tags.every((t) => typeof t === 'string')).toBe(true);
        for (const r of Object.values(gif.images)) {
          expect(Number.isInteger(r!.width) && r!.width >= 0).toBe(true);
          expect(Number.isInteger(r!.height) && r!.height >= 0).toBe(true);
        }
        for (const flag of GIF_FLAGS) expect(typeof gif[flag]).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('property: arbitrary input either normalizes or throws a ValidationError, nothing else', {
    timeout: 20_000,
  }, () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        try {
          normalizeGif(junk);
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
        }
      }),
      { numRuns: 500 },
    );
  });

  describe('URL boundary (docs/security.md)', () => {
    const safe = 'https://media.giphy.com/media/abc/200w.gif';
    /** A GIF with `bad` in every URL field and a safe URL beside it in each rendition. */
    const hostile = (bad: unknown) => ({
      id: 'x',
      ...Object.fromEntries(GIF_URL_FIELDS.map((field) => [field, bad])),
      images: { fixed_width: { url: bad, webp: bad, mp4: safe, width: '200', height: '100' }, original: { url: bad } },
      user: { username: 'u', ...Object.fromEntries(USER_URL_FIELDS.map((field) => [field, bad])) },
      video: {
        assets: { '360p': { url: bad, width: '640', height: '360' } },
        previews: { fixed_width: { url: bad, mp4: safe } },
        captions: { en: { vtt: bad, srt: bad } },
        hls_manifest_url: bad,
        dash_manifest_url: bad,
      },
    });

    it('drops every URL field that is not an absolute http(s) URL, naming it in one warning each', () => {
      for (const bad of [...UNSAFE_URLS, 42, { href: safe }]) {
        const warnings: string[] = [];
        const gif = normalizeGif(hostile(bad), 'data', undefined, (message) => warnings.push(message));
        for (const field of GIF_URL_FIELDS) expect(gif).not.toHaveProperty(field);
        for (const field of USER_URL_FIELDS) expect(gif.user).not.toHaveProperty(field);
        expect(gif.images).toEqual({ fixed_width: { mp4: safe, width: 200, height: 100 } });
        expect(gif.video).toEqual({
          assets: {},
          previews: { fixed_width: { mp4: safe, width: 0, height: 0 } },
          captions: { en: {} },
        });
        expect(warnings).toHaveLength(GIF_URL_FIELDS.length + USER_URL_FIELDS.length + 9);
        expect(warnings).toContainEqual(
          expect.stringMatching(
            /^gifkit: dropped data\.images\.fixed_width\.url \(.*\): only http: and https: URLs are kept/,
          ),
        );
        expect(warnings.some((w) => w.includes('data.user.profile_url'))).toBe(true);
        expect(warnings.some((w) => w.includes('data.video.captions.en.vtt'))).toBe(true);
      }
    });

    it('drops a rendition URL field that holds null, 0 or false like any other non-URL, with a warning', () => {
      const warnings: string[] = [];
      const gif = normalizeGif(
        { id: 'a', images: { fixed_width: { url: null, webp: 0, mp4: safe, width: '200' }, still: { url: false } } },
        'data',
        undefined,
        (message) => warnings.push(message),
      );
      expect(gif.images).toEqual({ fixed_width: { mp4: safe, width: 200, height: 0 } });
      expect(warnings).toEqual([
        expect.stringMatching(/^gifkit: dropped data\.images\.fixed_width\.url \(object\)/),
        expect.stringMatching(/^gifkit: dropped data\.images\.fixed_width\.webp \(number\)/),
        expect.stringMatching(/^gifkit: dropped data\.images\.still\.url \(boolean\)/),
      ]);
    });

    it('keeps http(s) URLs exactly as sent, and empty strings, without a warning', () => {
      const warn = vi.fn();
      const gif = normalizeGif(
        { id: 'a', url: 'HTTP://giphy.com/gifs/a', bitly_url: '', images: { original: { url: safe } } },
        'data',
        undefined,
        warn,
      );
      expect(gif.url).toBe('HTTP://giphy.com/gifs/a');
      expect(gif.bitly_url).toBe('');
      expect(gif.images.original?.url).toBe(safe);
      expect(warn).not.toHaveBeenCalled();
    });

    it('warns on the console by default, and not at all in production (where it still drops)', () => {
      const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        expect(normalizeGif({ id: 'a', url: 'javascript:alert(1)' }).url).toBeUndefined();
        expect(consoleWarn).toHaveBeenCalledOnce();
        vi.stubEnv('NODE_ENV', 'production');
        expect(normalizeGif({ id: 'a', url: 'javascript:alert(1)' }).url).toBeUndefined();
        expect(consoleWarn).toHaveBeenCalledOnce();
      } finally {
        vi.unstubAllEnvs();
        consoleWarn.mockRestore();
      }
    });

    it('property: no URL field of a normalized GIF holds anything but an http(s) URL', { timeout: 20_000 }, () => {
      const url = fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom(...UNSAFE_URLS));
      const rendition = fc.record({ url, webp: url, mp4: url, width: fc.nat().map(String) }, { requiredKeys: [] });
      fc.assert(
        fc.property(
          fc.record({
            url,
            embed_url: url,
            bitly_url: url,
            images: fc.dictionary(fc.string({ minLength: 1 }), rendition),
          }),
          fc.record({ avatar_url: url, profile_url: url }),
          (fields, user) => {
            const gif = normalizeGif({ id: 'p', ...fields, user }, 'data', undefined, () => undefined);
            const urls = [gif.url, gif.embed_url, gif.bitly_url, gif.user?.avatar_url, gif.user?.profile_url];
            for (const r of Object.values(gif.images)) urls.push(r?.url, r?.webp, r?.mp4);
            for (const value of urls) if (value) expect(value).toMatch(/^https?:\/\//i);
          },
        ),
        { numRuns: 300 },
      );
    });
  });

  it('property: the development checks only name problems; whatever they accept converts as in production', {
    timeout: 20_000,
  }, () => {
    /** Mostly `good`, now and then `bad`: most GIFs pass the checks, some fail one. */
    const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
      fc.oneof({ arbitrary: good, weight: 19 }, { arbitrary: bad, weight: 1 });
    const url = fc.oneof(fc.webUrl(), fc.constantFrom(...UNSAFE_URLS, '', null, 0));
    const size = mostly(sizeArb, fc.constantFrom('wide', null, true));
    const rendition = mostly(
      fc.record({ url, webp: url, mp4: url, width: size, height: size, frames: size }, { requiredKeys: [] }),
      fc.constantFrom('x', null),
    );
    const images = mostly(
      fc.dictionary(fc.string({ minLength: 1 }), rendition, { maxKeys: 4 }),
      fc.constantFrom(null, 'oops'),
    );
    const tags = mostly(
      fc.array(mostly(fc.oneof(fc.string(), fc.record({ text: fc.string() })), fc.nat())),
      fc.constant(7),
    );
    const raw = fc.record(
      {
        id: fc.oneof(fc.string({ minLength: 1 }), fc.nat()),
        url,
        embed_url: url,
        tags,
        featured_tags: tags,
        images,
        user: mostly(fc.record({ username: fc.string(), avatar_url: url, is_verified: fc.nat() }), fc.constant('me')),
        video: mostly(
          fc.record(
            {
              assets: images,
              previews: images,
              hls_manifest_url: url,
              captions: fc.dictionary(fc.string({ minLength: 1 }), fc.record({ vtt: url, srt: url })),
            },
            { requiredKeys: [] },
          ),
          fc.constant(3),
        ),
      },
      { requiredKeys: ['id'] },
    );
    let accepted = 0;
    fc.assert(
      fc.property(raw, (gif) => {
        const warnings: string[] = [];
        let checked: Gif | undefined;
        try {
          checked = normalizeGif(gif, 'data', undefined, (message) => warnings.push(message));
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
        }
        vi.stubEnv('NODE_ENV', 'production');
        try {
          const converted = normalizeGif(gif, 'data', undefined, () => expect.fail('no warning in production'));
          if (checked) {
            accepted++;
            expect(checked).toEqual(converted);
          }
        } finally {
          vi.unstubAllEnvs();
        }
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(30); // the comparison ran, not only the throws
  });

  describe('in a production build (checks compiled out)', () => {
    afterEach(() => vi.unstubAllEnvs());
    const production = () => vi.stubEnv('NODE_ENV', 'production');

    it('still requires an id, and converts what it can instead of naming malformed fields', () => {
      production();
      expect(() => normalizeGif({ images: {} })).toThrow(/data\.id/);
      const gif = normalizeGif({
        id: 7,
        images: { original: { width: 'wide', height: '10', url: 'https://media.giphy.com/u' }, broken: 'x' },
        tags: [1, 'cat', { text: 'dog' }],
        user: 'me',
        video: { assets: { '360p': 'x', '720p': { url: 'https://media.giphy.com/v', width: 'a', height: '9' } } },
      });
      expect(gif.id).toBe('7');
      expect(gif.images).toEqual({ original: { width: 0, height: 10, url: 'https://media.giphy.com/u' } });
      expect(gif.tags).toEqual(['cat', 'dog']);
      expect(gif.user).toBeUndefined();
      expect(gif.video?.assets).toEqual({ '720p': { url: 'https://media.giphy.com/v', width: 0, height: 9 } });
      expect(normalizeGif({ id: 'a', images: 'oops', tags: 'x' })).toMatchObject({ images: {}, tags: [] });
    });

    it('property: arbitrary input normalizes to the SDK shape or throws a ValidationError', { timeout: 20_000 }, () => {
      production();
      fc.assert(
        fc.property(fc.anything(), wireGif, (junk, raw) => {
          try {
            normalizeGif(junk);
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
          }
          const gif = normalizeGif({ ...raw, images: { ...raw.images, junk } });
          for (const r of Object.values(gif.images)) expect(Number.isInteger(r!.width)).toBe(true);
        }),
        { numRuns: 300 },
      );
    });
  });
});
