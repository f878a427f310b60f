// @vitest-environment jsdom
/**
 * `useSearchInfiniteQuery()` without a `<GiphyProvider>` (no React Query to run it): a clear
 * error naming what is missing, with the way out (`useSearchLoaderOptions()`) in development.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { SearchProvider } from './SearchProvider';
import { useSearchInfiniteQuery } from './useSearchInfiniteQuery';

function Results() {
  useSearchInfiniteQuery();
  return null;
}

/** The error rendering <Results /> under a provider with no <GiphyProvider> throws. */
function renderError(): string {
  const client = createGiphyClient({ apiKey: 'k', storage: null });
  const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    render(
      <SearchProvider client={client}>
        <Results />
      </SearchProvider>,
    );
  } catch (error) {
    return (error as Error).message;
  } finally {
    silence.mockRestore();
  }
  throw new Error('no error');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('useSearchInfiniteQuery without a <GiphyProvider>', () => {
  it('in development: names the missing <GiphyProvider> and the hook to use instead', () => {
    expect(renderError()).toBe(
      'gifkit: useSearchInfiniteQuery() needs a <GiphyProvider> (React Query) above the <SearchProvider>; without one, read the results with useSearchLoaderOptions().',
    );
  });

  it('in production: still names the missing <GiphyProvider>', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(renderError()).toBe('gifkit: useSearchInfiniteQuery() needs a <GiphyProvider>.');
  });
});
