/**
 * The search contexts `<SearchProvider>` fills: the search state with its actions (for
 * the search box, changes on every keystroke) and the results source (for a grid or
 * carousel, changes only when the query does), so typing never re-renders the results; and,
 * private, what the loader's fetch path needs (client, pages in flight).
 */
import { createContext, useContext } from 'react';
import type { ComponentList } from '../../hooks/queryRunner';
import type { Channel } from '../../sdk/client/createGiphyClient';
import type { ListResult } from '../../sdk/normalize/envelope';
import type { Gif } from '../../sdk/normalize/gif';
import type { GifSource } from '../../sdk/source/types';
import type { SearchState } from './reducer';
import type { SearchRequest } from './searchQuery';

/** Fetches the page at `offset` (or the provider's `cursor`) of the current query; honour `signal`. */
export type SearchFetchPage = (offset: number, signal: AbortSignal, cursor?: string) => Promise<ListResult<Gif>>;

/** The search state and what changes it (the search box's side of the context). */
export interface SearchContextValue extends SearchState {
  /** The client the provider searches with (also used for suggestions). */
  client: GifSource;
  /** True while a page of results is being fetched (a spinner in the search box). */
  isFetching: boolean;
  /** Sets the input text (the term follows after the debounce, or `commitTerm`). */
  setInputValue: (inputValue: string) => void;
  /** Makes the trimmed input text the term now (Enter, or the debounce running out). */
  commitTerm: () => void;
  /** Input and term become a suggestion's text. */
  selectSuggestion: (term: string) => void;
  /** Activates a channel; the `@word` prefix is stripped from the input. */
  selectChannel: (channel: Channel) => void;
  /** Removes the active channel. */
  clearChannel: () => void;
  /** Empties input, term and channel. */
  clear: () => void;
  /** Sets input and term from outside the box (GIPHY's `setSearch`, e.g. a trending pill). */
  setSearch: (term: string) => void;
}

/** Options `useInfiniteLoader` (headless/loader) takes, ready to spread (`useSearchLoaderOptions()`). */
export interface SearchLoaderOptions {
  /** Fetches a page of the current query; a new function whenever the query changes. */
  source: SearchFetchPage;
  resetKey: string;
  enabled: boolean;
  term: string;
}

/** What a grid or carousel needs to show the results of the current query. */
export interface SearchResults {
  /** The committed term ('' for trending). */
  term: string;
  channel: Channel | null;
  /** Where the results come from: `search`, `trending` (empty term) or `none`. */
  request: SearchRequest;
  /**
   * The query identity: a string that changes exactly when the results change (term,
   * channel, type, rating, …). Hand it to the loader as `resetKey`: the list resets in place.
   */
  resetKey: string;
  /**
   * The query key of the current list: gifkit/hooks' `gifInfiniteQueries.searchGifs` / `.trendingGifs`
   * key, the one `useSearchInfiniteQuery` (under a `<GiphyProvider>`) runs.
   */
  queryKey: readonly unknown[];
  /** False when there is nothing to show (empty term with `defaultToTrending={false}`). */
  enabled: boolean;
  /** True while a page is fetched, through `useSearchLoaderOptions().source` or the infinite query. */
  isFetching: boolean;
  /**
   * @deprecated Its own hook since 0.2.0: `useSearchLoaderOptions()`, the same
   * `{ source, resetKey, enabled, term }`. Removed in 0.4.0 at the earliest.
   */
  readonly loaderOptions: SearchLoaderOptions;
  /** @deprecated `useSearchLoaderOptions().source` since 0.2.0. Removed in 0.4.0 at the earliest. */
  readonly fetchPage: SearchFetchPage;
}

/** A count of the loader pages in flight (`subscribe` / `getSnapshot`), read by the provider's `isFetching`. */
export interface PageCounter {
  add: (n: number) => void;
  get: () => number;
  subscribe: (listener: () => void) => () => void;
}

export const SearchStateContext = createContext<SearchContextValue | null>(null);
export const SearchResultsContext = createContext<SearchResults | null>(null);
/**
 * The current query's fetch paths, built once per query by the provider: its list (`searchList`:
 * key and page call, the infinite query's) and the loader's page function over it (counted in
 * the provider's `isFetching` while in flight).
 */
export const SearchFetchContext = createContext<{ list: ComponentList<Gif>; loaderSource: SearchFetchPage } | null>(
  null,
);

export const missing = (hook: string) => new Error(`gifkit: ${hook}() must be used inside <SearchProvider>.`);

/** The search state and actions of the nearest `<SearchProvider>`. */
export function useSearchContext(): SearchContextValue {
  const value = useContext(SearchStateContext);
  if (!value) throw missing('useSearchContext');
  return value;
}

/** The results source of the nearest `<SearchProvider>` (re-renders only when the query changes). */
export function useSearchResults(): SearchResults {
  const value = useContext(SearchResultsContext);
  if (!value) throw missing('useSearchResults');
  return value;
}

/** `useSearchResults()`, or undefined outside a `<SearchProvider>` (components that work either way). */
export function useOptionalSearchResults(): SearchResults | undefined {
  return useContext(SearchResultsContext) ?? undefined;
}
