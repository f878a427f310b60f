// Task "grid-styled": the styled grid of search results through the hooks (React Query) and
// the client, with the grid's stylesheet `gifkit/styled/grid.css` (CSS counted), as docs/styled.md shows it.
import 'gifkit/styled/grid.css';
import { useInfiniteQuerySource } from 'gifkit/headless';
import { GiphyProvider, useSearchGifsInfinite } from 'gifkit/hooks';
import { Grid } from 'gifkit/styled';

function Results() {
  const source = useInfiniteQuerySource(useSearchGifsInfinite({ term: 'cats' }));
  return <Grid source={source} resetKey="cats" term="cats" width={800} columns={3} gutter={6} />;
}

export function SearchResults() {
  return (
    <GiphyProvider apiKey="YOUR_KEY">
      <Results />
    </GiphyProvider>
  );
}
