/**
 * SearchProvider: the shared search context. It holds the term, the input text, the
 * active channel and the search options, and hands a grid or carousel a stable query
 * identity (`resetKey`) with a page fetcher, so typing changes the results without
 * remounting them. An empty term shows trending unless `defaultToTrending={false}`.
 *
 * Wiring a loader (headless/loader) to it is one line:
 * `useInfiniteLoader({ ...useSearchLoaderOptions() })`; under a `<GiphyProvider>`,
 * `useSearchInfiniteQuery()` is the same query as a React Query infinite query. Both read the
 * one list the provider builds per query (`searchList`: key and page call). No React Query here:
 * the query's key is framework-free, its fetch status comes from the tree's runner
 * (headless/shared/queryRunner.ts).
 */
import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { useOptionalGiphyCore } from '../../hooks/giphyContext';
import { withClient } from '../../hooks/queryKeys';
import { useQueryRunner } from '../../hooks/queryRunner';
import type { Channel } from '../../sdk/client/createGiphyClient';
import { GifkitError } from '../../sdk/errors';
import type { GifSource } from '../../sdk/source/types';
import { keyHash } from '../shared/keyHash';
import type { StateChange, StateReducer } from '../shared/useControlledReducer';
import { SearchChangeType } from './changeTypes';
import type { SearchAction, SearchState } from './reducer';
import {
  type PageCounter,
  type SearchContextValue,
  SearchFetchContext,
  type SearchResults,
  SearchResultsContext,
  SearchStateContext,
} from './searchContext';
import { loaderPageSource, resolveSearchRequest, type SearchResultOptions, searchList } from './searchQuery';
import { useSearchState } from './useSearchState';
import { withDeprecatedLoaderOptions } from './withDeprecatedLoaderOptions';

/** What `<SearchProvider>` takes: the client, the search options and the search state's callbacks. */
export interface SearchProviderProps {
  /** Controlled term (what results are shown for); pair with `onTermChange`. */
  term?: string;
  /** The first term (GIPHY's `initialTerm`); also the first input text unless `defaultInputValue` is given. */
  defaultTerm?: string;
  onTermChange?: (term: string) => void;
  /** Controlled input text; pair with `onInputValueChange`. */
  inputValue?: string;
  defaultInputValue?: string;
  onInputValueChange?: (inputValue: string) => void;
  /** Controlled active channel (`null`: none); pair with `onChannelChange`. */
  channel?: Channel | null;
  /** The first active channel (GIPHY's `initialChannel`). */
  defaultChannel?: Channel | null;
  onChannelChange?: (channel: Channel | null) => void;
  /** Rewrites any change before it applies: return `changes`, or your own state. */
  stateReducer?: StateReducer<SearchState, SearchAction>;
  /** Called after every change with its type and the fields that changed. */
  onStateChange?: (change: StateChange<SearchState, SearchAction>) => void;
  /** The client to search with. Default: the one of the nearest `<GiphyProvider>`. */
  client?: GifSource;
  /** Options of every search (and of trending, where they apply): `type`, `rating`, `lang`, `limit`, … */
  options?: SearchResultOptions;
  /** Show trending GIFs while the term is empty. Default true (GIPHY's `shouldDefaultToTrending`). */
  defaultToTrending?: boolean;
  children?: ReactNode;
}

/** Holds one search (the term, the channel, the results' source) for the search box and the grids under it. */
export function SearchProvider({
  client: clientProp,
  options,
  defaultToTrending = true,
  children,
  ...stateOptions
}: SearchProviderProps) {
  const providerClient = useOptionalGiphyCore();
  const client = clientProp ?? providerClient;
  if (!client) {
    // Who renders a provider, in development only (as the client's missing-key error gives its hint).
    const hint = process.env.NODE_ENV !== 'production' ? ' (or <GifPicker>, which renders one)' : '';
    throw new GifkitError(`gifkit: <SearchProvider>${hint} needs a \`client\` prop or a <GiphyProvider> above it.`);
  }
  const [state, dispatch] = useSearchState(stateOptions);

  const request = resolveSearchRequest({
    term: state.term,
    channel: state.channel,
    options: options ?? {},
    defaultToTrending,
  });
  const list = searchList(client, request);
  const queryKey = withClient([...list.key, 'infinite'], client);
  const resetKey = keyHash(queryKey);

  // One fetch path per list: a loader calls `useSearchLoaderOptions().source` (counted in
  // `loaderPages` while in flight), the infinite query calls its own `queryFn` (React Query
  // knows when it fetches). Neither writes React state; `isFetching` reads both.
  const [loaderPages] = useState(createCounter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `resetKey` stands for request, options and client
  const source = useMemo(() => ({ request, queryKey, list }), [resetKey, client]);
  // The list and its loader page function, one per query (the deprecated `loaderOptions` gives it too).
  const fetchContext = useMemo(
    () => ({ list: source.list, loaderSource: loaderPageSource(source.list, loaderPages) }),
    [source, loaderPages],
  );
  // React Query's fetch status under a GiphyProvider; without one, only the loader fetches.
  const runner = useQueryRunner();
  const queryFetching = runner ? runner.useListFetching(source.queryKey) : false;
  const loaderFetching = useCount(loaderPages) > 0;
  const isFetching = queryFetching || loaderFetching;

  const results = useMemo<SearchResults>(() => {
    const enabled = source.request.kind !== 'none';
    const term = source.request.kind === 'search' ? source.request.term : '';
    const { request, queryKey } = source;
    return withDeprecatedLoaderOptions(
      { request, queryKey, term, channel: state.channel, resetKey, enabled, isFetching },
      fetchContext.loaderSource,
    );
  }, [source, resetKey, isFetching, state.channel, fetchContext]);

  const actions = useMemo(
    () => ({
      setInputValue: (inputValue: string) => dispatch({ type: SearchChangeType.InputChange, inputValue }),
      commitTerm: () => dispatch({ type: SearchChangeType.TermCommit }),
      selectSuggestion: (term: string) => dispatch({ type: SearchChangeType.SuggestionSelect, term }),
      selectChannel: (channel: Channel) => dispatch({ type: SearchChangeType.ChannelSelect, channel }),
      clearChannel: () => dispatch({ type: SearchChangeType.ChannelClear }),
      clear: () => dispatch({ type: SearchChangeType.Clear }),
      setSearch: (term: string) => dispatch({ type: SearchChangeType.SetSearch, term }),
    }),
    [dispatch],
  );
  const { inputValue, term, channel } = state;
  const value = useMemo<SearchContextValue>(
    () => ({ inputValue, term, channel, client, isFetching, ...actions }),
    [inputValue, term, channel, client, isFetching, actions],
  );

  return (
    <SearchStateContext.Provider value={value}>
      <SearchResultsContext.Provider value={results}>
        <SearchFetchContext.Provider value={fetchContext}>{children}</SearchFetchContext.Provider>
      </SearchResultsContext.Provider>
    </SearchStateContext.Provider>
  );
}

/** A count with `subscribe` / `getSnapshot` (the loader pages in flight). */
function createCounter(): PageCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    add(n: number) {
      count += n;
      for (const listener of listeners) listener();
    },
    get: () => count,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function useCount(counter: PageCounter): number {
  return useSyncExternalStore(counter.subscribe, counter.get, counter.get);
}
