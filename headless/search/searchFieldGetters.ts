/**
 * The search field's prop getters (root, input, clear button, channel chip): each takes
 * the skin's props, runs the skin's handler first (its `preventDefault()` opts out of gifkit's
 * handling, and of downshift's when the field is the search box's), merges refs, and adds the
 * ARIA and `data-*` vocabulary documented on `<SearchBox>`. The search box's getters
 * (searchBoxGetters.ts) pass the input's props on to downshift.
 */
import type {
  ButtonHTMLAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  MutableRefObject,
  Ref,
  SyntheticEvent,
} from 'react';
import { composeHandlers, mergeRefs } from '../shared/composeHandlers';
import { presence } from '../shared/dataAttributes';
import type { SearchFieldViewState } from './types';

export interface SearchFieldActions {
  /** Commits the typed text and tells `onSubmit`. */
  submit: () => void;
  clear: () => void;
  clearChannel: () => void;
  type: (value: string) => void;
}

interface FieldContext {
  state: SearchFieldViewState;
  actions: SearchFieldActions;
  inputRef: MutableRefObject<HTMLInputElement | null>;
  rootRef: MutableRefObject<HTMLElement | null>;
  /** The input's id; none when downshift assigns it (the search box). */
  inputId?: string;
}

/** Tells downshift to skip its own handling of this event. */
export function stopDownshift(event: SyntheticEvent) {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}

/** The skin's handler, then ours; a skin `preventDefault()` skips ours and downshift's. */
export function chain<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return composeHandlers<E>((event) => {
    theirs?.(event);
    if (event.defaultPrevented) stopDownshift(event);
  }, ours);
}

/**
 * The field's keys: Enter searches now; Escape removes the channel, else empties the field;
 * Backspace in an empty field removes the channel.
 */
export const searchFieldKeys =
  ({ state, actions }: Pick<FieldContext, 'state' | 'actions'>) =>
  (event: KeyboardEvent<HTMLInputElement>) => {
    const { channel, inputValue } = state;
    if (event.key === 'Enter') {
      if (!event.nativeEvent.isComposing) actions.submit();
    } else if (event.key === 'Escape') {
      if (channel) actions.clearChannel();
      else if (inputValue) actions.clear();
    } else if (event.key === 'Backspace' && channel && inputValue === '') {
      actions.clearChannel();
    }
  };

export function createSearchFieldGetters(context: FieldContext) {
  const { state, actions, inputRef, rootRef, inputId } = context;
  const { channel, inputValue, messages } = state;

  return {
    getRootProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(props?: P) => {
      const { ref, ...rest } = props ?? ({} as P);
      return {
        role: 'search',
        'data-gk-search': '',
        'data-state': state.isFetching ? ('fetching' as const) : ('idle' as const),
        'data-gk-channel': presence(!!channel),
        ...rest,
        ref: mergeRefs(ref, rootRef),
      };
    },

    /**
     * The input. `keys` replaces the field's key handler (the search box's, which picks the
     * highlighted suggestion first).
     */
    getInputProps: <P extends InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }>(
      props?: P,
      keys: (event: KeyboardEvent<HTMLInputElement>) => void = searchFieldKeys(context),
    ) => {
      const { onKeyDown: theirKeyDown, onChange: theirChange, ref, ...rest } = props ?? ({} as P);
      const named = rest['aria-labelledby'] !== undefined;
      return {
        ...(inputId && { id: inputId }), // downshift gives the search box's input its id
        type: 'text',
        value: inputValue,
        autoComplete: 'off',
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
        onKeyDown: chain(theirKeyDown, keys),
        onChange: chain(theirChange, (event) => actions.type(event.currentTarget.value)),
        ref: mergeRefs(ref, inputRef),
      };
    },

    getClearButtonProps: <P extends ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }>(
      props?: P,
    ) => {
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

    getChannelChipProps: <P extends ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }>(
      props?: P,
    ) => {
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
