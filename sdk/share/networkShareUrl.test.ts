import { describe, expect, it } from 'vitest';
import { UNSAFE_URLS } from '../../test/hostile/payloads';
import { SHARE_TARGETS } from '../platform/shareLink';
import { networkShareUrl, SHARE_MENU, SHARE_NETWORKS } from './networkShareUrl';

const page = "https://giphy.com/gifs/it's-a b?x=1&y";
const image = 'https://media.giphy.com/media/x/giphy.gif';

describe('networkShareUrl', () => {
  it('builds each network’s share page with the link (and, where taken, image and text) in its query', () => {
    const urls = SHARE_NETWORKS.map((network) =>
      networkShareUrl(network, { url: 'https://giphy.com/gifs/x', media: image, text: 'Hi' }),
    );
    expect(urls).toEqual([
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fgiphy.com%2Fgifs%2Fx',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fgiphy.com%2Fgifs%2Fx&text=Hi',
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fgiphy.com%2Fgifs%2Fx&media=https%3A%2F%2Fmedia.giphy.com%2Fmedia%2Fx%2Fgiphy.gif&description=Hi',
      'https://www.tumblr.com/widgets/share/tool?canonicalUrl=https%3A%2F%2Fgiphy.com%2Fgifs%2Fx',
      'https://www.reddit.com/submit?url=https%3A%2F%2Fgiphy.com%2Fgifs%2Fx',
    ]);
  });

  it('encodes every query the same way: no quote or space survives, and the link reads back as given', () => {
    for (const network of SHARE_NETWORKS) {
      const url = networkShareUrl(network, { url: page, media: image, text: `"it's" <b>` });
      expect(url).not.toMatch(/["'<>\s]/);
      expect(
        new URL(url).searchParams.get(network === 'facebook' ? 'u' : network === 'tumblr' ? 'canonicalUrl' : 'url'),
      ).toBe(page);
    }
  });

  it('gives no URL for a link that is not http(s), and leaves out an unsafe image and empty text', () => {
    for (const bad of UNSAFE_URLS) {
      for (const network of SHARE_NETWORKS) expect(networkShareUrl(network, { url: bad })).toBe('');
      expect(networkShareUrl('pinterest', { url: 'https://giphy.com/gifs/x', media: bad, text: '' })).toBe(
        'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fgiphy.com%2Fgifs%2Fx',
      );
    }
  });
});

describe('one list of share targets, one order: SHARE_MENU', () => {
  it('the networks with a share page, the platform targets and the popups follow the menu, in its order', () => {
    const menu = SHARE_MENU.map((entry) => entry.network);
    expect(menu).toEqual(['facebook', 'twitter', 'pinterest', 'tumblr', 'reddit', 'instagram']);
    expect(SHARE_NETWORKS).toEqual(menu.filter((network) => network !== 'instagram'));
    const popups = SHARE_MENU.filter((entry) => entry.popup).map((entry) => entry.network);
    expect(SHARE_TARGETS).toEqual([...popups, 'link', 'embed']);
  });
});
