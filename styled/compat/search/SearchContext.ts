/**
 * `SearchContext`: the value apps read with `useContext(SearchContext)` under a
 * `<SearchContextManager>`, in the shape of @giphy/react-components' (`fetchGifs`, `searchKey`,
 * `term`, `setSearch`, `activeChannel`, `isFetching`, …). `SearchBarContext` is the private
 * part the compat `SearchBar` uses (focus).
 */
import { createContext, type KeyboardEvent } from 'react';
import type { GifsResult, IChannel } from '../../../sdk/compat/types';

/** What `SearchContext` holds: the term, the channels, the active channel and their setters. */
export interface SearchContextProps {
  /** Sets input and term now (e.g. a trending pill). */
  setSearch: (searchTerm: string) => void;
  /** The term results are shown for: the input after the search bar's debounce or Enter. */
  term: string;
  /** The channel searches are scoped to, or undefined. */
  activeChannel: IChannel | undefined;
  /** Replaces the channels the suggestion bar shows. */
  setChannels: (channels: IChannel[]) => void;
  /** The channels found for the last term typed without an active channel. */
  currentChannels: IChannel[];
  /** Activates a channel (the term empties) or, with undefined, removes it (input and term empty). */
  setActiveChannel: (channel: IChannel | undefined) => void;
  /** The page at `offset` of the current search (trending for an empty term): the `fetchGifs` of a `Grid`. */
  fetchGifs: (offset: number) => Promise<GifsResult>;
  /** Animated text for the term (GIPHY's `animate`). */
  fetchAnimatedText: (offset: number) => Promise<GifsResult>;
  /** Channels matching the term (its first word in `@channel` mode). */
  fetchChannelSearch: (offset: number) => Promise<IChannel[]>;
  /** True while a page of `fetchGifs` is in flight. */
  isFetching: boolean;
  /** GIPHY's trending searches ([] until they arrive, or if they fail). */
  trendingSearches: string[];
  /**
   * Changes exactly when the results do (term, channel, type, rating, …): use it as the
   * `key` of the `Grid` that shows `fetchGifs`.
   */
  searchKey: string;
  /** The search bar's input has focus. */
  isFocused: boolean;
}

/** @giphy/react-components' search context: the search a `SearchBar` and `SearchGrid` share. */
export const SearchContext = createContext({} as SearchContextProps);

/** What the compat `SearchBar` needs beyond the public context. */
export interface SearchBarContextValue {
  setIsFocused: (focused: boolean) => void;
  /** The suggestion bar's keys on the field (`useSuggestionBar`'s `onFieldKeyDown`). */
  onFieldKeyDown?: (event: KeyboardEvent) => void;
}

export const SearchBarContext = createContext<SearchBarContextValue>({ setIsFocused: () => {} });
