import { describe, expect, it } from 'vitest';
import { bytesFinder, firstNonSpace, utf8 } from './bytes';

/** Where `needle` starts in `haystack`, by the plain definition. */
function reference(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let at = 0; at + needle.length <= haystack.length; at++) {
    for (let i = 0; i < needle.length; i++) if (haystack[at + i] !== needle[i]) continue outer;
    return at;
  }
  return -1;
}

/** A small deterministic PRNG, so a failure names a case that can be replayed. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('bytesFinder', () => {
  it('finds a needle at the start, the middle and the very end, and the first of several', () => {
    const find = bytesFinder('"response_id":""');
    const at = (text: string) => find(utf8(text));
    expect(at('"response_id":"" and more')).toBe(0);
    expect(at('{"meta":{"status":200,"response_id":""}}')).toBe(22);
    expect(at('x"response_id":""')).toBe(1);
    expect(at('"response_id":"""response_id":""')).toBe(0);
    expect(at('"response_id":"abc"')).toBe(-1);
    expect(at('"response_id":"')).toBe(-1); // shorter than the needle
    expect(at('')).toBe(-1);
  });

  it('handles self-overlapping needles and multi-byte text', () => {
    expect(bytesFinder('aab')(utf8('aaaab'))).toBe(2);
    expect(bytesFinder('abab')(utf8('abaabab'))).toBe(3);
    expect(bytesFinder('ключ')(utf8('🙂 a ключ'))).toBe(utf8('🙂 a ').length);
  });

  it('agrees with the plain definition on 2,000 random cases over a small alphabet', () => {
    const random = seeded(31);
    const alphabet = utf8('ab"_:');
    const pick = (n: number) => Uint8Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]!);
    for (let n = 0; n < 2000; n++) {
      const needle = pick(1 + Math.floor(random() * 6));
      const haystack = pick(Math.floor(random() * 40));
      const text = new TextDecoder().decode(needle);
      expect(bytesFinder(text)(haystack), `${text} in ${new TextDecoder().decode(haystack)}`).toBe(
        reference(haystack, needle),
      );
    }
  });

  it('refuses an empty needle', () => {
    expect(() => bytesFinder('')).toThrow(/empty/);
  });
});

describe('firstNonSpace', () => {
  it('skips JSON whitespace only', () => {
    expect(firstNonSpace(utf8(' \n\r\t{'))).toBe(0x7b);
    expect(firstNonSpace(utf8('   '))).toBeUndefined();
    expect(firstNonSpace(utf8('\u00a0{'))).toBe(0xc2);
  });
});
