/**
 * The picker's markup, shared by the plain `<GifPicker>` and the one with favorites: the header
 * (search field, trending searches), the body (the Favorites row when there is one, the recent
 * row, the results heading and grid) and the footer's provider mark. It renders the
 * hooks' results (`usePicker`, `usePickerFavorites`) and nothing else.
 */
import type { ReactNode } from 'react';
import type { PickerFavoritesResult, PickerList, PickerResult } from '../../headless';
import { PoweredBy } from '../shared/icons';
import type { GifPickerProps } from './GifPicker';
import { PickerResults } from './PickerResults';
import { PickerRow, recentParts } from './PickerRow';
import { PickerSearch } from './PickerSearch';
import { TrendingSearches } from './TrendingSearches';

/**
 * What a picker view gets from `<GifPicker>`: its props but the search's and the favorites. They
 * are `usePicker`'s options too (it reads its own, the markup its own).
 */
export type ViewProps = Omit<GifPickerProps, 'client' | 'options' | 'defaultTerm' | 'favorites'>;

/** What a picker with favorites adds to the markup (`pickerFavorites`, ./GifPicker.tsx, draws it). */
export interface LayoutFavorites {
  /** The Favorites row, or nothing. */
  row: ReactNode;
  /** Draws a list's star, after the list. */
  star: (list: PickerList) => ReactNode;
  /** The handlers that aim a list's star at a GIF, for the GIF's box. */
  track: PickerFavoritesResult['track'];
}

export function PickerLayout({
  picker,
  favorites,
  gutter = 6,
  initialWidth,
  hidePoweredBy,
  theme,
  dir,
  autoFocus,
  placeholder,
  className,
  style,
}: ViewProps & { picker: PickerResult; favorites?: LayoutFavorites | undefined }) {
  // The provider's mark: GIPHY's, or another's `attribution.mark` as text (none asked for: none).
  const { provider, mark: text } = picker.attribution;
  const mark = provider === 'GIPHY' ? <PoweredBy /> : text && <p data-gk-powered-by="">{text}</p>;
  return (
    <section {...picker.getRootProps({ 'data-gk-theme': theme, dir, className, style })}>
      <div data-gk-picker-header="">
        <PickerSearch picker={picker} placeholder={placeholder} autoFocus={autoFocus} />
        <TrendingSearches picker={picker} />
      </div>
      <div {...picker.getBodyProps()}>
        {favorites?.row}
        {picker.showRecents && (
          <PickerRow
            name="recent"
            title={picker.messages.recent}
            parts={recentParts(picker)}
            action={<button {...picker.getRecentClearProps()}>{picker.messages.clearRecent}</button>}
            track={favorites && ((gif) => favorites.track('recent', gif))}
            star={favorites?.star}
          />
        )}
        <h3 {...picker.getResultsHeadingProps()}>{picker.resultsHeading}</h3>
        <PickerResults picker={picker} favorites={favorites} gutter={gutter} initialWidth={initialWidth} />
      </div>
      {!hidePoweredBy && mark && <footer data-gk-picker-footer="">{mark}</footer>}
    </section>
  );
}
