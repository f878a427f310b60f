import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { altText } from './altText';
import { sanitizeName } from './sanitizeName';

describe('altText', () => {
  it('prefers alt_text, then title', () => {
    expect(altText({ alt_text: 'A cat waves', title: 'Cat GIF', tags: ['cat'] })).toBe('A cat waves');
    expect(altText({ alt_text: '', title: 'Cat GIF by Bob', tags: ['cat'] })).toBe('Cat GIF by Bob');
    expect(altText({ alt_text: '   ', title: '  Cat  GIF  ' })).toBe('Cat GIF');
  });

  it('falls back to the username and 4 tags, then GIF', () => {
    const gif = { user: { username: 'bob' }, tags: ['a', 'b', 'c', 'd', 'e', 'f'] };
    expect(altText(gif)).toBe('bob a b c d GIF');
  });

  it('takes 5 tags without a username, and says Sticker for stickers', () => {
    expect(altText({ tags: ['a', 'b', 'c', 'd', 'e', 'f'], is_sticker: true })).toBe('a b c d e Sticker');
  });

  it('uses the top-level username when there is no user object', () => {
    expect(altText({ username: 'alice', tags: ['x'] })).toBe('alice x GIF');
  });

  it("drops the 'transparent' tag in any case, before counting", () => {
    const gif = { tags: ['Transparent', 'a', 'transparent', 'b', 'c', 'd', 'e', 'f'], is_sticker: true };
    expect(altText(gif)).toBe('a b c d e Sticker');
  });

  it('has clean spacing where GIPHY produces " GIF" and "user  GIF"', () => {
    expect(altText({})).toBe('GIF');
    expect(altText({ user: { username: 'bob' }, tags: [] })).toBe('bob GIF');
    expect(altText({ username: ' ', tags: ['  big   cat ', '', '  '] })).toBe('big cat GIF');
  });

  const words = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\t', 'transparent', 'x y') });
  const pad = fc.constantFrom('', ' ', '  ', '\n');
  const token = fc.constantFrom('', 'cat', 'B', 'transparent', 'Transparent', 'TRANSPARENT', 'transparent2');
  const tag = fc.tuple(pad, token, pad).map((parts) => parts.join(''));
  const gifArb = fc.record(
    {
      username: words,
      user: fc.record({ username: words }, { requiredKeys: [] }),
      tags: fc.array(tag, { maxLength: 10 }),
      is_sticker: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('property: a tag fallback never includes "transparent", ends in GIF/Sticker and is tidy', () => {
    fc.assert(
      fc.property(gifArb, (gif) => {
        const text = altText(gif);
        expect(text).not.toMatch(/^\s|\s$|\s\s/);
        expect(text.endsWith(gif.is_sticker ? 'Sticker' : 'GIF')).toBe(true);
        const username = sanitizeName(gif.user?.username) || sanitizeName(gif.username);
        const tagPart = text.slice(username.length);
        expect(tagPart.toLowerCase().split(' ')).not.toContain('transparent');
      }),
    );
  });

  it('sanitizes the uploader name it falls back to (no markup, entities or bidi overrides)', () => {
    expect(altText({ user: { username: '<img src=x onerror=alert(1)>cat&lt;s&gt;' }, tags: ['fun'] })).toBe(
      'cat fun GIF',
    );
    expect(altText({ username: 'admin\u202Egnp', tags: [] })).toBe('admingnp GIF');
    expect(altText({ username: '<b></b>', tags: ['a'] })).toBe('a GIF');
  });
});
