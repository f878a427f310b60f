'use client';
/**
 * The one way to call a platform read or mutation from a component: pass the factory itself
 * (`usePlatformQuery(platformQueries.channel, { id })`, `usePlatformMutation(storyMutations.publish)`),
 * and the hook binds it to the nearest GiphyProvider's platform client (its `platform` prop)
 * and QueryClient. Data, variables and options are typed from the factory, so a read or a
 * mutation added to a factory needs no hook of its own.
 */
import {
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { usePlatformClient } from '../giphyContext';
import type { PlatformClient } from './platformVars';

/**
 * A platform read: `useQuery` over `factory` (a `platformQueries` member) with the provider's
 * platform client, then the factory's own options object: `usePlatformQuery(platformQueries.channel, { id })`.
 * Reads that need an id, a slug or a username stay idle while it is missing.
 */
export function usePlatformQuery<Args extends unknown[], TQueryFnData, TData, TQueryKey extends QueryKey>(
  factory: (platform: PlatformClient, ...options: Args) => UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  ...options: NoInfer<Args>
): UseQueryResult<TData, Error> {
  return useQuery(factory(usePlatformClient(), ...options));
}

/**
 * A platform mutation: `useMutation` over `factory` (a member of `channelMutations`,
 * `storyMutations`, …) with the provider's platform client and QueryClient, so its
 * invalidations and optimistic updates reach the reads on screen:
 * `usePlatformMutation(storyMutations.publish).mutate({ id })`. React to one call with
 * `mutate(variables, { onSuccess, onError })`.
 */
export function usePlatformMutation<TData, TVariables, TContext>(
  factory: (
    platform: PlatformClient,
    queryClient: QueryClient,
  ) => UseMutationOptions<TData, Error, TVariables, TContext>,
): UseMutationResult<TData, Error, TVariables, TContext> {
  return useMutation(factory(usePlatformClient(), useQueryClient()));
}
