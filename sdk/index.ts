/**
 * gifkit: the SDK entry point (no React, no DOM at import time). The public-API client (GIPHY's
 * source) and the other sources behind the same calls, the normalizer, paginator and error
 * classes, the pure media and display rules, external video, and typed clients for every API
 * family generated from openapi/.
 */

export * from './analytics/index';
export * from './client/calls';
export { createGiphyCore, type GiphyClientOptions, type GiphyCore } from './client/core';
export { createGifReader, createGiphyClient, type GifReader, type GiphyClient } from './client/createGiphyClient';
export { initialListState, listReducer } from './client/deprecatedListReducer';
export {
  type ListAction,
  ListChangeType,
  type ListState,
  type ListStateReducer,
  type ListStatus,
} from './client/listState';
export {
  createListStore,
  type FetchPage,
  type ListSource,
  type ListStore,
  type ListStoreOptions,
  type LoaderSource,
} from './client/listStore';
export type * from './client/options';
export type { Identified, PageLike } from './client/paging';
export type { RequestCacheOptions } from './client/requestCache';
export type { ActionAndChanges, FieldCallbacks, StateChange, StateReducer } from './client/runReducer';
export { createSessionIds, type IdStorage, type SessionIds } from './client/sessionIds';
export * from './embed/index';
export {
  ApiError,
  FetchError,
  type FetchErrorCode,
  GifkitError,
  SyntheticResponseError,
  UnsupportedCallError,
  ValidationError,
} from './errors';
export * from './external-video/index';
export * from './favorites/index';
/** The wire types of giphy.com ajax API, generated from openapi/ (`paths`, `components`, `operations`). */
export type * as AjaxApi from './generated/ajax';
/** The wire types of the public GIPHY API, generated from openapi/ (`paths`, `components`, `operations`). */
export type * as PublicApi from './generated/public';
/** The wire types of the trending scheduler API, generated from openapi/ (`paths`, `components`, `operations`). */
export type * as SchedulerApi from './generated/scheduler';
/** The wire types of the stories gateway API, generated from openapi/ (`paths`, `components`, `operations`). */
export type * as StoriesApi from './generated/stories';
/** The wire types of the v4 site API, generated from openapi/ (`paths`, `components`, `operations`). */
export type * as V4Api from './generated/v4';
export * from './media/index';
export { type AsGif, asGif } from './normalize/asGif';
export type { ListResult, Meta, Pagination, SingleResult } from './normalize/envelope';
export type { Rendition as NormalizedRendition } from './normalize/gif';
export { type ApiGif, type Gif, type GifUser, type GifVideo, type Images, normalizeGif } from './normalize/gif';
export * from './platform/index';
export * from './recent/index';
export * from './source/index';
export type { GifStorage, GifStoreOptions, StoredGif } from './stored-gifs/storedGifs';
export * from './tenor/index';
export {
  createTransport,
  type TransportClient,
  type TransportFamilies,
  type TransportOptions,
} from './transport/clients';
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
  type V4Client,
} from './transport/deprecatedTransports';
export type { SiteAuth } from './transport/middleware';
export { VERSION } from './version';
