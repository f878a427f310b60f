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
 * | ArrowUp on the top row | back to the search input (the grid's `onExitTop`) |
 * | Enter / Space | picks the GIF (`onSelect`) |
 * | Escape, or a printable key | back to the search input (the picker's keys) |
 */
import type { Ref } from 'react';
import {
  type Columns,
  type GridHandle,
  type ListMessages,
  useInfiniteQuerySource,
  useSearchInfiniteQuery,
  useSearchResults,
} from '../../headless';
import type { Gif } from '../../sdk/normalize/gif';
import { Grid } from '../grid/Grid';

export interface PickerResultsProps {
  /** The scroll container (the picker's body). */
  root: HTMLElement | null;
  /** Receives the grid's handle (the field's ArrowDown focuses the grid through it). */
  handleRef: Ref<GridHandle>;
  columns: Columns;
  gutter: number;
  /** The grid's width before it is measured (on the server and in the first client render). */
  initialWidth?: number;
  listId: string;
  headingId: string;
  /** The grid's strings (states and announcements). */
  messages: ListMessages;
  onSelect: (gif: Gif) => void;
  /** ArrowUp on the top row: back to the search input. */
  onExitTop: () => void;
}

/** The picker's tiles: button-like, without the uploader overlay (small tiles, made for choosing). */
const TILE_OPTIONS = { noLink: true, hideAttribution: true };

export function PickerResults(props: PickerResultsProps) {
  const { root, handleRef, columns, gutter, initialWidth, listId, headingId, messages, onSelect, onExitTop } = props;
  const { loaderOptions } = useSearchResults();
  const source = useInfiniteQuerySource(useSearchInfiniteQuery());

  return (
    <Grid<Gif>
      {...loaderOptions}
      source={source} // the query's list (React Query holds the pages), not the provider's fetcher
      root={root}
      handleRef={handleRef}
      onExitTop={onExitTop}
      initialWidth={initialWidth}
      columns={columns}
      gutter={gutter}
      rootMargin="400px"
      messages={messages}
      onSelect={(gif, _index, event) => {
        event.preventDefault();
        onSelect(gif);
      }}
      hidePoweredBy // the picker shows the mark once, in its footer
      tileOptions={TILE_OPTIONS}
      rootProps={{ 'data-gk-picker-grid': '' }}
      listProps={{ id: listId, 'aria-labelledby': headingId }}
    />
  );
}
