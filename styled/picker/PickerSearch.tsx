/**
 * The picker's search field: a plain `type="search"` input and a clear button, drawn from
 * `usePicker`'s getters (gifkit/headless). Not the headless combobox: in a picker ArrowDown
 * moves into the GIFs, not into a suggestion list, and the trending searches are buttons under
 * the field.
 *
 * | key (in the input) | does |
 * |---|---|
 * | ArrowDown | moves focus to the grid (its active GIF, else the first in view) |
 * | Enter | searches the typed text now |
 * | Escape | empties the field (when it has text; otherwise it reaches e.g. the popover) |
 */
import { type PickerResult, useSearchContext } from '../../headless';
import { CloseIcon, SearchIcon } from '../shared/icons';

export interface PickerSearchProps {
  picker: PickerResult;
  placeholder?: string | undefined;
  autoFocus?: boolean | undefined;
}

export function PickerSearch({ picker, placeholder, autoFocus }: PickerSearchProps) {
  const { isFetching } = useSearchContext();
  return (
    <search data-gk-picker-search="" data-state={isFetching ? 'fetching' : 'idle'}>
      <SearchIcon />
      {/* autoFocus is opt-in, for a picker opened on demand (the popover) */}
      <input {...picker.getInputProps({ placeholder: placeholder ?? picker.messages.searchPlaceholder, autoFocus })} />
      <button {...picker.getClearButtonProps()}>
        <CloseIcon />
      </button>
      <span {...picker.getHintProps()}>{picker.messages.keyboardHint}</span>
    </search>
  );
}
