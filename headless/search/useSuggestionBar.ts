/**
 * useSuggestionBar: the row of suggestions GIPHY's kit shows under its search bar, over the
 * search of the enclosing `<SearchProvider>`: the trending searches, and the channels found for
 * each term typed without an active channel (a term starting `@slug ` activates the found
 * channel `slug`, the rest stays the term). Reads go through the tree's runner (React Query's
 * under a `<GiphyProvider>`, else the client's own), so a late answer for an older term is never
 * shown. gifkit/compat/react's `SearchContextManager` is this hook in GIPHY's context shape.
 */
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { searchChannelsKey } from '../../hooks/queryKeys';
import { searchChannels } from '../../sdk/client/calls';
import type { Channel } from '../../sdk/client/createGiphyClient';
import { useTrendingSearches } from '../picker/useTrendingSearches';
import { useRunner } from '../shared/queryRunner';
import { useSearchContext } from './searchContext';

/** GIPHY looks up the first word of an `@channel` term, else the whole term. */
const lookupWord = (term: string) => (term.startsWith('@') ? (term.split(' ')[0] ?? '') : term);

const NONE: readonly never[] = [];

/**
 * The suggestion bar's trending searches and channels, inside a `<SearchProvider>`. Channels are
 * `Channel`s, or what `convert.to` makes of them (`convert.from` turns one back to activate it).
 */
export function useSuggestionBar<C extends { slug?: string } = Channel>(
  options: {
    /** Look up channels for each term typed without an active channel (GIPHY's `shouldFetchChannels`). Default true. */
    channels?: boolean;
    /** Fetch the trending searches. Default true. */
    trending?: boolean;
    /** The channels in another shape (gifkit/compat's `IChannel`), and back. */
    convert?: { to: (channel: Channel) => C; from: (channel: C) => Channel };
  } = {},
) {
  const { channels: lookUp = true, trending = true, convert } = options;
  const { client, term, channel, setSearch, selectChannel, clear } = useSearchContext();
  const trendingSearches = useTrendingSearches({ client, enabled: trending, limit: Number.POSITIVE_INFINITY });

  // The channels of the last term looked up (kept while the next one loads, and while none is).
  const word = lookUp && !channel && term.replace('@', '') ? lookupWord(term) : undefined;
  const read = useRunner().useRead({
    client,
    key: searchChannelsKey(word),
    call: (signal) => searchChannels(client, word ?? '', { signal }),
    enabled: word !== undefined,
    keepPrevious: true,
  });
  // A failed lookup keeps the channels found last (suggestions are a nicety).
  const answered = read.data?.data;
  const [last, setLast] = useState<readonly Channel[]>(NONE);
  useEffect(() => {
    if (answered) setLast(answered);
  }, [answered]);
  const found = answered ?? last;
  const to = convert?.to;
  const shownFound = useMemo(() => (to ? found.map(to) : (found as readonly unknown[] as C[])), [found, to]);

  // `setChannels` replaces the list until a lookup for another term answers.
  const [set, setSet] = useState<{ channels: readonly C[]; over: readonly Channel[]; word: string | undefined }>();
  const overridden = set && set.over === found && (word === undefined || word === set.word || read.isFetching);
  const channels = overridden ? set.channels : shownFound;
  // Once another term's lookup has answered, the set list is gone for good.
  useEffect(() => {
    if (set && !overridden) setSet(undefined);
  }, [set, overridden]);
  const setChannels = useCallback((next: readonly C[]) => setSet({ channels: next, over: found, word }), [found, word]);

  // A term that starts with `@slug ` of a channel found activates it; the rest stays the term.
  const from = convert?.from;
  useEffect(() => {
    if (channel) return;
    const match = channels.find(({ slug }) => slug && term.startsWith(`@${slug} `));
    if (match) selectChannel(from ? from(match) : (match as unknown as Channel));
  }, [term, channels, channel, selectChannel, from]);

  /** Activates a channel (the term empties) or, with undefined, removes it (input and term empty). */
  const setActiveChannel = useCallback(
    (next: C | undefined) => {
      if (!next) return clear();
      setSearch('');
      selectChannel(from ? from(next) : (next as unknown as Channel));
    },
    [clear, setSearch, selectChannel, from],
  );

  /** The search field's keys that put the trending searches back: Escape, and Backspace in an empty input. */
  const onFieldKeyDown = useCallback(
    ({ key, target }: KeyboardEvent) => {
      const empty = target instanceof HTMLInputElement && target.value === '';
      if (key === 'Escape' || (key === 'Backspace' && empty)) setChannels(NONE);
    },
    [setChannels],
  );

  return {
    /** The trending searches, trimmed and without repeats ([] until they arrive, or when they fail). */
    trendingSearches,
    /** The channels found for the last term looked up, or the ones `setChannels` set. */
    channels,
    /** Replaces the channels shown ([] shows the trending searches again) until another term's lookup answers. */
    setChannels,
    setActiveChannel,
    /** Hand it the search field's `keydown` (on the input or an ancestor): Escape, and Backspace in an empty input, show the trending searches again. */
    onFieldKeyDown,
  };
}
