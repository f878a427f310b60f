/**
 * Uploader names come from user input; they are cleaned before display so no markup, spoofing
 * control character or stray whitespace reaches the page.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  if (body[0] !== '#') return ENTITIES[body.toLowerCase()] ?? entity;
  const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '';
}

const ENTITY = /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,6});/g;
/** C0/C1 controls and the bidirectional overrides used to spoof names. */
const INVISIBLE = /\p{Cc}|[\u202A-\u202E\u2066-\u2069]/gu;
/** Tabs and line breaks are controls too, but they separate words: they become spaces. */
const dropInvisible = (char: string) => (/\s/.test(char) ? ' ' : '');
const TAG = /<[^>]*>/g;
const TAG_START = /<+(?=[\p{L}/!?])/gu;

/**
 * Turns a display name or username into plain text: common HTML entities (`&amp;`, `&lt;`,
 * `&#39;`, `&#x1F600;`…) are decoded once, control and bidi-override characters dropped, tags
 * stripped (repeatedly, so `<<b>i>` cannot reassemble), any `<` that could still open a tag
 * removed, and whitespace collapsed and trimmed. The result is safe to show as text; it is
 * still text, so render it with `textContent` or JSX, never `innerHTML`.
 */
export function sanitizeName(name: string | undefined): string {
  let text = (name ?? '').replace(ENTITY, decodeEntity).replace(INVISIBLE, dropInvisible);
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(TAG, '');
  }
  return text.replace(TAG_START, '').replace(/\s+/g, ' ').trim();
}
