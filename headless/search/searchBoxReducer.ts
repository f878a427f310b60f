/**
 * The search box's suggestion list as a pure state machine: whether the list is open and
 * which suggestion is highlighted. The highlight is the suggestion's key (`activeId`), not a
 * position, so a list replaced under it (a late answer, a refetch) keeps it on the same
 * suggestion or drops it. The hook (`useSearchBox`) runs it through `useControlledReducer`.
 */
import { SearchBoxChangeType } from './changeTypes';
import type { SearchSuggestion } from './useSearchSuggestions';

/** How far PageDown / PageUp move the highlight. */
export const SEARCH_BOX_PAGE_SIZE = 10;

/** The suggestion list's state, as `stateReducer` and `onStateChange` see it. */
export interface SearchBoxListState {
  /** The list is open (it shows only while there are suggestions). */
  isOpen: boolean;
  /** The `key` of the highlighted suggestion, `null` for none. */
  activeId: string | null;
}

/** A change of the suggestion list: its type, the suggestions it applies to, and the item for pointer changes. */
export interface SearchBoxAction {
  type: SearchBoxChangeType;
  items: readonly SearchSuggestion[];
  /** The suggestion's index, for `ItemMouseMove`. */
  index?: number;
}

const T = SearchBoxChangeType;

export const initialSearchBoxListState: SearchBoxListState = { isOpen: false, activeId: null };

export function searchBoxReducer(state: SearchBoxListState, action: SearchBoxAction): SearchBoxListState {
  const { items } = action;
  const last = items.length - 1;
  const index = state.activeId === null ? -1 : items.findIndex((item) => item.key === state.activeId);
  const open = (at: number): SearchBoxListState => ({ isOpen: true, activeId: items[at]?.key ?? null });
  const closed: SearchBoxListState = { isOpen: false, activeId: null };
  switch (action.type) {
    case T.InputChange:
      return { isOpen: true, activeId: null };
    case T.InputClick:
      return state.isOpen ? closed : { isOpen: true, activeId: null };
    case T.InputKeyDownArrowDown:
      return open(!state.isOpen || index < 0 || index >= last ? 0 : index + 1);
    case T.InputKeyDownArrowUp:
      return open(!state.isOpen || index <= 0 ? last : index - 1);
    case T.InputKeyDownHome:
      return open(0);
    case T.InputKeyDownEnd:
      return open(last);
    case T.InputKeyDownPageDown:
      return open(Math.min(last, Math.max(index, 0) + SEARCH_BOX_PAGE_SIZE));
    case T.InputKeyDownPageUp:
      return open(Math.max(0, index - SEARCH_BOX_PAGE_SIZE));
    case T.ItemMouseMove:
      return { ...state, activeId: items[action.index ?? -1]?.key ?? null };
    case T.MenuMouseLeave:
      return { ...state, activeId: null };
    case T.ItemsChange:
      return index < 0 ? { ...state, activeId: null } : state;
    case T.FunctionOpenMenu:
      return { ...state, isOpen: true };
    case T.InputBlur:
    case T.InputKeyDownEnter:
    case T.InputKeyDownEscape:
    case T.ItemClick:
    case T.FunctionCloseMenu:
      return closed;
  }
}
