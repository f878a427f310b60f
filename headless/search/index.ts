/**
 * The search box and the search context: `<SearchProvider>` holds the search and
 * drives a grid or carousel through `useSearchResults()` (one line:
 * `useInfiniteLoader({ ...useSearchLoaderOptions() })`); `useSearchBox` /
 * `<SearchBox>` are the downshift combobox that edits it.
 */

export { SearchChangeType } from './changeTypes';
export type { SearchAction, SearchState, SearchStateChange, SearchStateReducer } from './reducer';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { SearchField, type SearchFieldProps } from './SearchField';
export { SearchProvider, type SearchProviderProps } from './SearchProvider';
export type { SearchFetchPage } from './searchContext';
export {
  type SearchContextValue,
  type SearchLoaderOptions,
  type SearchResults,
  useSearchContext,
  useSearchResults,
} from './searchContext';
export type { SearchRequest } from './searchQuery';
export {
  channelName,
  type NamedChannel,
  type SearchResultOptions,
} from './searchQuery';
export {
  type SearchBoxListState,
  type SearchBoxOptions,
  useSearchBox,
} from './useSearchBox';
export { type SearchFieldOptions, type SearchFieldResult, useSearchField } from './useSearchField';
export { useSearchInfiniteQuery } from './useSearchInfiniteQuery';
export { useSearchLoaderOptions } from './useSearchLoaderOptions';
export type { SearchSuggestion, SuggestionSource } from './useSearchSuggestions';
export { useSuggestionBar } from './useSuggestionBar';
