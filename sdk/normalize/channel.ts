/**
 * The channel normalizer (channel search, `searchChannels`): the GIF normalizer's URL boundary
 * for channels (docs/security.md). The owner goes through `normalizeUser` (its URL fields
 * http(s) only, real booleans), `banner_image` must be an http(s) URL, the featured and
 * screensaver GIFs through `normalizeGifInPlace`, ancestors through this normalizer. `url`,
 * which GIPHY sends as a path on giphy.com (`/nba`), becomes that page's https URL
 * (`https://giphy.com/nba`); an http(s) URL is kept. Everything else is dropped, each with the
 * development warning the GIF normalizer gives. Names are left as sent: they are sanitized
 * where shown (`sanitizeName`).
 */

import { ValidationError } from '../errors';
import type { components } from '../generated/public';
import { isObject } from '../isObject';
import { isSafeUrl } from '../media/safeUrl';
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

type Obj = Record<string, unknown>;

/**
 * A path on the site that sent it: one `/`, then no second `/` or `\` (which would make it
 * protocol-relative), and no whitespace or control character anywhere (browsers delete tabs
 * and line breaks before parsing, which could bring two slashes together).
 */
const SITE_PATH = /^\/(?:[^/\\\s\p{Cc}][^\\\s\p{Cc}]*)?$/u;

/** Where GIPHY's channel paths live. */
const GIPHY_ORIGIN = 'https://giphy.com';

/**
 * A channel's `url` as an http(s) URL: kept when it is one, `https://giphy.com` + the path
 * when it is a plain site path (`/nba`), otherwise `undefined`.
 */
export function channelUrl(url: unknown): string | undefined {
  if (isSafeUrl(url)) return url;
  return typeof url === 'string' && SITE_PATH.test(url) ? GIPHY_ORIGIN + url : undefined;
}

function warnDropped(path: string, value: unknown, what: string, warn: UrlWarning | undefined) {
  if (process.env.NODE_ENV !== 'production') {
    const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
    (warn ?? console.warn)(`gifkit: dropped ${path} (${shown}): ${what} (see docs/security.md).`);
  }
}

/** A nested GIF, normalized in place; a malformed one is dropped (with a warning), not its channel. */
function nestedGif(channel: Obj, field: string, path: string, responseId?: string, warn?: UrlWarning) {
  const gif = channel[field];
  try {
    normalizeGifInPlace(gif, `${path}.${field}`, responseId, warn);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    delete channel[field];
    warnDropped(`${path}.${field}`, gif, error.message, warn);
  }
}

/**
 * Normalizes one wire channel in place and returns it (the client uses it on answers it has
 * just parsed). Throws a ValidationError when it is not an object (a list answer then drops
 * it with a warning). Unsafe URLs are dropped with a development warning, to `warn`
 * (default `console.warn`).
 */
export function normalizeChannelInPlace(
  value: unknown,
  path = 'data',
  responseId?: string,
  warn?: UrlWarning,
): Channel {
  if (!isObject(value)) throw new ValidationError(path, 'expected a channel object');
  const channel = value;
  const { url, user, banner_image, featured_gif, screensaver_gif, ancestors } = channel;
  if (url !== undefined && url !== '') {
    const absolute = channelUrl(url);
    if (absolute) channel.url = absolute;
    else {
      delete channel.url;
      warnDropped(`${path}.url`, url, 'only http: and https: URLs and giphy.com paths are kept', warn);
    }
  }
  if (banner_image !== null) dropUnsafeUrls(channel, ['banner_image'], path, warn);
  if (isObject(user)) normalizeUser(user, `${path}.user`, warn);
  else if (user !== undefined) {
    delete channel.user;
    if (user !== null) warnDropped(`${path}.user`, user, 'expected a user object', warn);
  }
  if (isObject(featured_gif)) nestedGif(channel, 'featured_gif', path, responseId, warn);
  if (isObject(screensaver_gif)) nestedGif(channel, 'screensaver_gif', path, responseId, warn);
  if (Array.isArray(ancestors)) {
    channel.ancestors = ancestors.filter((ancestor, i) => {
      try {
        normalizeChannelInPlace(ancestor, `${path}.ancestors.${i}`, responseId, warn);
        return true;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        warnDropped(`${path}.ancestors.${i}`, ancestor, error.message, warn);
        return false;
      }
    });
  }
  return channel as Channel;
}
