/**
 * One host name for GIPHY media, so the same file is cached once however the API spelt it
 * (spec §5).
 */

/** The host every numbered media host is rewritten to. */
export const MEDIA_HOST = 'media.giphy.com';

const NUMBERED_MEDIA_HOST = /^((?:https?:)?\/\/)media\d+\.giphy\.com(?=[:/?#]|$)/i;

/**
 * Rewrites `media0.giphy.com` … `mediaN.giphy.com` to `media.giphy.com`, keeping the scheme,
 * path, query (GIPHY asks that its `cid`/`rid`/`ct` parameters be kept) and fragment exactly as
 * given. Every other URL, including `i.giphy.com`, is returned unchanged: `i.giphy.com` serves
 * short paths such as `/<id>.webp` that `media.giphy.com` does not, so rewriting it would break
 * links.
 */
export function normalizeMediaHost(url: string): string {
  return url.replace(NUMBERED_MEDIA_HOST, `$1${MEDIA_HOST}`);
}
