// @vitest-environment jsdom
import { QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { StrictMode, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGiphyCore } from '../sdk/client/core';
import { createGiphyClient } from '../sdk/client/createGiphyClient';
import { FetchError } from '../sdk/errors';
import { giphyWrapper } from '../test/support/giphyWrapper';
import { setupMockApiServer } from '../test/support/mockApiServer';
import {
  GiphyProvider,
  gifKeys,
  gifQueries,
  useGif,
  useGiphyClient,
  useSearchGifs,
  useSearchGifsInfinite,
  useTrendingGifs,
} from './index';

const { server, urls: requests } = setupMockApiServer();
afterEach(() => cleanup());

const setup = () => giphyWrapper();

function SearchResults({ term }: { term: string }) {
  const { data, error, isPending } = useSearchGifs({ term, limit: 3 });
  if (isPending) return <p>loading</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <ul>
      {data.data.map((gif) => (
        <li key={gif.id}>{gif.title || gif.id}</li>
      ))}
    </ul>
  );
}

/** Hands the QueryClient in context to `into.client` (after commit). */
function CaptureQueryClient({ into }: { into: { client?: QueryClient } }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    into.client = queryClient;
  }, [queryClient, into]);
  return null;
}

/** Requests one query sends on a strict (development) mount: the first is aborted (docs/hooks.md, "StrictMode"). */
const STRICT_MODE_REQUESTS = 2;

describe('GiphyProvider', () => {
  it('creates a client from an api key', async () => {
    const { result } = renderHook(() => useGiphyClient(), {
      wrapper: ({ children }) => <GiphyProvider apiKey="from-key">{children}</GiphyProvider>,
    });
    await result.current.trending();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('api_key')).toBe('from-key');
  });

  it('given a client core, useGiphyClient() adds the methods over that core (same identity, cache, pingback id)', async () => {
    const core = createGiphyCore({ apiKey: 'core-key', storage: null });
    const { result, rerender } = renderHook(() => useGiphyClient(), {
      wrapper: ({ children }) => <GiphyProvider client={core}>{children}</GiphyProvider>,
    });
    const client = result.current;
    expect(client.identity).toBe(core.identity);
    expect(client.pingbackId()).toBe(core.pingbackId());
    await client.trending();
    await client.trending();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('api_key')).toBe('core-key');
    rerender();
    expect(result.current).toBe(client);
  });

  it('given a full client, useGiphyClient() returns that client', () => {
    const client = createGiphyClient({ apiKey: 'k', storage: null });
    const { result } = renderHook(() => useGiphyClient(), {
      wrapper: ({ children }) => <GiphyProvider client={client}>{children}</GiphyProvider>,
    });
    expect(result.current).toBe(client);
  });

  /** Renders search results under a provider and hands back the QueryClient the hooks used. */
  function renderOwned(props: { queryClient?: QueryClient }, strict = false) {
    const used: { client?: QueryClient } = {};
    const tree = (
      <GiphyProvider apiKey="k" {...props}>
        <CaptureQueryClient into={used} />
        <SearchResults term="cats" />
      </GiphyProvider>
    );
    return { ...render(strict ? <StrictMode>{tree}</StrictMode> : tree), used };
  }

  it('without a queryClient creates one and clears it on unmount (no cache or timers left behind)', async () => {
    const { used, unmount } = renderOwned({});
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(used.client!.getQueryCache().getAll()).toHaveLength(1);
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(used.client!.getQueryCache().getAll()).toHaveLength(0);
  });

  it('never clears a queryClient it was given', async () => {
    const queryClient = new QueryClient();
    const { unmount } = renderOwned({ queryClient });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('under <StrictMode> keeps its own cache through the strict remount; see docs/hooks.md for the request count', async () => {
    const { used } = renderOwned({}, true);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() => expect(used.client!.isFetching()).toBe(0));
    expect(used.client!.getQueryCache().getAll()).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(requests.filter((url) => url.pathname === '/v1/gifs/search')).toHaveLength(STRICT_MODE_REQUESTS);
  });

  it('explains a missing provider, whichever hook meets it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message =
      /^gifkit: the gifkit\/hooks hooks \(useGiphyClient, useSearchGifs, …\) must be used inside <GiphyProvider>\.$/;
    expect(() => renderHook(() => useGiphyClient())).toThrow(message);
    expect(() => renderHook(() => useSearchGifs({ term: 'cats' }))).toThrow(message);
  });
});

