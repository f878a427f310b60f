/**
 * The trending-search suggestions under the picker's input (GIPHY's SuggestionBar, as real
 * buttons), drawn from `usePicker`: choosing one searches it at once.
 */
import type { PickerResult } from '../../headless';
import { TrendingIcon } from '../shared/icons';
import { SCROLL_ROW } from '../shared/scrollRow';

export function TrendingSearches({ picker }: { picker: PickerResult }) {
  if (!picker.suggestions.length) return null;
  return (
    <ul {...picker.getSuggestionsProps({ style: SCROLL_ROW })}>
      {picker.suggestions.map((term) => (
        <li key={term}>
          <button {...picker.getSuggestionProps({ term })}>
            <TrendingIcon />
            {term}
          </button>
        </li>
      ))}
    </ul>
  );
}
