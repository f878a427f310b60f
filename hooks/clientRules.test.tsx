// @vitest-environment jsdom
/**
 * The hooks' error and identity rules (issue 12), at the public API: an explicit refetch
 * always sends a new request, even inside the 6 s error window; two clients under one
 * QueryClient (the usual app setup) never serve each other's answers.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGiphyClient } from '../sdk/client/createGiphyClient';
import { FetchError } from '../sdk/errors';
import { createMockApi } from '../sdk/mock';
import { giphyWrapper } from '../test/support/giphyWrapper';
import { setupMockApiServer } from '../test/support/mockApiServer';
import { gifQueries, useSearch } from './index';

const { server, urls: requests } = setupMockApiServer();
afterEach(() => cleanup());

describe('explicit refetch', () => {
  it('sends a new request inside the 6 s error window; the error reaches the caller typed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { wrapper } = giphyWrapper();
    const { result } = renderHook(() => useSearch('error 503'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(FetchError);
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    await act(() => result.current.refetch());
    expect(requests).toHaveLength(2);
  });
});

describe('query keys identify the client', () => {
  it('two clients (api key, default rating, server) under one QueryClient each get their own answer', async () => {
    const queryClient = new QueryClient();
    const clients = [
      createGiphyClient({ apiKey: 'one', storage: null }),
      createGiphyClient({ apiKey: 'two', storage: null }),
      createGiphyClient({ apiKey: 'one', rating: 'g', storage: null }),
      createGiphyClient({ apiKey: 'one', serverUrl: 'https://proxy.example', storage: null }),
    ];
    server.use(...createMockApi({ baseUrls: { public: 'https://proxy.example' } }).handlers);
    const keys = clients.map((client) => JSON.stringify(gifQueries.search(client, { term: 'cats' }).queryKey));
    expect(new Set(keys).size).toBe(clients.length);
    for (const client of clients) {
      await queryClient.fetchQuery(gifQueries.search(client, { term: 'cats', limit: 1 }));
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
    expect(gifQueries.search(again, { term: 'cats' }).queryKey).toEqual(
      gifQueries.search(clients[1]!, { term: 'cats' }).queryKey,
    );
  });
});
