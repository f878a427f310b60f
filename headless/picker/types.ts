/**
 * The picker's public vocabulary: `usePicker`'s options, the state and prop getters it hands
 * the renderer, and the options it hands the results grid (docs/headless.md, "A GIF picker").
 */
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import type { RecentGifsStore } from '../../sdk/recent/recentGifs';
import type { Attribution } from '../../sdk/source/types';
import type { StoredGif } from '../../sdk/stored-gifs/storedGifs';
import type { CarouselResult } from '../carousel/types';
import type { Columns } from '../grid/masonry';
import type { ElementProps, GridHandle, PropGetter, UserProps } from '../grid/types';
import type { ControlledList } from '../loader/types';
import type { SearchFetchPage } from '../search/searchContext';
import type { StateChange, StateReducer } from '../shared/useControlledReducer';
import type { PickerMessages } from './messages';
import type { PickerAction, PickerGif, PickerState } from './reducer';

/** What `usePicker` takes: the source, the columns, the stores, the strings and `onSelect`. */
export interface PickerOptions {
  /** Rewrites or refuses every change of the picker's state (return `changes`, or your own state). */
  stateReducer?: StateReducer<PickerState, PickerAction> | undefined;
  /** After every change of the picker's state: its type and the fields that changed. */
  onStateChange?: ((change: StateChange<PickerState, PickerAction>) => void) | undefined;
  /** A GIF was picked (click, Enter or Space on a result or a recent GIF). */
  onSelect: (gif: PickerGif) => void;
  /** The GIF picked last (controlled when defined; `null`: none). */
  value?: PickerGif | null | undefined;
  defaultValue?: PickerGif | null | undefined;
  onValueChange?: ((value: PickerGif | null) => void) | undefined;
  /**
   * Where recent picks are kept: a store from `createRecentGifs({ storageKey, limit })`, or
   * `false` for none. Default: `localStorage` under `gifkit:recent-gifs`, 12 GIFs.
   */
  recents?: RecentGifsStore | false | undefined;
  /** Height of a recent GIF in px. Default 60. */
  recentHeight?: number | undefined;
  /** Quiet time (ms) between the last keystroke and the search. Default `SEARCH_DEBOUNCE_MS` (500). */
  debounce?: number | undefined;
  /** How many trending searches to suggest while the field is empty (0: none). Default 8. */
  trendingSearches?: number | undefined;
  /** Column count, or breakpoints by the picker root's width. Default `PICKER_COLUMNS`. */
  columns?: Columns | undefined;
  /** Any of the picker's strings; the defaults are `pickerMessages`. */
  messages?: Partial<PickerMessages> | undefined;
}

/** What `usePicker` hands the results grid: spread it into `useGrid` (or a `<Grid>`). */
export interface PickerResultsOptions {
  /**
   * The results of the `<SearchProvider>`'s search: under a `<GiphyProvider>` its React Query
   * infinite query as a controlled list, else the client's page function (no React Query).
   */
  source: ControlledList<PickerGif> | SearchFetchPage;
  /** The scroll container: the element of `getBodyProps`. */
  root: HTMLElement | null;
  /** The field's ArrowDown focuses the grid through this handle. */
  handleRef: Ref<GridHandle>;
  /** The columns for the picker's measured width (breakpoints until it is measured). */
  columns: Columns;
  /** ArrowUp on the top row: back to the search field. */
  onExitTop: () => void;
  /** Picks the GIF (its tile is button-like: the click's default is prevented). */
  onSelect: (gif: PickerGif, index: number, event: MouseEvent<HTMLElement>) => void;
}

/** A part of the recent row (the carousel's getters take no ref: the row needs none). */
export type RowPartProps = Omit<UserProps, 'ref'>;

