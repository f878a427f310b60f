// @vitest-environment jsdom
/**
 * The platform reads against the mock API, through `usePlatformQuery(factory, options)` and
 * the two list hooks: loading, success and error; the reads that stay idle without an id, slug
 * or username; the feed paged through its `next` URLs and a user's stories through
 * `next_cursor`, each to the end; keys shared with the factories.
 */
import { useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../sdk/errors';
import { setupPlatformHooksTest, testPlatform } from '../../test/support/setupPlatformHooksTest';
import { cachePolicy } from '../cachePolicy';
import { GiphyProvider } from '../GiphyProvider';
import {
  feedNextOffset,
  platformInfiniteQueries,
  selectFeedItems,
  selectStoryItems,
  storiesNextCursor,
} from './platformInfiniteQueries';
import { platformKeys } from './platformKeys';
import { platformQueries } from './platformQueries';
import { storyMutations } from './storyMutations';
import { useChannelFeed, useUserStories } from './usePlatformQueries';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

const { requests, calls, setup, until } = setupPlatformHooksTest();

/** Lets the effects run: a query that were going to call would be fetching once they have. */
const settle = () => act(async () => {});

function ChannelCard({ id }: { id: number }) {
  const { data, error, isPending } = usePlatformQuery(platformQueries.channel, { id });
  if (isPending) return <p>loading</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <section>
      <h1>{data.display_name}</h1>
      <ul>
        {data.children?.map((child) => (
          <li key={child.id}>{child.display_name}</li>
        ))}
      </ul>
    </section>
  );
}

describe('channel reads', () => {
  it('platformQueries.channel: loading, then the channel with its children', async () => {
    const { wrapper } = setup();
    render(<ChannelCard id={1} />, { wrapper });
    screen.getByText('loading'); // throws when missing
    await until(() => expect(screen.getByRole('heading').textContent).toBe('gifkit'));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Reactions', 'Stickers']);
  });

  it('platformQueries.channel: an unknown channel shows the error at once, without retries', async () => {
    const { wrapper } = setup();
    render(<ChannelCard id={999} />, { wrapper });
    await until(() => expect(screen.getByRole('alert').textContent).toMatch(/Not found/));
    expect(calls('/api/v4/channels/999')).toHaveLength(1);
  });

  it('platformQueries.channel with fetch_children: false is its own cache entry and sends the flag', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => [
        usePlatformQuery(platformQueries.channel, { id: 1 }),
        usePlatformQuery(platformQueries.channel, { id: 1, fetch_children: false }),
      ],
      {
        wrapper,
      },
    );
    await until(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(result.current[0]!.data?.children).toHaveLength(2);
    expect(result.current[1]!.data?.children).toBeUndefined();
    expect(calls('/api/v4/channels/1').map((r) => r.url.searchParams.get('fetch_children'))).toEqual([null, 'false']);
  });

  it('platformQueries.channelBySlug finds the channel; an empty slug stays idle', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => [
        usePlatformQuery(platformQueries.channelBySlug, { slug: 'reactions' }),
        usePlatformQuery(platformQueries.channelBySlug, { slug: '' }),
      ],
      {
        wrapper,
      },
    );
    await until(() => expect(result.current[0]!.data?.results.map((c) => c.id)).toEqual([2]));
    expect(result.current[1]!.fetchStatus).toBe('idle');
    expect(calls('/api/v4/channels')).toHaveLength(1);
  });

  it('platformQueries.channelChildren lists the children; without a parent id it waits instead of failing', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ id }) => usePlatformQuery(platformQueries.channelChildren, { id }), {
      wrapper,
      initialProps: { id: undefined as number | undefined },
    });
    await settle();
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.error).toBeNull();
    expect(requests).toHaveLength(0);
    rerender({ id: 1 });
    await until(() => expect(result.current.data?.results.map((c) => c.slug)).toEqual(['reactions', 'stickers']));
  });
});

