/**
 * A server component: prefetches trending GIFs with the same query factory the client's hook
 * uses (gifQueries.trending), and hands the dehydrated cache to the client component through
 * HydrationBoundary. The HTML already shows the GIFs; the browser makes no second request.
 */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { createGiphyClient } from 'gifkit';
import { createGifkitQueryClient, gifQueries } from 'gifkit/hooks';
import { GIPHY_API_KEY, OFFLINE, TRENDING } from './giphy';
import { mockFetch } from './mockFetch';
import { TrendingGrid } from './TrendingGrid';

export default async function Page() {
  // One client and one QueryClient per render: visitors never share cached data.
  const client = createGiphyClient({ apiKey: GIPHY_API_KEY, storage: null, ...(OFFLINE ? { fetch: mockFetch } : {}) });
  const queryClient = createGifkitQueryClient();
  await queryClient.prefetchQuery(gifQueries.trending(client, TRENDING));
  return (
    <main>
      <h1>Trending on GIPHY</h1>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <TrendingGrid />
      </HydrationBoundary>
    </main>
  );
}
