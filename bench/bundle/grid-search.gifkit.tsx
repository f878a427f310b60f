// Task "grid-search": a search box whose results fill an infinite grid, through the hooks
// (React Query) and the client: GiphyProvider, the headless SearchProvider + SearchBox, and the
// headless Grid + Tile over the search's infinite query, as docs/headless.md and docs/hooks.md show.

import {
  Grid,
  SearchBox,
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
        <SearchBox>
          {(box) => (
            <div {...box.getRootProps()}>
              <input {...box.getInputProps()} />
              <button {...box.getClearButtonProps()}>×</button>
              <ul {...box.getMenuProps()}>
                {box.isOpen &&
                  box.suggestions.map((item, i) => (
                    <li key={item.key} {...box.getItemProps({ item, index: i })}>
                      {item.kind === 'channel' ? item.name : item.term}
                    </li>
                  ))}
              </ul>
            </div>
          )}
        </SearchBox>
        <Results />
      </SearchProvider>
    </GiphyProvider>
  );
}
