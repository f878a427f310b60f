/**
 * useSearchBox: the search box's state hook. A combobox (an input that opens a list of
 * suggestions: ARIA's combobox pattern, list autocomplete) over the shared search state of
 * `<SearchProvider>`: typing updates the term after a debounce (500 ms like GIPHY), Enter
 * commits at once, and `@channel` mode suggests channels. The list's state (open, highlighted
 * suggestion) is `searchBoxReducer`'s. Returns the state and the prop getters (searchBoxGetters).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { resolveSearchMessages, type SearchMessages } from '../shared/messages';
import { type StateChange, type StateReducer, useControlledReducer } from '../shared/useControlledReducer';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';
import { useDebouncedCallback } from '../shared/useTimeout';
import { SearchBoxChangeType } from './changeTypes';
import { type MenuSide, menuSide } from './menuSide';
import { createSearchBoxGetters } from './searchBoxGetters';
import {
  initialSearchBoxListState,
  type SearchBoxAction,
  type SearchBoxListState,
  searchBoxReducer,
} from './searchBoxReducer';
import { useSearchContext } from './searchContext';
import { channelName, channelQuery } from './searchQuery';
import { type SearchSuggestion, useSearchSuggestions } from './useSearchSuggestions';

/** GIPHY's search debounce (ms). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Quiet time before suggestions are looked up (ms). */
export const SUGGESTION_DELAY_MS = 150;

export interface SearchBoxOptions {
  /** Quiet time (ms) between the last keystroke and the term update. Default 500 (GIPHY's). */
  debounce?: number;
  /** Quiet time (ms) before suggestions are looked up for the typed text. Default 150. */
  suggestionDelay?: number;
  /** The longest suggestion list. Default 10. */
  maxSuggestions?: number;
  /** Suggest trending searches while the input is empty. Default true. */
  suggestTrending?: boolean;
  /** Suggest channels when the input starts with `@`. Default true. */
  suggestChannels?: boolean;
  /** Called when Enter (not picking a suggestion) or `submit()` (a search button) commits the typed text, trimmed. */
  onSubmit?: (term: string) => void;
  /** Strings (`searchLabel`, `searchPlaceholder`, `clearSearch`, `suggestions`, …). */
  messages?: Partial<SearchMessages>;
  /** Prefix of the element ids (default: React's `useId`). */
  id?: string;
  /** Sees every change of the suggestion list (`SearchBoxChangeType`) and may rewrite it. */
  stateReducer?: StateReducer<SearchBoxListState, SearchBoxAction>;
  /** Called after every change of the suggestion list with its type and the fields that changed. */
  onStateChange?: (change: StateChange<SearchBoxListState, SearchBoxAction>) => void;
}

/** The keys that move the highlight: the suggestion they land on is scrolled into view. */
const KEY_CHANGES: ReadonlySet<SearchBoxChangeType> = new Set([
  SearchBoxChangeType.InputKeyDownArrowDown,
  SearchBoxChangeType.InputKeyDownArrowUp,
  SearchBoxChangeType.InputKeyDownHome,
  SearchBoxChangeType.InputKeyDownEnd,
  SearchBoxChangeType.InputKeyDownPageDown,
  SearchBoxChangeType.InputKeyDownPageUp,
]);

