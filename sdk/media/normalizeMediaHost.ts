/**
 * One host name for GIPHY media, so the same file is cached once however the API spelt it.
 */

/** The host every numbered media host is rewritten to. */
export const MEDIA_HOST = 'media.giphy.com';

/**
 * A numbered media host that is the URL's whole host: after it only a port (digits) may come
 * before the path, query, fragment or end. So `media1.giphy.com:443@evil.example` (a user
 * name, with `evil.example` the real host), `media1.giphy.com.evil.example` and
 * `media1.giphy.com\t@evil.example` (browsers drop the tab) are not rewritten.
 */
const NUMBERED_MEDIA_HOST = /^((?:https?:)?\/\/)media\d+\.giphy\.com(?=(?::\d*)?(?:[/?#\\]|$))/i;

/**
 * Rewrites `media0.giphy.com` … `mediaN.giphy.com` to `media.giphy.com`, keeping the scheme,
 * path, query (GIPHY asks that its `cid`/`rid`/`ct` parameters be kept) and fragment exactly as
 * given. Only a URL whose host name itself is `mediaN.giphy.com` is rewritten (the check reads
 * the host as a URL parser does, not a prefix). Every other URL, including `i.giphy.com`, is returned unchanged: `i.giphy.com` serves
 * short paths such as `/<id>.webp` that `media.giphy.com` does not, so rewriting it would break
 * links.
 */
export function normalizeMediaHost(url: string): string {
  return url.replace(NUMBERED_MEDIA_HOST, `$1${MEDIA_HOST}`);
}
