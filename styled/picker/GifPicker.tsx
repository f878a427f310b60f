/**
 * `<GifPicker>`: a ready GIF picker over gifkit/headless. A search field with trending-search
 * suggestions, a "recent" row, a virtualized grid of results (trending while the field is
 * empty) and the provider's mark ("Powered by GIPHY" by default); keyboard first; with `favorites`
 * (`pickerFavorites`, below) a "Favorites" row and a star on each list's GIF. Any source
 * works (`createTenorSource` for KLIPY or GIPHY's v2 API, your own): the picker takes its
 * placeholder and mark from the source's provider and shows trending searches only where the
 * source has them (docs/providers.md). It needs no React Query: without a `<GiphyProvider>` it
 * reads through the client (its request cache); under one, results and suggestions are React
 * Query queries (gifkit/hooks' keys) on its QueryClient, so a server can prefetch them and the
 * hydrated page shows them with no request. Styled by gifkit/styled.css (the
 * `[data-gk-picker…]` rules), themed by the `--gk-*` custom properties.
 */
import type { ComponentType, CSSProperties } from 'react';
import {
  type Columns,
  type PickerGif,
  type PickerList,
  type PickerMessages,
  SearchProvider,
  type SearchResultOptions,
  usePicker,
  usePickerFavorites,
} from '../../headless';
import { type FavoriteGifsStore, GifkitError, type GifSource, type RecentGifsStore } from '../../sdk';
import { StarIcon } from '../shared/icons';
import { PickerLayout, type ViewProps } from './PickerLayout';
import { PickerRow } from './PickerRow';

