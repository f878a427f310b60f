// Task "sdk-search-compat": the same search through gifkit's drop-in GiphyFetch (gifkit/compat),
// i.e. what a project pays after switching its import from @giphy/js-fetch-api.
import { GiphyFetch } from 'gifkit/compat';

const gf = new GiphyFetch('YOUR_KEY');

export async function searchGifs(term: string) {
  const { data, pagination } = await gf.search(term, { limit: 25 });
  return { urls: data.map((gif) => gif.images.fixed_width?.url), total: pagination.total_count };
}
