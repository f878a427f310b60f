// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiphyProvider, useSearchInfinite } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import type { RequestCacheOptions } from '../../sdk/client/requestCache';
import { createMockApi } from '../../sdk/mock';
import { FakeIntersectionObserver as FakeObserver } from '../../test/support/fakeIntersectionObserver';
import { useInfiniteLoader } from './useInfiniteLoader';
import { useInfiniteQuerySource } from './useInfiniteQuerySource';

function setVisible(isIntersecting: boolean) {
  const target = screen.getByTestId('loader');
  act(() => {
    for (const observer of FakeObserver.all) {
      if (!observer.elements.has(target)) continue;
      const entry = { isIntersecting, target } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  });
}

const mock = createMockApi();
const server = setupServer(...mock.handlers);
const offsets: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/gifs/search'))
    offsets.push(`${url.searchParams.get('q')}@${url.searchParams.get('offset')}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  FakeObserver.all = [];
  offsets.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mock.reset();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function Results({ term }: { term: string }) {
  const query = useSearchInfinite(term, { limit: 5 });
  const source = useInfiniteQuerySource(query);
  const loader = useInfiniteLoader({ source, resetKey: term, debounceMs: 5, enabled: !!term });
  return (
    <div>
      <p data-testid="count">{loader.items.length}</p>
      <p data-testid="first">{loader.items[0]?.id}</p>
      <p data-testid="generation">{loader.state.generation}</p>
      <div data-testid="loader" {...loader.getLoaderProps()} />
      {loader.status === 'error' && (
        <button type="button" onClick={loader.retry}>
          retry
        </button>
      )}
    </div>
  );
}

function setup(cache?: RequestCacheOptions) {
  const client = createGiphyClient({ apiKey: 'k', cache, storage: null });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <GiphyProvider client={client} queryClient={queryClient}>
      {children}
    </GiphyProvider>
  );
  return { wrapper };
}

describe('useInfiniteQuerySource', () => {
  it('drives an infinite query like a fetch function: pages while visible, reset by term', async () => {
    const { wrapper } = setup();
    const { rerender } = render(<Results term="cats" />, { wrapper });
    await waitFor(() => expect(offsets).toEqual(['cats@0'])); // React Query's own first fetch
    expect(screen.getByTestId('count').textContent).toBe('0');
    setVisible(true);
    await waitFor(() => expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(10));
    setVisible(false);
    expect(offsets.slice(0, 2)).toEqual(['cats@0', 'cats@5']); // the first page was joined, not refetched
    const catsFirst = screen.getByTestId('first').textContent;
    expect(screen.getByTestId('generation').textContent).toBe('0');
    rerender(<Results term="dogs" />);
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(screen.getByTestId('generation').textContent).toBe('1'); // a new query: the grid forgets its active tile
    setVisible(true);
    await waitFor(() => expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(5));
    expect(screen.getByTestId('first').textContent).not.toBe(catsFirst);
    expect(offsets).toContain('dogs@0');
  });

  it('a failed page shows the error; retry refetches', async () => {
    const { wrapper } = setup({ ttl: 0, errorTtl: 0 });
    let failed = false;
    server.use(
      http.get('*/v1/gifs/search', ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('offset') !== '5') return undefined;
        failed = true;
        return HttpResponse.json({ meta: { status: 500, msg: 'down', response_id: 'r' } }, { status: 500 });
      }),
    );
    render(<Results term="cats" />, { wrapper });
    setVisible(true); // stays visible: page 1, then page 2 fails
    const retry = await screen.findByText('retry');
    expect(screen.getByTestId('loader').dataset.state).toBe('error');
    fireEvent.click(retry);
    await waitFor(() => expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(10));
    expect(screen.queryByText('retry')).toBeNull();
  });

  it('a cached query fills the list at once after a reset', async () => {
    const { wrapper } = setup();
    const { rerender } = render(<Results term="cats" />, { wrapper });
    setVisible(true);
    await waitFor(() => expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(5));
    setVisible(false);
    rerender(<Results term="dogs" />);
    rerender(<Results term="cats" />);
    expect(Number(screen.getByTestId('count').textContent)).toBeGreaterThanOrEqual(5);
  });
});
