/**
 * The optimistic-update step the platform mutations share: cancel the reads a change touches
 * (so an in-flight answer cannot overwrite the optimistic state), remember what they held,
 * apply the change to every cached entry under a key, and hand back the rollback (a mutation's
 * context is `{ rollback }`: what its `onMutate` returns and its `onError` calls).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Puts every touched cache entry back as it was before the optimistic change. */
type Rollback = () => void;

/**
 * Applies `update` to the data of every query under `queryKey` (entries without data are left
 * alone) and resolves to the rollback. `update` may return the data unchanged.
 */
export async function optimisticUpdate<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): Promise<Rollback> {
  await queryClient.cancelQueries({ queryKey });
  const snapshot = queryClient.getQueriesData<T>({ queryKey });
  queryClient.setQueriesData<T>({ queryKey }, (data) => (data === undefined ? data : update(data)));
  return () => {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  };
}
