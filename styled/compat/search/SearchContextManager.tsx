/**
 * `<SearchContextManager>`: @giphy/react-components' search provider, as a drop-in. gifkit's
 * `<SearchProvider>` holds the search (input, debounced term, channel; headless/search), and
 * this component hands it on as GIPHY's `SearchContext` value: `fetchGifs(offset)` is the
 * provider's page fetcher with the answer in GIPHY's shape, `searchKey` the provider's query
 * identity. Requests go through a compat `GiphyFetch`'s client (its key, rating default, request
 * cache and pingback ids). The trending searches and the channels found for the term are the
 * headless `useSuggestionBar`'s. Like GIPHY's, it needs no React Query (it uses a QueryClient
 * only under a `<GiphyProvider>`): the bar lists no suggestions.
 */
import { type CSSProperties, type ReactNode, useCallback, useMemo, useState } from 'react';
import { SearchProvider, useSearchContext, useSearchLoaderOptions, useSuggestionBar } from '../../../headless';
import { fromCompatChannel } from '../../../sdk/compat/fromCompatChannel';
import { clientOf, GiphyFetch } from '../../../sdk/compat/GiphyFetch';
import { settings } from '../../../sdk/compat/settings';
import { toCompatChannel } from '../../../sdk/compat/toCompatChannel';
import { toGifsResult } from '../../../sdk/compat/toCompatGif';
import type { IChannel, SearchOptions } from '../../../sdk/compat/types';
import { SearchBarContext, SearchContext, type SearchContextProps } from './SearchContext';

/** GIPHY's `theme` prop of `SearchContextManager`. */
export interface SearchContextManagerTheme {
  /** Dark colours for the search bar and suggestions (default: light, as GIPHY's). */
  darkMode?: boolean;
  /** The search bar's height in px (default 44). */
  searchbarHeight?: number;
  /** Hides the search bar's clear button. */
  hideCancelButton?: boolean;
  /** The search bar's height in px on screens up to 480 px wide. */
  mobileSearchbarHeight?: number;
  /** Accepted for GIPHY's type; phones are screens up to 480 px wide. */
  mobileMediaQuery?: string;
}

/** @giphy/react-components' `SearchContextManager` props: the API key, the options and its children. */
export interface SearchContextManagerProps {
  children: ReactNode;
  /** Your GIPHY API key. */
  apiKey: string;
  /** Options of every search and of trending (`type`, `rating`, `lang`, `limit`, …). */
  options?: SearchOptions;
  /** The first term. */
  initialTerm?: string;
  /** The first active channel. */
  initialChannel?: IChannel;
  /** Show trending GIFs while the term is empty. Default true. */
  shouldDefaultToTrending?: boolean;
  /** Look up channels for each term, for the suggestion bar. Default true. */
  shouldFetchChannels?: boolean;
  theme?: SearchContextManagerTheme;
}

/** @giphy/react-components' search context provider, over gifkit's search. */
export function SearchContextManager({
  children,
  apiKey,
  options = {},
  initialTerm = '',
  initialChannel,
  shouldDefaultToTrending = true,
  shouldFetchChannels = true,
  theme,
}: SearchContextManagerProps) {
  const gf = useMemo(() => new GiphyFetch(apiKey), [apiKey]);
  const defaultChannel = useMemo(() => (initialChannel ? fromCompatChannel(initialChannel) : null), [initialChannel]);
  // The provider owns paging and the channel; GIPHY ignores these two options here too.
  const { offset: _offset, channel: _channel, ...searchOptions } = options;
  const style = {
    '--gk-search-height': theme?.searchbarHeight ? `${theme.searchbarHeight}px` : undefined,
    '--gk-search-height-phone': theme?.mobileSearchbarHeight ? `${theme.mobileSearchbarHeight}px` : undefined,
    '--gk-search-clear-display': theme?.hideCancelButton ? 'none' : undefined,
  } as CSSProperties;
  return (
    <SearchProvider
      client={clientOf(gf)}
      options={{ rating: settings.rating, ...searchOptions }}
      defaultToTrending={shouldDefaultToTrending}
      defaultTerm={initialTerm}
      defaultChannel={defaultChannel}
    >
      <GiphySearchContext gf={gf} limit={options.limit} shouldFetchChannels={shouldFetchChannels}>
        <div data-gk-theme={theme?.darkMode ? 'dark' : 'light'} style={style}>
          {children}
        </div>
      </GiphySearchContext>
    </SearchProvider>
  );
}

/** GIPHY's `fetchChannelSearch` looks up the first word of an `@channel` term, else the term. */
const channelSearchTerm = (term: string) => (term.startsWith('@') ? (term.split(' ')[0] ?? '') : term);

/** The suggestion bar's channels in GIPHY's shape, and back to activate one. */
const COMPAT_CHANNELS = { to: toCompatChannel, from: fromCompatChannel };

interface GiphySearchContextProps {
  gf: GiphyFetch;
  limit: number | undefined;
  shouldFetchChannels: boolean;
  children: ReactNode;
}

/** GIPHY's context value: the enclosing `<SearchProvider>` and `useSuggestionBar`, in GIPHY's shapes. */
function GiphySearchContext({ gf, limit, shouldFetchChannels, children }: GiphySearchContextProps) {
  const { term, channel, isFetching, setSearch } = useSearchContext();
  const { source: fetchPage, resetKey } = useSearchLoaderOptions();
  const bar = useSuggestionBar({ channels: shouldFetchChannels, convert: COMPAT_CHANNELS });
  const [isFocused, setIsFocused] = useState(false);

  const fetchGifs = useCallback(
    (offset: number) => fetchPage(offset, new AbortController().signal).then(toGifsResult),
    [fetchPage],
  );
  const fetchAnimatedText = useCallback(
    (offset: number) => gf.animate(term, { offset, limit: limit || 50 }),
    [gf, term, limit],
  );
  const fetchChannelSearch = useCallback(
    async (offset: number) => (await gf.channels(channelSearchTerm(term), { offset })).data,
    [gf, term],
  );

  const value = useMemo<SearchContextProps>(
    () => ({
      setSearch,
      term,
      activeChannel: channel ? toCompatChannel(channel) : undefined,
      setChannels: bar.setChannels,
      currentChannels: bar.channels as IChannel[],
      setActiveChannel: bar.setActiveChannel,
      fetchGifs,
      fetchAnimatedText,
      fetchChannelSearch,
      isFetching,
      trendingSearches: bar.trendingSearches as string[],
      searchKey: resetKey,
      isFocused,
    }),
    [
      setSearch,
      term,
      channel,
      bar.setChannels,
      bar.channels,
      bar.setActiveChannel,
      fetchGifs,
      fetchAnimatedText,
      fetchChannelSearch,
      isFetching,
      bar.trendingSearches,
      resetKey,
      isFocused,
    ],
  );
  const field = useMemo(() => ({ setIsFocused, onFieldKeyDown: bar.onFieldKeyDown }), [bar.onFieldKeyDown]);
  return (
    <SearchContext.Provider value={value}>
      <SearchBarContext.Provider value={field}>{children}</SearchBarContext.Provider>
    </SearchContext.Provider>
  );
}
