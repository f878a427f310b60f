/**
 * The trending-search suggestions under the picker's input (GIPHY's SuggestionBar, as real
 * buttons): choosing one searches it at once.
 */
import { useSearchContext } from '../../headless';

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
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
              <path
                d="M3 17l6-6 4 4 8-8M15 7h6v6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {term}
          </button>
        </li>
      ))}
    </ul>
  );
}
