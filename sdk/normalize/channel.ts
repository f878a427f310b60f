/**
 * The channel normalizer (channel search, `searchChannels`): the GIF normalizer's URL boundary
 * for channels (docs/security.md). The owner goes through `normalizeUser` (its URL fields
 * http(s) only, real booleans), `banner_image` must be an http(s) URL, the featured and
 * screensaver GIFs through `normalizeGifInPlace`, ancestors through this normalizer. `url`,
 * which GIPHY sends as a path on giphy.com (`/nba`), becomes that page's https URL
 * (`https://giphy.com/nba`); an http(s) URL is kept. Any other URL is dropped, each with the
 * development warning the GIF normalizer gives. Names are left as sent: they are sanitized
 * where shown (`sanitizeName`). Small on purpose: every client bundle carries it.
 */

import { ValidationError } from '../errors';
import type { components } from '../generated/public';
import { isObject } from '../isObject';
import { dropUnsafeUrls, type Gif, type GifUser, normalizeGifInPlace, normalizeUser, type UrlWarning } from './gif';

type Wire = components['schemas'];

/** A channel as channel search returns it, its owner and GIFs normalized like a GIF's. */
export type Channel = Omit<Wire['Channel'], 'user' | 'featured_gif' | 'screensaver_gif' | 'ancestors'> & {
  user?: GifUser;
  featured_gif?: Gif | null;
  /** A GIF, its id, or null. */
  screensaver_gif?: Gif | string | null;
  ancestors?: Channel[];
};

/**
 * A path on the site that sent it: one `/`, then no second `/` or `\` (which would make it
 * protocol-relative), and no whitespace or `\` anywhere (browsers delete tabs and line breaks
 * before parsing, which could bring two slashes together; other controls are percent-encoded).
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** The channel's own URL fields; `banner_image` may also be `null`. */
const CHANNEL_URL_FIELDS = ['url', 'banner_image'];
/** Fields holding a GIF (`screensaver_gif` may also be an id). */
const GIF_FIELDS = ['featured_gif', 'screensaver_gif'];

/**
 * Normalizes one wire channel in place and returns it (the client uses it on answers it has
 * just parsed). Throws a ValidationError when it, or its featured or screensaver GIF, cannot
 * be normalized (a list answer then drops the channel with a warning). Unsafe URLs are
 * dropped with a development warning, to `warn` (default `console.warn`).
 */
export function normalizeChannelInPlace(
  value: unknown,
  path = 'data',
  responseId?: string,
  warn?: UrlWarning,
): Channel {
  if (!isObject(value)) throw new ValidationError(path, 'expected a channel object');
  const { url, user, ancestors } = value;
  if (typeof url === 'string' && SITE_PATH.test(url)) value.url = `https://giphy.com${url}`;
  dropUnsafeUrls(value, value.banner_image === null ? ['url'] : CHANNEL_URL_FIELDS, path, warn);
  if (isObject(user)) normalizeUser(user, `${path}.user`, warn);
  else delete value.user;
  for (const field of GIF_FIELDS) {
    const gif = value[field];
    if (isObject(gif)) normalizeGifInPlace(gif, `${path}.${field}`, responseId, warn);
  }
  if (Array.isArray(ancestors)) {
    value.ancestors = ancestors.map((ancestor, i) =>
      normalizeChannelInPlace(ancestor, `${path}.ancestors.${i}`, responseId, warn),
    );
  }
  return value as Channel;
}
