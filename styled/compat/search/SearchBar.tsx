/**
 * `<SearchBar>`: @giphy/react-components' search bar, as a drop-in. It is gifkit's styled
 * search field (the styled `<SearchBox>`'s bar over the manager's `<SearchProvider>`: debounced
 * term, Enter, `@channel` chip, clear and search buttons) with GIPHY's props and, like GIPHY's,
 * no suggestion list (GIPHY's `SuggestionBar` shows suggestions), so no combobox either.
 */
import { type FocusEvent, useContext, useEffect } from 'react';
import { useSearchContext } from '../../../headless';
import { SearchField } from '../../search/SearchField';
import { SearchBarContext } from './SearchContext';

/** @giphy/react-components' `SearchBar` props (placeholder, debounce, clear button, …). */
export interface SearchBarProps {
  /** Added to the bar's class (`giphy-search-bar`). */
  className?: string;
  /** Shown in the empty input without a channel. Default 'Search GIPHY'. */
  placeholder?: string;
  /** While true, empties the input (the term and the results stay) until the next keystroke. */
  clear?: boolean;
  /** Focus the input on mount. */
  autoFocus?: boolean;
  /** Quiet time (ms) between the last keystroke and the term update. Default 500. */
  searchDebounce?: number;
  /** Declared by GIPHY's type and unused there too: set `initialTerm` on the manager. */
  initialTerm?: string;
  /** Enter or the search button: the typed text (trimmed). */
  onEnter?: (term: string) => void;
}

const isInput = (target: EventTarget) => target instanceof HTMLInputElement;

/** @giphy/react-components' search bar, over gifkit's search field. */
export function SearchBar({
  className,
  placeholder = 'Search GIPHY',
  clear = false,
  autoFocus,
  searchDebounce,
  onEnter,
}: SearchBarProps) {
  const { setIsFocused, onFieldKeyDown } = useContext(SearchBarContext);
  const { setInputValue } = useSearchContext();

  useEffect(() => {
    if (clear) setInputValue('');
  }, [clear, setInputValue]);

  const onFocusChange = (focused: boolean) => (event: FocusEvent) => {
    if (isInput(event.target)) setIsFocused(focused);
  };
  return (
    // A layout-free wrapper that hears the input's events as they bubble (the box handles them first).
    // biome-ignore lint/a11y/noStaticElementInteractions: no interaction of its own
    <div
      style={{ display: 'contents' }}
      onKeyDown={onFieldKeyDown}
      onFocus={onFocusChange(true)}
      onBlur={onFocusChange(false)}
    >
      <SearchField
        className={className ? `${SearchBar.className} ${className}` : SearchBar.className}
        autoFocus={autoFocus}
        debounce={searchDebounce}
        onSubmit={onEnter}
        messages={{ searchPlaceholder: placeholder }}
      />
    </div>
  );
}

/** GIPHY's class name of the bar's root. */
SearchBar.className = 'giphy-search-bar';
