/**
 * External video (YouTube and Vimeo) for the single-clip embed: provider support, id and URL
 * checks, player URLs, oEmbed lookups and the players' postMessage protocols
 * (`connectExternalPlayer`). Framework-free; `fetch` is injectable.
 */
export {
  connectExternalPlayer,
  type ExternalPlayer,
  type ExternalPlayerOptions,
} from './externalPlayer';
export {
  type ExternalMediaLike,
  type ExternalVideoEmbedOptions,
  externalVideoEmbedUrl,
} from './externalVideoEmbedUrl';
export { type FetchOEmbedOptions, fetchOEmbed, oEmbedEndpoint } from './fetchOEmbed';
export { type OEmbed, oEmbedSchema } from './oEmbedSchema';
export { type ExternalPlayerCommand, playerProvider } from './playerCommands';
export type { ExternalPlayback } from './playerEvents';
export {
  EXTERNAL_VIDEO_PROVIDERS,
  type ExternalVideoProvider,
  isSupportedProvider,
  normalizeProvider,
  parseVideoPageUrl,
} from './providers';
export {
  isVimeoId,
  isVimeoUrl,
  VIMEO_PLAYER_ORIGIN,
  type VimeoPlayerOptions,
  vimeoPlayerUrl,
  vimeoVideoId,
} from './vimeo';
export {
  isYoutubeId,
  isYoutubeUrl,
  YOUTUBE_IFRAME_API_URL,
  YOUTUBE_PLAYER_ORIGIN,
  type YoutubeEmbedOptions,
  youtubeEmbedUrl,
  youtubeVideoId,
} from './youtube';
