/**
 * The one test every URL from GIF data passes before it reaches `href`, `src`, `srcset`,
 * `poster` or a `<track>`: only absolute `https:` and `http:` URLs are safe. `javascript:`,
 * `vbscript:`, `data:`, `blob:`, relative or protocol-relative paths, and obfuscated variants
 * (leading spaces or controls, tabs or line breaks inside the scheme, entity-encoded schemes)
 * are not. The normalizer drops unsafe URLs from API data (docs/security.md); the headless
 * getters check again with `safeUrl` for data that never went through the normalizer
 * (controlled lists, hand-built GIFs, caches).
 */

/**
 * `http://` or `https://` at the very first character. Browsers strip leading spaces and
 * controls and remove tabs and line breaks before reading a scheme, so anything else in front
 * (or inside the scheme) could still turn into `javascript:`; this prefix cannot. Whitespace
 * later in the URL cannot change its scheme and is not scanned for (the normalizer runs this
 * on ~70 URLs per GIF): `imageSrcSet` leaves out URLs with whitespace, which would split a
 * `srcset` candidate.
 */
const SAFE_URL = /^https?:\/\//i;

/** True when `url` is a string that may go into a URL attribute (see {@link safeUrl}). */
export function isSafeUrl(url: unknown): url is string {
  return typeof url === 'string' && SAFE_URL.test(url);
}

/**
 * `url` when it is an absolute `http:`/`https:` URL, otherwise `''` (ready for
 * `src={safeUrl(url) || undefined}`). It does not rewrite or encode anything: a safe URL
 * comes back exactly as given.
 */
export function safeUrl(url: unknown): string {
  return isSafeUrl(url) ? url : '';
}

/**
 * A `srcset` with only its safe candidates: it is split the way browsers split it (a URL is a
 * run of non-whitespace, its descriptors run to the next comma) and each candidate whose URL
 * is not {@link isSafeUrl} is left out. `''` when none is left.
 */
export function safeSrcSet(srcset: string | undefined): string {
  const candidates: string[] = [];
  for (const match of (srcset ?? '').matchAll(/[\s,]*([^\s,][^\s]*)([^,]*)/g)) {
    const url = (match[1] ?? '').replace(/,+$/, '');
    const descriptors = url === match[1] ? (match[2] ?? '').trim() : '';
    if (isSafeUrl(url)) candidates.push(descriptors ? `${url} ${descriptors}` : url);
  }
  return candidates.join(', ');
}
