/**
 * `infiniteQueryOptions` factories for the two platform lists that page forward: a channel's
 * feed (the next offset is read from the answer's `next` URL; `next: null` ends it) and a
 * user's stories (the answer's `next_cursor`; `null` ends it). `selectFeedGifs` and
 * `selectStories` flatten the pages into one list de-duplicated by id.
 */
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { cachePolicy } from '../cachePolicy';
import { platformKeys } from './platformKeys';
import { isId, type PlatformClient, type PlatformResult, type PlatformVars } from './platformVars';

type P = PlatformClient;
type FeedPage = PlatformResult<P['channels']['feed']>;
type StoryPage = NonNullable<PlatformResult<P['stories']['listByUser']>>;

/**
 * The offset of the feed page after `last`: the `offset` parameter of its `next` URL. No next
 * page when `next` is null, carries no usable offset, or would not move forward.
 */
export function feedNextOffset(last: FeedPage, _pages: unknown, lastOffset: number): number | undefined {
  if (!last.next) return undefined;
  const raw = new URL(last.next, 'https://giphy.com').searchParams.get('offset');
  const next = raw === null || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(next) && next > lastOffset ? next : undefined;
}

/** The cursor of the stories page after `last`, or undefined on the last page. */
export const storiesNextCursor = (last: StoryPage): string | undefined => last.next_cursor ?? undefined;

function flatUnique<T, Page>(pages: readonly Page[], itemsOf: (page: Page) => readonly T[], idOf: (item: T) => string) {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of itemsOf(page)) {
      const id = idOf(item);
      if (!seen.has(id)) {
        seen.add(id);
        items.push(item);
      }
    }
  }
  return items;
}

/** Adds `gifs`: the feed's GIFs across pages, each id once. */
export const selectFeedGifs = (data: InfiniteData<FeedPage, number>) => ({
  ...data,
  gifs: flatUnique(
    data.pages,
    (page) => page.results,
    (gif) => String(gif.id),
  ),
});

/** Adds `stories`: the user's stories across pages, each id once. */
export const selectStories = (data: InfiniteData<StoryPage, string | null>) => ({
  ...data,
  stories: flatUnique(
    data.pages,
    (page) => page.data,
    (story) => story.story_id,
  ),
});

/** What a user's stories resolve to if the query is forced to run without a username. */
const NO_STORIES: StoryPage = { data: [], next_cursor: null };

export const platformInfiniteQueries = {
  /** A channel's feed, page after page (`limit` sets the page size). */
  channelFeed: (platform: P, { id, ...options }: Omit<PlatformVars<P['channels']['feed']>, 'offset'>) =>
    infiniteQueryOptions({
      queryKey: [...platformKeys.channelFeed(id, options), 'infinite'] as const,
      queryFn: ({ pageParam, signal }) => platform.channels.feed({ id, ...options, offset: pageParam, signal }),
      initialPageParam: 0,
      getNextPageParam: feedNextOffset,
      enabled: isId(id),
      ...cachePolicy,
    }),
  /**
   * A user's stories, newest first, page after page (`fetch_unpublished` adds drafts, `limit`
   * sets the page size). Idle while the username is empty: nothing is called, nothing logged.
   */
  storiesByUser: (
    platform: P,
    { username, ...options }: Omit<PlatformVars<P['stories']['listByUser']>, 'next_cursor'>,
  ) =>
    infiniteQueryOptions({
      queryKey: [...platformKeys.storiesByUser(username ?? '', options), 'infinite'] as const,
      queryFn: async ({ pageParam, signal }) =>
        (await platform.stories.listByUser({ username, ...options, next_cursor: pageParam ?? undefined, signal })) ??
        NO_STORIES,
      initialPageParam: null as string | null,
      getNextPageParam: storiesNextCursor,
      enabled: !!username,
      ...cachePolicy,
    }),
};
