/**
 * gifkit's page for the media-bytes case: the styled `<Grid>` (with its CSS) from the built
 * package, as the README shows it, over the bench's fetch function; `economy=1` turns on the
 * tiles' economy mode, `media=gif` forces GIF images (the tile before the media policy). Answers are normalized as `client.search` normalizes them.
 */
import 'gifkit/styled.css';
import type { Gif } from 'gifkit';
import { Grid } from 'gifkit/styled';
import { createRoot } from 'react-dom/client';
// Internal (no entry exports them): the built modules the client normalizes its answers with.
import { listOf } from '../../dist/sdk/normalize/envelope.js';
import { normalizeGifInPlace } from '../../dist/sdk/normalize/gif.js';
import { install } from './page';

install<Gif>({
  normalize: (page) => [...listOf(normalizeGifInPlace)(page, 'bench').data],
  mount(container, fetchGifs, { width, columns, gutter, economy, media }) {
    createRoot(container).render(
      <Grid<Gif>
        source={(offset) => fetchGifs(offset)}
        width={width}
        columns={columns}
        gutter={gutter}
        tileOptions={{ economy, media }}
      />,
    );
  },
});
