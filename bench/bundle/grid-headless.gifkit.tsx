// Task "grid-headless": an infinite masonry grid of search results with gifkit's headless
// grid and tile and the SDK client, no React Query.
import { createGiphyClient } from 'gifkit';
import { Grid, Tile } from 'gifkit/headless';

const client = createGiphyClient({ apiKey: 'YOUR_KEY' });
const fetchGifs = (offset: number, signal: AbortSignal) => client.search('cats', { offset, limit: 10, signal });

export function SearchResults() {
  return (
    <Grid
      source={fetchGifs}
      width={800}
      columns={3}
      gutter={6}
      renderItem={(gif, box, getItemProps) => (
        <Tile gif={gif} width={box.width} height={box.height} rootProps={getItemProps()} />
      )}
    />
  );
}
