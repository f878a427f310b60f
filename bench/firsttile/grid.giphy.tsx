/**
 * GIPHY's grid page: its README's bare-bones example (GiphyFetch and Grid, 10 GIFs a page),
 * 1000 px wide in 4 columns.
 */
import { GiphyFetch, setServerUrl } from '@giphy/js-fetch-api';
import { Grid } from '@giphy/react-components';
import { createRoot } from 'react-dom/client';
import { apiOrigin, root } from './page';

setServerUrl(`${apiOrigin()}/v1/`);
const gf = new GiphyFetch('bench-key');
const fetchGifs = (offset: number) => gf.search('cats', { offset, limit: 10 });

createRoot(root()).render(<Grid width={1000} columns={4} gutter={6} fetchGifs={fetchGifs} />);
