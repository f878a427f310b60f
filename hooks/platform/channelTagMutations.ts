/**
 * Mutation options for a channel's ranked and magic tags. Tags show up in the channel object
 * (`tags`, `syncable_tags`), so each change refreshes that channel's reads and the slug
 * lookups. The delete calls take only the tag id; their variables also name the `channel`,
 * which is used for the invalidation and not sent.
 */
import type { QueryClient } from '@tanstack/react-query';
import { platformKeys } from './platformKeys';
import { invalidate, platformMutation } from './platformMutation';
import type { PlatformClient, PlatformVars } from './platformVars';

type Tags = PlatformClient['channelTags'];

const refreshChannel = (queryClient: QueryClient, channel: number) =>
  invalidate(queryClient, [platformKeys.channel(channel), platformKeys.channelBySlug()]);

/** Mutation factories for a channel's tags, for `useMutation`. */
export const channelTagMutations = {
  /** Adds a ranked tag (after the last one unless `rank` is given). */
  createRanked: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.channels(), 'tags', 'createRanked'],
      mutationFn: (variables: PlatformVars<Tags['createRanked']>) => platform.channelTags.createRanked(variables),
      onSuccess: (tag) => refreshChannel(queryClient, tag.channel),
    }),
  /** Renames or re-ranks a ranked tag. */
  updateRanked: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.channels(), 'tags', 'updateRanked'],
      mutationFn: (variables: PlatformVars<Tags['updateRanked']>) => platform.channelTags.updateRanked(variables),
      onSuccess: (tag) => refreshChannel(queryClient, tag.channel),
    }),
  /** Deletes a ranked tag. */
  deleteRanked: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.channels(), 'tags', 'deleteRanked'],
      mutationFn: ({ channel: _channel, ...variables }: PlatformVars<Tags['deleteRanked']> & { channel: number }) =>
        platform.channelTags.deleteRanked(variables),
      onSuccess: (_data, { channel }) => refreshChannel(queryClient, channel),
    }),
  /** Adds a magic (syncable) tag. */
  createMagic: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.channels(), 'tags', 'createMagic'],
      mutationFn: (variables: PlatformVars<Tags['createMagic']>) => platform.channelTags.createMagic(variables),
      onSuccess: (tag) => refreshChannel(queryClient, tag.channel),
    }),
  /** Deletes a magic tag. */
  deleteMagic: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.channels(), 'tags', 'deleteMagic'],
      mutationFn: ({ channel: _channel, ...variables }: PlatformVars<Tags['deleteMagic']> & { channel: number }) =>
        platform.channelTags.deleteMagic(variables),
      onSuccess: (_data, { channel }) => refreshChannel(queryClient, channel),
    }),
};
