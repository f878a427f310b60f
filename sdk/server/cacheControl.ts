/**
 * The Cache-Control of each answer: successful lists may be kept by a shared cache (a CDN,
 * nginx, Varnish) for `sMaxAge` seconds, served stale while one request refreshes them
 * (`staleWhileRevalidate`) and while the upstream fails (`staleIfError`); nothing else is
 * kept. Browsers keep nothing (no `max-age`): the SDK and React Query cache for them.
 */
import type { CacheClass } from './upstreams';

/** How long a shared cache may keep one class of answers, in seconds. */
export interface CacheLifetimes {
  /** Fresh for this long (`s-maxage`). */
  sMaxAge: number;
  /** Then served stale for this long while one request refreshes it (`stale-while-revalidate`). */
  staleWhileRevalidate: number;
  /** Served stale for this long while the upstream fails (`stale-if-error`). */
  staleIfError: number;
}

/** The lifetimes of the two cacheable classes; `false` makes every answer `no-store`. */
export type CachePolicy = false | { search?: Partial<CacheLifetimes>; trending?: Partial<CacheLifetimes> };

/** Search-like answers (search, by id, related, tags, channels): fresh 5 minutes. */
export const SEARCH_LIFETIMES: CacheLifetimes = { sMaxAge: 300, staleWhileRevalidate: 600, staleIfError: 3600 };
/** Trending-like answers (trending GIFs and searches, categories): the same for everyone, fresh 15 minutes. */
export const TRENDING_LIFETIMES: CacheLifetimes = { sMaxAge: 900, staleWhileRevalidate: 1800, staleIfError: 3600 };

export const NO_STORE = 'no-store';
/** An answer that carries a per-user id: only that user's browser may keep it. */
export const PRIVATE = 'private, no-store';

/** The Cache-Control of a successful answer of `kind`. */
export function successCacheControl(policy: CachePolicy | undefined, kind: CacheClass): string {
  if (policy === false || kind === 'event') return NO_STORE;
  const base = kind === 'trending' ? TRENDING_LIFETIMES : SEARCH_LIFETIMES;
  const own = policy?.[kind];
  const { sMaxAge, staleWhileRevalidate, staleIfError } = { ...base, ...own };
  if (!(sMaxAge > 0)) return NO_STORE;
  return `public, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`;
}
