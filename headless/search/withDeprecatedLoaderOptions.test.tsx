// @vitest-environment jsdom
/**
 * `useSearchResults().loaderOptions` and `.fetchPage`, deprecated since `useSearchLoaderOptions()`
 * took them over: they still give the same loader options and fetch the same pages, warn once
 * in development, and never in production (docs/migration.md, "Deprecated names").
 */
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createGifkitQueryClient, GiphyProvider } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { watchDeprecations } from '../../test/support/deprecationWarnings';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { SearchProvider } from './SearchProvider';
import { type SearchLoaderOptions, type SearchResults, useSearchResults } from './searchContext';
import { useSearchLoaderOptions } from './useSearchLoaderOptions';

const { urls } = setupMockApiServer();

const deprecations = watchDeprecations();

/** What the provider's children saw, render by render. */
let seen: { results: SearchResults; current: SearchLoaderOptions }[] = [];

function Capture() {
  seen.push({ results: useSearchResults(), current: useSearchLoaderOptions() });
  return null;
}

/** Renders a provider searching "cats"; returns what its child sees on each render. */
function renderSearch() {
  seen = [];
  const client = createGiphyClient({ apiKey: 'k', storage: null });
  render(
    <GiphyProvider client={client} queryClient={createGifkitQueryClient()}>
      <SearchProvider defaultTerm="cats">
        <Capture />
      </SearchProvider>
    </GiphyProvider>,
  );
  return seen;
}

/** Reads both aliases twice, fetches a page through each, and compares with the new hook. */
async function readTheAliases(rendered: typeof seen) {
  const { results, current } = rendered.at(-1)!;
  for (let i = 0; i < 2; i++) {
    expect(results.loaderOptions).toEqual(current); // the very page function useSearchLoaderOptions() gives
    expect(results.fetchPage).toBe(current.source);
  }
  const signal = new AbortController().signal;
  const viaAlias = await act(() => results.loaderOptions.source(0, signal));
  const viaHook = await act(() => current.source(0, signal));
  expect(viaAlias.data.map((gif) => gif.id)).toEqual(viaHook.data.map((gif) => gif.id));
  expect(viaAlias.data.length).toBeGreaterThan(0);
  // The same request: the client's cache answers the second from the first.
  expect(urls.filter((url) => url.pathname.startsWith('/v1/gifs/')).map((url) => url.searchParams.get('q'))).toEqual([
    'cats',
  ]);
}

describe('useSearchResults().loaderOptions and .fetchPage', () => {
  it('in production: the loader options useSearchLoaderOptions() gives, no warning', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await readTheAliases(renderSearch());
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same, one warning for each alias however often it is read', async () => {
    await readTheAliases(renderSearch());
    expect(deprecations()).toEqual([
      expect.stringMatching(
        /^gifkit: useSearchResults\(\)\.loaderOptions is deprecated: use useSearchLoaderOptions\(\)\. .*#deprecated-names$/,
      ),
      expect.stringMatching(
        /^gifkit: useSearchResults\(\)\.fetchPage is deprecated: use useSearchLoaderOptions\(\)\.source\./,
      ),
    ]);
  });

  it('keeps one page function per query, across renders, as before', () => {
    const rendered = renderSearch();
    const sources = new Set(rendered.map(({ results }) => results.loaderOptions.source));
    expect(sources.size).toBe(1);
    expect(Object.keys(rendered.at(-1)!.results)).not.toContain('loaderOptions'); // spreading never reads it
  });
});
