// @vitest-environment jsdom
/**
 * Story mutations against the stateful stories mock: publish and unpublish flip the published
 * state at once in the list pages and the detail (the server's answer held back by msw), roll
 * back on a failure, and refetch after; create, update and delete refresh the lists, details
 * and trending schedule; the trending schedule of stories is refreshed after each change.
 */
import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { gate, setupPlatformHooksTest } from '../../test/support/setupPlatformHooksTest';
import { platformKeys } from './platformKeys';
import { platformQueries } from './platformQueries';
import { storyMutations } from './storyMutations';
import { useUserStories } from './usePlatformQueries';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

const { server, calls, setup, until } = setupPlatformHooksTest();
const STORY_URL = 'https://x.giphy.com/v1/stories/:id';

describe('publish and unpublish', () => {
  it('publish shows at once in the list pages and the detail, then refetches', async () => {
    const hold = gate();
    server.use(http.put(STORY_URL, () => hold.opened.then(() => undefined)));
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        list: useUserStories({ username: 'gifkit', fetch_unpublished: true, limit: 2 }),
        detail: usePlatformQuery(platformQueries.story, { id: 'gk5tRy0006' }),
        publish: usePlatformMutation(storyMutations.publish),
      }),
      { wrapper },
    );
    const inList = () => result.current.list.items.find((s) => s.story_id === 'gk5tRy0006');
    await until(() => expect(inList()?.is_published).toBe(false));
    await until(() => expect(result.current.detail.data?.data.is_published).toBe(false));

    act(() => result.current.publish.mutate({ id: 'gk5tRy0006' }));
    await until(() => expect(inList()?.is_published).toBe(true));
    expect(result.current.detail.data?.data.is_published).toBe(true);
    expect(result.current.publish.isPending).toBe(true);

    hold.open();
    await until(() => expect(result.current.publish.isSuccess).toBe(true));
    expect(inList()?.is_published).toBe(true);
    expect(inList()?.publish_datetime).toBeTruthy();
    expect(calls('/v1/stories')).toHaveLength(2);
    expect(calls('/v1/stories/gk5tRy0006')).toHaveLength(2);
    expect(invalidated()).toEqual([
      platformKeys.storyLists(),
      platformKeys.story('gk5tRy0006'),
      platformKeys.storyBySlug(),
      platformKeys.trendingStories(),
    ]);
  });

  it('unpublish is rolled back in the list when the call fails', async () => {
    const hold = gate();
    server.use(
      http.put(STORY_URL, async () => {
        await hold.opened;
        return HttpResponse.json({ message: 'Bad Gateway', status: 502 }, { status: 502 });
      }),
    );
    const { wrapper, queryClient } = setup();
    const seen: (boolean | undefined)[] = [];
    queryClient.getQueryCache().subscribe((event) => {
      const data = event.query.state.data as { pages: { data: { story_id: string; is_published?: boolean }[] }[] };
      if (event.type === 'updated' && event.action.type === 'success') {
        seen.push(data.pages[0]!.data.find((s) => s.story_id === 'gk5tRy0001')?.is_published);
      }
    });
    const { result } = renderHook(
      () => ({
        list: useUserStories({ username: 'gifkit' }),
        unpublish: usePlatformMutation(storyMutations.unpublish),
      }),
      { wrapper },
    );
    const inList = () => result.current.list.items.find((s) => s.story_id === 'gk5tRy0001');
    await until(() => expect(inList()).toMatchObject({ is_published: true, publish_datetime: '2024-05-03T09:00:00Z' }));
    act(() => result.current.unpublish.mutate({ id: 'gk5tRy0001' }));
    await until(() => expect(inList()).toMatchObject({ is_published: false, publish_datetime: null }));
    hold.open();
    await until(() => expect(result.current.unpublish.isError).toBe(true));
    expect(inList()).toMatchObject({ is_published: true, publish_datetime: '2024-05-03T09:00:00Z' });
    // fetched, optimistic, rolled back (before any refetch), refetched
    expect(seen).toEqual([true, false, true, true]);
  });
});

describe('create, update, delete', () => {
  it('create: the lists refetch and show the new draft first', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        list: useUserStories({ username: 'gifkit', fetch_unpublished: true }),
        create: usePlatformMutation(storyMutations.create),
      }),
      { wrapper },
    );
    await until(() => expect(result.current.list.items).toHaveLength(6));
    await act(() => result.current.create.mutateAsync({ story: { title: 'Fresh start' } }));
    await until(() => expect(result.current.list.items).toHaveLength(7));
    expect(result.current.list.items[0]).toMatchObject({ title: 'Fresh start', is_published: false });
    expect(invalidated()).toEqual([platformKeys.storyLists()]);
  });

  it('update: the story on screen refetches with its new title', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        story: usePlatformQuery(platformQueries.story, { id: 'gk5tRy0002' }),
        update: usePlatformMutation(storyMutations.update),
      }),
      {
        wrapper,
      },
    );
    await until(() => expect(result.current.story.data?.data.title).toBe('Dragon Ball moods'));
    await act(() => result.current.update.mutateAsync({ id: 'gk5tRy0002', story: { title: 'Dragon Ball Z moods' } }));
    await until(() => expect(result.current.story.data?.data.title).toBe('Dragon Ball Z moods'));
  });

  it('delete: the story leaves the list and the trending schedule; its detail leaves the cache', async () => {
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(
      () => ({
        list: useUserStories({ username: 'gifkit' }),
        trending: usePlatformQuery(platformQueries.trendingStories),
        remove: usePlatformMutation(storyMutations.delete),
      }),
      { wrapper },
    );
    await until(() => expect(result.current.list.items).toHaveLength(4));
    await until(() => expect(result.current.trending.data?.data).toHaveLength(2));
    await act(() => result.current.remove.mutateAsync({ id: 'gk5tRy0001' }));
    await until(() => expect(result.current.list.items.map((s) => s.story_id)).not.toContain('gk5tRy0001'));
    await until(() => expect(result.current.trending.data?.data.map((t) => t.story_id)).toEqual(['gk5tRy0002']));
    expect(queryClient.getQueriesData({ queryKey: platformKeys.story('gk5tRy0001') })).toEqual([]);
  });
});

describe('trending stories', () => {
  it('schedule and remove: the trending schedule on screen refetches', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        trending: usePlatformQuery(platformQueries.trendingStories),
        schedule: usePlatformMutation(storyMutations.scheduleTrending),
        remove: usePlatformMutation(storyMutations.removeTrending),
      }),
      { wrapper },
    );
    const ids = () => result.current.trending.data?.data.map((t) => t.story_id);
    await until(() => expect(ids()).toEqual(['gk5tRy0001', 'gk5tRy0002']));
    await act(() =>
      result.current.schedule.mutateAsync({ story_id: 'gk5tRy0003', publish_datetime: '2030-06-04T09:00:00Z' }),
    );
    await until(() => expect(ids()).toEqual(['gk5tRy0001', 'gk5tRy0002', 'gk5tRy0003']));
    await act(() => result.current.remove.mutateAsync({ id: 'trnd0001' }));
    await until(() => expect(ids()).toEqual(['gk5tRy0002', 'gk5tRy0003']));
    expect(invalidated()).toEqual([platformKeys.trendingStories(), platformKeys.trendingStories()]);
  });
});
