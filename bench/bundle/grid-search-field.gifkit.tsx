// Task "grid-search-field": grid-search with GIPHY's SearchBar's features, no more: a plain search
// field (input + clear button, no suggestion list, so no combobox) whose results fill an infinite
// grid, through the hooks (React Query) and the client: GiphyProvider, the headless
// SearchProvider + SearchField, and the headless Grid + Tile over the search's infinite query.

import {
  Grid,
  SearchField,
  SearchProvider,
  Tile,
  useInfiniteQuerySource,
  useSearchInfiniteQuery,
  useSearchResults,
} from 'gifkit/headless';
import { GiphyProvider } from 'gifkit/hooks';

function Results() {
  const { resetKey, term } = useSearchResults();
  const source = useInfiniteQuerySource(useSearchInfiniteQuery());
  return (
    <Grid
      source={source}
      resetKey={resetKey}
      term={term}
      width={800}
      columns={3}
      gutter={6}
      renderItem={(gif, box, getItemProps) => (
        <Tile gif={gif} width={box.width} height={box.height} rootProps={getItemProps()} />
      )}
    />
  );
}

export function SearchExperience() {
  return (
    <GiphyProvider apiKey="YOUR_KEY">
      <SearchProvider>
        <SearchField>
          {(field) => (
            <div {...field.getRootProps()}>
              <input {...field.getInputProps()} />
              <button {...field.getClearButtonProps()}>×</button>
            </div>
          )}
        </SearchField>
        <Results />
      </SearchProvider>
    </GiphyProvider>
  );
}
