/**
 * The trending-search suggestions under the picker's input (GIPHY's SuggestionBar, as real
 * buttons): choosing one searches it at once.
 */
import { useSearchContext } from '../../headless';
import { TrendingIcon } from '../shared/icons';

export interface TrendingSearchesProps {
  terms: readonly string[];
  label: string;
}

export function TrendingSearches({ terms, label }: TrendingSearchesProps) {
  const { setSearch } = useSearchContext();
  if (!terms.length) return null;
  return (
    <ul data-gk-picker-suggestions="" aria-label={label}>
      {terms.map((term) => (
        <li key={term}>
          <button type="button" data-gk-picker-suggestion="" onClick={() => setSearch(term)}>
            <TrendingIcon />
            {term}
          </button>
        </li>
      ))}
    </ul>
  );
}
