/**
 * The picker's own strings (its search box, grid and live region take theirs from
 * gifkit/headless' tables). Replace any of them through `<GifPicker messages={…}>`.
 */
export interface PickerMessages {
  /** Accessible name of the picker. */
  pickerLabel: string;
  /** Label of the trending-search suggestions. */
  trendingSearches: string;
  /** Heading of the recent row. */
  recent: string;
  /** The button that forgets the recent GIFs. */
  clearRecent: string;
  /** Accessible name of the clear-recent button. */
  clearRecentLabel: string;
  /** Heading over the grid: trending ('' term) or the results of a term. */
  resultsHeading: (term: string) => string;
  /** The hint read with the search input: how to reach the results. */
  keyboardHint: string;
}

export const pickerMessages: PickerMessages = {
  pickerLabel: 'GIF picker',
  trendingSearches: 'Trending searches',
  recent: 'Recent',
  clearRecent: 'Clear',
  clearRecentLabel: 'Clear recent GIFs',
  resultsHeading: (term) => (term ? `Results for “${term}”` : 'Trending GIFs'),
  keyboardHint: 'Press Down to move to the GIFs, Escape to come back.',
};
