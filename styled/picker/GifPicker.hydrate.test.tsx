// @vitest-environment jsdom
// The picker over a server's prefetched queries: rendered on the "server" with the same query
// factories, dehydrated, then hydrated in the "browser" under a HydrationBoundary, inside a
// GiphyProvider (whose React Query runner the picker reads through). The GIFs and
// trending searches are in the server HTML, hydration is silent, and neither the first page nor
// the trending searches is asked for again; typing still searches through the same query.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { getResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { createGifkitQueryClient } from '../../hooks/createGifkitQueryClient';
import { GiphyProvider } from '../../hooks/GiphyProvider';
import { gifInfiniteQueries } from '../../hooks/gifInfiniteQueries';
import { gifQueries } from '../../hooks/gifQueries';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { createMockApi } from '../../sdk/mock';
import { GifPicker } from './GifPicker';

const { handlers } = createMockApi();
const OPTIONS = { limit: 12 };

function mockedClient() {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const request = new Request(input, init);
    return (await getResponse(handlers, request)) ?? new Response('not mocked', { status: 404 });
  });
  return { client: createGiphyClient({ apiKey: 'k', storage: null, fetch }), fetch };
}

/** The URLs a fetch spy was called with. */
const urls = (fetch: ReturnType<typeof mockedClient>['fetch']) =>
  fetch.mock.calls.map(([input, init]) => new URL(new Request(input, init).url));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('shows the prefetched trending GIFs and searches with no request after hydration', async () => {
  const server = mockedClient();
  const queryClient = createGifkitQueryClient();
  await Promise.all([
    queryClient.prefetchInfiniteQuery(gifInfiniteQueries.trendingGifs(server.client, OPTIONS)),
    queryClient.prefetchQuery(gifQueries.trendingSearches(server.client)),
  ]);
  const state = dehydrate(queryClient);
  const picker = (client: typeof server.client) => (
    <GifPicker client={client} options={OPTIONS} onSelect={() => {}} recents={false} initialWidth={400} debounce={0} />
  );
  const html = renderToString(
    <GiphyProvider client={server.client} queryClient={createGifkitQueryClient()}>
      <HydrationBoundary state={JSON.parse(JSON.stringify(state))}>{picker(server.client)}</HydrationBoundary>
    </GiphyProvider>,
  );
  expect(html.match(/data-gk-grid-item=""/g)?.length).toBeGreaterThan(4);
  expect(html).toContain('data-gk-picker-suggestion=""');

  const browser = mockedClient();
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const app = (
    <GiphyProvider client={browser.client} queryClient={createGifkitQueryClient()}>
      <HydrationBoundary state={JSON.parse(JSON.stringify(state))}>{picker(browser.client)}</HydrationBoundary>
    </GiphyProvider>
  );
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelectorAll('[data-gk-grid-item]').length).toBeGreaterThan(4);
  expect(container.querySelectorAll('[data-gk-picker-suggestion]').length).toBeGreaterThan(2);
  expect(browser.fetch).not.toHaveBeenCalled();

  // Typing still searches, through the same QueryClient.
  const input = container.querySelector<HTMLInputElement>('[data-gk-picker-input]')!;
  fireEvent.change(input, { target: { value: 'cats' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(browser.fetch).toHaveBeenCalledTimes(1));
  const [search] = urls(browser.fetch);
  expect([search?.pathname, search?.searchParams.get('q')]).toEqual(['/v1/gifs/search', 'cats']);
});

it('works without React Query (no GiphyProvider, no QueryClient): the suggestions come through the client, asked once', async () => {
  const { client, fetch } = mockedClient();
  // jsdom does not know the <search> element (Chromium does); nothing else may be logged.
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  await act(async () => {
    root.render(<GifPicker client={client} onSelect={() => {}} recents={false} />);
  });
  await waitFor(() => expect(container.querySelectorAll('[data-gk-picker-suggestion]').length).toBeGreaterThan(2));
  // The results come through the loader when its element is in view (jsdom has no
  // IntersectionObserver: GifPicker.browser.test.tsx shows them, without React Query too).
  expect(urls(fetch).map((url) => url.pathname)).toEqual(['/v1/trending/searches']);
  await act(async () => root.unmount());
  expect(errors.mock.calls.filter((args) => !args.includes('search'))).toEqual([]);
});
