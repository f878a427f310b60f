// @vitest-environment jsdom
/**
 * The takedown mutation: a GIF taken down leaves the search service's results and the channel
 * feeds on screen, which refetch.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupPlatformHooksTest } from '../../test/support/setupPlatformHooksTest';
import { moderationMutations } from './moderationMutations';
import { platformKeys } from './platformKeys';
import { platformQueries } from './platformQueries';
import { useChannelFeed } from './usePlatformQueries';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

const { calls, setup, until } = setupPlatformHooksTest();

describe('takedown', () => {
  it('the search service results and the channel feed on screen refetch without the GIF', async () => {
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(
      () => ({
        search: usePlatformQuery(platformQueries.searchService, { limit: 100 }),
        feed: useChannelFeed({ id: 1 }),
        takedown: usePlatformMutation(moderationMutations.takedown),
      }),
      { wrapper },
    );
    await until(() => expect(result.current.feed.items.length).toBeGreaterThan(0));
    const gifId = String(result.current.feed.items[0]!.id);
    await until(() => expect(result.current.search.data?.results.map((g) => String(g.id))).toContain(gifId));

    const answer = await act(() =>
      result.current.takedown.mutateAsync({ takedowns: [{ gif_id: gifId, reason: 'copyright' }], send_email: false }),
    );
    expect(answer.results).toEqual([{ gif_id: gifId, reason: 'copyright', status: 'removed' }]);
    await until(() => expect(result.current.feed.items.map((g) => String(g.id))).not.toContain(gifId));
    await until(() => expect(result.current.search.data?.results.map((g) => String(g.id))).not.toContain(gifId));
    expect(calls('/api/v1/search-service/search/')).toHaveLength(2);
    expect(invalidated()).toEqual([platformKeys.searchService(), platformKeys.channelFeed()]);
  });
});
