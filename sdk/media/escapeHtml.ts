/**
 * Escaping for HTML that gifkit builds as a string (the iframe embed code users copy): every
 * value from GIF data goes through `escapeHtml` before it is put between tags or inside a
 * quoted attribute, so a `"` or `<` in a title or URL cannot end the attribute or open a tag.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};
const HTML_SPECIAL = /[&<>"'`]/g;

/**
 * `text` with `&`, `<`, `>`, `"`, `'` and `` ` `` replaced by character references: safe as
 * element text and inside a single- or double-quoted attribute value. Never put the result
 * in an unquoted attribute, a `<script>`/`<style>` body or a URL attribute without checking
 * the URL first (`safeUrl`): escaping keeps a `javascript:` URL a `javascript:` URL.
 *
 * @example
 * `<iframe src="${escapeHtml(safeUrl(embedUrl))}" title="${escapeHtml(title)}"></iframe>`
 */
export function escapeHtml(text: string): string {
  return text.replace(HTML_SPECIAL, (char) => HTML_ESCAPES[char] as string);
}
