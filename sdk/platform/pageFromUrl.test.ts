/**
 * Route → analytics page: walks every row of the route table, the channel and
 * embed fallbacks, the login page's loginType, and the warning for unparsable URLs.
 */
import { describe, expect, it, vi } from 'vitest';
import { CHANNEL_PAGE, EMBED_PAGE, PAGE_TABLE, pageFromUrl } from './pageFromUrl';

/** The route table: first segment → page. */
const SPEC_TABLE: [string, string][] = [
  ['/', 'home'],
  ['/categories', 'categories'],
  ['/create', 'gifmaker'],
  ['/upload', 'upload'],
  ['/backdrop', 'backdrop'],
  ['/clips', 'clips'],
  ['/dashboard', 'creator dashboard'],
  ['/explore', 'explore'],
  ['/favorites', 'favorites'],
  ['/gifs', 'gifs'],
  ['/stickers', 'stickers'],
  ['/login', 'login'],
  ['/apply', 'creator signup'],
  ['/join', 'signup'],
  ['/password', 'password recovery'],
  ['/email-jail', 'email-jail'],
  ['/search', 'search'],
  ['/studios', 'studios'],
  ['/team', 'team'],
  ['/edit/gifs', 'edit gifs'],
  ['/artists', 'artists'],
  ['/apps', 'apps'],
  ['/transparency', 'transparency'],
  ['/about', 'about'],
  ['/labs', 'labs'],
  ['/ar-scenes', 'ar-scenes'],
  ['/stories', 'stories'],
  ['/posts', 'posts'],
  ['/settings', 'settings'],
  ['/trending-gifs', 'trending gifs'],
  ['/edit', 'edit'],
  ['/404', '404'],
  ['/403', '403'],
  ['/maintenance', 'maintenance'],
];

const quiet = { logger: { warn: vi.fn(), error: vi.fn() } };

describe('pageFromUrl: the route table', () => {
  it('has exactly the spec’s rows', () => {
    expect(PAGE_TABLE.map((row) => [row.path, row.name])).toEqual(SPEC_TABLE);
  });

  it.each(SPEC_TABLE)('%s is the %s page (bare, deeper, with a trailing slash, absolute)', (path, name) => {
    const row = PAGE_TABLE.find((r) => r.path === path)!;
    const expected = { type: row.type, name };
    expect(pageFromUrl(path, quiet)).toMatchObject({ ...expected, path });
    expect(pageFromUrl(`https://giphy.com${path}?ref=x#top`, quiet)).toMatchObject(expected);
    if (path !== '/') {
      expect(pageFromUrl(`${path}/`, quiet)).toMatchObject(expected);
      expect(pageFromUrl(`${path}/some/deeper/page`, quiet)).toMatchObject(expected);
    }
  });

  it('error and maintenance pages: /404 and /403 are error pages, /maintenance its own', () => {
    expect(pageFromUrl('/404', quiet)).toMatchObject({ type: 'error', name: '404' });
    expect(pageFromUrl('/403', quiet)).toMatchObject({ type: 'error', name: '403' });
    expect(pageFromUrl('/maintenance', quiet)).toMatchObject({ type: 'maintenance', name: 'maintenance' });
  });

  it('/edit/gifs is “edit gifs” but /edit/anything-else is “edit”', () => {
    expect(pageFromUrl('/edit/gifs/abc', quiet)?.name).toBe('edit gifs');
    expect(pageFromUrl('/edit/stickers', quiet)?.name).toBe('edit');
  });

  it('any other first segment is a channel page', () => {
    for (const path of [
      '/gifkit',
      '/ToeiAnimation/dragon-ball',
      '/gifsy',
      '/creators',
      '/search-party',
      '/editorial',
    ]) {
      expect(pageFromUrl(path, quiet)).toMatchObject({ type: CHANNEL_PAGE.type, name: 'channel', path });
    }
  });

  it('a path starting with /embed is an embed page', () => {
    for (const path of ['/embed', '/embed/GRSnxyhJnPsaQy9YLn', '/embed/abc/video']) {
      expect(pageFromUrl(`https://giphy.com${path}`, quiet)).toMatchObject({ type: EMBED_PAGE.type, name: 'embed' });
    }
  });

  it('matches segments case-insensitively', () => {
    expect(pageFromUrl('/Gifs/abc', quiet)?.type).toBe('gifs');
  });
});

describe('pageFromUrl: login and bad URLs', () => {
  it('the login page carries loginType platform_action', () => {
    expect(pageFromUrl('/login?loginType=facebook_signup', quiet)).toEqual({
      type: 'login',
      name: 'login',
      path: '/login',
      loginType: { platform: 'facebook', action: 'signup' },
    });
    expect(pageFromUrl('/login?loginType=broken', quiet)).not.toHaveProperty('loginType');
    expect(pageFromUrl('/gifs?loginType=google_login', quiet)).not.toHaveProperty('loginType');
  });

  it('an unparsable URL logs a warning and yields undefined', () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    expect(pageFromUrl('not a url', { logger })).toBeUndefined();
    expect(pageFromUrl('https://[broken', { logger })).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('"not a url"');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('warns on the console by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pageFromUrl('::')).toBeUndefined();
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it('takes URL objects', () => {
    expect(pageFromUrl(new URL('https://giphy.com/stickers/cat'), quiet)?.type).toBe('stickers');
  });
});
