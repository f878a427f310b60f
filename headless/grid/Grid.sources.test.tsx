// @vitest-environment jsdom
// The grid over the real SDK client and the infinite hooks, against the msw mock API.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { StrictMode, useCallback } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { GiphyProvider, useSearchGifsInfinite } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { FetchError } from '../../sdk/errors';
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
    (offset: number, signal: AbortSignal) => client.searchGifs(term, { offset, limit: 10, signal }),
    [term],
  );
  return <Grid width={612} source={fetchGifs} resetKey={term} term={term} renderItem={renderItem} />;
}

/** Source (b): an infinite query from gifkit/hooks, adapted by `useInfiniteQuerySource`. */
function QuerySearch({ term }: { term: string }) {
  const query = useSearchGifsInfinite({ term, limit: 10 });
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

it('under StrictMode, a fetch function pages without double requests and resets by term', async () => {
  const { rerender } = render(
    <StrictMode>
      <FetchSearch term="birds" />
    </StrictMode>,
  );
  await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThanOrEqual(20), { timeout: 5000 });
  expect(offsets.slice(0, 2)).toEqual(['0', '10']); // double effects asked no page twice
  offsets.length = 0;
  rerender(
    <StrictMode>
      <FetchSearch term="fish" />
    </StrictMode>,
  );
  await waitFor(() => expect(document.querySelector('[role="status"]')!.textContent).toMatch(/GIFs for fish$/), {
    timeout: 5000,
  });
  expect(offsets[0]).toBe('0');
  const ids = screen.getAllByRole('option').map((tile) => tile.textContent);
  expect(new Set(ids).size).toBe(ids.length);
});

it('under StrictMode, an infinite query is one list: items, paging and reset come from the query', async () => {
  const queryClient = new QueryClient();
  const { rerender } = render(
    <StrictMode>
      <GiphyProvider client={client} queryClient={queryClient}>
        <QuerySearch term="cats" />
      </GiphyProvider>
    </StrictMode>,
  );
  await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThanOrEqual(20), { timeout: 5000 });
  // React Query itself cancels and re-asks the first page on StrictMode's remount; then it pages on.
  expect(offsets).toContain('10');
  rerender(
    <StrictMode>
      <GiphyProvider client={client} queryClient={queryClient}>
        <QuerySearch term="dogs" />
      </GiphyProvider>
    </StrictMode>,
  );
  await waitFor(() => expect(document.querySelector('[role="status"]')!.textContent).toMatch(/GIFs for dogs$/), {
    timeout: 5000,
  });
  const ids = screen.getAllByRole('option').map((tile) => tile.textContent);
  expect(new Set(ids).size).toBe(ids.length);
});

/** An infinite query that fails (the mock fails searches for `error 503`). */
function Failing({ onError }: { onError: (error: unknown) => void }) {
  const source = useInfiniteQuerySource(useSearchGifsInfinite({ term: 'error 503', limit: 10 }));
  return <Grid width={612} source={source} resetKey="error 503" onError={onError} renderItem={renderItem} />;
}

it("an infinite query's error reaches onError typed, and 'Try again?' sends a new request", async () => {
  const queryClient = new QueryClient();
  const onError = vi.fn();
  render(
    <GiphyProvider client={client} queryClient={queryClient}>
      <Failing onError={onError} />
    </GiphyProvider>,
  );
  await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(FetchError);
  expect(offsets).toHaveLength(1);
  await act(async () => screen.getByRole('button', { name: 'Try again?' }).click());
  await waitFor(() => expect(offsets).toHaveLength(2));
  await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
});
