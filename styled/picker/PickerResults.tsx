/**
 * The picker's results: the headless virtualized `<Grid>` of the current search (trending for
 * an empty term) scrolling inside the picker's body, with button-like tiles (no uploader
 * overlay: the tiles are small, and the picker is for choosing), a spinner while
 * more load, and the grid's own 'no results' and 'Error loading GIFs. Try again?' states.
 *
 * | key (on a GIF) | does |
 * |---|---|
 * | arrows, PageUp/PageDown, Home/End | move between GIFs (the grid's spatial keys) |
 * | ArrowUp on the top row | back to the search input |
 * | Enter / Space | picks the GIF (`onSelect`) |
 * | Escape | back to the search input |
 */
import type { KeyboardEvent } from 'react';
import { type Columns, Grid, useSearchResults } from '../../headless';
import type { Gif } from '../../sdk/normalize/gif';
import { Spinner } from '../shared/icons';
import { Tile } from '../tile/Tile';

export interface PickerResultsProps {
  /** The scroll container (the picker's body). */
  root: HTMLElement | null;
  columns: Columns;
  gutter: number;
  listId: string;
  headingId: string;
  onSelect: (gif: Gif) => void;
  /** Puts focus back in the search input. */
  onExit: () => void;
}

export function PickerResults({ root, columns, gutter, listId, headingId, onSelect, onExit }: PickerResultsProps) {
  const { loaderOptions } = useSearchResults();

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
      root={root}
      columns={columns}
      gutter={gutter}
      rootMargin="400px"
      onSelect={(gif, _index, event) => {
        event.preventDefault();
        onSelect(gif);
      }}
      rootProps={{ 'data-gk-picker-grid': '' }}
      listProps={{ id: listId, 'aria-labelledby': headingId, onKeyDown }}
      loader={<Spinner />}
      renderItem={(gif, box, getItemProps) => (
        <Tile gif={gif} width={box.width} height={box.height} noLink hideAttribution rootProps={getItemProps()} />
      )}
    />
  );
}
