/**
 * useSearchField: the search field alone, over the shared search state of `<SearchProvider>`:
 * typing updates the term after a debounce (500 ms like GIPHY), Enter commits at once, Escape
 * and Backspace remove the channel or empty the field, with a clear button and a channel chip.
 * `useSearchBox` is this field plus downshift's combobox of suggestions; a field that shows no
 * suggestions (gifkit/compat/react's `SearchBar`) uses this hook alone and carries no combobox.
 */
import {
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type Ref,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { canDo, declaredAttribution } from '../../sdk/source/capability';
import { mergeRefs } from '../shared/composeHandlers';
import { providerSearchMessages, resolveSearchMessages, type SearchMessages } from '../shared/messages';
import { useDebouncedCallback } from '../shared/useTimeout';
import { useSearchContext } from './searchContext';
import { createSearchFieldGetters } from './searchFieldGetters';
import { channelName, channelQuery } from './searchQuery';

/** GIPHY's search debounce (ms). */
export const SEARCH_DEBOUNCE_MS = 500;

/** What `useSearchField` takes: the placeholder, the strings and the submit and change callbacks. */
export interface SearchFieldOptions {
  /** Quiet time (ms) between the last keystroke and the term update. Default 500 (GIPHY's). */
  debounce?: number;
  /** Called when Enter (not picking a suggestion) or `submit()` (a search button) commits the typed text, trimmed. */
  onSubmit?: (term: string) => void;
  /** Strings (`searchLabel`, `searchPlaceholder`, `clearSearch`, `suggestions`, …). */
  messages?: Partial<SearchMessages>;
  /** Prefix of the element ids (default: React's `useId`). */
  id?: string;
}

/** The field's state, actions and elements: what `useSearchField` and `useSearchBox` build on. */
export function useSearchFieldParts(options: SearchFieldOptions) {
  const search = useSearchContext();
  // The source's provider names the field ("Search KLIPY", KLIPY's required placeholder), as
  // the picker's; the component's `messages` win.
  const named = providerSearchMessages(declaredAttribution(search.client));
  const messages = resolveSearchMessages({ ...named, ...options.messages });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const rootRef = useRef<HTMLElement | null>(null);
  const commitLater = useDebouncedCallback(search.commitTerm, options.debounce ?? SEARCH_DEBOUNCE_MS);
  const { cancel } = commitLater;
  const focusInput = useCallback(() => inputRef.current?.focus(), []);
  const actions = {
    /** Makes the typed text the term now. */
    commit: () => {
      cancel();
      search.commitTerm();
    },
    /** Commits the typed text and tells `onSubmit` (Enter, a search button). */
    submit: () => {
      actions.commit();
      options.onSubmit?.(search.inputValue.trim());
    },
    /** Empties input, term and channel and puts focus back in the input. */
    clear: () => {
      cancel();
      search.clear();
      focusInput();
    },
    /** Removes the active channel and puts focus back in the input. */
    clearChannel: () => {
      search.clearChannel();
      focusInput();
    },
    /** The typed text changed: update it now, the term after the debounce. */
    type: (value: string) => {
      search.setInputValue(value);
      commitLater();
    },
    focusInput,
    /** Cancels a pending debounced commit (a suggestion was chosen instead). */
    cancel,
  };
  const name = search.channel ? channelName(search.channel) : '';
  const state = {
    inputValue: search.inputValue,
    term: search.term,
    channel: search.channel,
    /** The active channel's display name ('' without one). */
    channelName: name,
    /**
     * The input starts with `@`, no channel is active and the source searches channels:
     * suggestions are channels. On a source without channels (a Tenor-v2 source) an `@` is text.
     */
    channelMode: !search.channel && canDo(search.client, 'channels') && channelQuery(search.inputValue) !== undefined,
    /** A page of results is being fetched (spinner). */
    isFetching: search.isFetching,
    /** There is text or a channel to clear. */
    canClear: search.inputValue !== '' || !!search.channel,
    placeholder: search.channel ? messages.searchChannelPlaceholder(name) : messages.searchPlaceholder,
    messages,
  };
  return { search, state, actions, inputRef, rootRef };
}

/** The search field's state, prop getters and actions (no suggestion list: see `useSearchBox`). */
export function useSearchField(options: SearchFieldOptions = {}) {
  const { state, actions, inputRef, rootRef } = useSearchFieldParts(options);
  const reactId = useId();
  const id = options.id ?? reactId;
  const labelId = `${id}-label`;
  // A rendered label names the input (else the input carries the default `aria-label`).
  const [labelled, setLabelled] = useState(false);
  const labelRef = useCallback((element: HTMLLabelElement | null) => setLabelled(element !== null), []);
  const getters = createSearchFieldGetters({ state, actions, inputRef, rootRef, inputId: `${id}-input` });
  return {
    ...state,
    ...getters,
    getInputProps: <P extends InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }>(props?: P) =>
      getters.getInputProps(labelled ? { 'aria-labelledby': labelId, ...props } : props),
    getLabelProps: <P extends LabelHTMLAttributes<HTMLLabelElement> & { ref?: Ref<HTMLLabelElement> }>(props?: P) => {
      const { ref, ...rest } = props ?? ({} as P);
      return {
        id: labelId,
        htmlFor: `${id}-input`,
        'data-gk-search-label': '',
        ...rest,
        ref: ref ? mergeRefs(ref, labelRef) : labelRef,
      };
    },
    commit: actions.commit,
    submit: actions.submit,
    clear: actions.clear,
    clearChannel: actions.clearChannel,
    focusInput: actions.focusInput,
  };
}

/** Everything `useSearchField` returns: state, prop getters and actions. */
export type SearchFieldResult = ReturnType<typeof useSearchField>;
