/**
 * `useSearchResults().loaderOptions` and `.fetchPage`, deprecated aliases (docs/versioning.md):
 * in 0.2.0 the loader's fetch path became its own hook, `useSearchLoaderOptions()`. The aliases
 * give the same `{ source, resetKey, enabled, term }` (the same page function, one per query),
 * and warn once in development.
 */

import { deprecatedProperty } from '../../sdk/devWarn';
import type { SearchFetchPage, SearchLoaderOptions, SearchResults } from './searchContext';

/** `results` with the deprecated `loaderOptions` and `fetchPage` getters added; `source` is the query's page function. */
export function withDeprecatedLoaderOptions(
  results: Omit<SearchResults, 'loaderOptions' | 'fetchPage'>,
  source: SearchFetchPage,
): SearchResults {
  let options: SearchLoaderOptions | undefined;
  const loaderOptions = () => {
    options ??= { source, resetKey: results.resetKey, enabled: results.enabled, term: results.term };
    return options;
  };
  deprecatedProperty(
    results,
    'fetchPage',
    () => source,
    process.env.NODE_ENV !== 'production' && {
      name: 'useSearchResults().fetchPage',
      instead: 'useSearchLoaderOptions().source',
    },
  );
  return deprecatedProperty(
    results,
    'loaderOptions',
    loaderOptions,
    process.env.NODE_ENV !== 'production' && {
      name: 'useSearchResults().loaderOptions',
      instead: 'useSearchLoaderOptions()',
    },
  ) as SearchResults;
}
