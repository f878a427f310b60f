/**
 * The one test every URL from GIF data passes before it reaches `href`, `src`, `srcset`,
 * `poster` or a `<track>`: only absolute `https:` and `http:` URLs are safe. `javascript:`,
 * `vbscript:`, `data:`, `blob:`, relative or protocol-relative paths, and obfuscated variants
 * (leading spaces or controls, tabs or line breaks inside the scheme, which browsers strip
 * before reading it) are not. The normalizer drops unsafe URLs from API data (see
 * docs/security.md); the headless getters check again with `safeUrl` for data that never went
 * through the normalizer (controlled lists, hand-built GIFs, caches).
 */

/**
 * `http://` or `https://` at the very start, then no whitespace and no control character
 * anywhere: browsers remove tabs and line breaks from URLs before parsing them, and a space
 * would split a `srcset` entry into a second candidate.
 */
const SAFE_URL = /^https?:\/\/[^\s\p{Cc}]+$/iu;

/** True when `url` is a string that may go into a URL attribute (see {@link safeUrl}). */
export function isSafeUrl(url: unknown): url is string {
  return typeof url === 'string' && SAFE_URL.test(url);
}

/**
 * `url` when it is an absolute `http:`/`https:` URL with no whitespace or control characters,
 * otherwise `''` (ready for `src={safeUrl(url) || undefined}`). It does not rewrite or encode
 * anything: a safe URL comes back exactly as given.
 */
export function safeUrl(url: unknown): string {
  return isSafeUrl(url) ? url : '';
}
