/**
 * The search box's suggestions, read through the tree's runner (React Query's under a
 * `<GiphyProvider>`, with gifkit/hooks' keys; the client's own otherwise): trending searches while
 * the input is empty, tag search (autocomplete) while typing, and channels (`searchChannels`,
 * the first word after `@`) in `@channel` mode. Lookups follow the input after a short
 * quiet time of their own, much shorter than the results' debounce, and start only once the
 * user turns to the box, so a page load makes no suggestion requests.
 */
import { useEffect, useMemo, useState } from 'react';
import { searchChannelsKey, searchTagsKey, trendingSearchesKey } from '../../hooks/queryKeys';
import { searchChannels, searchTags, trendingSearches } from '../../sdk/client/calls';
import type { Channel } from '../../sdk/client/createGiphyClient';
import { canDo } from '../../sdk/source/capability';
import type { GifSource } from '../../sdk/source/types';
import { useRunner } from '../shared/queryRunner';
import { useTimeout } from '../shared/useTimeout';
import { channelName, channelQuery, uniqueTerms } from './searchQuery';

/** One entry of the suggestion list; `key` is unique in the list (use it as the React key). */
export type SearchSuggestion =
  | { kind: 'trending'; key: string; term: string }
  | { kind: 'tag'; key: string; term: string }
  | { kind: 'channel'; key: string; channel: Channel; name: string };

/** What the list shows: `trending` (empty input), `tags`, `channels` (`@` mode) or `none`. */
export type SuggestionSource = 'trending' | 'tags' | 'channels' | 'none';

export interface SuggestionOptions {
  /** Quiet time before a lookup (ms). */
  delay: number;
  /** The longest list shown. */
  limit: number;
  /** Suggest trending searches for an empty input. */
  trending: boolean;
  /** Suggest channels in `@channel` mode (GIPHY's `shouldFetchChannels`). */
  channels: boolean;
  /** False until the user turns to the box (focus, typing, opening the list): no lookups before. */
  active: boolean;
}

/**
 * Which list an input shows; a channel already active turns `@` mode off. A list the source
 * cannot fill is never shown (`canDo(source, …)`): no `@channel` suggestions without channels
 * (an `@` is then plain text: tags), no trending searches without them, no tags without autocomplete.
 */
function suggestionSource(
  input: string,
  hasChannel: boolean,
  options: SuggestionOptions,
  source: GifSource,
): SuggestionSource {
  const word = channelQuery(input);
  if (word !== undefined && !hasChannel && options.channels && canDo(source, 'channels'))
    return word ? 'channels' : 'none';
  if (input.trim()) return canDo(source, 'autocomplete') ? 'tags' : 'none';
  return options.trending && canDo(source, 'trendingSearches') ? 'trending' : 'none';
}

/** The text a lookup is made for: the input after `delay` ms of quiet (at once when emptied). */
function useSettledInput(input: string, delay: number) {
  const [settled, setSettled] = useState(input);
  const { start, cancel } = useTimeout();
  useEffect(() => {
    if (!input.trim() || delay <= 0) {
      cancel();
      setSettled(input);
    } else start(delay, () => setSettled(input));
  }, [input, delay, start, cancel]);
  return settled;
}

export function useSearchSuggestions(
  client: GifSource,
  input: string,
  hasChannel: boolean,
  options: SuggestionOptions,
) {
  const settled = useSettledInput(input, options.delay);
  const source = suggestionSource(settled, hasChannel, options, client);
  const word = channelQuery(settled) ?? '';
  const tagTerm = settled.trim();
  const limit = options.limit;

  // Nothing is looked up before the user turns to the box, nor when no suggestion may show.
  const active = options.active && limit > 0;
  const { useRead } = useRunner();
  const trending = useRead({
    client,
    key: trendingSearchesKey(),
    call: (signal) => trendingSearches(client, { signal }),
    enabled: active && source === 'trending',
  });
  const tags = useRead({
    client,
    key: searchTagsKey(tagTerm, { limit }),
    call: (signal) => searchTags(client, tagTerm, { limit, signal }),
    enabled: active && source === 'tags',
    keepPrevious: true,
  });
  const channels = useRead({
    client,
    key: searchChannelsKey(word, { limit }),
    call: (signal) => searchChannels(client, word, { limit, signal }),
    enabled: active && source === 'channels',
    keepPrevious: true,
  });

  const shown = source === 'trending' ? trending : source === 'tags' ? tags : source === 'channels' ? channels : null;
  const items = useMemo<SearchSuggestion[]>(() => {
    if (source === 'channels')
      return (channels.data?.data ?? []).slice(0, limit).map((channel) => ({
        kind: 'channel',
        key: `channel:${channel.id}`,
        channel,
        name: channelName(channel),
      }));
    // Trending searches and tags are terms, each shown once.
    const terms =
      source === 'trending' ? trending.data?.data : source === 'tags' ? tags.data?.data.map((t) => t.name) : undefined;
    const kind = source === 'trending' ? 'trending' : 'tag';
    return uniqueTerms(terms ?? [])
      .slice(0, limit)
      .map((term) => ({ kind, key: `${kind}:${term}`, term }));
  }, [source, trending.data, tags.data, channels.data, limit]);

  return {
    items,
    source,
    /** True while the shown list is being looked up (or the input has not settled yet). */
    isLoading: settled !== input || !!shown?.isFetching,
  };
}
