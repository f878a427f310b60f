/**
 * The search box's prop getters: each takes the skin's props, runs the skin's
 * handler first (its `preventDefault()` opts out of gifkit's and downshift's handling), merges
 * refs, and adds the ARIA and `data-*` vocabulary documented on `<SearchBox>`.
 */
import type { UseComboboxReturnValue } from 'downshift';
import type {
  ButtonHTMLAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  LabelHTMLAttributes,
  MutableRefObject,
  Ref,
  SyntheticEvent,
} from 'react';
import { composeHandlers, mergeRefs } from '../shared/composeHandlers';
import { presence } from '../shared/dataAttributes';
import type { SearchBoxViewState } from './types';
import type { SearchSuggestion } from './useSearchSuggestions';

type WithRef<A, E> = A & { ref?: Ref<E> };
/** Extra options downshift's `getInputProps`/`getMenuProps` take (e.g. `suppressRefError`). */
type GetterOptions = { suppressRefError?: boolean };

interface GetterContext {
  combobox: UseComboboxReturnValue<SearchSuggestion>;
  state: SearchBoxViewState;
  actions: {
    commit: () => void;
    /** Commits the typed text and tells `onSubmit`. */
    submit: () => void;
    choose: (item: SearchSuggestion) => void;
    clear: () => void;
    clearChannel: () => void;
    engage: () => void;
    type: (value: string) => void;
  };
  inputRef: MutableRefObject<HTMLInputElement | null>;
  /** The root (what the list is placed against) and the list, for `menuSide`. */
  rootRef: MutableRefObject<HTMLElement | null>;
  menuRef: MutableRefObject<HTMLElement | null>;
}

/** Tells downshift to skip its own handling of this event. */
function stopDownshift(event: SyntheticEvent) {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}

/** The skin's handler, then ours; a skin `preventDefault()` skips ours and downshift's. */
function chain<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return composeHandlers<E>((event) => {
    theirs?.(event);
    if (event.defaultPrevented) stopDownshift(event);
  }, ours);
}

export function createSearchBoxGetters({ combobox, state, actions, inputRef, rootRef, menuRef }: GetterContext) {
  const { isOpen, highlightedIndex, suggestions, channel, inputValue, messages } = state;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (event.nativeEvent.isComposing) return;
      const item = isOpen && highlightedIndex >= 0 ? suggestions[highlightedIndex] : undefined;
      if (item) return actions.choose(item);
      actions.submit();
    } else if (event.key === 'Escape' && !isOpen) {
      // Nothing to close: Escape removes the channel, else empties the box.
      stopDownshift(event);
      if (channel) actions.clearChannel();
      else if (inputValue) actions.clear();
      combobox.closeMenu();
    } else if (event.key === 'Backspace' && channel && inputValue === '') {
      actions.clearChannel();
    }
  };

  return {
    getRootProps: <P extends WithRef<HTMLAttributes<HTMLElement>, HTMLElement>>(props?: P) => {
      const { ref, ...rest } = props ?? ({} as P);
      return {
        role: 'search',
        'data-gk-search': '',
        'data-state': state.isFetching ? ('fetching' as const) : ('idle' as const),
        'data-gk-open': presence(isOpen),
        'data-gk-channel': presence(!!channel),
        ...rest,
        ref: mergeRefs(ref, rootRef),
      };
    },

    getLabelProps: <P extends LabelHTMLAttributes<HTMLLabelElement>>(props?: P) =>
      combobox.getLabelProps({ 'data-gk-search-label': '', ...props }),

    getInputProps: <P extends WithRef<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>>(
      props?: P,
      options?: GetterOptions,
    ) => {
      const { onKeyDown: theirKeyDown, onChange: theirChange, onFocus, ref, ...rest } = props ?? ({} as P);
      const named = rest['aria-labelledby'] !== undefined;
      return combobox.getInputProps(
        {
          type: 'text',
          // Hebrew or Arabic typed into a left-to-right page runs right to left.
          dir: 'auto',
          enterKeyHint: 'search',
          autoCapitalize: 'off',
          autoCorrect: 'off',
          spellCheck: false,
          placeholder: state.placeholder,
          'aria-label': named ? undefined : messages.searchLabel,
          'aria-expanded': isOpen,
          'data-gk-search-input': '',
          'data-channel-mode': presence(state.channelMode),
          ...rest,
          onKeyDown: chain(theirKeyDown, onKeyDown),
          onChange: chain(theirChange, (event) => actions.type(event.currentTarget.value)),
          onFocus: composeHandlers(onFocus, actions.engage),
          ref: mergeRefs(ref, inputRef),
        },
        options,
      );
    },

    getMenuProps: <P extends WithRef<HTMLAttributes<HTMLElement>, HTMLElement>>(props?: P, options?: GetterOptions) => {
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
      );
    },

    /** One suggestion; the item and its index come with your props (downshift's shape). */
    getItemProps: <P extends WithRef<HTMLAttributes<HTMLElement>, HTMLElement>>({
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
      });
    },

    getClearButtonProps: <P extends WithRef<ButtonHTMLAttributes<HTMLButtonElement>, HTMLButtonElement>>(props?: P) => {
      const { onClick, ref, ...rest } = props ?? ({} as P);
      return {
        type: 'button' as const,
        'aria-label': messages.clearSearch,
        hidden: !state.canClear,
        'data-gk-search-clear': '',
        ...rest,
        onClick: composeHandlers(onClick, actions.clear),
        ref: mergeRefs(ref),
      };
    },

    getChannelChipProps: <P extends WithRef<ButtonHTMLAttributes<HTMLButtonElement>, HTMLButtonElement>>(props?: P) => {
      const { onClick, ref, ...rest } = props ?? ({} as P);
      return {
        type: 'button' as const,
        'aria-label': messages.removeChannel(state.channelName),
        hidden: !channel,
        'data-gk-search-channel': '',
        'data-verified': presence(channel?.user?.is_verified),
        ...rest,
        onClick: composeHandlers(onClick, actions.clearChannel),
        ref: mergeRefs(ref),
      };
    },
  };
}
