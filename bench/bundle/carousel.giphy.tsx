// Task "carousel": a horizontal strip of trending GIFs.
import { GiphyFetch } from '@giphy/js-fetch-api';
import { Carousel } from '@giphy/react-components';

const gf = new GiphyFetch('YOUR_KEY');
const fetchGifs = (offset: number) => gf.trending({ offset, limit: 10 });

export function TrendingStrip() {
  return <Carousel gifHeight={200} gutter={6} fetchGifs={fetchGifs} />;
}
