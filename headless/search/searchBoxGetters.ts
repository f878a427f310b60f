/**
 * The search box's prop getters: the search field's (searchFieldGetters.ts) with the input,
 * label and suggestion list passed through downshift's `useCombobox` getters, and the
 * suggestion list's own ARIA and `data-*` vocabulary documented on `<SearchBox>`.
 */
import type { UseComboboxReturnValue } from 'downshift';
import type {
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  LabelHTMLAttributes,
  MutableRefObject,
  Ref,
} from 'react';
import { composeHandlers, mergeRefs } from '../shared/composeHandlers';
import { presence } from '../shared/dataAttributes';
import type { ElementProps, UserProps } from '../shared/getterProps';
import {
  chain,
  createSearchFieldGetters,
  type SearchFieldActions,
  searchFieldKeys,
  stopDownshift,
} from './searchFieldGetters';
import type { SearchBoxViewState } from './types';
import type { SearchSuggestion } from './useSearchSuggestions';

/** Extra options downshift's `getInputProps`/`getMenuProps` take (e.g. `suppressRefError`). */
export type SearchBoxGetterOptions = { suppressRefError?: boolean };

interface GetterContext {
  combobox: UseComboboxReturnValue<SearchSuggestion>;
  state: SearchBoxViewState;
  actions: SearchFieldActions & {
    choose: (item: SearchSuggestion) => void;
    engage: () => void;
  };
  inputRef: MutableRefObject<HTMLInputElement | null>;
  /** The root (what the list is placed against) and the list, for `menuSide`. */
  rootRef: MutableRefObject<HTMLElement | null>;
  menuRef: MutableRefObject<HTMLElement | null>;
}

export function createSearchBoxGetters(context: GetterContext) {
  const { combobox, state, actions, menuRef } = context;
  const { isOpen, highlightedIndex, suggestions, messages } = state;
  const field = createSearchFieldGetters(context);
  const fieldKeys = searchFieldKeys(context);

  /** Enter picks the highlighted suggestion; Escape closes an open list (downshift); else the field's keys. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const item = isOpen && highlightedIndex >= 0 ? suggestions[highlightedIndex] : undefined;
      if (item) return actions.choose(item);
    } else if (event.key === 'Escape') {
      if (isOpen) return;
      // Nothing to close: the field's Escape (remove the channel, else empty the box).
      stopDownshift(event);
      combobox.closeMenu();
    }
    fieldKeys(event);
  };

  return {
    ...field,

    getRootProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(props?: P) =>
      field.getRootProps({ 'data-gk-open': presence(isOpen), ...props }),

    getLabelProps: <P extends LabelHTMLAttributes<HTMLLabelElement>>(props?: P) =>
      // downshift's own return types (its `Overwrite`) stay private: the same props, in gifkit's vocabulary.
      combobox.getLabelProps({ 'data-gk-search-label': '', ...props }) as unknown as P &
        UserProps<HTMLLabelElement, LabelHTMLAttributes<HTMLLabelElement>>,

    getInputProps: <P extends InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }>(
      props?: P,
      options?: SearchBoxGetterOptions,
    ) =>
      combobox.getInputProps(
        field.getInputProps(
          { 'aria-expanded': isOpen, ...props, onFocus: composeHandlers(props?.onFocus, actions.engage) },
          onKeyDown,
        ),
        options,
      ) as Omit<P, 'ref'> & ElementProps<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>,

    getMenuProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(
      props?: P,
      options?: SearchBoxGetterOptions,
    ) => {
      const { ref, ...rest } = props ?? ({} as P);
      return combobox.getMenuProps(
        {
          'aria-label': messages.suggestionsLabel,
          'data-gk-search-menu': '',
          'data-state': isOpen ? 'open' : 'closed',
          'data-source': state.suggestionSource,
          'data-side': state.menuSide,
          ...rest,
          ref: mergeRefs(ref, menuRef),
        },
        options,
      ) as Omit<P, 'ref'> & ElementProps<HTMLElement, HTMLAttributes<HTMLElement>>;
    },

    /** One suggestion; the item and its index come with your props (downshift's shape). */
    getItemProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>({
      item,
      index,
      onClick,
      ref,
      ...rest
    }: P & { item: SearchSuggestion; index: number }) => {
      return combobox.getItemProps({
        item,
        index,
        'data-gk-search-item': '',
        'data-kind': item.kind,
        'data-highlighted': presence(index === highlightedIndex),
        ...rest,
        onClick: chain(onClick, () => actions.choose(item)),
        ref: mergeRefs(ref),
      }) as unknown as Omit<P, 'ref' | 'item' | 'index'> & ElementProps<HTMLElement, HTMLAttributes<HTMLElement>>;
    },
  };
}
