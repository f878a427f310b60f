// Task "sdk-search": search GIPHY for a term and use the results, with the SDK alone.
import { createGiphyClient } from 'gifkit';

const client = createGiphyClient({ apiKey: 'YOUR_KEY' });

export async function searchGifs(term: string, signal?: AbortSignal) {
  const { data, pagination } = await client.search(term, { limit: 25, signal });
  return { urls: data.map((gif) => gif.images.fixed_width?.url), total: pagination.total_count };
}
