/**
 * What to fetch for a search state, framework-free: `@channel` parsing, the
 * channel's display name, and the source of results — a search, trending (empty term), or
 * nothing — with the page fetcher a grid or carousel loader calls.
 */

import { searchGifsKey, trendingGifsKey } from '../../hooks/queryKeys';
import type { ComponentList } from '../../hooks/queryRunner';
import { searchGifs, trendingGifs } from '../../sdk/client/calls';
import type { Channel } from '../../sdk/client/createGiphyClient';
import type { SearchOptions, TrendingOptions } from '../../sdk/client/options';
import { sanitizeName } from '../../sdk/media/sanitizeName';
import type { ListResult } from '../../sdk/normalize/envelope';
import type { Gif } from '../../sdk/normalize/gif';
import type { GifSource } from '../../sdk/source/types';

/** Search options the provider passes to every search (no paging, signal or channel: it owns those). */
export type SearchResultOptions = Omit<SearchOptions, 'signal' | 'offset' | 'channel'>;

const CHANNEL_PREFIX = /^@(\S*)\s*/;

/**
 * In `@channel` mode (the input starts with `@`), the first word after the `@`: what channels
 * are searched for. `''` for a bare `@`; undefined when the input is not in channel mode.
 */
export function channelQuery(input: string): string | undefined {
  const match = CHANNEL_PREFIX.exec(input);
  return match ? (match[1] ?? '') : undefined;
}

/** The input without its leading `@word ` (what remains once that channel is active). */
export function stripChannelPrefix(input: string): string {
  return input.replace(CHANNEL_PREFIX, '');
}

/** The fields a channel's shown name comes from: a gifkit `Channel`, or one in GIPHY's shape. */
export type NamedChannel = Pick<Channel, 'display_name' | 'slug'> & {
  user?: { username?: string; display_name?: string } | null;
};

/**
 * The name to show for a channel: its display name, the owner's, `@username`, or its slug,
 * each sanitized (`sanitizeName`: no markup, entities or spoofing characters); a name that is
 * only markup counts as missing.
 */
export function channelName(channel: NamedChannel): string {
  const username = sanitizeName(channel.user?.username);
  return (
    sanitizeName(channel.display_name) ||
    sanitizeName(channel.user?.display_name) ||
    (username ? `@${username}` : '') ||
    sanitizeName(channel.slug)
  );
}

/** Search terms as a list shows them: trimmed, without empty ones or repeats (first kept), in order. */
export function uniqueTerms(terms: readonly unknown[]): string[] {
  return [...new Set(terms.map((term) => String(term).trim()).filter(Boolean))];
}

/** The username a search is scoped to (`@username term`). */
function channelUsername(channel: Channel | null | undefined): string | undefined {
  return channel ? channel.user?.username || channel.slug || undefined : undefined;
}

/** Where results come from for one search state: a search, trending, or nothing. */
export type SearchRequest =
  | { kind: 'search'; term: string; options: SearchOptions }
  | { kind: 'trending'; options: TrendingOptions }
  | { kind: 'none'; options: SearchOptions };

const TRENDING_TYPES = new Set(['gifs', 'stickers', 'text']);

/** Trending has no `lang`, `sort`, `explore` or clips: keep only what it understands. */
function trendingOptions(options: SearchResultOptions): TrendingOptions | undefined {
  const { type, lang: _lang, sort: _sort, explore: _explore, ...rest } = options;
  if (type && !TRENDING_TYPES.has(type)) return undefined;
  return type ? { ...rest, type: type as TrendingOptions['type'] } : rest;
}

export interface ResolveSearchOptions {
  term: string;
  channel: Channel | null;
  options: SearchResultOptions;
  /** Show trending when there is no term (and no channel). */
  defaultToTrending: boolean;
}

/**
 * The request for results: a term or an active channel searches (a channel with no term lists
 * the channel's GIFs); otherwise trending, if wanted and the type has a trending list; else none.
 */
export function resolveSearchRequest({
  term,
  channel,
  options,
  defaultToTrending,
}: ResolveSearchOptions): SearchRequest {
  const username = channelUsername(channel);
  if (term || username)
    return { kind: 'search', term, options: username ? { ...options, channel: username } : options };
  const trending = defaultToTrending ? trendingOptions(options) : undefined;
  return trending ? { kind: 'trending', options: trending } : { kind: 'none', options };
}

/**
 * The list of `request` as a query: its key (gifkit/hooks' `gifKeys.searchGifs(term, options)` or
 * `gifKeys.trendingGifs(options)`, so it is the query `gifInfiniteQueries.searchGifs` / `.trendingGifs`
 * build: a server's prefetch is this list) and its page call. `none` is the empty search, disabled.
 */
export function searchList(client: GifSource, request: SearchRequest): ComponentList<Gif> {
  if (request.kind === 'trending')
    return {
      client,
      key: trendingGifsKey(request.options),
      fetchPage: (page) => trendingGifs(client, { ...request.options, ...page }),
      enabled: true,
    };
  const term = request.kind === 'search' ? request.term : '';
  return {
    client,
    key: searchGifsKey(term, request.options),
    fetchPage: (page) => searchGifs(client, term, { ...request.options, ...page }),
    enabled: request.kind === 'search',
  };
}

/** An empty, finished page (the `none` source). */
export function emptyPage(offset = 0): ListResult<Gif> {
  return {
    data: [],
    pagination: { count: 0, offset, total_count: 0 },
    meta: { status: 200, msg: 'OK', response_id: '' },
  };
}

/**
 * The page function a loader calls for `list` (`useSearchLoaderOptions().source`): the page at
 * `offset` (at the provider's `cursor` on a source that pages by cursor: the list store hands
 * back the one the last page named) through the list's own page call, an empty page for the
 * disabled `none` list; counted in `inFlight` while it is fetched (the provider's `isFetching`).
 */
export function loaderPageSource(
  list: ComponentList<Gif>,
  inFlight: { add: (n: number) => void },
): (offset: number, signal: AbortSignal, cursor?: string) => Promise<ListResult<Gif>> {
  return async (offset, signal, cursor) => {
    inFlight.add(1);
    try {
      const page = cursor === undefined ? { offset, signal } : { offset, cursor, signal };
      return list.enabled ? await list.fetchPage(page) : emptyPage(offset);
    } finally {
      inFlight.add(-1);
    }
  };
}
