/** Share links: URL and popup features per target; 480×480, Twitter 750×350. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXTS, UNSAFE_URLS } from '../../test/hostile/payloads';
import { GifkitError } from '../errors';
import { gifEmbedUrl, gifShareUrl, giphyUrl, SHARE_TARGETS, shareLink } from './shareLink';

const gif = {
  id: 'GRSnxyhJnPsaQy9YLn',
  url: 'https://giphy.com/gifs/dbz-GRSnxyhJnPsaQy9YLn',
  bitly_url: 'https://gph.is/g/abc',
  embed_url: 'https://giphy.com/embed/GRSnxyhJnPsaQy9YLn',
  title: 'Dragon Ball GIF',
  images: { original: { url: 'https://media.giphy.com/media/GRSnxyhJnPsaQy9YLn/giphy.gif' } },
};

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('shareLink', () => {
  it('twitter: the tweet intent with the short link and the title, in a 750×350 popup', () => {
    const link = shareLink({ target: 'twitter', gif });
    expect(link.url.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(query(link.url)).toEqual({ url: 'https://gph.is/g/abc', text: 'Dragon Ball GIF' });
    expect(link).toMatchObject({ target: 'twitter', width: 750, height: 350 });
    expect(link.features).toContain('width=750,height=350');
  });

  it('facebook: the sharer with the link, 480×480', () => {
    const link = shareLink({ target: 'facebook', gif });
    expect(link.url.split('?')[0]).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(query(link.url)).toEqual({ u: 'https://gph.is/g/abc' });
    expect(link.features).toContain('width=480,height=480');
  });

  it('pinterest: pin with link, image and description, 480×480', () => {
    const link = shareLink({ target: 'pinterest', gif, text: 'So strong' });
    expect(link.url.split('?')[0]).toBe('https://www.pinterest.com/pin/create/button/');
    expect(query(link.url)).toEqual({
      url: 'https://gph.is/g/abc',
      media: 'https://media.giphy.com/media/GRSnxyhJnPsaQy9YLn/giphy.gif',
      description: 'So strong',
    });
    expect([link.width, link.height]).toEqual([480, 480]);
  });

  it('link: the GIF’s short link itself; its page, then a built page when there is none', () => {
    expect(shareLink({ target: 'link', gif }).url).toBe('https://gph.is/g/abc');
    expect(shareLink({ target: 'link', gif: { id: 'x', url: 'https://giphy.com/gifs/x' } }).url).toBe(
      'https://giphy.com/gifs/x',
    );
    expect(shareLink({ target: 'link', gif: { id: 'a b' } }).url).toBe('https://giphy.com/gifs/a%20b');
  });

  it('embed: the embed player page, 480×480', () => {
    expect(shareLink({ target: 'embed', gif }).url).toBe('https://giphy.com/embed/GRSnxyhJnPsaQy9YLn');
    const built = shareLink({ target: 'embed', gif: { id: 'abc' } });
    expect(built.url).toBe('https://giphy.com/embed/abc');
    expect([built.width, built.height]).toEqual([480, 480]);
  });

  it('every target: popup sizes 480×480 except Twitter 750×350, features usable by window.open', () => {
    for (const target of SHARE_TARGETS) {
      const link = shareLink({ target, gif });
      const size = target === 'twitter' ? [750, 350] : [480, 480];
      expect([link.width, link.height]).toEqual(size);
      expect(link.features).toBe(
        `width=${size[0]},height=${size[1]},menubar=no,toolbar=no,resizable=yes,scrollbars=yes,noopener`,
      );
    }
  });

  it('centres the popup on a given screen', () => {
    expect(shareLink({ target: 'twitter', gif, screen: { width: 1280, height: 800 } }).features).toContain(
      'left=265,top=225',
    );
    expect(shareLink({ target: 'facebook', gif, screen: { width: 300, height: 300 } }).features).toContain(
      'left=0,top=0',
    );
  });

  it('leaves out empty fields (no title, no image)', () => {
    const bare = { id: 'abc' };
    expect(query(shareLink({ target: 'twitter', gif: bare }).url)).toEqual({ url: 'https://giphy.com/gifs/abc' });
    expect(query(shareLink({ target: 'pinterest', gif: bare }).url)).toEqual({ url: 'https://giphy.com/gifs/abc' });
  });

  describe('hostile GIF data (docs/security.md)', () => {
    const elsewhere = [
      ...UNSAFE_URLS,
      'https://evil.example/gifs/x',
      'https://giphy.com.evil.example/x',
      'https://giphy.com@evil.example/x',
      'https://giphy.com:443@evil.example/x',
      'https://user:pw@giphy.com/x',
      'https://notgiphy.com/x',
      'https://gph.is.evil.example/x',
      'ftp://giphy.com/x',
    ];

    it('uses only http(s) links on GIPHY hosts; anything else falls back to the page built from the id', () => {
      for (const bad of elsewhere) {
        const gif = { id: 'abc', bitly_url: bad, url: bad, embed_url: bad, images: { original: { url: bad } } };
        expect(gifShareUrl(gif)).toBe('https://giphy.com/gifs/abc');
        expect(gifEmbedUrl(gif)).toBe('https://giphy.com/embed/abc');
        expect(query(shareLink({ target: 'pinterest', gif }).url)).toEqual({ url: 'https://giphy.com/gifs/abc' });
      }
      expect(gifShareUrl({ id: 'abc', bitly_url: 'javascript:alert(1)', url: 'https://giphy.com/gifs/abc-1' })).toBe(
        'https://giphy.com/gifs/abc-1',
      );
      expect(giphyUrl('https://media2.giphy.com/media/x/giphy.gif')).toBe('https://media2.giphy.com/media/x/giphy.gif');
      expect(giphyUrl('HTTPS://GPH.IS/g/abc')).toBe('https://gph.is/g/abc');
    });

    it('a quote, angle bracket or space cannot survive into a link (it could end an HTML attribute)', () => {
      const url = shareLink({
        target: 'embed',
        gif: { id: 'x', embed_url: 'https://giphy.com/embed/x"><script>alert(1)</script> \'' },
      }).url;
      expect(url).toBe('https://giphy.com/embed/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E%20%27');
      expect(gifShareUrl({ id: '"><img src=x onerror=alert(1)>' })).toBe(
        'https://giphy.com/gifs/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      );
    });

    it('throws a clear error for a GIF without an id to build from', () => {
      expect(() => gifShareUrl({ id: '' })).toThrow(GifkitError);
      expect(() => gifEmbedUrl({ id: undefined as unknown as string })).toThrow(/needs the GIF’s id/);
    });

    it('property: every target gives an http(s) URL on a GIPHY or share host, with no quote or space', {
      timeout: 20_000,
    }, () => {
      const field = fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom(...elsewhere, ...HOSTILE_TEXTS));
      const gif = fc.record({
        id: fc.string({ minLength: 1 }),
        url: field,
        bitly_url: field,
        embed_url: field,
        title: field,
        images: fc.record({ original: fc.record({ url: field }) }),
      });
      fc.assert(
        fc.property(gif, fc.constantFrom(...SHARE_TARGETS), (g, target) => {
          const { url } = shareLink({ target, gif: g });
          expect(url).not.toMatch(/["'<>\s`]/);
          const parsed = new URL(url);
          expect(parsed.protocol).toBe('https:');
          expect(parsed.hostname).toMatch(
            /(^|\.)giphy\.com$|^gph\.is$|^twitter\.com$|facebook\.com$|^www\.pinterest\.com$/,
          );
          for (const [, value] of parsed.searchParams) {
            if (/^[a-z]+:/i.test(value) && value !== g.title) expect(giphyUrl(value)).toBeDefined();
          }
        }),
        { numRuns: 200 },
      );
    });
  });
});
