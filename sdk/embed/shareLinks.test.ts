import { describe, expect, it } from 'vitest';
import { UNSAFE_URLS } from '../../test/hostile/payloads';
import { shareLink } from '../platform/shareLink';
import { shareLinks } from './shareLinks';

describe('shareLinks', () => {
  it('encodes the GIF page (and image for Pinterest) into each network URL', () => {
    const links = shareLinks('https://giphy.com/gifs/a?b=1&c', 'https://media.giphy.com/a.gif');
    expect(links).toEqual({
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fgiphy.com%2Fgifs%2Fa%3Fb%3D1%26c',
      twitter: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fgiphy.com%2Fgifs%2Fa%3Fb%3D1%26c',
      pinterest:
        'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fgiphy.com%2Fgifs%2Fa%3Fb%3D1%26c&media=https%3A%2F%2Fmedia.giphy.com%2Fa.gif',
      tumblr: 'https://www.tumblr.com/widgets/share/tool?canonicalUrl=https%3A%2F%2Fgiphy.com%2Fgifs%2Fa%3Fb%3D1%26c',
      reddit: 'https://www.reddit.com/submit?url=https%3A%2F%2Fgiphy.com%2Fgifs%2Fa%3Fb%3D1%26c',
    });
  });

  it('gives the same Facebook, Twitter and Pinterest URLs as the platform’s shareLink for the same GIF', () => {
    const gif = {
      id: 'x',
      url: 'https://giphy.com/gifs/dbz-x?b=(1)&c',
      images: { original: { url: 'https://media.giphy.com/x.gif' } },
    };
    const links = shareLinks(gif.url, gif.images.original.url);
    for (const target of ['facebook', 'twitter', 'pinterest'] as const) {
      expect(links[target]).toBe(shareLink({ target, gif }).url);
    }
  });

  it('gives nothing for an unsafe page URL, and no image for an unsafe one', () => {
    for (const bad of UNSAFE_URLS) {
      expect(shareLinks(bad, 'https://media.giphy.com/a.gif')).toEqual({});
      expect(shareLinks('https://giphy.com/gifs/a', bad).pinterest).toBe(
        'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fgiphy.com%2Fgifs%2Fa',
      );
    }
  });
});
