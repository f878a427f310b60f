// Task "sdk-search": search GIPHY for a term and use the results, with the SDK alone: a client
// core and the per-call `searchGifs` (docs/sdk.md, "Per-call functions").
import { createGiphyCore, searchGifs } from 'gifkit';

const giphy = createGiphyCore({ apiKey: 'YOUR_KEY' });

export async function searchFor(term: string, signal?: AbortSignal) {
  const { data, pagination } = await searchGifs(giphy, term, { limit: 25, signal });
  return { urls: data.map((gif) => gif.images.fixed_width?.url), total: pagination.total_count };
}
