/**
 * `infiniteQueryOptions` factories for the two platform lists that page forward: a channel's
 * feed (the next offset is read from the answer's `next` URL; `next: null` ends it) and a
 * user's stories (the answer's `next_cursor`; `null` ends it). `selectFeedItems` and
 * `selectStoryItems` flatten the pages into one list, `items`, de-duplicated by id. Paging and
 * de-duplication are the SDK's, as for every GIF list (`sdk/client/paging.ts`).
 */
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { nextCursor, nextPage, uniqueItems } from '../../sdk/client/paging';
import { cachePolicy } from '../cachePolicy';
import { platformKeys } from './platformKeys';
import { isId, type PlatformClient, type PlatformResult, type PlatformVars } from './platformVars';

type P = PlatformClient;
type FeedPage = PlatformResult<P['channels']['feed']>;
type StoryPage = NonNullable<PlatformResult<P['stories']['listByUser']>>;

/** The `offset` parameter of a feed's `next` URL, if it is a whole number. */
function offsetOf(next: string | null | undefined): number | undefined {
  const raw = next ? new URL(next, 'https://giphy.com').searchParams.get('offset') : null;
  const offset = raw === null || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(offset) ? offset : undefined;
}

/**
 * The offset of the feed page after `last` (fetched at `lastOffset`), by the GIF lists' rule
 * (`nextPage`): the offset of its `next` URL. No next page when `next` is null, carries no
 * usable offset, would not move forward, or the page came back empty.
 */
export function feedNextOffset(last: FeedPage, _pages: unknown, lastOffset: number): number | undefined {
  const pagination = { offset: lastOffset, next_cursor: offsetOf(last.next) ?? lastOffset };
  const next = nextPage({ data: last.results, pagination }, lastOffset);
  return next.done ? undefined : next.offset;
}

/** The cursor of the stories page after `last`, or undefined on the last page (`nextCursor`). */
export const storiesNextCursor = (last: StoryPage): string | undefined => nextCursor(last);

/** Adds `items`: the feed's GIFs across pages, each id once. */
export const selectFeedItems = (data: InfiniteData<FeedPage, number>) => ({
  ...data,
  items: uniqueItems(data.pages.map((page) => ({ data: page.results }))),
});

/** Adds `items`: the user's stories across pages, each id once. */
export const selectStoryItems = (data: InfiniteData<StoryPage, string | null>) => ({
  ...data,
  items: uniqueItems(data.pages, (story) => story.story_id),
});

/** What a user's stories resolve to if the query is forced to run without a username. */
const NO_STORIES: StoryPage = { data: [], next_cursor: null };

/** Infinite query factories for the platform APIs' paged lists, for `useInfiniteQuery`. */
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
