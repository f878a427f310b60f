/**
 * The picker's search field: a plain `type="search"` input over `<SearchProvider>`'s state
 * (the term follows the typing after the debounce, Enter commits at once) and a clear button.
 * Not the headless combobox: in a picker ArrowDown moves into the GIFs, not into a suggestion
 * list, and the trending searches are buttons under the field.
 *
 * | key (in the input) | does |
 * |---|---|
 * | ArrowDown | moves focus to the grid (its active GIF, else the first in view) |
 *
 * `dir="auto"`: Hebrew or Arabic typed into a left-to-right picker runs right to left.
 * | Enter | searches the typed text now |
 * | Escape | empties the field (when it has text; otherwise it reaches e.g. the popover) |
 */
import type { KeyboardEvent, Ref } from 'react';
import { useSearchContext } from '../../headless';
import { useDebouncedCallback } from '../../headless/shared/useTimeout';
import { CloseIcon, SearchIcon } from '../shared/icons';
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
        dir="auto"
        aria-label={props.messages.searchLabel}
        aria-describedby={props.hintId}
        aria-controls={props.resultsId}
        placeholder={props.placeholder ?? props.messages.searchPlaceholder}
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
        aria-label={props.messages.clearSearch}
        hidden={!inputValue}
        onClick={() => {
          commitLater.cancel();
          props.onClear();
        }}
      >
        <CloseIcon />
      </button>
      <span id={props.hintId} hidden>
        {props.messages.keyboardHint}
      </span>
    </search>
  );
}
