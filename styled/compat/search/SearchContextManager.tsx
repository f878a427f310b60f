/**
 * `<SearchContextManager>`: @giphy/react-components' search provider, as a drop-in. gifkit's
 * `<SearchProvider>` holds the search (input, debounced term, channel; headless/search), and
 * this component hands it on as GIPHY's `SearchContext` value: `fetchGifs(offset)` is the
 * provider's page fetcher with the answer in GIPHY's shape, `searchKey` the provider's query
 * identity. Requests go through a compat `GiphyFetch`'s client (its key, rating default, request
 * cache and pingback ids). Like GIPHY's, it needs no React Query: the bar lists no suggestions,
 * and the trending searches are fetched once per client, as GIPHY's are.
 */
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { SearchProvider } from '../../../headless/search/SearchProvider';
import { useSearchContext } from '../../../headless/search/searchContext';
import { uniqueTerms } from '../../../headless/search/searchQuery';
import { useSearchLoaderOptions } from '../../../headless/search/useSearchLoaderOptions';
import { trendingSearches as fetchTrendingSearches } from '../../../sdk/client/calls';
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

interface GiphySearchContextProps {
  gf: GiphyFetch;
  limit: number | undefined;
  shouldFetchChannels: boolean;
  children: ReactNode;
}

/** Builds GIPHY's context value from the enclosing `<SearchProvider>`. */
function GiphySearchContext({ gf, limit, shouldFetchChannels, children }: GiphySearchContextProps) {
  const { client, term, channel, isFetching, setSearch, selectChannel, clear } = useSearchContext();
  const { source: fetchPage, resetKey } = useSearchLoaderOptions();
  const [trendingSearches, setTrendingSearches] = useState<string[]>([]);
  const [currentChannels, setChannels] = useState<IChannel[]>([]);
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

  // GIPHY's trending searches, for the suggestion bar; a failure shows none (suggestions are a nicety).
  useEffect(() => {
    let current = true;
    fetchTrendingSearches(client).then(
      ({ data }) => current && setTrendingSearches(uniqueTerms(data)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [client]);

  // The channels of each new term typed without a channel (a late answer for an older term is dropped).
  useEffect(() => {
    if (!shouldFetchChannels || channel || !term.replace('@', '')) return;
    let current = true;
    fetchChannelSearch(0).then(
      (found) => current && setChannels(found),
      () => {}, // suggestions are a nicety: a failure keeps the last ones
    );
    return () => {
      current = false;
    };
  }, [fetchChannelSearch, term, channel, shouldFetchChannels]);

  // A term that starts with `@slug ` of a channel found activates it; the rest stays the term.
  useEffect(() => {
    if (channel) return;
    const found = currentChannels.find(({ slug }) => term.startsWith(`@${slug} `));
    if (found) selectChannel(fromCompatChannel(found));
  }, [term, currentChannels, channel, selectChannel]);

  const setActiveChannel = useCallback(
    (next: IChannel | undefined) => {
      if (!next) return clear();
      setSearch('');
      selectChannel(fromCompatChannel(next));
    },
    [clear, setSearch, selectChannel],
  );

  const value = useMemo<SearchContextProps>(
    () => ({
      setSearch,
      term,
      activeChannel: channel ? toCompatChannel(channel) : undefined,
      setChannels,
      currentChannels,
      setActiveChannel,
      fetchGifs,
      fetchAnimatedText,
      fetchChannelSearch,
      isFetching,
      trendingSearches,
      searchKey: resetKey,
      isFocused,
    }),
    [
      setSearch,
      term,
      channel,
      currentChannels,
      setActiveChannel,
      fetchGifs,
      fetchAnimatedText,
      fetchChannelSearch,
      isFetching,
      trendingSearches,
      resetKey,
      isFocused,
    ],
  );
  const bar = useMemo(() => ({ setIsFocused }), []);
  return (
    <SearchContext.Provider value={value}>
      <SearchBarContext.Provider value={bar}>{children}</SearchBarContext.Provider>
    </SearchContext.Provider>
  );
}
