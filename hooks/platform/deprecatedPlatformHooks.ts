/**
 * The platform hooks before 0.3.0, one per read or mutation (`useChannel`, `usePublishStory`, …),
 * as deprecated aliases (docs/versioning.md): each is `usePlatformQuery` / `usePlatformMutation`
 * over its factory, and warns once in development, naming the call to write instead.
 */
import type { QueryClient, QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import { type Deprecation, warnDeprecated } from '../../sdk/devWarn';
import type { PlatformClient } from './platformVars';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

/** A read's old hook: `usePlatformQuery(factory, …options)`, warning `deprecation` once in development. */
export function deprecatedPlatformQuery<Args extends unknown[], TQueryFnData, TData, TQueryKey extends QueryKey>(
  factory: (platform: PlatformClient, ...options: Args) => UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  deprecation: Deprecation,
) {
  return (...options: Args) => {
    if (process.env.NODE_ENV !== 'production') warnDeprecated(deprecation);
    return usePlatformQuery(factory, ...options);
  };
}

/** A mutation's old hook: `usePlatformMutation(factory)`, warning `deprecation` once in development. */
export function deprecatedPlatformMutation<TData, TVariables, TContext>(
  factory: (
    platform: PlatformClient,
    queryClient: QueryClient,
  ) => UseMutationOptions<TData, Error, TVariables, TContext>,
  deprecation: Deprecation,
) {
  return () => {
    if (process.env.NODE_ENV !== 'production') warnDeprecated(deprecation);
    return usePlatformMutation(factory);
  };
}
