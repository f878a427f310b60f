/**
 * SearchBox: the render-prop search box, built only from `useSearchBox`, plus
 * the polite live region announcing the suggestion count. Lives inside a `<SearchProvider>`
 * (and, for suggestions, a React Query client: `<GiphyProvider>` brings one).
 */
import type { ReactNode } from 'react';
import { LiveRegion } from '../shared/LiveRegion';
import { type SearchBoxOptions, type SearchBoxState, useSearchBox } from './useSearchBox';

/** The headless `<SearchBox>`'s props: `useSearchBox`'s options and a render function that gets its result. */
export interface SearchBoxProps extends SearchBoxOptions {
  /** Renders the box from its state and prop getters. */
  children: (box: SearchBoxState) => ReactNode;
}

/**
 * A GIPHY search box as a downshift combobox: debounced input (500 ms), trending-search and
 * autocomplete suggestions, `@channel` mode, a clear button, a channel chip.
 *
 * Always render the element of `getMenuProps()` (render the items only while `isOpen`), so
 * the input's `aria-controls` points at something.
 *
 * Keys (in the input):
 * | key | does |
 * |---|---|
 * | ArrowDown / ArrowUp | opens the suggestions, moves the highlight (wraps) |
 * | Home / End | first / last suggestion while the list is open |
 * | PageDown / PageUp | ten suggestions down / up |
 * | Enter | picks the highlighted suggestion; without one, searches the typed text now |
 * | Escape | closes the list; if closed, removes the channel, else empties the box |
 * | Backspace | in an empty input, removes the channel |
 *
 * @selector [data-gk-search] root (`role="search"`), from `getRootProps`
 * @selector [data-gk-search][data-state="idle|fetching"] a page of results is loading (spinner)
 * @selector [data-gk-search][data-gk-open] the suggestion list is open (prefixed: `data-open` is common in apps)
 * @selector [data-gk-search][data-gk-channel] a channel is active
 * @selector [data-gk-search-label] the label, from `getLabelProps`
 * @selector [data-gk-search-input] the input (`role="combobox"`)
 * @selector [data-gk-search-input][data-channel-mode] the text starts with `@` (channel suggestions)
 * @selector [data-gk-search-menu] the suggestion list (`role="listbox"`)
 * @selector [data-gk-search-menu][data-state="open|closed"] whether it shows
 * @selector [data-gk-search-menu][data-source="trending|tags|channels|none"] what it lists
 * @selector [data-gk-search-menu][data-side="bottom|top"] below the field, or above it when there is no room below
 * @selector [data-gk-search-item] a suggestion (`role="option"`)
 * @selector [data-gk-search-item][data-kind="trending|tag|channel"] its kind
 * @selector [data-gk-search-item][data-highlighted] the highlighted suggestion
 * @selector [data-gk-search-clear] the clear button (`hidden` while there is nothing to clear)
 * @selector [data-gk-search-channel] the active channel's chip, a button that removes it
 * @selector [data-gk-search-channel][data-verified] the channel's owner is verified
 * @selector [data-gk-live] the live region (suggestion count)
 *
 * ```tsx
 * <SearchBox>
 *   {(box) => (
 *     <div {...box.getRootProps()}>
 *       {box.channel && <button {...box.getChannelChipProps()}>{box.channelName} ×</button>}
 *       <input {...box.getInputProps()} />
 *       <button {...box.getClearButtonProps()}>×</button>
 *       <ul {...box.getMenuProps()}>
 *         {box.isOpen &&
 *           box.suggestions.map((item, i) => (
 *             <li key={item.key} {...box.getItemProps({ item, index: i })}>{item.kind === 'channel' ? item.name : item.term}</li>
 *           ))}
 *       </ul>
 *     </div>
 *   )}
 * </SearchBox>
 * ```
 */
export function SearchBox({ children, ...options }: SearchBoxProps) {
  const box = useSearchBox(options);
  return (
    <>
      {children(box)}
      <LiveRegion message={box.announcement} />
    </>
  );
}
