/**
 * `useSearchResults().loaderOptions` and `.fetchPage`, deprecated aliases (docs/versioning.md):
 * in 0.2.0 the loader's fetch path became its own hook, `useSearchLoaderOptions()`, so a page
 * that shows the results through React Query does not carry it. The aliases build the same
 * `{ source, resetKey, enabled, term }` on first read, and warn once in development.
 */

import type { ComponentList } from '../../hooks/queryRunner';
import { deprecatedProperty } from '../../sdk/devWarn';
import type { Gif } from '../../sdk/normalize/gif';
import type { PageCounter, SearchFetchPage, SearchLoaderOptions, SearchResults } from './searchContext';
import { loaderPageSource } from './searchQuery';

/** One page function per list (the provider keeps a list while its query is the same), as before. */
const pageSources = new WeakMap<ComponentList<Gif>, SearchFetchPage>();

/** `results` with the deprecated `loaderOptions` and `fetchPage` getters added. */
export function withDeprecatedLoaderOptions(
  results: Omit<SearchResults, 'loaderOptions' | 'fetchPage'>,
  { list, loaderPages }: { list: ComponentList<Gif>; loaderPages: PageCounter },
): SearchResults {
  const source = () => {
    let page = pageSources.get(list);
    if (!page) {
      page = loaderPageSource(list, loaderPages);
      pageSources.set(list, page);
    }
    return page;
  };
  let options: SearchLoaderOptions | undefined;
  const loaderOptions = () => {
    options ??= { source: source(), resetKey: results.resetKey, enabled: results.enabled, term: results.term };
    return options;
  };
  deprecatedProperty(results, 'fetchPage', source, {
    name: 'useSearchResults().fetchPage',
    instead: 'useSearchLoaderOptions().source',
  });
  return deprecatedProperty(results, 'loaderOptions', loaderOptions, {
    name: 'useSearchResults().loaderOptions',
    instead: 'useSearchLoaderOptions()',
  }) as SearchResults;
}