export function useSearchBox(options: SearchBoxOptions = {}) {
  const { debounce = SEARCH_DEBOUNCE_MS, suggestionDelay = SUGGESTION_DELAY_MS, maxSuggestions = 10 } = options;
  const search = useSearchContext();
  const messages = resolveSearchMessages(options.messages);
  // Suggestions are looked up once the user turns to the box (focus, typing, opening the list).
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => setEngaged(true), []);
  const suggestions = useSearchSuggestions(search.client, search.inputValue, !!search.channel, {
    delay: suggestionDelay,
    limit: maxSuggestions,
    trending: options.suggestTrending ?? true,
    channels: options.suggestChannels ?? true,
    active: engaged,
  });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const commitLater = useDebouncedCallback(search.commitTerm, debounce);
  const items = suggestions.items;
  const list = useControlledReducer<SearchBoxListState, SearchBoxAction>({
    reducer: searchBoxReducer,
    initialState: initialSearchBoxListState,
    stateReducer: options.stateReducer,
    onStateChange: options.onStateChange,
  });
  const { dispatch, getState } = list;
  // A suggestion highlighted from the keyboard is scrolled into the list's view (not one under the pointer).
  const byKey = useRef(false);
  /** Runs a change of the list against the suggestions shown now. */
  const send = (type: SearchBoxChangeType, index?: number) => {
    byKey.current = KEY_CHANGES.has(type);
    dispatch({ type, items, index });
  };
  // The root (what the list is placed against) and the list.
  const rootRef = useRef<HTMLElement | null>(null);
  const menuRef = useRef<HTMLElement | null>(null);

  // The highlight follows a suggestion, not a position: when the list is replaced under it (a
  // late answer, a refetch) and the highlighted suggestion is gone, nothing is highlighted (it
  // stays so if the suggestion comes back). Before paint; until then the highlight's index is
  // -1, so aria-activedescendant never names a missing option.
  useIsomorphicLayoutEffect(() => {
    const { activeId } = getState();
    if (activeId !== null && !items.some((item) => item.key === activeId))
      dispatch({ type: SearchBoxChangeType.ItemsChange, items });
  }, [items, dispatch, getState]);

  const reactId = useId();
  const prefix = options.id ?? `gk-search${reactId}`;
  const id = {
    label: `${prefix}-label`,
    input: `${prefix}-input`,
    menu: `${prefix}-menu`,
    item: (index: number) => `${prefix}-item-${index}`,
  };
  const highlightedIndex =
    list.state.activeId === null ? -1 : items.findIndex((item) => item.key === list.state.activeId);

  const highlightedId = highlightedIndex >= 0 ? id.item(highlightedIndex) : '';
  useIsomorphicLayoutEffect(() => {
    if (!highlightedId || !byKey.current) return;
    menuRef.current?.ownerDocument.getElementById(highlightedId)?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightedId]);

  useEffect(() => {
    if (list.state.isOpen) engage();
  }, [list.state.isOpen, engage]);
  const closeMenu = useCallback(() => dispatch({ type: SearchBoxChangeType.FunctionCloseMenu, items: [] }), [dispatch]);
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
    /** Chooses a suggestion: a term becomes the search, a channel becomes active. */
    choose: (item: SearchSuggestion) => {
      cancel();
      if (item.kind === 'channel') search.selectChannel(item.channel);
      else search.selectSuggestion(item.term);
    },
    /** Empties input, term and channel, closes the list and puts focus back in the input. */
    clear: () => {
      cancel();
      search.clear();
      closeMenu();
      focusInput();
    },
    /** Removes the active channel and puts focus back in the input. */
    clearChannel: () => {
      search.clearChannel();
      focusInput();
    },
    focusInput,
    engage,
    /** The typed text changed: update it now, the term after the debounce. */
    type: (value: string) => {
      engage();
      search.setInputValue(value);
      commitLater();
    },
  };

  const isOpen = list.state.isOpen && items.length > 0;
  // The list opens upward when it does not fit below; measured before paint, so it never
  // shows (or stretches a scrolling panel) on the wrong side.
  const [side, setSide] = useState<MenuSide>('bottom');
  useIsomorphicLayoutEffect(() => {
    if (isOpen && items.length && rootRef.current && menuRef.current)
      setSide(menuSide(rootRef.current, menuRef.current));
  }, [isOpen, items]);
  const name = search.channel ? channelName(search.channel) : '';
  const state = {
    inputValue: search.inputValue,
    term: search.term,
    channel: search.channel,
    /** The active channel's display name ('' without one). */
    channelName: name,
    /** The input starts with `@` and no channel is active: suggestions are channels. */
    channelMode: !search.channel && channelQuery(search.inputValue) !== undefined,
    /** The suggestion list is open and has entries. */
    isOpen,
    menuSide: side,
    highlightedIndex: isOpen ? highlightedIndex : -1,
    suggestions: suggestions.items,
    suggestionSource: suggestions.source,
    isLoadingSuggestions: suggestions.isLoading,
    /** A page of results is being fetched (spinner). */
    isFetching: search.isFetching,
    /** There is text or a channel to clear. */
    canClear: search.inputValue !== '' || !!search.channel,
    placeholder: search.channel ? messages.searchChannelPlaceholder(name) : messages.searchPlaceholder,
    /** For a polite live region: the number of suggestions while the list is open. */
    announcement: list.state.isOpen && !suggestions.isLoading ? messages.suggestions(suggestions.items.length) : '',
    messages,
  };
  const getters = createSearchBoxGetters({
    send,
    ids: id,
    state,
    actions,
    inputRef,
    rootRef,
    menuRef,
  });
  return {
    ...state,
    ...getters,
    commit: actions.commit,
    submit: actions.submit,
    selectSuggestion: actions.choose,
    clear: actions.clear,
    clearChannel: actions.clearChannel,
    focusInput,
    openMenu: () => send(SearchBoxChangeType.FunctionOpenMenu),
    closeMenu,
  };
}

/** Everything `useSearchBox` returns: state, prop getters and actions. */
export type SearchBoxState = ReturnType<typeof useSearchBox>;
export type { SearchBoxViewState } from './types';
