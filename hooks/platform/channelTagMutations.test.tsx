// @vitest-environment jsdom
/**
 * Ranked and magic tag mutations: each invalidates its channel (and the slug lookups), and
 * the channel on screen refetches with its new `tags` / `syncable_tags`. The delete calls
 * name the channel only for the invalidation; it is not sent.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupPlatformHooksTest } from '../../test/support/setupPlatformHooksTest';
import { channelTagMutations } from './channelTagMutations';
import { platformKeys } from './platformKeys';
import { platformQueries } from './platformQueries';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

const { requests, setup, until } = setupPlatformHooksTest();

describe('ranked tags', () => {
  it('create, rename and delete: the channel refetches each time with its tags in rank order', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        channel: usePlatformQuery(platformQueries.channel, { id: 1 }),
        create: usePlatformMutation(channelTagMutations.createRanked),
        update: usePlatformMutation(channelTagMutations.updateRanked),
        remove: usePlatformMutation(channelTagMutations.deleteRanked),
      }),
      { wrapper },
    );
    const tags = () => result.current.channel.data?.tags?.map((t) => t.tag);
    await until(() => expect(tags()).toEqual(['reactions', 'memes']));

    const created = await act(() => result.current.create.mutateAsync({ channel: 1, tag: 'wholesome' }));
    await until(() => expect(tags()).toEqual(['reactions', 'memes', 'wholesome']));
    expect(invalidated()).toEqual([platformKeys.channel(1), platformKeys.channelBySlug()]);

    await act(() => result.current.update.mutateAsync({ id: created.id, tag: 'kind' }));
    await until(() => expect(tags()).toEqual(['reactions', 'memes', 'kind']));

    await act(() => result.current.remove.mutateAsync({ id: 1, channel: 1 }));
    await until(() => expect(tags()).toEqual(['memes', 'kind']));
    const removal = requests.find((r) => r.method === 'DELETE');
    expect(removal?.url.pathname).toBe('/api/v4/channel-ranked-tags/1/');
    expect(removal?.url.search).toBe('');
    expect(invalidated()).toHaveLength(6);
  });
});

describe('magic tags', () => {
  it('create and delete: the channel refetches with its syncable_tags', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        channel: usePlatformQuery(platformQueries.channel, { id: 3 }),
        create: usePlatformMutation(channelTagMutations.createMagic),
        remove: usePlatformMutation(channelTagMutations.deleteMagic),
      }),
      { wrapper },
    );
    const tags = () => result.current.channel.data?.syncable_tags?.map((t) => t.tag);
    await until(() => expect(tags()).toEqual(['emoji']));
    const created = await act(() => result.current.create.mutateAsync({ channel: 3, tag: 'hearts' }));
    await until(() => expect(tags()).toEqual(['emoji', 'hearts']));
    await act(() => result.current.remove.mutateAsync({ id: created.id, channel: 3 }));
    await until(() => expect(tags()).toEqual(['emoji']));
    expect(invalidated()).toEqual([
      platformKeys.channel(3),
      platformKeys.channelBySlug(),
      platformKeys.channel(3),
      platformKeys.channelBySlug(),
    ]);
  });
});