/** What `<GifPicker>` takes: the client, `onSelect`, the search options, the stores and the strings. */
export interface GifPickerProps {
  /** A GIF was picked (click, Enter or Space on a result or a recent GIF). */
  onSelect: (gif: PickerGif) => void;
  /**
   * The client or source to search with: GIPHY's (`createGiphyCore`, `createGiphyClient`) or any
   * other (`createTenorSource`, `createGifSource`). Default: the one of the nearest `<GiphyProvider>`.
   */
  client?: GifSource;
  /** Options of every search and of trending: `rating`, `lang`, `type` (`'stickers'`), `limit`… */
  options?: SearchResultOptions;
  /** The first search term ('' shows trending). */
  defaultTerm?: string;
  /** Column count, or breakpoints by the picker's width. Default 2, 3 from 360 px. */
  columns?: Columns;
  /** Space between GIFs in px. Default 6. */
  gutter?: number;
  /**
   * The grid's width in px before it is measured: on the server and in the first client render,
   * which therefore match. Pass it to server-render GIFs (with a prefetched query); default 0.
   */
  initialWidth?: number;
  /** Quiet time (ms) between the last keystroke and the search. Default 500 (GIPHY's). */
  debounce?: number;
  /** How many trending searches to suggest under the field (0: none). Default 8. */
  trendingSearches?: number;
  /**
   * Where recent picks are kept: a store from `createRecentGifs({ storageKey, limit })`, or
   * `false` for no recent row. Default: `localStorage` under `gifkit:recent-gifs`, 12 GIFs.
   */
  recents?: RecentGifsStore | false;
  /**
   * Favorites: `pickerFavorites(createFavoriteGifs())` (both from gifkit/styled; create it once).
   * A star over the GIF pointed at or focused adds it to the favorites or removes it, and a
   * Favorites row shows them while the field is empty. Default: none (and no favorites code in
   * your bundle unless you call `pickerFavorites`).
   */
  favorites?: PickerFavorites | undefined;
  /**
   * Hides the provider's mark ("Powered by GIPHY", or the source's `attribution.mark`). GIPHY's
   * API terms ask for attribution where its search results are shown: only set this if your
   * app credits the provider elsewhere.
   */
  hidePoweredBy?: boolean;
  /** Forces a colour scheme; default: the system's (`prefers-color-scheme`). */
  theme?: 'light' | 'dark';
  /** Text direction; default: inherited. */
  dir?: 'ltr' | 'rtl';
  /** Focus the search field on mount (e.g. in a popover). */
  autoFocus?: boolean;
  /**
   * The field's placeholder; default `messages.searchPlaceholder` (the source's own where its
   * provider asks for one: "Search KLIPY" for KLIPY).
   */
  placeholder?: string;
  /** Any of the picker's strings (`pickerMessages` has the defaults): field, headings, grid states, announcements. */
  messages?: Partial<PickerMessages>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A GIF picker: type to search (trending while empty), ArrowDown into the GIFs, arrows to
 * move, Enter to pick, Escape back to the field; with `favorites`, Tab from a GIF to its star.
 *
 * @selector [data-gk-picker] the root; `--gk-picker-width` (420px), `--gk-picker-height` (480px), `--gk-picker-radius`
 * @selector [data-gk-picker][data-gk-theme="light|dark"] a forced colour scheme
 * @selector [data-gk-picker-search][data-state="idle|fetching"] the search field's frame; [data-gk-picker-input], [data-gk-picker-clear]
 * @selector [data-gk-picker-suggestions] the trending searches; [data-gk-picker-suggestion] one of them (a button)
 * @selector [data-gk-picker-body] the scroll container of the recent row and the grid
 * @selector [data-gk-picker-recent] the recent row; [data-gk-picker-recent-list], [data-gk-picker-recent-item], [data-gk-picker-recent-clear]
 * @selector [data-gk-picker-favorites] the Favorites row; [data-gk-picker-favorites-list], [data-gk-picker-favorites-item]
 * @selector [data-gk-picker-row] either row's scrolling box (with its -list attribute)
 * @selector [data-gk-picker-favorite][data-state="on|off"] a list's favorite toggle (a star button, `aria-pressed`), placed by `--gk-target-x|y|width|height`
 * @selector [data-gk-picker-results] the box of the results grid and its favorite toggle
 * @selector [data-gk-picker-heading] a section heading
 * @selector [data-gk-picker-grid] the results grid (also `[data-gk-grid]` with its states)
 * @selector [data-gk-spinner] the loader's spinner (five dots)
 * @selector [data-gk-powered-by] the provider's mark ("Powered by GIPHY")
 */
export function GifPicker({ client, options, defaultTerm, favorites, ...props }: GifPickerProps) {
  const View = favorites && (favorites as FavoritesWithView).View;
  if (favorites && !View) throw new GifkitError('gifkit: <GifPicker favorites> takes `pickerFavorites(store)`.');
  return (
    <SearchProvider client={client} options={options} defaultTerm={defaultTerm}>
      {View ? <View {...props} favorites={favorites!} /> : <PickerView {...props} />}
    </SearchProvider>
  );
}

/** Renders `usePicker` (gifkit/headless): every key, focus move and state is the hook's. */
function PickerView(props: ViewProps) {
  return <PickerLayout {...props} picker={usePicker(props)} />;
}

/** Favorites for `<GifPicker favorites={…}>`: make one with `pickerFavorites(store)`. */
export interface PickerFavorites {
  /** The store the favorites are kept in. */
  readonly store: FavoriteGifsStore;
}

/** What `pickerFavorites` makes: the store and the picker's view with favorites (not public). */
interface FavoritesWithView extends PickerFavorites {
  readonly View: ComponentType<ViewProps & { favorites: PickerFavorites }>;
}

/**
 * Favorites for a `<GifPicker>`, kept in `store` (from `createFavoriteGifs()`): a star over the
 * GIF pointed at or focused (one Tab stop after each list's GIF) and a Favorites row while the
 * field is empty. Create it once, at module level or in `useState`. It carries the picker's view
 * with favorites, so an app that never calls it ships none of that.
 *
 * | key (on a star) | does |
 * |---|---|
 * | Enter / Space | adds the GIF to the favorites, or removes it |
 * | Shift+Tab | back to the GIF |
 * | Escape, or a printable key | back to the search field |
 */
export function pickerFavorites(store: FavoriteGifsStore): PickerFavorites {
  const favorites: FavoritesWithView = { store, View: FavoritesView };
  return favorites;
}

/** `usePicker` and `usePickerFavorites` (gifkit/headless), rendered: every key and state is theirs. */
function FavoritesView({ favorites: { store }, ...props }: ViewProps & { favorites: PickerFavorites }) {
  const picker = usePicker(props);
  const favorites = usePickerFavorites(picker, { store });
  const star = (list: PickerList) => (
    <button {...favorites.getToggleProps({ list })}>
      <StarIcon />
    </button>
  );
  const row = favorites.showRow && (
    <PickerRow name="favorites" title={picker.messages.favorites} parts={favorites} star={star} />
  );
  return <PickerLayout {...props} picker={picker} favorites={{ row, star, track: favorites.track }} />;
}
