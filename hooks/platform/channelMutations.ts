/**
 * Mutation options for the channel tree: create, update (which resolves only once the site's
 * flush job is DONE, as `platform.channels.update` polls it, and surfaces `{ channel, job,
 * settled }`), move and delete, each invalidating the channel reads it makes stale. Use them
 * with `useMutation`, or through the `use…Channel` hooks.
 */
import type { QueryClient } from '@tanstack/react-query';
import { platformKeys } from './platformKeys';
import { invalidate, platformMutation } from './platformMutation';
import type { PlatformClient, PlatformVars } from './platformVars';

type Channels = PlatformClient['channels'];

/** Mutation factories for channels (create, update, delete, move), for `useMutation`. */
export const channelMutations = {
  /** Creates a channel; its parent's detail and children and the slug lookups are refreshed. */
  create: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.channels(), 'create'],
      mutationFn: (variables: PlatformVars<Channels['create']>) => platform.channels.create(variables),
      onSuccess: (channel) =>
        invalidate(queryClient, [
          channel.parent != null && platformKeys.channel(channel.parent),
          channel.parent != null && platformKeys.channelChildren(channel.parent),
          platformKeys.channelBySlug(),
        ]),
    }),

  /**
   * Changes a channel and waits for its flush job. The data is `{ channel, job, settled }`:
   * `settled` is false when the job did not report DONE in time (the site may still show the
   * old values for a while). Refreshes the channel, its children (their URLs hold its slug),
   * its parent's detail and children, and every slug lookup (the slug may have changed).
   */
  update: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.channels(), 'update'],
      mutationFn: (variables: PlatformVars<Channels['update']>) => platform.channels.update(variables),
      onSuccess: ({ channel }, { id }) =>
        invalidate(queryClient, [
          platformKeys.channel(id),
          platformKeys.channelChildren(id),
          channel.parent != null && platformKeys.channel(channel.parent),
          channel.parent != null && platformKeys.channelChildren(channel.parent),
          platformKeys.channelBySlug(),
        ]),
    }),

  /**
   * Moves a channel among (or to) a parent's children. Positions change in two sibling lists
   * and in every detail that embeds children, so every channel read but the feeds is refreshed.
   */
  move: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.channels(), 'move'],
      mutationFn: (variables: PlatformVars<Channels['move']>) => platform.channels.move(variables),
      onSuccess: () =>
        invalidate(queryClient, [platformKeys.channel(), platformKeys.channelChildren(), platformKeys.channelBySlug()]),
    }),

  /**
   * Deletes a channel and its descendants. Its own reads are dropped from the cache (they would
   * only answer 404); the other channel reads but the feeds are refreshed.
   */
  delete: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.channels(), 'delete'],
      mutationFn: (variables: PlatformVars<Channels['delete']>) => platform.channels.delete(variables),
      onSuccess: (_data, { id }) => {
        for (const queryKey of [
          platformKeys.channel(id),
          platformKeys.channelChildren(id),
          platformKeys.channelFeed(id),
        ])
          queryClient.removeQueries({ queryKey });
        return invalidate(queryClient, [
          platformKeys.channel(),
          platformKeys.channelChildren(),
          platformKeys.channelBySlug(),
        ]);
      },
    }),
};
