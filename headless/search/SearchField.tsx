/**
 * SearchField: the render-prop search field, built only from `useSearchField`: the search
 * box without its suggestion list, so no combobox and no downshift in the bundle. Lives
 * inside a `<SearchProvider>`.
 */
import type { ReactNode } from 'react';
import { type SearchFieldOptions, type SearchFieldResult, useSearchField } from './useSearchField';

/** The headless `<SearchField>`'s props: `useSearchField`'s options and a render function that gets its result. */
export interface SearchFieldProps extends SearchFieldOptions {
  /** Renders the field from its state and prop getters. */
  children: (field: SearchFieldResult) => ReactNode;
}

/**
 * A GIPHY search field as a plain text input (like GIPHY's `SearchBar`): debounced input
 * (500 ms), a clear button, a channel chip; no suggestion list (pick `<SearchBox>` for one).
 *
 * Keys (in the input):
 * | key | does |
 * |---|---|
 * | Enter | searches the typed text now and calls `onSubmit` |
 * | Escape | removes the channel, else empties the field |
 * | Backspace | in an empty input, removes the channel |
 *
 * @selector [data-gk-search] root (`role="search"`), from `getRootProps`
 * @selector [data-gk-search][data-state="idle|fetching"] a page of results is loading (spinner)
 * @selector [data-gk-search][data-gk-channel] a channel is active
 * @selector [data-gk-search-label] the label, from `getLabelProps`
 * @selector [data-gk-search-input] the input (a plain text input, `type="text"`)
 * @selector [data-gk-search-clear] the clear button (`hidden` while there is nothing to clear)
 * @selector [data-gk-search-channel] the active channel's chip, a button that removes it
 * @selector [data-gk-search-channel][data-verified] the channel's owner is verified
 *
 * ```tsx
 * <SearchField>
 *   {(field) => (
 *     <div {...field.getRootProps()}>
 *       {field.channel && <button {...field.getChannelChipProps()}>{field.channelName} ×</button>}
 *       <input {...field.getInputProps()} />
 *       <button {...field.getClearButtonProps()}>×</button>
 *     </div>
 *   )}
 * </SearchField>
 * ```
 */
export function SearchField({ children, ...options }: SearchFieldProps) {
  return <>{children(useSearchField(options))}</>;
}
