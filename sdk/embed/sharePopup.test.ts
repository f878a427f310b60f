import { describe, expect, it, vi } from 'vitest';
import { shareLink } from '../platform/shareLink';
import { hasSharePopup, openSharePopup } from './sharePopup';

/** A `window.open` as browsers have it: `null` under `noopener`, else the new window. */
function fakeOpener(blocked = false) {
  const opened: { opener: unknown; location: { href: string } }[] = [];
  const open = vi.fn((_url?: string | URL, _name?: string, features = '') => {
    if (blocked || features.split(',').includes('noopener')) return null;
    const popup = { opener: {}, location: { href: 'about:blank' } };
    opened.push(popup);
    return popup as unknown as Window;
  });
  return { open, opened };
}

describe('openSharePopup', () => {
  it('opens one sized popup, cut from its opener, and says so (so the link stands down)', () => {
    const target = fakeOpener();
    expect(openSharePopup('facebook', 'https://www.facebook.com/sharer/sharer.php?u=x', target)).toBe(true);
    expect(openSharePopup('twitter', 'https://twitter.com/intent/tweet?url=x', target)).toBe(true);
    expect(target.open.mock.calls.map((call) => call.slice(1))).toEqual([
      ['gk-share-facebook', 'width=480,height=480'],
      ['gk-share-twitter', 'width=750,height=350'],
    ]);
    expect(target.opened).toEqual([
      { opener: null, location: { href: 'https://www.facebook.com/sharer/sharer.php?u=x' } },
      { opener: null, location: { href: 'https://twitter.com/intent/tweet?url=x' } },
    ]);
  });

  it('returns false when the popup is blocked, or for a URL that is not http(s) (nothing opened)', () => {
    expect(openSharePopup('pinterest', 'https://www.pinterest.com/pin/create/button/', fakeOpener(true))).toBe(false);
    const target = fakeOpener();
    expect(openSharePopup('pinterest', 'javascript:alert(1)', target)).toBe(false);
    expect(target.open).not.toHaveBeenCalled();
  });

  it('knows which networks open a popup', () => {
    expect(['facebook', 'twitter', 'pinterest', 'tumblr', 'reddit', 'instagram'].filter(hasSharePopup)).toEqual([
      'facebook',
      'twitter',
      'pinterest',
    ]);
  });

  it('sizes each popup as the share link of that network does (480×480, Twitter 750×350)', () => {
    const target = fakeOpener();
    const networks = ['facebook', 'twitter', 'pinterest'] as const;
    for (const network of networks) openSharePopup(network, 'https://example.com/share', target);
    expect(target.open.mock.calls.map((call) => call[2])).toEqual(
      networks.map((network) => {
        const { width, height } = shareLink({ target: network, gif: { id: 'abc' } });
        return `width=${width},height=${height}`;
      }),
    );
    expect(target.open.mock.calls.map((call) => call[2])).toEqual([
      'width=480,height=480',
      'width=750,height=350',
      'width=480,height=480',
    ]);
  });
});
