// @vitest-environment jsdom
/**
 * Trending-scheduler mutations: scheduling refreshes the scheduled page and the activity log;
 * unscheduling takes the entry off the page at once (the server's answer held back by msw),
 * keeps it off once the server agrees, and puts it back when the call fails.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { gate, setupPlatformHooksTest, testPlatform } from '../../test/support/setupPlatformHooksTest';
import { platformKeys } from './platformKeys';
import { platformQueries } from './platformQueries';
import { schedulerMutations } from './schedulerMutations';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

const { server, calls, setup, until } = setupPlatformHooksTest();

describe('schedule', () => {
  it('the scheduled page and the activity log on screen refetch', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        page: usePlatformQuery(platformQueries.schedule),
        activity: usePlatformQuery(platformQueries.schedulerActivity),
        schedule: usePlatformMutation(schedulerMutations.schedule),
      }),
      { wrapper },
    );
    await until(() => expect(result.current.page.data?.data).toHaveLength(3));
    await until(() => expect(result.current.activity.data?.data).toHaveLength(4));
    await act(() =>
      result.current.schedule.mutateAsync({ gifs: [{ id: 'l0HlyLQsbvhciAuKA', type: 'gif' }], timestamp: 2000000000 }),
    );
    await until(() => expect(result.current.page.data?.pagination.total_count).toBe(4));
    await until(() => expect(result.current.activity.data?.data[0]?.gif_id).toBe('l0HlyLQsbvhciAuKA'));
    expect(result.current.page.data?.data.at(-1)?.gif_id).toBe('l0HlyLQsbvhciAuKA');
    expect(invalidated()).toEqual([platformKeys.schedule(), platformKeys.schedulerActivity()]);
  });
});

describe('delete', () => {
  it('takes the entry off the page at once and keeps it off', async () => {
    const hold = gate();
    server.use(
      http.delete('https://trending-scheduler.giphy.com/schedule/:id', () => hold.opened.then(() => undefined)),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        page: usePlatformQuery(platformQueries.schedule),
        remove: usePlatformMutation(schedulerMutations.delete),
      }),
      { wrapper },
    );
    const ids = () => result.current.page.data?.data.map((e) => e.id);
    await until(() => expect(ids()).toEqual(['sch-0001', 'sch-0002', 'sch-0003']));
    act(() => result.current.remove.mutate({ id: 'sch-0002' }));
    await until(() => expect(ids()).toEqual(['sch-0001', 'sch-0003']));
    expect(result.current.page.data?.pagination).toMatchObject({ count: 2, total_count: 2 });
    expect(result.current.remove.isPending).toBe(true);
    hold.open();
    await until(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(ids()).toEqual(['sch-0001', 'sch-0003']);
    expect(calls('/schedule')).toHaveLength(2);
  });

  it('puts the entry back when the call fails (a client sending x-gifkit-mock-error)', async () => {
    const failing = testPlatform({ headers: { 'x-gifkit-mock-error': '404' } });
    const { wrapper, queryClient } = setup();
    const pages: number[] = [];
    queryClient.getQueryCache().subscribe((event) => {
      const page = event.query.state.data as { data: unknown[] } | undefined;
      if (event.type === 'updated' && event.action.type === 'success') pages.push(page!.data.length);
    });
    const { result } = renderHook(
      () => ({
        page: usePlatformQuery(platformQueries.schedule),
        remove: useMutation(schedulerMutations.delete(failing, useQueryClient())),
      }),
      { wrapper },
    );
    await until(() => expect(result.current.page.data?.data).toHaveLength(3));
    act(() => result.current.remove.mutate({ id: 'sch-0001' }));
    await until(() => expect(result.current.remove.isError).toBe(true));
    expect(result.current.page.data?.data.map((e) => e.id)).toEqual(['sch-0001', 'sch-0002', 'sch-0003']);
    expect(pages).toEqual([3, 2, 3, 3]);
  });
});