describe('channel feed (infinite)', () => {
  it('follows the `next` URLs to the end: offsets 0, 25, 50, then no next page', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useChannelFeed({ id: 1, limit: 25 }), { wrapper });
    await until(() => expect(result.current.items).toHaveLength(25));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await until(() => expect(result.current.items).toHaveLength(50));
    await act(() => result.current.fetchNextPage());
    await until(() => expect(result.current.items).toHaveLength(60));
    expect(result.current.hasNextPage).toBe(false);
    expect(new Set(result.current.items.map((g) => g.id)).size).toBe(60);
    expect(calls('/api/v4/channels/1/feed/').map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '25', '50']);
    expect(result.current.data?.pages.at(-1)?.next).toBeNull();
  });

  it('feedNextOffset reads the offset of `next`, and stops at null, without an offset, without progress or on an empty page', () => {
    type FeedPage = Parameters<typeof feedNextOffset>[0];
    const page = (next: string | null, results = [{ id: 1 }]) => ({ results, next }) as unknown as FeedPage;
    expect(feedNextOffset(page('https://giphy.com/api/v4/channels/1/feed/?limit=25&offset=25'), [], 0)).toBe(25);
    expect(feedNextOffset(page(null), [], 0)).toBeUndefined();
    expect(feedNextOffset(page('https://giphy.com/api/v4/channels/1/feed/?limit=25'), [], 0)).toBeUndefined();
    expect(feedNextOffset(page('https://giphy.com/api/v4/channels/1/feed/?offset=25'), [], 25)).toBeUndefined();
    // The GIF lists' rule (nextPage): a page that came back empty ends the list.
    expect(feedNextOffset(page('https://giphy.com/api/v4/channels/1/feed/?offset=50', []), [], 25)).toBeUndefined();
  });

  it('the feed and the stories are de-duplicated by id across pages, as the GIF lists are', () => {
    const feed = selectFeedItems({
      pages: [{ results: [{ id: 1 }, { id: 2 }] }, { results: [{ id: '2' }, { id: 3 }] }],
      pageParams: [0, 25],
    } as unknown as Parameters<typeof selectFeedItems>[0]);
    expect(feed.items.map((gif) => gif.id)).toEqual([1, 2, 3]);
    const stories = selectStoryItems({
      pages: [{ data: [{ story_id: 'a' }, { story_id: 'b' }] }, { data: [{ story_id: 'b' }, { story_id: 'c' }] }],
      pageParams: [null, 'x'],
    } as unknown as Parameters<typeof selectStoryItems>[0]);
    expect(stories.items.map((story) => story.story_id)).toEqual(['a', 'b', 'c']);
    expect(storiesNextCursor({ data: [{ story_id: 'c' }], next_cursor: 'next' } as never)).toBe('next');
    expect(storiesNextCursor({ data: [], next_cursor: 'next' } as never)).toBeUndefined();
    expect(storiesNextCursor({ data: [{ story_id: 'c' }], next_cursor: null } as never)).toBeUndefined();
  });
});

describe("a user's stories (infinite)", () => {
  it('pages with next_cursor to the end (drafts included with fetch_unpublished)', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useUserStories({ username: 'gifkit', fetch_unpublished: true, limit: 4 }), {
      wrapper,
    });
    await until(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await until(() => expect(result.current.items).toHaveLength(6));
    expect(result.current.items.map((s) => s.story_id)).toEqual([
      'gk5tRy0006',
      'gk5tRy0005',
      'gk5tRy0001',
      'gk5tRy0002',
      'gk5tRy0003',
      'gk5tRy0004',
    ]);
    expect(result.current.data?.pages.at(-1)?.next_cursor).toBeNull();
    expect(result.current.hasNextPage).toBe(false);
    const sent = calls('/v1/stories').map((r) => r.url.searchParams);
    expect(sent.map((q) => q.get('fetch_unpublished'))).toEqual(['true', 'true']);
    expect(sent[0]!.get('next_cursor')).toBeNull();
    expect(sent[1]!.get('next_cursor')).toBe(result.current.data?.pages[0]?.next_cursor);
  });

  it('without fetch_unpublished lists only published stories', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useUserStories({ username: 'gifkit' }), { wrapper });
    await until(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.items.every((s) => s.is_published)).toBe(true);
    expect(result.current.items).toHaveLength(4);
  });

  it('an empty username stays idle: nothing is called and nothing logged', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const { wrapper } = setup({ logger });
    const { result } = renderHook(() => useUserStories({ username: '' }), { wrapper });
    await settle();
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.items).toEqual([]);
    expect(requests).toHaveLength(0);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('other reads', () => {
  it('stories by id and slug, partner artists (50 a page), trending', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        byId: usePlatformQuery(platformQueries.story, { id: 'gk5tRy0002' }),
        bySlug: usePlatformQuery(platformQueries.storyBySlug, { slug: 'summer-vibes-0001', cover_only: true }),
        partner: usePlatformQuery(platformQueries.partnerArtistStories),
        trending: usePlatformQuery(platformQueries.trendingStories, { sort: 'asc' }),
      }),
      { wrapper },
    );
    await until(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true));
    expect(result.current.byId.data?.data.title).toBe('Dragon Ball moods');
    expect(result.current.bySlug.data?.data.story_id).toBe('gk5tRy0001');
    expect(result.current.bySlug.data?.data.gifs).toBeUndefined();
    expect(result.current.partner.data?.data.map((s) => s.user?.username)).toEqual(['bublywater', 'haydiroket']);
    expect(calls('/v1/stories/partnerArtist')[0]!.url.searchParams.get('limit')).toBe('50');
    expect(result.current.trending.data?.data.map((t) => t.story_id)).toEqual(['gk5tRy0001', 'gk5tRy0002']);
  });

  it('platformQueries.schedule sends the defaults, and `{}` shares its cache entry with the explicit defaults', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => [
        usePlatformQuery(platformQueries.schedule),
        usePlatformQuery(platformQueries.schedule, { limit: 25, offset: 0, type: 'gif' }),
      ],
      {
        wrapper,
      },
    );
    await until(() => expect(result.current[1]!.isSuccess).toBe(true));
    expect(result.current[0]!.data?.data).toHaveLength(3);
    expect(result.current[0]!.data?.pagination.total_count).toBe(3);
    const sent = calls('/schedule');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toMatchObject({ limit: '25', offset: '0', type: 'gif' });
  });

  it('scheduler activity, search service, user, artists (sorted by updatetime desc), language tags', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        activity: usePlatformQuery(platformQueries.schedulerActivity),
        search: usePlatformQuery(platformQueries.searchService, { limit: 5 }),
        user: usePlatformQuery(platformQueries.user, { id: 1 }),
        artists: usePlatformQuery(platformQueries.artists, { limit: 2 }),
        tags: usePlatformQuery(platformQueries.languageTags, {
          gif_ids: 'l0HlyLQsbvhciAuKA,GRSnxyhJnPsaQy9YLn',
          lang: 'es',
        }),
      }),
      { wrapper },
    );
    await until(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true));
    expect(result.current.activity.data?.data).toHaveLength(4);
    expect(result.current.search.data?.results).toHaveLength(5);
    expect(result.current.user.data?.username).toBe('gifkit');
    expect(calls('/api/v4/artists/')[0]!.url.searchParams.get('sort')).toBe('updatetime desc');
    expect(result.current.tags.data?.data).toEqual([
      { gif_id: 'l0HlyLQsbvhciAuKA', lang: 'es', tags: ['verano', 'surf'] },
      { gif_id: 'GRSnxyhJnPsaQy9YLn', lang: 'es', tags: ['bola de dragón', 'anime', 'goku'] },
    ]);
  });

  it('an error status from the service is an ApiError with its status', async () => {
    const { wrapper } = setup({ headers: { 'x-gifkit-mock-error': '503' } });
    const { result } = renderHook(() => usePlatformQuery(platformQueries.schedulerActivity), { wrapper });
    await until(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).status).toBe(503);
  });
});

