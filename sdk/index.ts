/**
 * gifkit: the SDK entry point (no React). Typed clients for every GIPHY API family,
 * generated from the OpenAPI specs in openapi/.
 */
export {
  type AjaxClient,
  createAjaxTransport,
  createPublicTransport,
  createSchedulerTransport,
  createStoriesTransport,
  createV4Transport,
  type PublicClient,
  type SchedulerClient,
  type StoriesClient,
  type TransportOptions,
  type V4Client,
} from './transport/clients';
export { SDK_HEADERS, type SiteAuth } from './transport/middleware';
export { VERSION } from './version';
export type * as AjaxApi from './generated/ajax';
export type * as PublicApi from './generated/public';
export type * as SchedulerApi from './generated/scheduler';
export type * as StoriesApi from './generated/stories';
export type * as V4Api from './generated/v4';
