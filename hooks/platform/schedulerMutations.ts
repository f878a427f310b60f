/**
 * Mutation options for the trending scheduler: scheduling GIFs refreshes the scheduled lists
 * and the activity log; unscheduling takes the entry out of every cached page at once (rolled
 * back if the call fails), then refreshes both.
 */
import type { QueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from './optimisticUpdate';
import { platformKeys } from './platformKeys';
import { invalidate, platformMutation } from './platformMutation';
import type { PlatformClient, PlatformResult, PlatformVars } from './platformVars';

type Scheduler = PlatformClient['scheduler'];
type SchedulePage = PlatformResult<Scheduler['list']>;

/** A cached page without entry `id` (its counts adjusted when it held it). */
const without =
  (id: string) =>
  (page: SchedulePage): SchedulePage => {
    const data = page.data.filter((entry) => entry.id !== id);
    if (data.length === page.data.length) return page;
    const { pagination } = page;
    return {
      ...page,
      data,
      pagination: { ...pagination, count: data.length, total_count: pagination.total_count - 1 },
    };
  };

const refresh = (queryClient: QueryClient) =>
  invalidate(queryClient, [platformKeys.schedule(), platformKeys.schedulerActivity()]);

/** Mutation factories for the trending scheduler, for `useMutation`. */
export const schedulerMutations = {
  /** Schedules GIFs to trend at `timestamp`. */
  schedule: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.scheduler(), 'schedule'],
      mutationFn: (variables: PlatformVars<Scheduler['schedule']>) => platform.scheduler.schedule(variables),
      onSuccess: () => refresh(queryClient),
    }),
  /** Unschedules one entry, removing it from the cached pages at once. */
  delete: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation<PlatformResult<Scheduler['delete']>, PlatformVars<Scheduler['delete']>, { rollback: () => void }>({
      mutationKey: [...platformKeys.scheduler(), 'delete'],
      mutationFn: (variables) => platform.scheduler.delete(variables),
      onMutate: async ({ id }) => ({
        rollback: await optimisticUpdate(queryClient, platformKeys.schedule(), without(id)),
      }),
      onError: (_error, _variables, context) => context?.rollback(),
      onSettled: () => refresh(queryClient),
    }),
};
