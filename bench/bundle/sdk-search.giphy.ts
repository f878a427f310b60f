// Task "sdk-search": search GIPHY for a term and use the results, with GIPHY's SDK alone.
import { GiphyFetch } from '@giphy/js-fetch-api';

const gf = new GiphyFetch('YOUR_KEY');

export async function searchGifs(term: string) {
  const { data, pagination } = await gf.search(term, { limit: 25 });
  return { urls: data.map((gif) => gif.images.fixed_width?.url), total: pagination.total_count };
}