/** What `usePicker` returns: the rows (results, recent, favorites), the search field and the prop getters. */
export interface PickerResult {
  /** The picker's root: measured for the columns, named by `messages.pickerLabel`, `data-gk-picker`. */
  getRootProps: PropGetter;
  /**
   * The search field (`type="search"`, `dir="auto"`): typing searches after the debounce,
   * Enter at once, ArrowDown moves into the GIFs, Escape with text empties it.
   */
  getInputProps: PropGetter<HTMLInputElement>;
  /** The button that empties the field (hidden while it is empty) and puts focus back in it. */
  getClearButtonProps: PropGetter<HTMLButtonElement, { type: 'button' }>;
  /** The keyboard hint the field is described by (hidden, read by screen readers). */
  getHintProps: PropGetter;
  /** The list of trending searches (`suggestions`). */
  getSuggestionsProps: PropGetter;
  /** One trending search: a button that searches it at once. */
  getSuggestionProps: (
    options: UserProps<HTMLButtonElement> & { term: string },
  ) => ElementProps<HTMLButtonElement> & { type: 'button' };
  /** The scroll container of the recent row and the results (`resultsOptions.root`). */
  getBodyProps: PropGetter;
  /** The heading over the results ('Trending GIFs', 'Results for “cats”'). */
  getResultsHeadingProps: PropGetter;
  /**
   * Your props for the results grid's list, with ours (its id and label, and the keys on a GIF:
   * Escape or a printable key go back to the field): `grid.getListProps(getResultsListProps())`.
   */
  getResultsListProps: (props?: UserProps) => UserProps;
  /** The recent row's section, labelled by its heading. */
  getRecentProps: PropGetter;
  /** The recent row's heading. */
  getRecentHeadingProps: PropGetter;
  /** The button that forgets the recent GIFs and puts focus back in the field. */
  getRecentClearProps: PropGetter<HTMLButtonElement, { type: 'button' }>;
  /** The recent row's `listbox` (horizontal): the carousel's roving keys, and the keys the results have. */
  getRecentListProps: (props?: RowPartProps) => RowPartProps;
  /** One recent GIF's box (`role="presentation"`, its place in the row). */
  getRecentItemProps: (options: RowPartProps & { item: StoredGif; index: number }) => RowPartProps;
  /** A recent GIF's tile root: the roving `option` (pass it as the tile's `rootProps`). */
  getRecentTileProps: (options: RowPartProps & { index: number }) => RowPartProps;
  state: PickerState;
  /**
   * The strings: `pickerMessages`; for a provider other than GIPHY the field's name and
   * placeholder are "Search <provider>", or the placeholder its provider asks for (KLIPY:
   * "Search KLIPY"); then `options.messages` over all of them.
   */
  messages: PickerMessages;
  /**
   * What the source's provider asks the picker to show (`providerOf(source).attribution`): the
   * mark for its footer (GIPHY: "Powered By GIPHY"; none for KLIPY, whose rule is the placeholder).
   */
  attribution: Attribution;
  /** The text of the heading over the results (`messages.resultsHeading(term)`). */
  resultsHeading: string;
  /** The field and the term are empty: trending GIFs, suggestions and the recent row show. */
  browsing: boolean;
  /** The trending searches to suggest (none unless `browsing`). */
  suggestions: readonly string[];
  /** Render the recent row: browsing, with recent GIFs. */
  showRecents: boolean;
  /** The recent row: the carousel's roving row over the recent GIFs (`items`, `layout`). */
  recentRow: CarouselResult<StoredGif>;
  /** Pass as a recent GIF tile's `onClick`: picks it (and puts it first in the recents). */
  selectRecent: (gif: StoredGif) => void;
  /** Picks a favorite GIF (`usePickerFavorites`' row): `PickerChangeType.FavoriteSelect`, and it joins the recents. */
  selectFavorite: (gif: StoredGif) => void;
  /**
   * The keys every GIF of the picker has, after their own: Escape or a printable key back to the
   * field. For an element you add to a list (the favorite toggle).
   */
  onGifKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** What the results grid takes from the picker. */
  resultsOptions: PickerResultsOptions;
  /** Moves focus to the search field. */
  focusInput: () => void;
  /** Moves focus into the results (the active GIF, else the first in view); false when there is none. */
  focusResults: () => boolean;
}
