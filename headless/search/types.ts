/**
 * Types shared by the search box's hook and its prop getters, in a module of their own so
 * neither imports the other for them.
 */
import type { Channel } from '../../sdk/client/createGiphyClient';
import type { SearchMessages } from '../shared/messages';
import type { SearchSuggestion, SuggestionSource } from './useSearchSuggestions';

/** The state part handed to the search field's prop getters. */
export type SearchFieldViewState = {
  inputValue: string;
  channel: Channel | null;
  channelName: string;
  channelMode: boolean;
  isFetching: boolean;
  canClear: boolean;
  placeholder: string;
  messages: SearchMessages;
};

/** The state part handed to the search box's prop getters: the field's and the suggestion list's. */
export type SearchBoxViewState = SearchFieldViewState & {
  isOpen: boolean;
  /** Where the open list sits: below the field, or above it when there is no room below. */
  menuSide: 'bottom' | 'top';
  highlightedIndex: number;
  suggestions: SearchSuggestion[];
  suggestionSource: SuggestionSource;
};
