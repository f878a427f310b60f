import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_URLS } from '../../test/hostile/payloads';
import { clientAnswering } from '../../test/support/clientAnswering';
import channels from '../mock/fixtures/giphy-js__channels-search.json';
import { normalizeChannelInPlace } from './channel';
import { GIF_URL_FIELDS, USER_URL_FIELDS } from './gif';

const recorded = () => structuredClone(channels.data[0]!) as unknown as Record<string, unknown>;
const HTTP = /^https?:\/\//i;
/** The channel `url` the normalizer leaves (`undefined`: dropped). */
const channelUrl = (url: unknown) => normalizeChannelInPlace({ id: 1, url }, 'data', undefined, () => undefined).url;
/** Not an http(s) URL and not a plain site path: dropped from `url` too. */
const NEVER_A_URL = UNSAFE_URLS.filter((url) => url !== '/relative/x.gif');

describe('normalizeChannelInPlace', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('normalizes a recorded channel: its giphy.com path as an https URL, owner and featured GIF like a GIF’s', () => {
    const warn = vi.fn();
    const channel = normalizeChannelInPlace(recorded(), 'data.0', 'r1', warn);
    expect(channel.url).toBe('https://giphy.com/nba');
    expect(channel.banner_image).toBe(channels.data[0]!.banner_image);
    expect(channel.user).toMatchObject({ username: 'nba', is_verified: true, suppress_chrome: false });
    expect(channel.user?.avatar_url).toBe(channels.data[0]!.user.avatar_url);
    expect(channel.featured_gif?.images.fixed_height_small_still).toMatchObject({
      width: 178,
      height: 100,
      size: 11821,
    });
    expect(channel.featured_gif?.response_id).toBe('r1');
    expect(channel.display_name).toBe('NBA');
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns a plain site path into a giphy.com URL; keeps http(s) URLs; drops script, data and protocol-relative URLs', () => {
    expect(channelUrl('/nba')).toBe('https://giphy.com/nba');
    expect(channelUrl('/')).toBe('https://giphy.com/');
    expect(channelUrl('https://giphy.com/nba/')).toBe('https://giphy.com/nba/');
    for (const bad of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/a b', 'nba', ...NEVER_A_URL]) {
      expect(channelUrl(bad), bad).toBeUndefined();
    }
    expect(channelUrl('/relative/x.gif')).toBe('https://giphy.com/relative/x.gif');
  });

  it('drops every unsafe URL of the channel, its owner and its featured GIF, one warning each, keeping the rest', () => {
    for (const bad of NEVER_A_URL) {
      const warnings: string[] = [];
      const channel = normalizeChannelInPlace(
        {
          id: 1,
          url: bad,
          banner_image: bad,
          display_name: 'NBA',
          user: { username: 'nba', ...Object.fromEntries(USER_URL_FIELDS.map((field) => [field, bad])) },
          featured_gif: {
            id: 'g',
            images: { original: { url: bad } },
            ...Object.fromEntries(GIF_URL_FIELDS.map((f) => [f, bad])),
          },
          ancestors: [{ id: 2, url: bad, banner_image: 'https://media.giphy.com/b.gif' }],
        },
        'data.0',
        undefined,
        (message) => warnings.push(message),
      );
      expect(channel).not.toHaveProperty('url');
      expect(channel).not.toHaveProperty('banner_image');
      for (const field of USER_URL_FIELDS) expect(channel.user).not.toHaveProperty(field);
      for (const field of GIF_URL_FIELDS) expect(channel.featured_gif).not.toHaveProperty(field);
      expect(channel.featured_gif?.images).toEqual({});
      expect(channel.ancestors).toEqual([{ id: 2, banner_image: 'https://media.giphy.com/b.gif' }]);
      expect(channel.display_name).toBe('NBA');
      expect(warnings).toHaveLength(2 + USER_URL_FIELDS.length + GIF_URL_FIELDS.length + 1 + 1);
      expect(warnings).toContainEqual(
        expect.stringMatching(/^gifkit: dropped data\.0\.url \(.*\): only http: and https:/),
      );
      expect(warnings).toContainEqual(expect.stringMatching(/^gifkit: dropped data\.0\.banner_image /));
      expect(warnings).toContainEqual(expect.stringMatching(/^gifkit: dropped data\.0\.user\.avatar_url /));
      expect(warnings).toContainEqual(expect.stringMatching(/^gifkit: dropped data\.0\.featured_gif\.embed_url /));
      expect(warnings).toContainEqual(expect.stringMatching(/^gifkit: dropped data\.0\.ancestors\.0\.url /));
    }
  });

  it('keeps null fields the API sends; a malformed featured GIF is an error naming it (the list drops the channel)', () => {
    const warn = vi.fn();
    const channel = normalizeChannelInPlace(
      { id: 1, banner_image: null, featured_gif: null, screensaver_gif: '123', user: null },
      'data.0',
      undefined,
      warn,
    );
    expect(channel).toEqual({ id: 1, banner_image: null, featured_gif: null, screensaver_gif: '123' });
    expect(warn).not.toHaveBeenCalled();
    expect(() => normalizeChannelInPlace({ id: 1, screensaver_gif: { images: {} } }, 'data.0')).toThrow(
      /data\.0\.screensaver_gif\.id/,
    );
  });

  it('warns on the console by default, and not at all in production (where it still drops)', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(normalizeChannelInPlace({ id: 1, url: 'javascript:alert(1)' }).url).toBeUndefined();
      expect(consoleWarn).toHaveBeenCalledOnce();
      vi.stubEnv('NODE_ENV', 'production');
      expect(normalizeChannelInPlace({ id: 1, url: 'javascript:alert(1)', banner_image: 'data:x' })).toEqual({ id: 1 });
      expect(consoleWarn).toHaveBeenCalledOnce();
    } finally {
      consoleWarn.mockRestore();
    }
  });

  // CPU-bound (300 generated channels): the same allowance as the GIF normalizer's properties on a loaded machine.
  it('property: no URL field of a normalized channel holds anything but an http(s) URL', { timeout: 20_000 }, () => {
    const url = fc.oneof(fc.webUrl(), fc.webPath(), fc.string(), fc.constantFrom(...UNSAFE_URLS));
    fc.assert(
      fc.property(
        fc.record({ url, banner_image: url }),
        fc.record({ avatar_url: url, banner_url: url, profile_url: url, website_url: url }),
        (fields, user) => {
          const channel = normalizeChannelInPlace({ id: 1, ...fields, user }, 'data', undefined, () => undefined);
          const urls = [channel.url, channel.banner_image, ...Object.values(channel.user ?? {})];
          for (const value of urls) if (typeof value === 'string' && value) expect(value).toMatch(HTTP);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('searchChannels', () => {
  it('returns normalized channels: unsafe URLs dropped and reported to onWarning', async () => {
    const hostile = {
      ...recorded(),
      url: 'javascript:alert(1)',
      banner_image: 'data:image/svg+xml,<svg onload=alert(1)>',
    };
    const body = {
      data: [recorded(), hostile, 'not a channel'],
      pagination: { count: 3, offset: 0 },
      meta: { response_id: 'r' },
    };
    const { client, warnings } = clientAnswering(body);
    const { data } = await client.searchChannels('nba');
    expect(data).toHaveLength(2);
    expect(data[0]?.url).toBe('https://giphy.com/nba');
    expect(data[1]).not.toHaveProperty('url');
    expect(data[1]).not.toHaveProperty('banner_image');
    expect(data[1]?.user?.is_verified).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(/^gifkit: dropped data\.1\.url /),
      expect.stringMatching(/^gifkit: dropped data\.1\.banner_image /),
      expect.stringMatching(/data\.2: expected a channel object \(item dropped/),
    ]);
  });
});
