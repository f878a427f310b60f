/**
 * YouTube: video id checks and the muted, looping, autoplaying embed URL.
 */
import { ValidationError } from '../errors';
import { parseVideoPageUrl } from './providers';

/** Where YouTube's embedded player (and its IFrame API script) is served from. */
export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube.com';

/** The YouTube IFrame Player API script, which the embed loads to control the player. */
export const YOUTUBE_IFRAME_API_URL = `${YOUTUBE_PLAYER_ORIGIN}/iframe_api`;

const HOSTS = ['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'youtu.be'];
const ID = /^[A-Za-z0-9_-]{11}$/;
const PATH_ID = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/;

/** Whether a string has the shape of a YouTube video id (11 of `A–Z a–z 0–9 _ -`). */
export function isYoutubeId(id: string): boolean {
  return ID.test(id);
}

/** Whether a URL is an http(s) page on a YouTube host (the id is not checked). */
export function isYoutubeUrl(url: string): boolean {
  const parsed = parseVideoPageUrl(url);
  return !!parsed && HOSTS.includes(parsed.host);
}

/**
 * The video id in a YouTube URL: `watch?v=…`, `youtu.be/…`, `/embed/…`, `/shorts/…`,
 * `/live/…` or `/v/…`. Throws a `ValidationError` saying the URL `is not a youtube url`, or
 * that what it names `is not a valid video id`.
 */
export function youtubeVideoId(url: string): string {
  const parsed = parseVideoPageUrl(url);
  if (!parsed || !HOSTS.includes(parsed.host)) throw new ValidationError('url', `"${url}" is not a youtube url`);
  const { pathname, searchParams } = parsed.url;
  const id =
    parsed.host === 'youtu.be' ? pathname.slice(1) : (searchParams.get('v') ?? PATH_ID.exec(pathname)?.[1] ?? '');
  if (!isYoutubeId(id)) throw new ValidationError('url', `"${id}" is not a valid video id (in ${url})`);
  return id;
}

/** Options of {@link youtubeEmbedUrl}. */
export interface YoutubeEmbedOptions {
  /** Where the GIF's moment starts, in seconds; playback begins one second earlier. */
  start?: number;
  /** The embedding page's origin; YouTube recommends it with `enablejsapi`. Omitted when not given. */
  origin?: string;
}

/**
 * The `https://www.youtube.com/embed/{id}` URL the embed's iframe loads: autoplaying, muted
 * (`mute=1`; `volume=0` is kept as in the spec, though YouTube ignores it), looping (`loop=1`
 * only loops a single video when `playlist` names it too, so `playlist={id}` is added), inline
 * on iOS, without the fullscreen button or other channels' suggestions, controllable through
 * the IFrame API, and starting one whole second before `start` (never below 0).
 * Throws a `ValidationError` when `id` `is not a valid video id`.
 */
export function youtubeEmbedUrl(id: string, options: YoutubeEmbedOptions = {}): string {
  if (!isYoutubeId(id)) throw new ValidationError('id', `"${id}" is not a valid video id`);
  const start = Math.max(0, Math.floor((options.start ?? 0) - 1)) || 0;
  const params = new URLSearchParams({
    autoplay: '1',
    loop: '1',
    playlist: id,
    playsinline: '1',
    fs: '0',
    rel: '0',
    volume: '0',
    mute: '1',
    enablejsapi: '1',
    start: String(start),
  });
  if (options.origin) params.set('origin', options.origin);
  return `${YOUTUBE_PLAYER_ORIGIN}/embed/${id}?${params}`;
}
