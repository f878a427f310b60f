/**
 * Vimeo: video id checks and the muted, autoplaying player URL.
 */
import { ValidationError } from '../errors';
import { parseVideoPageUrl } from './providers';

/** Where Vimeo's embedded player is served from. */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

const HOSTS = ['vimeo.com', 'player.vimeo.com'];
const ID = /^[0-9]{1,20}$/;
const HEX_COLOR = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a string has the shape of a Vimeo video id (digits only). */
export function isVimeoId(id: string): boolean {
  return ID.test(id);
}

/** Whether a URL is an http(s) page on a Vimeo host (the id is not checked). */
export function isVimeoUrl(url: string): boolean {
  const parsed = parseVideoPageUrl(url);
  return !!parsed && HOSTS.includes(parsed.host);
}

/**
 * The video id in a Vimeo URL: the first all-digit path segment, which covers `vimeo.com/{id}`,
 * `/channels/…/{id}`, `/groups/…/videos/{id}`, `player.vimeo.com/video/{id}` and unlisted
 * `vimeo.com/{id}/{hash}` links. Throws a `ValidationError` saying the URL `is not a vimeo
 * url`, or that it holds nothing that `is a valid video id`.
 */
export function vimeoVideoId(url: string): string {
  const parsed = parseVideoPageUrl(url);
  if (!parsed || !HOSTS.includes(parsed.host)) throw new ValidationError('url', `"${url}" is not a vimeo url`);
  const id = parsed.url.pathname.split('/').find(isVimeoId) ?? '';
  if (!id) throw new ValidationError('url', `"" is not a valid video id (in ${url})`);
  return id;
}

/** Options of {@link vimeoPlayerUrl}. */
export interface VimeoPlayerOptions {
  /** Accent colour of the player controls, as 3 or 6 hex digits, with or without `#`. */
  color?: string;
}

/**
 * The `https://player.vimeo.com/video/{id}` URL the embed's iframe loads: autoplaying, muted,
 * not looping, without the byline and title overlays, and in the given accent colour.
 * Throws a `ValidationError` when `id` `is not a valid video id` or the colour is not hex.
 */
export function vimeoPlayerUrl(id: string, options: VimeoPlayerOptions = {}): string {
  if (!isVimeoId(id)) throw new ValidationError('id', `"${id}" is not a valid video id`);
  const color = options.color?.replace(/^#/, '');
  if (color !== undefined && !HEX_COLOR.test(color)) {
    throw new ValidationError('color', `"${options.color}" is not a hex colour`);
  }
  const params = new URLSearchParams({ autoplay: '1', byline: 'false' });
  if (color) params.set('color', color.toLowerCase());
  params.set('loop', 'false');
  params.set('title', 'false');
  params.set('muted', '1');
  return `${VIMEO_PLAYER_ORIGIN}/video/${id}?${params}`;
}
