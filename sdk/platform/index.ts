/**
 * The platform API layer: `createPlatformClient` with every call of the site's APIs, the route → analytics page mapping and virtual page paths, share links, the
 * consent-gated analytics helpers with typed user and creator data, and error sampling.
 * See docs/platform.md.
 */
export { type AnalyticsCreator, type AnalyticsUser, analyticsCreatorFrom, analyticsUserFrom } from './analyticsUser';
export type { ChannelUpdateResult } from './channels';
export {
  createPlatformAnalytics,
  type PlatformAnalytics,
  type PlatformAnalyticsEvent,
  type PlatformAnalyticsOptions,
} from './createPlatformAnalytics';
export { createPlatformClient, type PlatformClient, type PlatformClientOptions } from './createPlatformClient';
export type { PlatformBaseUrls } from './createPlatformTransports';
export type { TrimOptions } from './imaging';
export { type AnalyticsPage, pageFromUrl } from './pageFromUrl';
export type { ChannelJob, JobPollResult } from './pollChannelJob';
export {
  gifEmbedUrl,
  gifShareUrl,
  type ShareableGif,
  type ShareLink,
  type ShareTarget,
  shareLink,
} from './shareLink';
export type { Consent } from './types';
export { type VirtualPageView, virtualPagePath } from './virtualPagePath';
