/**
 * The caching policy (successes reused 60 s, errors 6 s; docs/hooks.md) under React Query, in one place. React Query is the
 * cache of the hooks (every query function skips the SDK's cached answers), so the client's own
 * cache needs no special setting:
 * - a success is fresh for 60 s (`staleTime`);
 * - an error is kept 6 s, or as long as the server's `Retry-After` asks: no automatic retry,
 *   and a remount, focus or reconnect inside that window does not ask again (after that, they
 *   do; React Query 5.x that takes these options as functions, else it simply asks again);
 * - an explicit `refetch` / 'Try again?' always asks again, even inside the 6 s.
 */
import type { RequestCacheOptions } from '../sdk/client/requestCache';
import { waitOf } from '../sdk/errors';

/** How long a successful answer is fresh. */
export const SUCCESS_STALE_TIME_MS = 60_000;
/** How long a failure is kept before an automatic trigger (focus, reconnect) asks again. */
export const ERROR_RETRY_AFTER_MS = 6_000;

/**
 * False while the query failed less than 6 s ago, or less than the server's `Retry-After`
 * ago (a 429 or 503 from gifkit/server): nothing asks again before the server said to.
 */
// The query is typed as the part of a React Query query the policy reads.
const errorExpired = (query: { state: { status: string; errorUpdatedAt: number; error?: unknown } }) =>
  query.state.status !== 'error' ||
  Date.now() - query.state.errorUpdatedAt >= Math.max(ERROR_RETRY_AFTER_MS, waitOf(query.state.error));

/** React Query's own backoff (1 s, 2 s, 4 s… up to 30 s), unless the server said how long to wait. */
// The error is typed as React Query's default (`Error`), so spreading the policy into a query's
// options leaves that query's error type as it was.
const retryDelay = (failureCount: number, error: Error) => waitOf(error) || Math.min(1000 * 2 ** failureCount, 30_000);

/**
 * Options every gifkit query carries. No automatic retries: a failure shows at once. A query
 * given `retry` of its own waits for the server's `Retry-After` between tries (`retryDelay`).
 */
export const cachePolicy = {
  staleTime: SUCCESS_STALE_TIME_MS,
  retry: false,
  retryDelay,
  retryOnMount: errorExpired,
  refetchOnWindowFocus: errorExpired,
  refetchOnReconnect: errorExpired,
} as const;

/**
 * @deprecated No longer needed: the hooks skip the SDK cache themselves, so any client works
 * under `<GiphyProvider>`. Kept so `createGiphyClient({ cache: HOOKS_CLIENT_CACHE })` still compiles.
 */
export const HOOKS_CLIENT_CACHE: RequestCacheOptions = { ttl: 0, errorTtl: ERROR_RETRY_AFTER_MS };
