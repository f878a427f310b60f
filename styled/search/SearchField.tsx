/**
 * The search bar's field as the styled search box draws it (the channel chip, the input, a
 * clear button and the gradient search button that shimmers while results load), and
 * `SearchField`: that bar alone over the headless `useSearchField`, with no suggestion list and
 * so no combobox (gifkit/compat/react's `SearchBar`). Markup and `data-*` hooks only.
 */
import type { InputHTMLAttributes } from 'react';
import { type SearchFieldOptions, useSearchField } from '../../headless';
import { type SkinProps, withSkinProps } from '../shared/classNames';
import { CloseIcon, SearchIcon } from '../shared/icons';

/** What the field's markup reads: the search field's or the search box's getters. */
type FieldGetters = Pick<
  ReturnType<typeof useSearchField>,
  'channelName' | 'messages' | 'submit' | 'getChannelChipProps' | 'getClearButtonProps'
> & {
  getInputProps: (props: InputHTMLAttributes<HTMLInputElement>) => InputHTMLAttributes<HTMLInputElement>;
};

/** The rounded field: channel chip, input, clear and search buttons. */
export function SearchFieldParts({ field, autoFocus }: { field: FieldGetters; autoFocus?: boolean }) {
  return (
    <div data-gk-search-field="">
      <button {...field.getChannelChipProps()}>
        <bdi>@{field.channelName}</bdi>
        <CloseIcon />
      </button>
      <input {...field.getInputProps({ autoFocus })} />
      <button {...field.getClearButtonProps()}>
        <CloseIcon />
      </button>
      <button type="button" data-gk-search-submit="" aria-label={field.messages.searchLabel} onClick={field.submit}>
        <SearchIcon />
      </button>
    </div>
  );
}

export interface SearchFieldProps extends SearchFieldOptions, SkinProps {
  /** Focus the input on mount. */
  autoFocus?: boolean;
}

/** The styled search bar without suggestions, inside a `<SearchProvider>`. */
export function SearchField({ className, style, autoFocus, ...options }: SearchFieldProps) {
  const field = useSearchField(options);
  return (
    <div {...field.getRootProps(withSkinProps({}, { className, style }))}>
      <SearchFieldParts field={field} autoFocus={autoFocus} />
    </div>
  );
}
