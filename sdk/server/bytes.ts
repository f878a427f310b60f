/**
 * The handler passes a provider's answer on as the bytes it received: decoding 100+ KB of JSON
 * into a string and encoding it again costs more than everything else the handler does. These
 * find what it must check (its key, GIPHY's synthetic-response marker) in the bytes themselves.
 */
const encoder = new TextEncoder();

/** The UTF-8 bytes of `text`. */
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

/**
 * A search for `needle`'s UTF-8 bytes: a function giving where they start in a haystack, or -1.
 * Boyer–Moore–Horspool, its shift table built once here: a JSON answer is full of the bytes a
 * marker starts with (`"`), so testing every occurrence of the first byte reads each byte many
 * times, while Horspool skips up to the needle's length at a time.
 */
export function bytesFinder(needle: string): (haystack: Uint8Array) => number {
  const bytes = utf8(needle);
  const m = bytes.length;
  if (!m) throw new Error('bytesFinder: an empty needle');
  const shift = new Uint32Array(256).fill(m);
  for (let i = 0; i < m - 1; i++) shift[bytes[i]!] = m - 1 - i;
  const last = bytes[m - 1]!;
  return (haystack) => {
    for (let at = 0, end = haystack.length - m; at <= end; at += shift[haystack[at + m - 1]!]!) {
      if (haystack[at + m - 1] !== last) continue;
      let i = 0;
      while (i < m - 1 && haystack[at + i] === bytes[i]) i++;
      if (i === m - 1) return at;
    }
    return -1;
  };
}

/** The first byte that is not JSON whitespace, or undefined. */
export function firstNonSpace(bytes: Uint8Array): number | undefined {
  for (const byte of bytes) if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return byte;
  return undefined;
}
