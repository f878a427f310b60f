/**
 * External video (YouTube and Vimeo) for the single-clip embed: provider support, id and URL
 * checks, player URLs and oEmbed lookups. Framework-free; `fetch` is injectable.
 */
export {
  type ExternalMediaLike,
  type ExternalVideoEmbedOptions,
  externalVideoEmbedUrl,
} from './externalVideoEmbedUrl';
export { type FetchOEmbedOptions, fetchOEmbed, oEmbedEndpoint } from './fetchOEmbed';
export { type OEmbed, oEmbedSchema } from './oEmbedSchema';
export {
  EXTERNAL_VIDEO_PROVIDERS,
  type ExternalVideoProvider,
  isSupportedProvider,
  normalizeProvider,
  parseVideoPageUrl,
} from './providers';
export { isVimeoId, isVimeoUrl, type VimeoPlayerOptions, vimeoPlayerUrl, vimeoVideoId } from './vimeo';
export {
  isYoutubeId,
  isYoutubeUrl,
  YOUTUBE_IFRAME_API_URL,
  type YoutubeEmbedOptions,
  youtubeEmbedUrl,
  youtubeVideoId,
} from './youtube';
