/**
 * gifkit's grid page: the styled Grid over a plain fetch function, as docs/styled.md shows it
 * (the bundle row "grid-styled-fetch": a client core, `searchGifs`, the grid's stylesheet),
 * 1000 px wide in 4 columns, 10 GIFs a page as GIPHY's README fetches them.
 */
import 'gifkit/styled/grid.css';
import { createGiphyCore, searchGifs } from 'gifkit';
import { Grid } from 'gifkit/styled';
import { createRoot } from 'react-dom/client';
import { apiOrigin, root } from './page';

const giphy = createGiphyCore({ apiKey: 'bench-key', serverUrl: apiOrigin() });
const fetchGifs = (offset: number, signal: AbortSignal) => searchGifs(giphy, 'cats', { offset, limit: 10, signal });

createRoot(root()).render(<Grid source={fetchGifs} width={1000} columns={4} gutter={6} />);
