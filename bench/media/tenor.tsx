/**
 * gifkit's page for the Tenor-v2 answers of the media-bytes case: the styled `<Grid>` (with
 * its CSS) from the built package over a KLIPY source (`createTenorSource`, docs/providers.md)
 * whose fetch answers the recorded Tenor-v2 results (`/templates/tenor.json`, every URL on this
 * server) as one `/search` page, so each result is normalized exactly as a live answer is.
 */
import 'gifkit/styled.css';
import { createTenorSource, type Gif, searchGifs } from 'gifkit';
import { Grid } from 'gifkit/styled';
import { createRoot } from 'react-dom/client';
import { install } from './page';

install<Gif>({
  dataset: 'tenor',
  normalize: () => [], // unused: the source normalizes the answers it fetches
  mount(container, _fetchGifs, { width, columns, gutter, economy, media }, raw) {
    const answer = JSON.stringify({ results: raw, next: '' });
    const klipy = createTenorSource({
      provider: 'klipy',
      key: 'bench',
      fetch: async () => new Response(answer, { headers: { 'content-type': 'application/json' } }),
    });
    createRoot(container).render(
      <Grid<Gif>
        source={(offset, signal, cursor) => searchGifs(klipy, 'bench', { offset, cursor, signal })}
        width={width}
        columns={columns}
        gutter={gutter}
        tileOptions={{ economy, media }}
      />,
    );
  },
});
