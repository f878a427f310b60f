import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SRCSET_BREAKING_URLS, UNSAFE_URLS } from '../../test/hostile/payloads';
import { isSafeUrl, safeSrcSet, safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it('passes absolute http(s) URLs through unchanged', () => {
    for (const url of [
      'https://media.giphy.com/media/abc/giphy.gif?cid=1&rid=giphy.gif&ct=g',
      'http://media2.giphy.com/x.gif',
      'HTTPS://GIPHY.COM/gifs/abc',
      'https://giphy.com/gifs/a"b',
    ]) {
      expect(safeUrl(url)).toBe(url);
      expect(isSafeUrl(url)).toBe(true);
    }
  });

  it('turns script, data, relative and obfuscated URLs into an empty string', () => {
    for (const url of [...UNSAFE_URLS, '']) {
      expect(safeUrl(url), JSON.stringify(url)).toBe('');
      expect(isSafeUrl(url)).toBe(false);
    }
  });

  it('rejects what is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['https://x.example/'], { toString: () => 'https://x.example/' }]) {
      expect(safeUrl(value)).toBe('');
    }
  });

  it('property: whatever it passes, the URL parser reads as http(s), with the same text', { timeout: 20_000 }, () => {
    const prefixed = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'HTTPS://', 'javascript:', ' https://', 'java\tscript:'),
        fc.string(),
      )
      .map(([scheme, rest]) => scheme + rest);
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), prefixed, fc.constantFrom(...UNSAFE_URLS)), (url) => {
        const safe = safeUrl(url);
        if (!safe) return;
        expect(safe).toBe(url);
        let protocol = 'https:';
        try {
          protocol = new URL(safe).protocol;
        } catch {
          // Not a URL the browser can load at all (e.g. no host): harmless.
        }
        expect(['http:', 'https:']).toContain(protocol);
      }),
      { numRuns: 300 },
    );
  });
});

describe('safeSrcSet', () => {
  it('keeps safe candidates with their descriptors and drops the rest, as the browser splits them', () => {
    expect(safeSrcSet('https://a.test/x.gif 200w, https://a.test/y.gif 480w')).toBe(
      'https://a.test/x.gif 200w, https://a.test/y.gif 480w',
    );
    expect(safeSrcSet('javascript:alert(1) 1x, https://a.test/y.gif 2x')).toBe('https://a.test/y.gif 2x');
    expect(safeSrcSet('https://a.test/x.gif 2x, javascript:alert(1) 1x 200w')).toBe('https://a.test/x.gif 2x');
    expect(safeSrcSet('https://a.test/x.gif,data:x 1x')).toBe('https://a.test/x.gif,data:x 1x'); // one https URL
    expect(safeSrcSet(' ,, https://a.test/x.gif,, data:x')).toBe('https://a.test/x.gif');
    expect(safeSrcSet(undefined)).toBe('');
  });

  it('property: every candidate of the result starts with http(s)', { timeout: 20_000 }, () => {
    const part = fc.oneof(fc.webUrl(), fc.constantFrom(...UNSAFE_URLS, ...SRCSET_BREAKING_URLS), fc.string());
    fc.assert(
      fc.property(fc.array(fc.tuple(part, fc.constantFrom('', ' 1x', ' 200w', ','))), (entries) => {
        const result = safeSrcSet(entries.map(([url, descriptor]) => url + descriptor).join(', '));
        for (const candidate of result ? result.split(/,\s+/) : []) expect(candidate).toMatch(/^https?:\/\//i);
      }),
      { numRuns: 300 },
    );
  });
});
