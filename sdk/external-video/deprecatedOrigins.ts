/**
 * The player origins under the names `gifkit` exported before `PLAYER_ORIGINS` held them
 * (docs/migration.md, "Deprecated names"). Constants cannot warn; their TSDoc says what to use.
 */
import { VIMEO_PLAYER_ORIGIN as vimeoOrigin } from './vimeo';
import { YOUTUBE_IFRAME_API_URL as youtubeApi, YOUTUBE_PLAYER_ORIGIN as youtubeOrigin } from './youtube';

/**
 * Where YouTube's embedded player (and its IFrame API script) is served from.
 * @deprecated Use `PLAYER_ORIGINS.youtube`. Removed in 0.5.0 at the earliest.
 */
export const YOUTUBE_PLAYER_ORIGIN = youtubeOrigin;

/**
 * Where Vimeo's embedded player is served from.
 * @deprecated Use `PLAYER_ORIGINS.vimeo`. Removed in 0.5.0 at the earliest.
 */
export const VIMEO_PLAYER_ORIGIN = vimeoOrigin;

/**
 * The YouTube IFrame Player API script, which the embed loads to control the player.
 * @deprecated Use `` `${PLAYER_ORIGINS.youtube}/iframe_api` ``. Removed in 0.5.0 at the earliest.
 */
export const YOUTUBE_IFRAME_API_URL = youtubeApi;
