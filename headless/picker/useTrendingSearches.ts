/**
 * The trending searches the picker suggests under its input, read through the tree's runner:
 * under a `<GiphyProvider>` it is gifkit/hooks' `gifQueries.trendingSearches` query (same key), so
 * a server can prefetch it, a hydrated or cached answer is used without a request, and it is not
 * asked again within its freshness; without one, the client's call (its request cache).
 * Suggestions are a nicety: a failure shows none (GIPHY's kit does the same) and is never a
 * console error.
 */
import { useMemo } from 'react';
import { trendingSearchesKey } from '../../hooks/queryKeys';
import { trendingSearches } from '../../sdk/client/calls';
import type { GifSource } from '../../sdk/source/types';
import { uniqueTerms } from '../search/searchQuery';
import { useRunner } from '../shared/queryRunner';

const NONE: readonly string[] = [];

/** What the picker's trending searches read: the client, whether to ask, and how many terms to show. */
export interface TrendingSearchesOptions {
  client: GifSource;
  /** Ask only while true (the picker browses: no term typed) and `limit` is above 0. */
  enabled: boolean;
  /** At most this many terms. */
  limit: number;
}

export function useTrendingSearches({ client, enabled, limit }: TrendingSearchesOptions): readonly string[] {
  const { data } = useRunner().useRead({
    client,
    key: trendingSearchesKey(),
    call: (signal) => trendingSearches(client, { signal }),
    enabled: enabled && limit > 0,
  });
  return useMemo(() => (data ? uniqueTerms(data.data).slice(0, limit) : NONE), [data, limit]);
}
