/**
 * The trending searches the picker suggests under its input: gifkit/hooks'
 * `gifQueries.trendingSearches` query (imported alone as `trendingSearchesQuery`) while `enabled`, so a server can prefetch it, a hydrated
 * or cached answer is used without a request, and it is not asked again within its freshness.
 * Suggestions are a nicety: a failure shows none (GIPHY's kit does the same) and is never a
 * console error.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trendingSearchesQuery } from '../../hooks/gifQueries';
import type { GiphyClient } from '../../sdk/client/createGiphyClient';

const NONE: readonly string[] = [];

export function useTrendingSearches(client: GiphyClient, enabled: boolean, limit: number): readonly string[] {
  const select = useCallback(
    ({ data }: { data: readonly unknown[] }) =>
      [...new Set(data.map((term) => String(term).trim()).filter(Boolean))].slice(0, limit),
    [limit],
  );
  const { data } = useQuery({ ...trendingSearchesQuery(client), enabled: enabled && limit > 0, select });
  return data ?? NONE;
}
