/**
 * External video (YouTube and Vimeo) for the single-clip embed: provider support, id and URL
 * checks, player URLs, oEmbed lookups and the players' postMessage protocols
 * (`connectExternalPlayer`). Framework-free; `fetch` is injectable.
 */

export { VIMEO_PLAYER_ORIGIN, YOUTUBE_IFRAME_API_URL, YOUTUBE_PLAYER_ORIGIN } from './deprecatedOrigins';
export {
  connectExternalPlayer,
  type ExternalPlayer,
} from './externalPlayer';
export {
  type ExternalMediaLike,
  externalVideoEmbedUrl,
} from './externalVideoEmbedUrl';
export { fetchOEmbed } from './fetchOEmbed';
export type { OEmbed } from './oEmbedSchema';
export { type ExternalPlayerCommand, PLAYER_ORIGINS } from './playerCommands';
export type { ExternalPlayback } from './playerEvents';
export type { ExternalVideoProvider } from './providers';
