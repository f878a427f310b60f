// @vitest-environment jsdom
/**
 * Channel mutations against the stateful mock API: what each one invalidates, and that the
 * reads on screen refetch and show the change; the update that resolves only once its flush
 * job is DONE (instant polls through the hook, 500 ms polls under fake timers through the
 * factory) and surfaces `settled`; a failed call invalidates nothing.
 */
import { MutationObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupPlatformHooksTest } from '../../test/support/setupPlatformHooksTest';
import { channelMutations } from './channelMutations';
import { platformKeys } from './platformKeys';
import { platformQueries } from './platformQueries';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

const { server, calls, setup, until } = setupPlatformHooksTest();
const JOB = '/api/v4/channels/retrieve-job/';

describe('channel create', () => {
  it("refreshes the parent's children and detail and the slug lookups; the new channel can be read", async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        children: usePlatformQuery(platformQueries.channelChildren, { id: 1 }),
        create: usePlatformMutation(channelMutations.create),
      }),
      {
        wrapper,
      },
    );
    await until(() => expect(result.current.children.data?.results).toHaveLength(2));
    let created: { id: number } | undefined;
    await act(async () => {
      created = await result.current.create.mutateAsync({ display_name: 'Memes', parent: 1 });
    });
    expect(created?.id).toBe(6);
    await until(() =>
      expect(result.current.children.data?.results.map((c) => c.display_name)).toEqual([
        'Reactions',
        'Stickers',
        'Memes',
      ]),
    );
    expect(calls('/api/v4/channels/1/children/')).toHaveLength(2);
    expect(invalidated()).toEqual([
      platformKeys.channel(1),
      platformKeys.channelChildren(1),
      platformKeys.channelBySlug(),
    ]);
    const { result: read } = renderHook(() => usePlatformQuery(platformQueries.channel, { id: 6 }), { wrapper });
    await until(() => expect(read.current.data?.display_name).toBe('Memes'));
    expect(read.current.data?.parent).toBe(1);
  });
});

describe('channel update', () => {
  it('waits for the flush job, surfaces settled, and the channel on screen refetches', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        channel: usePlatformQuery(platformQueries.channel, { id: 2 }),
        update: usePlatformMutation(channelMutations.update),
      }),
      {
        wrapper,
      },
    );
    await until(() => expect(result.current.channel.data?.display_name).toBe('Reactions'));
    await act(() => result.current.update.mutateAsync({ id: 2, display_name: 'Moods' }));
    expect(calls(JOB)).toHaveLength(3);
    await until(() => expect(result.current.update.isSuccess).toBe(true));
    expect(result.current.update.data).toMatchObject({
      channel: { id: 2, display_name: 'Moods' },
      job: { status: 'DONE' },
      settled: true,
    });
    await until(() => expect(result.current.channel.data?.display_name).toBe('Moods'));
    expect(calls('/api/v4/channels/2')).toHaveLength(2);
    expect(invalidated()).toEqual([
      platformKeys.channel(2),
      platformKeys.channelChildren(2),
      platformKeys.channel(1),
      platformKeys.channelChildren(1),
      platformKeys.channelBySlug(),
    ]);
  });

  it('a job that never reports DONE resolves after 8 polls with settled: false and the last status', async () => {
    server.use(http.get(`https://giphy.com${JOB}`, () => HttpResponse.json({ job: 'j', status: 'PENDING' })));
    const { wrapper } = setup();
    const { result } = renderHook(() => usePlatformMutation(channelMutations.update), { wrapper });
    const answer = await act(() => result.current.mutateAsync({ id: 2, description: 'Still flushing' }));
    expect(calls(JOB)).toHaveLength(8);
    expect(answer).toMatchObject({ settled: false, job: { status: 'PENDING' } });
  });

  it('polls 500 ms apart and stays pending until DONE (fake timers, through the factory)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { platform, queryClient } = setup({ sleep: undefined });
    const observer = new MutationObserver(queryClient, channelMutations.update(platform, queryClient));
    const pending = observer.mutate({ id: 3, display_name: 'Sticker pack' });
    const untilPolls = async (count: number) => {
      for (let i = 0; i < 200 && calls(JOB).length < count; i++) await new Promise((r) => setImmediate(r));
      expect(calls(JOB)).toHaveLength(count);
    };
    await untilPolls(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls(JOB)).toHaveLength(1);
    expect(observer.getCurrentResult().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await untilPolls(2);
    await vi.advanceTimersByTimeAsync(500);
    await untilPolls(3);
    await expect(pending).resolves.toMatchObject({ settled: true, job: { status: 'DONE' } });
  });

  it('a failed update invalidates nothing', async () => {
    const { wrapper, invalidated } = setup({ headers: { 'x-gifkit-mock-error': '500' } });
    const { result } = renderHook(() => usePlatformMutation(channelMutations.update), { wrapper });
    await act(() => result.current.mutateAsync({ id: 2, display_name: 'x' }).catch(() => {}));
    await until(() => expect(result.current.isError).toBe(true));
    expect(calls(JOB)).toHaveLength(0);
    expect(invalidated()).toEqual([]);
  });
});

describe('channel move and delete', () => {
  it('move: both sibling lists on screen refetch', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        from: usePlatformQuery(platformQueries.channelChildren, { id: 1 }),
        to: usePlatformQuery(platformQueries.channelChildren, { id: 4 }),
        move: usePlatformMutation(channelMutations.move),
      }),
      { wrapper },
    );
    await until(() => expect(result.current.to.isSuccess && result.current.from.isSuccess).toBe(true));
    await act(() => result.current.move.mutateAsync({ id: 3, position: 0, target_channel: 4 }));
    await until(() => expect(result.current.from.data?.results.map((c) => c.slug)).toEqual(['reactions']));
    expect(result.current.to.data?.results.map((c) => c.slug)).toEqual(['stickers', 'throwbacks']);
    expect(invalidated()).toEqual([
      platformKeys.channel(),
      platformKeys.channelChildren(),
      platformKeys.channelBySlug(),
    ]);
  });

  it("delete: the channel's own reads leave the cache and its parent's children refetch", async () => {
    const { wrapper, queryClient, platform } = setup();
    await queryClient.prefetchQuery(platformQueries.channel(platform, { id: 2 }));
    const { result } = renderHook(
      () => ({
        children: usePlatformQuery(platformQueries.channelChildren, { id: 1 }),
        remove: usePlatformMutation(channelMutations.delete),
      }),
      {
        wrapper,
      },
    );
    await until(() => expect(result.current.children.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync({ id: 2 }));
    await until(() => expect(result.current.children.data?.results.map((c) => c.slug)).toEqual(['stickers']));
    expect(queryClient.getQueriesData({ queryKey: platformKeys.channel(2) })).toEqual([]);
    expect(calls('/api/v4/channels/2')).toHaveLength(1);
  });
});
