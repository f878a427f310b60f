/**
 * The caching policy of widgets spec §7.1, in one place, split between the two caches so
 * that nothing is cached twice with different rules:
 * - React Query keeps successes: fresh for 60 s (`cachePolicy`, carried by every factory).
 * - The SDK's request cache keeps errors for 6 s and no successes (`HOOKS_CLIENT_CACHE`, the
 *   cache setting of the client GiphyProvider creates): a remount, focus or retry within 6 s
 *   of a failure gets the same error without a network request; after that, it asks again.
 */
import type { RequestCacheOptions } from '../sdk/client/requestCache';

/** How long a successful answer is fresh. */
export const SUCCESS_STALE_TIME = 60_000;
/** How long a failure is answered from the SDK cache instead of the network. */
export const ERROR_RETRY_AFTER = 6_000;

/** Options every gifkit query carries. No automatic retries: a failure shows at once. */
export const cachePolicy = {
  staleTime: SUCCESS_STALE_TIME,
  retry: false,
} as const;

/** The SDK cache setting for clients used under the hooks: errors for 6 s, successes not at all. */
export const HOOKS_CLIENT_CACHE: RequestCacheOptions = { ttl: 0, errorTtl: ERROR_RETRY_AFTER };
