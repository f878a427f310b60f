/**
 * Every string the picker shows or announces, in one typed table: its own, its search field's
 * and its grid's (loader, live region, no results, error and retry). Replace any of them
 * through `usePicker({ messages })` (or `<GifPicker messages={…}>`); the defaults are `pickerMessages`.
 */
import { type ListMessages, listMessages, type SearchMessages, searchMessages } from '../shared/messages';

/** Every string of the picker (labels, hints, announcements); `pickerMessages` has the defaults. */
export interface PickerMessages
  extends ListMessages,
    Pick<SearchMessages, 'searchLabel' | 'searchPlaceholder' | 'clearSearch'> {
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
  /** Heading of the Favorites row. */
  favorites: string;
  /** Accessible name of a favorite toggle, for the name of the GIF it acts on (its alt text). */
  favoriteLabel: (name: string) => string;
  /** Heading over the grid: trending ('' term) or the results of a term. */
  resultsHeading: (term: string) => string;
  /** The hint read with the search input: how to reach the results. */
  keyboardHint: string;
}

/**
 * The defaults: 'GIF picker', 'Search GIPHY' (field name and placeholder), 'Clear search',
 * 'Trending searches', 'Recent', 'Clear' / 'Clear recent GIFs', 'Favorites', 'Favorite: cat dance',
 * 'Trending GIFs' /
 * 'Results for “cats”', the keyboard hint, and the grid's 'Loading GIFs…', '25 GIFs for
 * cats', 'No GIFs found.', 'Error loading GIFs.', 'Try again?'.
 */
export const pickerMessages: PickerMessages = {
  ...listMessages,
  searchLabel: searchMessages.searchLabel,
  searchPlaceholder: searchMessages.searchPlaceholder,
  clearSearch: searchMessages.clearSearch,
  pickerLabel: 'GIF picker',
  trendingSearches: 'Trending searches',
  recent: 'Recent',
  clearRecent: 'Clear',
  clearRecentLabel: 'Clear recent GIFs',
  favorites: 'Favorites',
  favoriteLabel: (name) => `Favorite: ${name}`,
  resultsHeading: (term) => (term ? `Results for “${term}”` : 'Trending GIFs'),
  keyboardHint: 'Press Down to move to the GIFs, Escape to come back.',
};
