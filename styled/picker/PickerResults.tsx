/**
 * The picker's results: the styled virtualized `<Grid>` of the current search (trending for
 * an empty term) scrolling inside the picker's body, read through React Query
 * (`useSearchInfiniteQuery`, the query `gifInfiniteQueries.search` / `.trending` build, so a
 * prefetched or hydrated first page shows with no request), with button-like tiles, the loader dots
 * while more load, and the grid's 'no results' and 'Error loading GIFs. Try again?' states.
 *
 * | key (on a GIF) | does |
 * |---|---|
 * | arrows, PageUp/PageDown, Home/End | move between GIFs (the grid's spatial keys) |
 * | ArrowUp on the top row | back to the search input |
 * | Enter / Space | picks the GIF (`onSelect`) |
 * | Escape | back to the search input |
 */
import type { KeyboardEvent } from 'react';
import { type Columns, useInfiniteQuerySource, useSearchInfiniteQuery, useSearchResults } from '../../headless';
import type { Gif } from '../../sdk/normalize/gif';
import { Grid } from '../grid/Grid';

export interface PickerResultsProps {
  /** The scroll container (the picker's body). */
  root: HTMLElement | null;
  columns: Columns;
  gutter: number;
  /** The grid's width before it is measured (on the server and in the first client render). */
  initialWidth?: number;
  listId: string;
  headingId: string;
  onSelect: (gif: Gif) => void;
  /** Puts focus back in the search input. */
  onExit: () => void;
}

/** The picker's tiles: button-like, without the uploader overlay (small tiles, made for choosing). */
const TILE_OPTIONS = { noLink: true, hideAttribution: true };

export function PickerResults(props: PickerResultsProps) {
  const { root, columns, gutter, initialWidth, listId, headingId, onSelect, onExit } = props;
  const { loaderOptions } = useSearchResults();
  const source = useInfiniteQuerySource(useSearchInfiniteQuery());

  // Runs after the tile's own handler: the grid moved focus, or there was nothing above.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const tile = event.target as HTMLElement;
    if (!tile.hasAttribute('data-gk-grid-item')) return;
    const stayed = tile.ownerDocument.activeElement === tile;
    if (event.key === 'Escape' || (event.key === 'ArrowUp' && stayed && !event.altKey && !event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      onExit();
    }
  };

  return (
    <Grid<Gif>
      {...loaderOptions}
      source={source} // the query's list (React Query holds the pages), not the provider's fetcher
      root={root}
      initialWidth={initialWidth}
      columns={columns}
      gutter={gutter}
      rootMargin="400px"
      onSelect={(gif, _index, event) => {
        event.preventDefault();
        onSelect(gif);
      }}
      hidePoweredBy // the picker shows the mark once, in its footer
      tileOptions={TILE_OPTIONS}
      rootProps={{ 'data-gk-picker-grid': '' }}
      listProps={{ id: listId, 'aria-labelledby': headingId, onKeyDown }}
    />
  );
}
