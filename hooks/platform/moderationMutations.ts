/**
 * Mutation options for moderation: a takedown removes GIFs from the search service and from
 * channel feeds, so both are refreshed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { platformKeys } from './platformKeys';
import { invalidate, platformMutation } from './platformMutation';
import type { PlatformClient, PlatformVars } from './platformVars';

type Moderation = PlatformClient['moderation'];

/** Mutation factories for moderation (takedown), for `useMutation`. */
export const moderationMutations = {
  /** Takes GIFs down; the data holds one result per GIF (`removed`, `already_removed`, `not_found`). */
  takedown: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.all, 'moderation', 'takedown'],
      mutationFn: (variables: PlatformVars<Moderation['takedown']>) => platform.moderation.takedown(variables),
      onSuccess: () => invalidate(queryClient, [platformKeys.searchService(), platformKeys.channelFeed()]),
    }),
};
