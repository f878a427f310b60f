import { describe, expect, it, vi } from 'vitest';
import { normalizeChannelInPlace } from '../normalize/channel';
import { fromCompatChannel } from './fromCompatChannel';
import { toCompatChannel } from './toCompatChannel';

const quiet = () => {};
/** A sparse wire channel: a top-level one with no featured GIF and a screensaver sent as an id. */
const sparse = () =>
  normalizeChannelInPlace(
    {
      id: 7,
      url: '/nba',
      slug: 'nba',
      parent: null,
      featured_gif: null,
      screensaver_gif: 'abc',
      banner_image: 'javascript:alert(1)',
      tags: [{ id: 1, tag: 'dunk' }],
      ancestors: [{ id: 3, slug: 'sports', content_type: 'clip' }],
      children: [{ id: 9, url: 'javascript:alert(1)' }],
    },
    'data',
    undefined,
    quiet,
  );

describe('toCompatChannel (GIPHY `IChannel` shape)', () => {
  it('fills every field GIPHY requires with its documented fallback', () => {
    const channel = toCompatChannel(sparse());
    expect(channel).toMatchObject({
      id: 7,
      url: 'https://giphy.com/nba',
      slug: 'nba',
      parent: 0,
      display_name: '',
      content_type: 'gif',
      has_children: false,
      is_live: false,
      banner_image: null,
      screensaver_gif: null,
      live_since_datetime: null,
      tags: [{ id: 1, channel: 0, tag: 'dunk' }],
      syncable_tags: [],
      children: [],
      analytics_response_payload: '',
      user: { username: '', user_type: 'anonymous' },
      featured_gif: { id: '', title: '', images: { original: { url: '' } } },
    });
    expect(channel.ancestors[0]).toMatchObject({ id: 3, slug: 'sports', content_type: 'gif', ancestors: [] });
  });

  it('keeps the featured and screensaver GIFs as GIPHY-shaped GIFs', () => {
    const gif = { id: 'g1', images: { original: { url: 'https://media.giphy.com/g1.gif', width: '4', height: '3' } } };
    const channel = toCompatChannel(
      normalizeChannelInPlace({ id: 1, featured_gif: gif, screensaver_gif: structuredClone(gif) }, 'data'),
    );
    expect(channel.featured_gif.images.original).toMatchObject({ url: 'https://media.giphy.com/g1.gif', width: 4 });
    expect(channel.screensaver_gif?.images.downsized.url).toBe('');
  });
});

describe('fromCompatChannel (a GIPHY-shaped channel into gifkit)', () => {
  it('goes through the channel normalizer on a copy: only http(s) URLs are kept', () => {
    const compat = toCompatChannel(sparse());
    const hostile = {
      ...compat,
      banner_image: 'javascript:alert(1)',
      user: { ...compat.user, username: 'nba', avatar_url: 'javascript:alert(2)' },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const channel = fromCompatChannel(hostile);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('channel.banner_image'),
      expect.stringContaining('channel.user.avatar_url'),
    ]);
    warn.mockRestore();
    expect(channel.banner_image).toBeUndefined();
    expect(channel.user?.avatar_url).toBeUndefined();
    expect(channel.user?.username).toBe('nba');
    expect(hostile.banner_image).toBe('javascript:alert(1)');
  });

  it('round-trips a compat channel whose featured GIF is the empty fallback', () => {
    const channel = fromCompatChannel(toCompatChannel(sparse()));
    expect(channel).toMatchObject({ id: 7, slug: 'nba', url: 'https://giphy.com/nba' });
    expect(channel.featured_gif).toBeUndefined();
    expect(channel.ancestors?.[0]).toMatchObject({ id: 3, slug: 'sports' });
  });
});