describe('queries', () => {
  it('loading, then success', async () => {
    const { wrapper } = setup();
    render(<SearchResults term="cats" />, { wrapper });
    screen.getByText('loading'); // throws when missing
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });

  it('an error shows at once, as a FetchError, without automatic retries', async () => {
    const { wrapper } = setup();
    render(<SearchResults term="error 500" />, { wrapper });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('gifkit: Internal Server Error'));
    expect(requests).toHaveLength(1);
  });

  it('is not re-requested within 6 s of an error, and is after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { wrapper, queryClient, client } = setup();
    const first = render(<SearchResults term="error 503" />, { wrapper });
    await screen.findByRole('alert');
    first.unmount();
    vi.advanceTimersByTime(5_000);
    render(<SearchResults term="error 503" />, { wrapper });
    await act(async () => {}); // mounted: a query that were going to refetch would be fetching now
    expect(queryClient.isFetching()).toBe(0);
    expect(requests).toHaveLength(1);
    cleanup();
    vi.advanceTimersByTime(1_000);
    render(<SearchResults term="error 503" />, { wrapper });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(
      queryClient.getQueryState(gifQueries.searchGifs(client, { term: 'error 503', limit: 3 }).queryKey)?.status,
    ).toBe('error');
  });

  it('a success stays fresh for 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { wrapper, queryClient } = setup();
    const first = render(<SearchResults term="dogs" />, { wrapper });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    first.unmount();
    vi.advanceTimersByTime(59_000);
    render(<SearchResults term="dogs" />, { wrapper });
    await act(async () => {}); // mounted: a stale query would be fetching now
    expect(queryClient.isFetching()).toBe(0);
    expect(requests).toHaveLength(1);
    cleanup();
    vi.advanceTimersByTime(1_000);
    render(<SearchResults term="dogs" />, { wrapper });
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('an empty term sends nothing', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useSearchGifs({ term: '' }), { wrapper });
    await act(async () => {}); // mounted: an enabled query would be fetching now
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toHaveLength(0);
  });

  it('hooks and factories share keys: prefetchQuery then useTrending makes one request', async () => {
    const { wrapper, queryClient, client } = setup();
    await queryClient.prefetchQuery(gifQueries.trendingGifs(client, { limit: 2 }));
    const { result } = renderHook(() => useTrendingGifs({ limit: 2 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toHaveLength(1);
    expect(gifQueries.trendingGifs(client, { limit: 2 }).queryKey.slice(0, 2)).toEqual(gifKeys.trendingGifs());
  });

  it("a factory takes one options object: its term or id is the key's, not part of the call options", async () => {
    const { wrapper, queryClient, client } = setup();
    const search = gifQueries.searchGifs(client, { term: 'cats', limit: 2 });
    expect(search.queryKey).toEqual([...gifKeys.searchGifs('cats', { limit: 2 }), { client: client.identity }]);
    await queryClient.prefetchQuery(search);
    const { result } = renderHook(() => useSearchGifs({ term: 'cats', limit: 2 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('q')).toBe('cats');
    expect(gifQueries.relatedGifs(client, { id: 'abc', limit: 3 }).queryKey).toEqual([
      ...gifKeys.relatedGifs('abc', { limit: 3 }),
      { client: client.identity },
    ]);
  });

  it('useQuery works with the factories directly (typed data)', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useQuery(gifQueries.gif(useGiphyClient(), { id: 'l0IylOPCNkiqOgMyA' })), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data?.data.id).toBe('l0IylOPCNkiqOgMyA'));
  });

  it('useGif of an unknown id ends in an error with status 404', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useGif('doesnotexist'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(FetchError);
    expect((result.current.error as FetchError).status).toBe(404);
  });
});

describe('infinite queries', () => {
  it('paginate to the end: offset = count + offset, no next page at total_count', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useSearchGifsInfinite({ term: 'paginate me', limit: 50 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const total = result.current.data!.pages[0]!.pagination.total_count!;
    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage());
    }
    expect(result.current.items).toHaveLength(total);
    expect(requests.map((u) => Number(u.searchParams.get('offset') ?? 0))).toEqual(
      Array.from({ length: Math.ceil(total / 50) }, (_, i) => i * 50),
    );
  });

  it('de-duplicates items by id across pages', async () => {
    server.use(
      http.get('https://api.giphy.com/v1/gifs/search', ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
        const ids = offset === 0 ? ['a', 'b', 'c'] : ['c', 'd', 'a'];
        return HttpResponse.json({
          data: ids.map((id) => ({ id, images: {} })),
          pagination: { count: 3, offset, total_count: 6 },
          meta: { status: 200, msg: 'OK', response_id: `r${offset}` },
        });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useSearchGifsInfinite({ term: 'dupes' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items.map((g) => g.id)).toEqual(['a', 'b', 'c', 'd']));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('a new term starts a new list (no remount needed)', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ term }) => useSearchGifsInfinite({ term, limit: 5 }), {
      wrapper,
      initialProps: { term: 'cats' },
    });
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    const catIds = result.current.items.map((g) => g.id);
    rerender({ term: 'dogs' });
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('q')).toBe('dogs'));
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(result.current.items.map((g) => g.id)).not.toEqual(catIds);
  });
});
