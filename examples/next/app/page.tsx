/**
 * A server component: prefetches what the client's GifPicker shows first, trending GIFs and
 * trending searches, with the same query factories it uses (gifInfiniteQueries.trendingGifs,
 * gifQueries.trendingSearches), and hands the dehydrated cache to it through HydrationBoundary.
 * The HTML already shows the GIFs; the browser asks for neither again.
 */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { createGiphyClient } from 'gifkit';
import { createGifkitQueryClient, gifInfiniteQueries, gifQueries } from 'gifkit/hooks';
import { gifHandler, gifsUrl } from './gifHandler';
import { TRENDING } from './giphy';
import { Picker } from './Picker';

export default async function Page() {
  // One client and one QueryClient per render: visitors never share cached data. It calls the
  // handler in-process, with the browser's serverUrl (same identity, so the browser reuses it).
  const client = createGiphyClient({ serverUrl: await gifsUrl(), storage: null, fetch: gifHandler });
  const queryClient = createGifkitQueryClient();
  await Promise.all([
    queryClient.prefetchInfiniteQuery(gifInfiniteQueries.trendingGifs(client, TRENDING)),
    queryClient.prefetchQuery(gifQueries.trendingSearches(client)),
  ]);
  return (
    <main>
      <h1>Pick a GIF</h1>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Picker />
      </HydrationBoundary>
    </main>
  );
}
