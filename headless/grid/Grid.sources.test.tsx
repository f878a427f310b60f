// @vitest-environment jsdom
// The grid over the real SDK client and the infinite hooks, against the msw mock API.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useCallback } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { GiphyProvider, useSearchInfinite } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { createMockApi } from '../../sdk/mock';
import type { Gif } from '../../sdk/normalize/gif';
import { useInfiniteQuerySource } from '../loader';
import { Grid } from './Grid';

const mock = createMockApi();
const server = setupServer(...mock.handlers);
const offsets: string[] = [];
server.events.on('request:start', ({ request }) => {
  offsets.push(new URL(request.url).searchParams.get('offset') ?? '');
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Reports the loader as visible as soon as it is observed (jsdom has no layout). */
class VisibleObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { isIntersecting: true, target, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
    setTimeout(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  mock.reset();
  offsets.length = 0;
});

const client = createGiphyClient({ apiKey: 'k', storage: null });
const renderItem = (gif: Gif, _: unknown, getItemProps: () => object) => <div {...getItemProps()}>{gif.id}</div>;

/** Source (a): a fetch function over the SDK client, memoized on the term. */
function FetchSearch({ term }: { term: string }) {
  const fetchGifs = useCallback(
    (offset: number, signal: AbortSignal) => client.search(term, { offset, limit: 10, signal }),
    [term],
  );
  return <Grid width={612} source={fetchGifs} resetKey={term} term={term} renderItem={renderItem} />;
}

/** Source (b): an infinite query from gifkit/hooks, adapted by `useInfiniteQuerySource`. */
function QuerySearch({ term }: { term: string }) {
  const query = useSearchInfinite(term, { limit: 10 });
  const source = useInfiniteQuerySource(query);
  return <Grid width={612} source={source} resetKey={term} term={term} renderItem={renderItem} />;
}

it('works with a fetch function over the SDK client', async () => {
  render(<FetchSearch term="cats" />);
  await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThanOrEqual(20), { timeout: 5000 });
  expect(offsets.slice(0, 2)).toEqual(['0', '10']);
  const ids = screen.getAllByRole('option').map((tile) => tile.textContent);
  expect(new Set(ids).size).toBe(ids.length);
});

it('works with an infinite hook from gifkit/hooks', async () => {
  const queryClient = new QueryClient();
  const { rerender } = render(
    <GiphyProvider client={client} queryClient={queryClient}>
      <QuerySearch term="cats" />
    </GiphyProvider>,
  );
  await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThanOrEqual(20), { timeout: 5000 });
  const cats = screen.getAllByRole('option')[0]!.textContent;
  await act(async () => {
    rerender(
      <GiphyProvider client={client} queryClient={queryClient}>
        <QuerySearch term="dogs" />
      </GiphyProvider>,
    );
  });
  await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThanOrEqual(10), { timeout: 5000 });
  expect(screen.getAllByRole('option')[0]!.textContent).not.toBe(cats);
  expect(document.querySelector('[role="status"]')!.textContent).toMatch(/GIFs for dogs$/);
});
