/** GIPHY's search components for gifkit/compat/react: the manager, its context, the bars. */
export { SearchBar, type SearchBarProps } from './SearchBar';
export { SearchContext, type SearchContextProps } from './SearchContext';
export {
  SearchContextManager,
  type SearchContextManagerProps,
  type SearchContextManagerTheme,
} from './SearchContextManager';
export { SuggestionBar } from './SuggestionBar';
