/**
 * The trending searches the picker suggests under its input: one `trendingSearches` call per
 * client while `enabled`, aborted on unmount. Suggestions are a nicety: a failure shows none
 * (GIPHY's kit does the same) and is never a console error.
 */
import { useEffect, useState } from 'react';
import type { GiphyClient } from '../../sdk/client/createGiphyClient';

export function useTrendingSearches(client: GiphyClient, enabled: boolean, limit: number): readonly string[] {
  const [terms, setTerms] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!enabled || limit <= 0) return;
    const controller = new AbortController();
    client.trendingSearches({ signal: controller.signal }).then(
      ({ data }) => {
        const unique = [...new Set(data.map((term) => String(term).trim()).filter(Boolean))];
        setTerms(unique.slice(0, limit));
      },
      () => setTerms([]),
    );
    return () => controller.abort();
  }, [client, enabled, limit]);
  return terms;
}
