/**
 * The handler passes a provider's answer on as the bytes it received: decoding 100+ KB of JSON
 * into a string and encoding it again costs more than everything else the handler does. These
 * find what it must check (its key, GIPHY's synthetic-response marker) in the bytes themselves.
 */
const encoder = new TextEncoder();

/** The UTF-8 bytes of `text`. */
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

/** Where `needle` starts in `haystack`, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  if (!needle.length) return 0;
  const first = needle[0]!;
  for (
    let at = haystack.indexOf(first);
    at !== -1 && at + needle.length <= haystack.length;
    at = haystack.indexOf(first, at + 1)
  ) {
    let i = 1;
    while (i < needle.length && haystack[at + i] === needle[i]) i++;
    if (i === needle.length) return at;
  }
  return -1;
}

/** The first byte that is not JSON whitespace, or undefined. */
export function firstNonSpace(bytes: Uint8Array): number | undefined {
  for (const byte of bytes) if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return byte;
  return undefined;
}
