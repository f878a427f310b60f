// Task "grid-headless": an infinite masonry grid of search results with gifkit's headless
// grid and tile over the SDK's per-call `searchGifs` on a client core, no React Query.
import { createGiphyCore, searchGifs } from 'gifkit';
import { Grid, Tile } from 'gifkit/headless';

const giphy = createGiphyCore({ apiKey: 'YOUR_KEY' });
const fetchGifs = (offset: number, signal: AbortSignal) => searchGifs(giphy, 'cats', { offset, limit: 10, signal });

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
