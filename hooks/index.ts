/**
 * gifkit/hooks: React Query hooks over the gifkit SDK. `GiphyProvider` hands out the client;
 * `gifKeys` + `gifQueries` / `gifInfiniteQueries` are the primary API (prefetch on a server,
 * `useSuspenseQuery`, invalidation by prefix); the GIF `use*` hooks are thin wrappers over them,
 * and the platform factories run through `usePlatformQuery` / `usePlatformMutation`.
 */

// The analytics instance GiphyProvider's `analytics` hands on (its provider, AnalyticsProvider, is in gifkit/headless).
export { useAnalytics } from './AnalyticsProvider';
export { cachePolicy } from './cachePolicy';
export { createGifkitQueryClient } from './createGifkitQueryClient';
export { GiphyProvider, type GiphyProviderProps } from './GiphyProvider';
export { gifInfiniteQueries } from './gifInfiniteQueries';
export { gifQueries } from './gifQueries';
export { useGiphyClient, useOptionalGiphyClient, usePlatformClient } from './giphyContext';
export * from './platform/index';
export { gifKeys } from './queryKeys';
export * from './useGifQueries';
