/**
 * The search state machine: what is typed (`inputValue`), what is searched
 * (`term`, the debounced or committed text) and the active channel. Pure; `<SearchProvider>`
 * runs it and lets `stateReducer` rewrite every change.
 */
import type { Channel } from '../../sdk/client/createGiphyClient';
import type { StateChange, StateReducer } from '../shared/useControlledReducer';
import { SearchChangeType } from './changeTypes';
import { stripChannelPrefix } from './searchQuery';

/** The search's state (the input, the term, the channel), as `stateReducer` and `onStateChange` see it. */
export interface SearchState {
  /** The text in the input, as typed. */
  inputValue: string;
  /** The text results are shown for: the trimmed input once the debounce ran out or on Enter. */
  term: string;
  /** The channel searches are scoped to (`@channel` mode), or null. */
  channel: Channel | null;
}

/** An action the reducer handles; `stateReducer` and `onStateChange` see these. */
export type SearchAction =
  | { type: SearchChangeType.InputChange; inputValue: string }
  | { type: SearchChangeType.TermCommit }
  | { type: SearchChangeType.SuggestionSelect; term: string }
  | { type: SearchChangeType.ChannelSelect; channel: Channel }
  | { type: SearchChangeType.ChannelClear }
  | { type: SearchChangeType.Clear }
  | { type: SearchChangeType.SetSearch; term: string };

/**
 * @deprecated Write `StateReducer<SearchState, SearchAction>` (`StateReducer` from `gifkit`), the
 * one name every component's `stateReducer` has. Removed in 0.5.0 at the earliest.
 */
export type SearchStateReducer = StateReducer<SearchState, SearchAction>;

/**
 * @deprecated Write `StateChange<SearchState, SearchAction>` (`StateChange` from `gifkit`), the
 * one name every component's `onStateChange` argument has. Removed in 0.5.0 at the earliest.
 */
export type SearchStateChange = StateChange<SearchState, SearchAction>;

export const initialSearchState: SearchState = { inputValue: '', term: '', channel: null };

/** The next state for `action`; returns `state` itself when nothing changes. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case SearchChangeType.InputChange: {
      // Keys typed fast, before the channel's activation was rendered, still carry its `@slug `:
      // that prefix is the channel, not the term.
      const prefix = state.channel?.slug ? `@${state.channel.slug} ` : undefined;
      const inputValue =
        prefix && action.inputValue.startsWith(prefix) ? action.inputValue.slice(prefix.length) : action.inputValue;
      return inputValue === state.inputValue ? state : { ...state, inputValue };
    }
    case SearchChangeType.TermCommit: {
      const term = state.inputValue.trim();
      return term === state.term ? state : { ...state, term };
    }
    case SearchChangeType.SuggestionSelect:
    case SearchChangeType.SetSearch:
      return { ...state, inputValue: action.term, term: action.term.trim() };
    case SearchChangeType.ChannelSelect: {
      const rest = stripChannelPrefix(state.inputValue);
      return { inputValue: rest, term: rest.trim(), channel: action.channel };
    }
    case SearchChangeType.ChannelClear:
      return state.channel ? { ...state, channel: null } : state;
    case SearchChangeType.Clear:
      return state.inputValue === '' && state.term === '' && !state.channel ? state : initialSearchState;
    default:
      return state;
  }
}
