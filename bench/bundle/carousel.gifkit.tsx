// Task "carousel": a carousel of trending GIFs with gifkit's headless carousel and the SDK's
// per-call `trendingGifs` on a client core.
import { createGiphyCore, trendingGifs } from 'gifkit';
import { Carousel } from 'gifkit/headless';

const giphy = createGiphyCore({ apiKey: 'YOUR_KEY' });
const fetchGifs = (offset: number, signal: AbortSignal) => trendingGifs(giphy, { offset, limit: 10, signal });

export function TrendingRow() {
  return <Carousel source={fetchGifs} gifHeight={200} gutter={6} />;
}
