/**
 * The search box and the search context: `<SearchProvider>` holds the search and
 * drives a grid or carousel through `useSearchResults()` (one line:
 * `useInfiniteLoader({ ...useSearchLoaderOptions() })`); `useSearchBox` /
 * `<SearchBox>` are the downshift combobox that edits it.
 */
export { SearchChangeType } from './changeTypes';
export type { MenuSide } from './menuSide';
export {
  initialSearchState,
  type SearchAction,
  type SearchState,
  type SearchStateReducer,
  searchReducer,
} from './reducer';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { SearchField, type SearchFieldProps } from './SearchField';
export { SearchProvider, type SearchProviderProps } from './SearchProvider';
export {
  type SearchContextValue,
  type SearchFetchPage,
  type SearchLoaderOptions,
  type SearchResults,
  useOptionalSearchResults,
  useSearchContext,
  useSearchResults,
} from './searchContext';
export {
  channelName,
  type NamedChannel,
  resolveSearchRequest,
  type SearchRequest,
  type SearchResultOptions,
} from './searchQuery';
export { type TypedKey, typeToSearch } from './typeToSearch';
export {
  SEARCH_DEBOUNCE_MS,
  type SearchBoxOptions,
  type SearchBoxState,
  SUGGESTION_DELAY_MS,
  useSearchBox,
} from './useSearchBox';
export { type SearchFieldOptions, type SearchFieldResult, useSearchField } from './useSearchField';
export { useSearchInfiniteQuery } from './useSearchInfiniteQuery';
export { useSearchLoaderOptions } from './useSearchLoaderOptions';
export type { SearchStateChange, SearchStateOptions } from './useSearchState';
export type { SearchSuggestion, SuggestionSource } from './useSearchSuggestions';
export { useSuggestionBar } from './useSuggestionBar';
