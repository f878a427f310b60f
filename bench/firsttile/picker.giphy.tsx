/**
 * GIPHY's picker page: its search experience as its README shows it (SearchContextManager,
 * SearchBar, SuggestionBar for the trending searches, Grid of trending GIFs while the field is
 * empty), in a card the size of gifkit's picker with the grid scrolling inside it, 3 columns.
 */
import { setServerUrl } from '@giphy/js-fetch-api';
import { Grid, SearchBar, SearchContext, SearchContextManager, SuggestionBar } from '@giphy/react-components';
import { useContext } from 'react';
import { createRoot } from 'react-dom/client';
import { apiOrigin, PICKER, root } from './page';

setServerUrl(`${apiOrigin()}/v1/`);

/** The grid's width: the card less its padding and the scroll bar's room. */
const GRID_WIDTH = PICKER.width - 2 * 8 - 12;

function Picker() {
  const { fetchGifs, searchKey } = useContext(SearchContext);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        boxSizing: 'border-box',
        width: PICKER.width,
        height: PICKER.height,
        padding: 8,
        border: '1px solid #ddd',
        borderRadius: 12,
      }}
    >
      <SearchBar />
      <SuggestionBar />
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Grid key={searchKey} columns={3} width={GRID_WIDTH} gutter={6} fetchGifs={fetchGifs} />
      </div>
    </div>
  );
}

createRoot(root()).render(
  <SearchContextManager apiKey="bench-key">
    <Picker />
  </SearchContextManager>,
);
