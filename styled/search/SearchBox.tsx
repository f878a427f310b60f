/**
 * The styled search box: the headless `<SearchBox>` (a downshift combobox over the shared
 * search of `<SearchProvider>`) drawn as GIPHY's search bar: a rounded field with the channel
 * chip, a clear button and a gradient search button that shimmers while results load, over a
 * suggestion list of trending searches, tags and channels. Markup and `data-*` hooks only.
 */
import { SearchBox as HeadlessSearchBox, type SearchBoxProps as HeadlessSearchBoxProps } from '../../headless';
import { type SkinProps, withSkinProps } from '../shared/classNames';
import { SearchIcon, TrendingIcon } from '../shared/icons';
import { SearchFieldParts } from './SearchField';

/** The styled `<SearchBox>`'s props: the headless search box's options and the skin's `className` / `style`. */
export interface SearchBoxProps extends Omit<HeadlessSearchBoxProps, 'children'>, SkinProps {
  /** Focus the input on mount (e.g. in a picker that just opened). */
  autoFocus?: boolean;
}

/**
 * A GIPHY search bar with suggestions; put it inside a `<SearchProvider>` next to the grid or
 * carousel that shows `useSearchResults()` (see the headless `<SearchBox>` for the keys).
 *
 * @selector [data-gk-search] the root (`data-state="idle|fetching"`, `data-gk-open`, `data-gk-channel`)
 * @selector [data-gk-search-field] the rounded field holding the chip, input and buttons
 * @selector [data-gk-search-submit] the search button (searches the typed text now)
 * @selector [data-gk-search-menu], [data-gk-search-item][data-kind][data-highlighted] the suggestions
 */
export function SearchBox({ className, style, autoFocus, ...options }: SearchBoxProps) {
  const root = withSkinProps({}, { className, style });
  return (
    <HeadlessSearchBox {...options}>
      {(box) => (
        <div {...box.getRootProps(root)}>
          <SearchFieldParts field={box} autoFocus={autoFocus} />
          <ul {...box.getMenuProps()}>
            {box.isOpen &&
              box.suggestions.map((item, index) => (
                <li key={item.key} {...box.getItemProps({ item, index })}>
                  {item.kind === 'trending' ? (
                    <TrendingIcon />
                  ) : item.kind === 'tag' ? (
                    <SearchIcon />
                  ) : (
                    <span aria-hidden="true">@</span>
                  )}
                  <span>{item.kind === 'channel' ? item.name : item.term}</span>
                </li>
              ))}
          </ul>
        </div>
      )}
    </HeadlessSearchBox>
  );
}
