// Task "sdk-search-client": the same search through `createGiphyClient`, the client with every
// call as a method (an app that uses several calls; docs/sdk.md).
import { createGiphyClient } from 'gifkit';

const client = createGiphyClient({ apiKey: 'YOUR_KEY' });

export async function searchFor(term: string, signal?: AbortSignal) {
  const { data, pagination } = await client.searchGifs(term, { limit: 25, signal });
  return { urls: data.map((gif) => gif.images.fixed_width?.url), total: pagination.total_count };
}
