/**
 * Type tests (checked by `tsc`): `usePlatformQuery` and `usePlatformMutation` take their types
 * from the factory they are given: a read's data is what the platform client resolves to, a
 * mutation's variables and data are the factory's, and an option or a variable the factory
 * does not take is a type error. The deprecated aliases keep the types they had.
 */
import { expectTypeOf } from 'vitest';
import type { ChannelUpdateResult } from '../../sdk/platform/channels';
import type { PlatformClient } from '../../sdk/platform/createPlatformClient';
import { channelMutations } from './channelMutations';
import { channelTagMutations } from './channelTagMutations';
import { platformQueries } from './platformQueries';
import type { PlatformResult, PlatformVars } from './platformVars';
import { storyMutations } from './storyMutations';
import { useUpdateChannel } from './usePlatformMutations';
import { useChannel } from './usePlatformQueries';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

type P = PlatformClient;

/** Only type-checked, never called: hooks may only run inside a hook or a component. */
export function useTypeTests() {
  // A read's data is the client's answer, as is; its options are the factory's.
  expectTypeOf(usePlatformQuery(platformQueries.channel, { id: 1 }).data).toEqualTypeOf<
    PlatformResult<P['channels']['get']> | undefined
  >();
  expectTypeOf(usePlatformQuery(platformQueries.storyBySlug, { slug: 'moods' }).data).toEqualTypeOf<
    PlatformResult<P['stories']['getBySlug']> | undefined
  >();
  expectTypeOf(usePlatformQuery(platformQueries.channel, { id: 1 }).error).toEqualTypeOf<Error | null>();
  // Options the factory makes optional may be left out; a factory without options takes none.
  expectTypeOf(usePlatformQuery(platformQueries.schedule).data).toEqualTypeOf<
    PlatformResult<P['scheduler']['list']> | undefined
  >();
  expectTypeOf(usePlatformQuery(platformQueries.schedule, { limit: 10 }).data).toEqualTypeOf<
    PlatformResult<P['scheduler']['list']> | undefined
  >();
  expectTypeOf(usePlatformQuery(platformQueries.schedulerActivity).data).toEqualTypeOf<
    PlatformResult<P['scheduler']['activity']> | undefined
  >();

  // @ts-expect-error an option the factory does not take
  usePlatformQuery(platformQueries.channel, { id: 1, slug: 'x' });
  // @ts-expect-error an option of the wrong type
  usePlatformQuery(platformQueries.channel, { id: '1' });
  // @ts-expect-error the options a read needs are required
  usePlatformQuery(platformQueries.channel);
  // @ts-expect-error a factory without options takes none
  usePlatformQuery(platformQueries.schedulerActivity, {});

  // A mutation's variables and data are the factory's.
  const publish = usePlatformMutation(storyMutations.publish);
  expectTypeOf(publish.mutate).parameter(0).toEqualTypeOf<{ id: string }>();
  expectTypeOf(publish.data).toEqualTypeOf<PlatformResult<P['stories']['update']> | undefined>();
  expectTypeOf(usePlatformMutation(channelMutations.update).data).toEqualTypeOf<ChannelUpdateResult | undefined>();
  expectTypeOf(usePlatformMutation(channelMutations.create).variables).toEqualTypeOf<
    PlatformVars<P['channels']['create']> | undefined
  >();
  expectTypeOf(usePlatformMutation(channelTagMutations.deleteRanked).mutate)
    .parameter(0)
    .toEqualTypeOf<{ id: number } & { channel: number }>();
  // @ts-expect-error a variable the mutation does not take
  publish.mutate({ id: 'x', slug: 'y' });
  // @ts-expect-error the variables a mutation needs are required
  publish.mutate({});

  // The deprecated aliases keep their types.
  expectTypeOf(useChannel({ id: 1 }).data).toEqualTypeOf<PlatformResult<P['channels']['get']> | undefined>();
  expectTypeOf(useUpdateChannel().data).toEqualTypeOf<ChannelUpdateResult | undefined>();
}
