/**
 * useSearchBox: the search box's state hook. The search field (`useSearchField`: the shared
 * search state of `<SearchProvider>`, typing updates the term after a debounce, Enter commits
 * at once) with a downshift `useCombobox` over the suggestions; `@channel` mode suggests
 * channels. Returns the state and the prop getters (searchBoxGetters).
 */
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';
import { menuSide } from './menuSide';
import { createSearchBoxGetters } from './searchBoxGetters';
import { type SearchFieldOptions, useSearchFieldParts } from './useSearchField';
import { type SearchSuggestion, useSearchSuggestions } from './useSearchSuggestions';

export { SEARCH_DEBOUNCE_MS } from './useSearchField';
/** Quiet time before suggestions are looked up (ms). */
export const SUGGESTION_DELAY_MS = 150;

/** What `useSearchBox` takes: the search field's options and the suggestions' source and callbacks. */
export interface SearchBoxOptions extends SearchFieldOptions {
  /** Quiet time (ms) before suggestions are looked up for the typed text. Default 150. */
  suggestionDelay?: number;
  /** The longest suggestion list. Default 10. */
  maxSuggestions?: number;
  /** Suggest trending searches while the input is empty. Default true. */
  suggestTrending?: boolean;
  /** Suggest channels when the input starts with `@`. Default true. */
  suggestChannels?: boolean;
  /**
   * Sees every change of the suggestion list (after gifkit's) and may rewrite it: return
   * `changes`, or your own. `type` is one of downshift's `useCombobox.stateChangeTypes`.
   */
  stateReducer?: (
    state: SearchBoxListState,
    actionAndChanges: { type: string; changes: Partial<SearchBoxListState> },
  ) => Partial<SearchBoxListState>;
  /** After a change of the suggestion list: its `type` (`useCombobox.stateChangeTypes`) and the fields that changed. */
  onStateChange?: (changes: Partial<SearchBoxListState> & { type: string }) => void;
}

/** The search box's suggestion list (downshift's combobox state, which gifkit keeps private). */
export interface SearchBoxListState {
  /** The list is open. */
  isOpen: boolean;
  /** The highlighted suggestion's index (-1: none). */
  highlightedIndex: number;
  /** The input's text. */
  inputValue: string;
  /** Always `null`: picking a suggestion sets the search, it is not a value of the box. */
  selectedItem: SearchSuggestion | null;
}

const suggestionText = (item: SearchSuggestion | null) =>
  !item ? '' : item.kind === 'channel' ? item.name : item.term;
const suggestionKey = (item: SearchSuggestion | null) => item?.key ?? null;

/**
 * gifkit's part of the combobox reducer: nothing stays "selected" (choosing a suggestion sets
 * the search, it is not a value of the box), and leaving the input never picks the
 * highlighted suggestion.
 */
function searchBoxReducer(
  state: UseComboboxState<SearchSuggestion>,
  { type, changes }: UseComboboxStateChangeOptions<SearchSuggestion>,
): Partial<UseComboboxState<SearchSuggestion>> {
  const next = 'selectedItem' in changes ? { ...changes, selectedItem: null } : changes;
  return type === useCombobox.stateChangeTypes.InputBlur ? { ...next, inputValue: state.inputValue } : next;
}

/** A search field with suggestions (downshift's combobox): the input, the list and their prop getters. */
export function useSearchBox(options: SearchBoxOptions = {}) {
  const { suggestionDelay = SUGGESTION_DELAY_MS, maxSuggestions = 10 } = options;
  const field = useSearchFieldParts(options);
  const { search, actions: fieldActions, inputRef, rootRef } = field;
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
  const userReducer = options.stateReducer;
  const items = suggestions.items;
  const combobox = useCombobox<SearchSuggestion>({
    items,
    inputValue: search.inputValue,
    selectedItem: null,
    itemToString: suggestionText,
    itemToKey: suggestionKey,
    id: options.id,
    stateReducer: (state, action) => {
      const changes = searchBoxReducer(state, action);
      return userReducer ? userReducer(state, { ...action, changes }) : changes;
    },
    onStateChange: options.onStateChange,
  });

  // The highlight follows a suggestion, not a position. Downshift keeps the index (so keys
  // pressed in quick succession all count); when the list is replaced under an open menu (a
  // late answer, a refetch), this effect moves the index to where the highlighted suggestion
  // now is, or clears it if the suggestion is gone (it stays unhighlighted if it comes back).
  // Before paint, so aria-activedescendant never names another or a missing option.
  const highlight = useRef<{ items: SearchSuggestion[]; key: string | null }>({ items, key: null });
  const { highlightedIndex, setHighlightedIndex } = combobox;
  useIsomorphicLayoutEffect(() => {
    const last = highlight.current;
    if (last.items !== items) {
      last.items = items;
      const index = last.key === null ? highlightedIndex : items.findIndex((item) => item.key === last.key);
      if (index !== highlightedIndex) {
        setHighlightedIndex(index);
        return;
      }
    }
    last.key = items[highlightedIndex]?.key ?? null;
  }, [items, highlightedIndex, setHighlightedIndex]);

  useEffect(() => {
    if (combobox.isOpen) engage();
  }, [combobox.isOpen, engage]);
  const { closeMenu } = combobox;
  const actions = {
    ...fieldActions,
    engage,
    /** Chooses a suggestion: a term becomes the search, a channel becomes active. */
    choose: (item: SearchSuggestion) => {
      fieldActions.cancel();
      if (item.kind === 'channel') search.selectChannel(item.channel);
      else search.selectSuggestion(item.term);
    },
    /** Empties input, term and channel, closes the list and puts focus back in the input. */
    clear: () => {
      fieldActions.clear();
      closeMenu();
    },
    /** The typed text changed: update it now, the term after the debounce. */
    type: (value: string) => {
      engage();
      fieldActions.type(value);
    },
  };

  const isOpen = combobox.isOpen && suggestions.items.length > 0;
  // The list opens upward when it does not fit below; measured before paint, so it never
  // shows (or stretches a scrolling panel) on the wrong side.
  const menuRef = useRef<HTMLElement | null>(null);
  const [side, setSide] = useState<'bottom' | 'top'>('bottom');
  useIsomorphicLayoutEffect(() => {
    if (isOpen && items.length && rootRef.current && menuRef.current)
      setSide(menuSide(rootRef.current, menuRef.current));
  }, [isOpen, items]);
  const state = {
    ...field.state,
    /** The suggestion list is open and has entries. */
    isOpen,
    menuSide: side,
    highlightedIndex: isOpen ? combobox.highlightedIndex : -1,
    suggestions: suggestions.items,
    suggestionSource: suggestions.source,
    isLoadingSuggestions: suggestions.isLoading,
    /** For a polite live region: the number of suggestions while the list is open. */
    announcement:
      combobox.isOpen && !suggestions.isLoading ? field.state.messages.suggestions(suggestions.items.length) : '',
  };
  const getters = createSearchBoxGetters({
    combobox,
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
    focusInput: actions.focusInput,
    openMenu: combobox.openMenu,
    closeMenu,
  };
}

/** Everything `useSearchBox` returns: state, prop getters and actions. */
export type SearchBoxState = ReturnType<typeof useSearchBox>;
export type { SearchBoxViewState } from './types';
