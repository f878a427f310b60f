/**
 * Server side: prefetch with the same options factory the hook uses, render to HTML, and
 * serialize the dehydrated cache next to it.
 */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createGifkitQueryClient, GiphyProvider, gifQueries } from '../../hooks';
import { createGiphyClient } from '../../sdk';
import { App, TRENDING } from './App';

export async function renderPage(apiKey: string): Promise<{ html: string; state: string }> {
  // One client and one QueryClient per request: users never share cached data.
  const client = createGiphyClient({ apiKey, storage: null });
  const queryClient = createGifkitQueryClient();
  await queryClient.prefetchQuery(gifQueries.trendingGifs(client, TRENDING));
  const state = dehydrate(queryClient);
  const html = renderToString(
    <GiphyProvider client={client} queryClient={queryClient}>
      <HydrationBoundary state={state}>
        <App />
      </HydrationBoundary>
    </GiphyProvider>,
  );
  return { html, state: JSON.stringify(state) };
}
