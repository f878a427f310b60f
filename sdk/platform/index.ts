/**
 * The platform API layer: `createPlatformClient` with every call of the site's APIs, the route → analytics page mapping and virtual page paths, share links, the
 * consent-gated analytics helpers with typed user and creator data, and error sampling.
 * See docs/platform.md.
 */
export { type AnalyticsCreator, type AnalyticsUser, analyticsCreatorFrom, analyticsUserFrom } from './analyticsUser';
export type { ChannelUpdateResult } from './channels';
export * from './constants';
export {
  createPlatformAnalytics,
  type PlatformAnalytics,
  type PlatformAnalyticsEvent,
  type PlatformAnalyticsOptions,
} from './createPlatformAnalytics';
export { createPlatformClient, type PlatformClient, type PlatformClientOptions } from './createPlatformClient';
export { IMAGING_SERVER, type PlatformBaseUrls } from './createPlatformTransports';
export { type ErrorSampling, type ErrorSamplingOptions, sampleErrorTracking } from './errorSampling';
export type { GifIds } from './gifs';
export type { TrimOptions } from './imaging';
export {
  type AnalyticsPage,
  CHANNEL_PAGE,
  EMBED_PAGE,
  PAGE_TABLE,
  type PageRow,
  pageFromUrl,
  pageRowOf,
} from './pageFromUrl';
export { type LoginType, parseLoginType } from './parseLoginType';
export { apiErrorFrom, platformResponseMiddleware } from './platformResponseMiddleware';
export { type ChannelJob, type JobPollResult, type PollChannelJobOptions, pollChannelJob } from './pollChannelJob';
export {
  gifEmbedUrl,
  gifShareUrl,
  giphyUrl,
  popupFeatures,
  SHARE_TARGETS,
  type ShareableGif,
  type ShareLink,
  type ShareLinkOptions,
  type ShareTarget,
  shareLink,
} from './shareLink';
export { type Consent, NO_CONSENT, type PlatformLogger } from './types';
export { type PageWindow, pageNumber, pathSegment, type VirtualPageView, virtualPagePath } from './virtualPagePath';
