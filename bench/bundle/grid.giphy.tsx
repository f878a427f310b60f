// Task "grid": an infinite masonry grid of search results, as GIPHY's README shows it.
import { GiphyFetch } from '@giphy/js-fetch-api';
import { Grid } from '@giphy/react-components';

const gf = new GiphyFetch('YOUR_KEY');
const fetchGifs = (offset: number) => gf.search('cats', { offset, limit: 10 });

export function SearchResults() {
  return <Grid width={800} columns={3} gutter={6} fetchGifs={fetchGifs} />;
}
