/**
 * gifkit/server: the server half. `createGifHandler` holds the provider's key and answers the
 * browsers' calls (docs/server.md); `toNodeListener` runs it on `node:http`.
 */
export type { CacheLifetimes, CachePolicy } from './cacheControl';
export { createGifHandler, type GifHandler, type GifHandlerOptions } from './createGifHandler';
export type { GeoHeaders } from './geo';
export type { RateLimitOptions } from './rateLimit';
export { type NodeRequestLike, type NodeResponseLike, toNodeListener } from './toNodeListener';
export type { UpstreamProvider } from './upstreams';
