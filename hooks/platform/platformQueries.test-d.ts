/**
 * Type tests (checked by `tsc`): the factories' data is what the platform client resolves to
 * (so the generated OpenAPI types flow through unchanged), the hooks expose it, and mutation
 * variables are the client's options (plus `channel` for the tag deletes).
 */
import { type InfiniteData, useQuery } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import type { PlatformClient } from '../../sdk/platform/createPlatformClient';
import { channelMutations } from './channelMutations';
import type { channelTagMutations } from './channelTagMutations';
import { platformInfiniteQueries } from './platformInfiniteQueries';
import { platformQueries } from './platformQueries';
import { useChannelFeed, useUserStories } from './usePlatformQueries';

declare const platform: PlatformClient;
declare const queryClient: import('@tanstack/react-query').QueryClient;
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** Only type-checked, never called: hooks may only run inside a hook or a component. */
export function useTypeTests() {
  // Query data is the client's answer, as is.
  expectTypeOf(useQuery(platformQueries.channel(platform, { id: 1 })).data).toEqualTypeOf<
    Answer<PlatformClient['channels']['get']> | undefined
  >();
  expectTypeOf(useQuery(platformQueries.schedule(platform)).data).toEqualTypeOf<
    Answer<PlatformClient['scheduler']['list']> | undefined
  >();

  // Infinite reads: pages of the client's answer; the hooks add the flat lists.
  expectTypeOf(platformInfiniteQueries.channelFeed(platform, { id: 1 }).queryFn)
    .parameter(0)
    .toHaveProperty('pageParam')
    .toEqualTypeOf<number>();
  expectTypeOf(useChannelFeed({ id: 1 }).items).toEqualTypeOf<Answer<PlatformClient['channels']['feed']>['results']>();
  expectTypeOf(useUserStories({ username: 'u' }).items).toEqualTypeOf<
    NonNullable<Answer<PlatformClient['stories']['listByUser']>>['data']
  >();
  expectTypeOf(useUserStories({ username: 'u' }).data?.pages).toEqualTypeOf<
    InfiniteData<NonNullable<Answer<PlatformClient['stories']['listByUser']>>, string | null>['pages'] | undefined
  >();

  // The channel update surfaces the flush job's outcome.
  expectTypeOf(channelMutations.update(platform, queryClient).mutationFn).parameter(0).toHaveProperty('display_name');
}

// Tag deletes name the channel (used for invalidation only).
type DeleteRankedVars = Parameters<NonNullable<ReturnType<typeof channelTagMutations.deleteRanked>['mutationFn']>>[0];
expectTypeOf<DeleteRankedVars>().toEqualTypeOf<{ id: number } & { channel: number }>();
