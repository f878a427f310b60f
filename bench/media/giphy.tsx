/**
 * GIPHY's page for the media-bytes case: `<Grid>` from @giphy/react-components as its README
 * shows it, over the bench's fetch function. Answers are normalized with `normalizeGifs` from
 * @giphy/js-fetch-api's published source, as `GiphyFetch.search` does.
 */
// Not exported by the package (its `exports` hide src/): imported by path, as published.

import type { IGif } from '@giphy/js-types';
import { Grid } from '@giphy/react-components';
import { createRoot } from 'react-dom/client';
import { normalizeGifs } from '../node_modules/@giphy/js-fetch-api/src/normalize/gif';
import { install } from './page';

install<IGif>({
  normalize: (page) => normalizeGifs(page as never).data,
  mount(container, fetchGifs, { width, columns, gutter }) {
    createRoot(container).render(
      <Grid fetchGifs={fetchGifs as never} width={width} columns={columns} gutter={gutter} />,
    );
  },
});
