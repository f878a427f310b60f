/**
 * gifkit's page for the "grid at scale" case: the headless `<Grid>` with `<Tile>` from the
 * built package (dist/, through package.json `exports`), as its README shows it, over the
 * bench's fetch function. Answers are normalized as `client.search` normalizes them.
 */
import type { Gif } from 'gifkit';
import { Grid, Tile } from 'gifkit/headless';
import { createRoot } from 'react-dom/client';
// Internal (no entry exports them): the built modules the client normalizes its answers with.
import { listOf } from '../../dist/sdk/normalize/envelope.js';
import { normalizeGifInPlace } from '../../dist/sdk/normalize/gif.js';
import { install } from './harness';

install<Gif>({
  normalize: (page) => [...listOf(normalizeGifInPlace)(page, 'bench').data],
  mount(container, fetchGifs, { width, columns, gutter }) {
    createRoot(container).render(
      <Grid<Gif>
        source={(offset) => fetchGifs(offset)}
        width={width}
        columns={columns}
        gutter={gutter}
        renderItem={(gif, layout, getItemProps) => (
          <Tile gif={gif} width={layout.width} height={layout.height} rootProps={getItemProps()} />
        )}
      />,
    );
  },
  isDone: (container) => container.querySelector('[data-gk-grid]')?.getAttribute('data-state') === 'done',
});
