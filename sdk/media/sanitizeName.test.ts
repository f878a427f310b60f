import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeName } from './sanitizeName';

describe('sanitizeName', () => {
  it('strips tags and keeps their text', () => {
    expect(sanitizeName('<b>Bob</b> <i>the</i> Builder')).toBe('Bob the Builder');
    expect(sanitizeName('<img src=x onerror=alert(1)>Eve')).toBe('Eve');
    expect(sanitizeName('<script>alert(1)</script>')).toBe('alert(1)');
  });

  it('does not let nested fragments reassemble into a tag', () => {
    expect(sanitizeName('<<b>script>x')).toBe('script>x');
    expect(sanitizeName('<scr<b>ipt>x')).toBe('ipt>x');
    expect(sanitizeName('a <b')).toBe('a b');
    expect(sanitizeName('a </b')).toBe('a /b');
    expect(sanitizeName('<<é')).toBe('é');
  });

  it('decodes common entities once, without turning them into markup', () => {
    expect(sanitizeName('Tom &amp; Jerry')).toBe('Tom & Jerry');
    expect(sanitizeName('&quot;Q&quot; &#39;s&apos; &#x1F600; &#128512;')).toBe('"Q" \'s\' 😀 😀');
    expect(sanitizeName('&lt;b&gt;bold&lt;/b&gt;')).toBe('bold');
    expect(sanitizeName('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(sanitizeName('&unknown; &#0; &#xD800; &#9999999;')).toBe('&unknown;');
    expect(sanitizeName('a &lt; 3')).toBe('a < 3');
  });

  it('drops control and bidi-override characters, and collapses whitespace', () => {
    expect(sanitizeName('  Bob\u0000\u0007  \n\t Smith\u202E  ')).toBe('Bob Smith');
    expect(sanitizeName('a&nbsp;&nbsp;b')).toBe('a b');
    expect(sanitizeName('x\u200Dy')).toBe('x\u200Dy');
  });

  it('turns missing names into empty text', () => {
    expect(sanitizeName(undefined)).toBe('');
    expect(sanitizeName('')).toBe('');
    expect(sanitizeName('<br/>')).toBe('');
  });

  const markup = fc.string({
    unit: fc.constantFrom('<', '>', '/', 'a', 'B', 'é', ' ', '\u0000', '&lt;', '&#60;', '&#x3C;', '&amp;', '!', '\n'),
  });

  it('property: no "<" followed by a letter ever survives', () => {
    fc.assert(
      fc.property(fc.oneof(markup, fc.string()), (input) => {
        expect(sanitizeName(input)).not.toMatch(/<\p{L}/u);
      }),
      { numRuns: 500 },
    );
  });

  it('property: output is trimmed, without double spaces or control characters', () => {
    fc.assert(
      fc.property(fc.oneof(markup, fc.string()), (input) => {
        const out = sanitizeName(input);
        expect(out).not.toMatch(/^\s|\s$|\s\s|\p{Cc}/u);
      }),
    );
  });
});
