/**
 * The trending searches the picker suggests under its input: gifkit/hooks'
 * `gifQueries.trendingSearches` query (`trendingSearchesQuery` of hooks/searchQueries.ts, so the
 * picker carries neither every factory nor the tag and channel lookups) while `enabled`, so a
 * server can prefetch it, a hydrated or cached answer is used without a request, and it is not
 * asked again within its freshness.
 * Suggestions are a nicety: a failure shows none (GIPHY's kit does the same) and is never a
 * console error.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trendingSearchesQuery } from '../../hooks/searchQueries';
import type { GifSource } from '../../sdk/source/types';
import { uniqueTerms } from '../search/searchQuery';

const NONE: readonly string[] = [];

/** The answer's terms, trimmed, without empty ones or repeats (stable: React Query memoizes it). */
const selectTerms = ({ data }: { data: readonly unknown[] }) => uniqueTerms(data);

export function useTrendingSearches(client: GifSource, enabled: boolean, limit: number): readonly string[] {
  const { data = NONE } = useQuery({
    ...trendingSearchesQuery(client),
    enabled: enabled && limit > 0,
    select: selectTerms,
  });
  return useMemo(() => data.slice(0, limit), [data, limit]);
}
