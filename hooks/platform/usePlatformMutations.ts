'use client';
/**
 * One hook per platform mutation, each `useMutation` over its options factory with the
 * platform client of the nearest GiphyProvider and its QueryClient. React to one call with
 * `mutate(variables, { onSuccess, onError })`; to change the factory's own callbacks, call
 * `useMutation` with the factory yourself.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlatformClient } from '../giphyContext';
import { channelMutations } from './channelMutations';
import { channelTagMutations } from './channelTagMutations';
import { languageTagMutations } from './languageTagMutations';
import { moderationMutations } from './moderationMutations';
import type { PlatformClient } from './platformVars';
import { schedulerMutations } from './schedulerMutations';
import { storyMutations } from './storyMutations';

/** Binds a factory to the provider's platform client and QueryClient. */
const useFactory = <O>(factory: (platform: PlatformClient, queryClient: QueryClient) => O) =>
  factory(usePlatformClient(), useQueryClient());

/** Creates a channel. */
export const useCreateChannel = () => useMutation(useFactory(channelMutations.create));
/** Changes a channel; resolves once its flush job is DONE (`data.settled`). */
export const useUpdateChannel = () => useMutation(useFactory(channelMutations.update));
/** Moves a channel. */
export const useMoveChannel = () => useMutation(useFactory(channelMutations.move));
/** Deletes a channel and its descendants. */
export const useDeleteChannel = () => useMutation(useFactory(channelMutations.delete));
/** Adds a ranked tag to a channel. */
export const useCreateRankedTag = () => useMutation(useFactory(channelTagMutations.createRanked));
/** Renames or re-ranks a ranked tag. */
export const useUpdateRankedTag = () => useMutation(useFactory(channelTagMutations.updateRanked));
/** Deletes a ranked tag (`{ id, channel }`). */
export const useDeleteRankedTag = () => useMutation(useFactory(channelTagMutations.deleteRanked));
/** Adds a magic tag to a channel. */
export const useCreateMagicTag = () => useMutation(useFactory(channelTagMutations.createMagic));
/** Deletes a magic tag (`{ id, channel }`). */
export const useDeleteMagicTag = () => useMutation(useFactory(channelTagMutations.deleteMagic));
/** Adds a GIF's tags in one language, optimistically. */
export const useAddLanguageTags = () => useMutation(useFactory(languageTagMutations.add));
/** Removes a GIF's tag in one language, optimistically. */
export const useRemoveLanguageTags = () => useMutation(useFactory(languageTagMutations.remove));
/** Creates a story. */
export const useCreateStory = () => useMutation(useFactory(storyMutations.create));
/** Changes a story. */
export const useUpdateStory = () => useMutation(useFactory(storyMutations.update));
/** Publishes a story, optimistically. */
export const usePublishStory = () => useMutation(useFactory(storyMutations.publish));
/** Unpublishes a story, optimistically. */
export const useUnpublishStory = () => useMutation(useFactory(storyMutations.unpublish));
/** Deletes a story. */
export const useDeleteStory = () => useMutation(useFactory(storyMutations.delete));
/** Schedules a story to trend. */
export const useScheduleTrendingStory = () => useMutation(useFactory(storyMutations.scheduleTrending));
/** Takes a story off the trending schedule. */
export const useRemoveTrendingStory = () => useMutation(useFactory(storyMutations.removeTrending));
/** Schedules GIFs to trend. */
export const useScheduleTrending = () => useMutation(useFactory(schedulerMutations.schedule));
/** Unschedules a GIF, optimistically. */
export const useDeleteScheduled = () => useMutation(useFactory(schedulerMutations.delete));
/** Takes GIFs down. */
export const useTakedown = () => useMutation(useFactory(moderationMutations.takedown));
