// @vitest-environment jsdom
/**
 * The hooks' error and identity rules, at the public API: an explicit refetch
 * always sends a new request, even inside the 6 s error window; two clients under one
 * QueryClient (the usual app setup) never serve each other's answers.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGiphyClient } from '../sdk/client/createGiphyClient';
import { FetchError } from '../sdk/errors';
import { createMockApi } from '../sdk/mock';
import { createTenorSource } from '../sdk/tenor';
import { giphyWrapper } from '../test/support/giphyWrapper';
import { setupMockApiServer } from '../test/support/mockApiServer';
import { gifInfiniteQueries, gifKeys, gifQueries, useSearchGifs } from './index';

const { server, urls: requests } = setupMockApiServer();
afterEach(() => cleanup());

describe('explicit refetch', () => {
  it('sends a new request inside the 6 s error window; the error reaches the caller typed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { wrapper } = giphyWrapper();
    const { result } = renderHook(() => useSearchGifs({ term: 'error 503' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(FetchError);
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    await act(() => result.current.refetch());
    expect(requests).toHaveLength(2);
  });
});

// The mock builds each answer from its data set: a few hundred ms a request, seconds on a loaded machine.
describe('query keys identify the client', { timeout: 30_000 }, () => {
  it('two clients (api key, default rating, server) under one QueryClient each get their own answer', async () => {
    const queryClient = new QueryClient();
    const clients = [
      createGiphyClient({ apiKey: 'one', storage: null }),
      createGiphyClient({ apiKey: 'two', storage: null }),
      createGiphyClient({ apiKey: 'one', rating: 'g', storage: null }),
      createGiphyClient({ apiKey: 'one', serverUrl: 'https://proxy.example', storage: null }),
    ];
    server.use(...createMockApi({ baseUrls: { public: 'https://proxy.example' } }).handlers);
    const keys = clients.map((client) => JSON.stringify(gifQueries.searchGifs(client, { term: 'cats' }).queryKey));
    expect(new Set(keys).size).toBe(clients.length);
    for (const client of clients) {
      await queryClient.fetchQuery(gifQueries.searchGifs(client, { term: 'cats', limit: 1 }));
    }
    expect(requests).toHaveLength(clients.length);
    expect(requests.map((u) => `${u.host} ${u.searchParams.get('api_key')} ${u.searchParams.get('rating')}`)).toEqual([
      'api.giphy.com one pg-13',
      'api.giphy.com two pg-13',
      'api.giphy.com one g',
      'proxy.example one pg-13',
    ]);
    // The same configuration is the same identity (a server render hydrates in the browser).
    const again = createGiphyClient({ apiKey: 'two', storage: null });
    expect(gifQueries.searchGifs(again, { term: 'cats' }).queryKey).toEqual(
      gifQueries.searchGifs(clients[1]!, { term: 'cats' }).queryKey,
    );
  });
});

describe('query keys identify the provider', { timeout: 30_000 }, () => {
  const sources = () => [
    createGiphyClient({ apiKey: 'k', storage: null }),
    createTenorSource({ provider: 'klipy', key: 'k' }),
    createTenorSource({ provider: 'giphy', key: 'k' }),
  ];

  it('GIPHY, KLIPY and GIPHY v2 under one QueryClient never share a cache entry', async () => {
    const queryClient = new QueryClient();
    const answers = [];
    for (const source of sources()) {
      answers.push(await queryClient.fetchQuery(gifQueries.searchGifs(source, { term: 'cats', limit: 2 })));
    }
    expect(queryClient.getQueryCache().findAll({ queryKey: gifKeys.searchGifs('cats') })).toHaveLength(3);
    expect(requests.map((u) => `${u.host}${u.pathname}`)).toEqual([
      'api.giphy.com/v1/gifs/search',
      'api.klipy.com/v2/search',
      'api.giphy.com/v2/search',
    ]);
    // Each provider's own answer: KLIPY's items carry KLIPY's pages, GIPHY v2's giphy.com.
    expect(answers[1]?.data[0]?.url).toMatch(/^https:\/\/klipy\.com\//);
  });

  it('an infinite search over a cursor source pages by the cursor, sent back as received', async () => {
    const queryClient = new QueryClient();
    const [, klipy] = sources();
    const data = await queryClient.fetchInfiniteQuery({
      ...gifInfiniteQueries.searchGifs(klipy!, { term: 'cats', limit: 3 }),
      pages: 2,
    });
    const [first, second] = data.pages;
    const cursor = first?.pagination.next_cursor;
    expect(typeof cursor).toBe('string');
    expect(data.pageParams).toEqual([0, cursor]);
    expect(requests[1]?.searchParams.get('pos')).toBe(cursor);
    const ids = new Set(first?.data.map((gif) => gif.id));
    expect(second?.data.length).toBeGreaterThan(0);
    expect(second?.data.some((gif) => ids.has(gif.id))).toBe(false);
  });

  it('a GIPHY infinite query keeps its numeric offsets', async () => {
    const queryClient = new QueryClient();
    const [giphy] = sources();
    const data = await queryClient.fetchInfiniteQuery({
      ...gifInfiniteQueries.searchGifs(giphy!, { term: 'cats', limit: 3 }),
      pages: 2,
    });
    expect(data.pageParams).toEqual([0, 3]);
    expect(requests[1]?.searchParams.get('offset')).toBe('3');
  });
});
