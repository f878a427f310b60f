/**
 * The picker's search field: a plain `type="search"` input over `<SearchProvider>`'s state
 * (the term follows the typing after the debounce, Enter commits at once) and a clear button.
 * Not the headless combobox: in a picker ArrowDown moves into the GIFs, not into a suggestion
 * list, and the trending searches are buttons under the field.
 *
 * | key (in the input) | does |
 * |---|---|
 * | ArrowDown | moves focus to the grid (its active GIF, else the first in view) |
 * | Enter | searches the typed text now |
 * | Escape | empties the field (when it has text; otherwise it reaches e.g. the popover) |
 */
import type { KeyboardEvent, Ref } from 'react';
import { searchMessages, useDebouncedCallback, useSearchContext } from '../../headless';
import type { PickerMessages } from './messages';

export interface PickerSearchProps {
  inputRef: Ref<HTMLInputElement>;
  /** Moves focus into the results (ArrowDown). */
  onArrowDown: () => void;
  /** Empties the field and puts focus back in it. */
  onClear: () => void;
  debounce: number;
  placeholder?: string;
  autoFocus?: boolean;
  hintId: string;
  resultsId: string;
  messages: PickerMessages;
}

function SearchIcon() {
  return (
    <svg data-gk-picker-icon="" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function PickerSearch(props: PickerSearchProps) {
  const search = useSearchContext();
  const commitLater = useDebouncedCallback(search.commitTerm, props.debounce);
  const { inputValue } = search;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      props.onArrowDown();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitLater.cancel();
      search.commitTerm();
    } else if (event.key === 'Escape' && inputValue) {
      // Escape with text empties the field; the popover closes only on an empty field.
      event.preventDefault();
      event.stopPropagation();
      commitLater.cancel();
      props.onClear();
    }
  };

  return (
    <search data-gk-picker-search="" data-state={search.isFetching ? 'fetching' : 'idle'}>
      <SearchIcon />
      <input
        ref={props.inputRef}
        type="search"
        data-gk-picker-input=""
        aria-label={searchMessages.searchLabel}
        aria-describedby={props.hintId}
        aria-controls={props.resultsId}
        placeholder={props.placeholder ?? searchMessages.searchPlaceholder}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: opt-in, for a picker opened on demand (the popover)
        autoFocus={props.autoFocus}
        value={inputValue}
        onChange={(event) => {
          search.setInputValue(event.currentTarget.value);
          commitLater();
        }}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        data-gk-picker-clear=""
        aria-label={searchMessages.clearSearch}
        hidden={!inputValue}
        onClick={() => {
          commitLater.cancel();
          props.onClear();
        }}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <span id={props.hintId} hidden>
        {props.messages.keyboardHint}
      </span>
    </search>
  );
}
