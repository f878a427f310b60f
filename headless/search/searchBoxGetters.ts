/**
 * The search box's prop getters: each takes the skin's props, runs the skin's
 * handler first (its `preventDefault()` opts out of gifkit's handling), merges
 * refs, and adds the combobox's ARIA (an input with `role="combobox"` that controls a
 * `listbox`, the highlighted option named by `aria-activedescendant`) and the `data-*`
 * vocabulary documented on `<SearchBox>`.
 */
import type {
  ButtonHTMLAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  LabelHTMLAttributes,
  MouseEvent,
  MutableRefObject,
  Ref,
} from 'react';
import { composeHandlers, mergeRefs } from '../shared/composeHandlers';
import { presence } from '../shared/dataAttributes';
import { SearchBoxChangeType as T } from './changeTypes';
import type { SearchBoxViewState } from './types';
import type { SearchSuggestion } from './useSearchSuggestions';

type WithRef<A, E> = A & { ref?: Ref<E> };

interface GetterContext {
  /** Runs a change of the suggestion list (`searchBoxReducer`); `index` for a pointer on an item. */
  send: (type: T, index?: number) => void;
  /** The element ids: the label, the input, the list and each suggestion. */
  ids: { label: string; input: string; menu: string; item: (index: number) => string };
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

/** A press inside the list keeps focus in the input (so the list does not close before the click). */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The keys that move the highlight, and whether each works while the list is closed (then it opens it). */
const MOVES: Record<string, [T, boolean]> = {
  ArrowDown: [T.InputKeyDownArrowDown, true],
  ArrowUp: [T.InputKeyDownArrowUp, true],
  Home: [T.InputKeyDownHome, false],
  End: [T.InputKeyDownEnd, false],
  PageDown: [T.InputKeyDownPageDown, false],
  PageUp: [T.InputKeyDownPageUp, false],
};

export function createSearchBoxGetters({ send, ids, state, actions, inputRef, rootRef, menuRef }: GetterContext) {
  const { isOpen, highlightedIndex, suggestions, channel, inputValue, messages } = state;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const move = MOVES[event.key];
    if (move && !event.altKey && (isOpen || move[1])) {
      event.preventDefault();
      send(move[0]);
    } else if (event.key === 'Enter') {
      const item = isOpen && highlightedIndex >= 0 ? suggestions[highlightedIndex] : undefined;
      if (item) {
        event.preventDefault();
        actions.choose(item);
        return send(T.InputKeyDownEnter);
      }
      actions.submit();
    } else if (event.key === 'Escape') {
      // Closes the list; with nothing to close, removes the channel, else empties the box. With
      // nothing to do it is left alone (a dialog around the box closes on it).
      if (!isOpen && !channel && !inputValue) return;
      event.preventDefault();
      if (isOpen) send(T.InputKeyDownEscape);
      else if (channel) actions.clearChannel();
      else actions.clear();
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

    getLabelProps: <P extends LabelHTMLAttributes<HTMLLabelElement>>(props?: P) => ({
      id: ids.label,
      htmlFor: ids.input,
      'data-gk-search-label': '',
      ...props,
    }),

    getInputProps: <P extends WithRef<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>>(props?: P) => {
      const {
        onKeyDown: theirKeyDown,
        onChange: theirChange,
        onClick,
        onBlur,
        onFocus,
        ref,
        ...rest
      } = props ?? ({} as P);
      const named = rest['aria-labelledby'] !== undefined;
      return {
        id: ids.input,
        type: 'text',
        role: 'combobox' as const,
        'aria-autocomplete': 'list' as const,
        'aria-controls': ids.menu,
        'aria-expanded': isOpen,
        'aria-activedescendant': highlightedIndex >= 0 ? ids.item(highlightedIndex) : undefined,
        autoComplete: 'off',
        value: inputValue,
        // Hebrew or Arabic typed into a left-to-right page runs right to left.
        dir: 'auto',
        enterKeyHint: 'search' as const,
        autoCapitalize: 'off',
        autoCorrect: 'off',
        spellCheck: false,
        placeholder: state.placeholder,
        'aria-label': named ? undefined : messages.searchLabel,
        'data-gk-search-input': '',
        'data-channel-mode': presence(state.channelMode),
        ...rest,
        onKeyDown: composeHandlers(theirKeyDown, onKeyDown),
        onChange: composeHandlers(theirChange, (event) => {
          actions.type(event.currentTarget.value);
          send(T.InputChange);
        }),
        onClick: composeHandlers(onClick, () => send(T.InputClick)),
        onBlur: composeHandlers(onBlur, () => send(T.InputBlur)),
        onFocus: composeHandlers(onFocus, actions.engage),
        ref: mergeRefs(ref, inputRef),
      };
    },

    getMenuProps: <P extends WithRef<HTMLAttributes<HTMLElement>, HTMLElement>>(props?: P) => {
      const { onMouseLeave, onMouseDown, ref, ...rest } = props ?? ({} as P);
      return {
        id: ids.menu,
        role: 'listbox',
        'aria-label': messages.suggestionsLabel,
        'data-gk-search-menu': '',
        'data-state': isOpen ? 'open' : 'closed',
        'data-source': state.suggestionSource,
        'data-side': state.menuSide,
        ...rest,
        onMouseLeave: composeHandlers(onMouseLeave, () => send(T.MenuMouseLeave)),
        onMouseDown: composeHandlers(onMouseDown, keepFocus),
        ref: mergeRefs(ref, menuRef),
      };
    },

    /** One suggestion; the item and its index come with your props, in one object. */
    getItemProps: <P extends WithRef<HTMLAttributes<HTMLElement>, HTMLElement>>({
      item,
      index,
      onClick,
      onMouseMove,
      onMouseDown,
      ref,
      ...rest
    }: P & { item: SearchSuggestion; index: number }) => {
      return {
        id: ids.item(index),
        role: 'option',
        'aria-selected': index === highlightedIndex,
        'data-gk-search-item': '',
        'data-kind': item.kind,
        'data-highlighted': presence(index === highlightedIndex),
        ...rest,
        onClick: composeHandlers(onClick, () => {
          actions.choose(item);
          send(T.ItemClick);
        }),
        onMouseMove: composeHandlers(onMouseMove, () => index !== highlightedIndex && send(T.ItemMouseMove, index)),
        onMouseDown: composeHandlers(onMouseDown, keepFocus),
        ref: mergeRefs(ref),
      };
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
