/**
 * The creator dashboard's data: trending searches, site-wide or those
 * that surfaced one creator's content.
 */
import type { operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import type { CallOptions, QueryOf } from './types';

/** Creates the `dashboard` namespace. */
export function createDashboard({ transports: { site }, call }: PlatformContext) {
  return {
    /** Trending searches, most searched first; `username` narrows them to one creator. */
    trendingSearches({ signal, ...query }: QueryOf<V4['getDashboardTrendingSearches']> & CallOptions = {}) {
      return call(site.GET('/api/v1/analytics/dashboard-trending-searches/', { params: { query }, signal }));
    },
  };
}
