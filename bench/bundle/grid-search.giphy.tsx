// Task "grid-search": a search box driving a grid of results (GIPHY's SearchContextManager,
// SearchBar and Grid, as in its README).
import { Grid, SearchBar, SearchContext, SearchContextManager } from '@giphy/react-components';
import { useContext } from 'react';

function Results() {
  const { fetchGifs, searchKey } = useContext(SearchContext);
  return <Grid key={searchKey} width={800} columns={3} gutter={6} fetchGifs={fetchGifs} />;
}

export function SearchExperience() {
  return (
    <SearchContextManager apiKey="YOUR_KEY">
      <SearchBar />
      <Results />
    </SearchContextManager>
  );
}
