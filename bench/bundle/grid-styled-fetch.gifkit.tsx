// Task "grid-styled-fetch": the styled grid of search results over a plain fetch function (the
// SDK's per-call `searchGifs` on a client core, no React Query), with the grid's stylesheet (CSS
// counted), as docs/styled.md shows it.
import 'gifkit/styled/grid.css';
import { createGiphyCore, searchGifs } from 'gifkit';
import { Grid } from 'gifkit/styled';

const giphy = createGiphyCore({ apiKey: 'YOUR_KEY' });
const fetchGifs = (offset: number, signal: AbortSignal) => searchGifs(giphy, 'cats', { offset, limit: 10, signal });

export function SearchResults() {
  return <Grid source={fetchGifs} width={800} columns={3} gutter={6} />;
}
