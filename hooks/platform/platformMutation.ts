/**
 * Small pieces every platform mutation factory uses: `platformMutation` types an options
 * object for `useMutation` (the same identity as React Query's `mutationOptions`, which only
 * exists from v5.80, so gifkit keeps working with any v5), and `invalidate` refreshes a set of
 * keys at once, resolving when the active reads have refetched.
 */
import type { QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';

/** Types a mutation options object; returns it unchanged. */
export function platformMutation<TData, TVariables, TContext = unknown>(
  options: UseMutationOptions<TData, Error, TVariables, TContext>,
): UseMutationOptions<TData, Error, TVariables, TContext> {
  return options;
}

/**
 * Invalidates each key (as a prefix). Returned from `onSuccess`/`onSettled`, it keeps the
 * mutation pending until the reads on screen show the change.
 */
export function invalidate(queryClient: QueryClient, keys: readonly (QueryKey | false | null | undefined)[]) {
  return Promise.all(keys.flatMap((queryKey) => (queryKey ? [queryClient.invalidateQueries({ queryKey })] : [])));
}
