/**
 * The picker's results: the styled virtualized grid of the current search (trending for
 * an empty term; `GridView`: the source's GIFs come normalized, so no boundary for the API's
 * own JSON and none of GIPHY's normalizer) scrolling inside the picker's body, from `usePicker`'s one results source
 * (`resultsOptions.source`: under a `<GiphyProvider>` the React Query infinite query
 * `gifInfiniteQueries.searchGifs` / `.trendingGifs` build, so a prefetched or hydrated first page shows
 * with no request; without one the client's own fetch path), with button-like tiles, the loader dots
 * while more load, and the grid's 'no results' and 'Error loading GIFs. Try again?' states. The
 * picker's side of it (focus handle, `onExitTop`, picking, keys) is `usePicker`'s `resultsOptions`.
 *
 * | key (on a GIF) | does |
 * |---|---|
 * | arrows, PageUp/PageDown, Home/End | move between GIFs (the grid's spatial keys) |
 * | ArrowUp on the top row | back to the search input (the grid's `onExitTop`) |
 * | Enter / Space | picks the GIF |
 * | Tab | the results' favorite toggle, on that GIF (with favorites) |
 * | Escape, or a printable key | back to the search input |
 */
import { type PickerGif, type PickerResult, useSearchResults } from '../../headless';
import { GridView } from '../grid/Grid';
import type { LayoutFavorites } from './PickerLayout';

export interface PickerResultsProps {
  picker: PickerResult;
  /** With favorites: the GIFs aim the results' star, drawn after the grid. */
  favorites?: LayoutFavorites | undefined;
  gutter: number;
  /** The grid's width before it is measured (on the server and in the first client render). */
  initialWidth?: number | undefined;
}

/** The picker's tiles: button-like, without the uploader overlay (small tiles, made for choosing). */
const TILE_OPTIONS = { noLink: true, hideAttribution: true };

export function PickerResults({ picker, favorites, gutter, initialWidth }: PickerResultsProps) {
  const { resetKey, enabled, term } = useSearchResults();

  return (
    <div data-gk-picker-results="">
      <GridView<PickerGif>
        resetKey={resetKey}
        enabled={enabled}
        term={term}
        {...picker.resultsOptions}
        initialWidth={initialWidth}
        gutter={gutter}
        rootMargin="400px"
        messages={picker.messages}
        hidePoweredBy // the picker shows the mark once, in its footer
        tileOptions={TILE_OPTIONS}
        rootProps={{ 'data-gk-picker-grid': '' }}
        listProps={picker.getResultsListProps()}
        itemProps={favorites && ((item) => favorites.track('results', item))}
      />
      {favorites?.star('results')}
    </div>
  );
}
