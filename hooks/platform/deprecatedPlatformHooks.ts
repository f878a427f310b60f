/**
 * The platform hooks before 0.3.0, one per read or mutation (`useChannel`, `usePublishStory`, …),
 * as deprecated aliases (docs/versioning.md): each is `usePlatformQuery` / `usePlatformMutation`
 * over its factory, and warns once in development, naming the call to write instead.
 */
import type { QueryClient, QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import { warnDeprecated } from '../../sdk/devWarn';
import type { PlatformClient } from './platformVars';
import { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';

/**
 * A read's old hook, `old` (`useChannel`): `usePlatformQuery(factory, …options)`, `factory`
 * being `platformQueries[name]`, warning once in development
 * (`useChannel(…)` → `usePlatformQuery(platformQueries.channel, …)`).
 */
export function deprecatedPlatformQuery<Args extends unknown[], TQueryFnData, TData, TQueryKey extends QueryKey>(
  factory: (platform: PlatformClient, ...options: Args) => UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  old: string,
  name: string,
) {
  return (...options: Args) => {
    if (process.env.NODE_ENV !== 'production') {
      warnDeprecated({ name: `${old}(…)`, instead: `usePlatformQuery(platformQueries.${name}, …)` });
    }
    return usePlatformQuery(factory, ...options);
  };
}

/**
 * A mutation's old hook, `old` (`usePublishStory`): `usePlatformMutation(factory)`, `factory`
 * being named `name` (`storyMutations.publish`), warning once in development.
 */
export function deprecatedPlatformMutation<TData, TVariables, TContext>(
  factory: (
    platform: PlatformClient,
    queryClient: QueryClient,
  ) => UseMutationOptions<TData, Error, TVariables, TContext>,
  old: string,
  name: string,
) {
  return () => {
    if (process.env.NODE_ENV !== 'production')
      warnDeprecated({ name: `${old}()`, instead: `usePlatformMutation(${name})` });
    return usePlatformMutation(factory);
  };
}
