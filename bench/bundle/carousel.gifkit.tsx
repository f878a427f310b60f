// Task "carousel": a carousel of trending GIFs with gifkit's headless carousel and the SDK client.
import { createGiphyClient } from 'gifkit';
import { Carousel } from 'gifkit/headless';

const client = createGiphyClient({ apiKey: 'YOUR_KEY' });
const fetchGifs = (offset: number, signal: AbortSignal) => client.trending({ offset, limit: 10, signal });

export function TrendingRow() {
  return <Carousel source={fetchGifs} gifHeight={200} gutter={6} />;
}