describe('factories and keys', () => {
  it('prefetching with a factory fills the hook: one request', async () => {
    const { wrapper, queryClient, platform } = setup();
    await queryClient.prefetchQuery(platformQueries.user(platform, { id: 1 }));
    const { result } = renderHook(() => usePlatformQuery(platformQueries.user, { id: 1 }), { wrapper });
    expect(result.current.data?.username).toBe('gifkit');
    expect(calls('/api/v1/users/1/')).toHaveLength(1);
  });

  it('useQuery takes a factory directly; keys live under [gifkit, platform]', async () => {
    const { wrapper, platform } = setup();
    const { result } = renderHook(() => useQuery(platformQueries.channel(platform, { id: 2 })), { wrapper });
    await until(() => expect(result.current.data?.slug).toBe('reactions'));
    expect(platformQueries.channel(platform, { id: 2 }).queryKey).toEqual([
      'gifkit',
      'platform',
      'channels',
      'detail',
      2,
      {},
    ]);
    expect(platformKeys.channel(2)).toEqual(['gifkit', 'platform', 'channels', 'detail', 2]);
  });

  it('every factory carries the caching policy (60 s fresh, no automatic retries)', () => {
    const platform = testPlatform();
    const all = [
      platformQueries.channel(platform, { id: 1 }),
      platformQueries.channelBySlug(platform, { slug: 'x' }),
      platformQueries.channelChildren(platform, { id: 1 }),
      platformQueries.artists(platform),
      platformQueries.story(platform, { id: 'x' }),
      platformQueries.storyBySlug(platform, { slug: 'x' }),
      platformQueries.partnerArtistStories(platform),
      platformQueries.trendingStories(platform),
      platformQueries.schedule(platform),
      platformQueries.schedulerActivity(platform),
      platformQueries.searchService(platform),
      platformQueries.user(platform, { id: 1 }),
      platformQueries.languageTags(platform, { gif_ids: ['x'], lang: 'es' }),
      platformInfiniteQueries.channelFeed(platform, { id: 1 }),
      platformInfiniteQueries.storiesByUser(platform, { username: 'x' }),
    ];
    for (const options of all) {
      expect(options).toMatchObject(cachePolicy);
      expect(options.queryKey.slice(0, 2)).toEqual(['gifkit', 'platform']);
    }
  });

  it('the platform hooks explain a provider without a platform client', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrapper = ({ children }: { children: ReactNode }) => <GiphyProvider apiKey="k">{children}</GiphyProvider>;
    expect(() => renderHook(() => usePlatformQuery(platformQueries.schedulerActivity), { wrapper })).toThrow(
      /platform=\{createPlatformClient/,
    );
    expect(() => renderHook(() => usePlatformMutation(storyMutations.publish), { wrapper })).toThrow(
      /platform=\{createPlatformClient/,
    );
  });
});
