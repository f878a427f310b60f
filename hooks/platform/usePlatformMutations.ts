/**
 * The one-per-mutation hooks before 0.3.0, kept as deprecated aliases of `usePlatformMutation`
 * until 0.5.0 (docs/migration.md, "Deprecated names"): `useCreateChannel()` is
 * `usePlatformMutation(channelMutations.create)`.
 */
import { channelMutations } from './channelMutations';
import { channelTagMutations } from './channelTagMutations';
import { deprecatedPlatformMutation } from './deprecatedPlatformHooks';
import { languageTagMutations } from './languageTagMutations';
import { moderationMutations } from './moderationMutations';
import { schedulerMutations } from './schedulerMutations';
import { storyMutations } from './storyMutations';

/** @deprecated Creates a channel: `usePlatformMutation(channelMutations.create)`. Removed in 0.5.0 at the earliest. */
export const useCreateChannel = /* @__PURE__ */ deprecatedPlatformMutation(
  channelMutations.create,
  'useCreateChannel',
  'channelMutations.create',
);
/** @deprecated Changes a channel: `usePlatformMutation(channelMutations.update)`. Removed in 0.5.0 at the earliest. */
export const useUpdateChannel = /* @__PURE__ */ deprecatedPlatformMutation(
  channelMutations.update,
  'useUpdateChannel',
  'channelMutations.update',
);
/** @deprecated Moves a channel: `usePlatformMutation(channelMutations.move)`. Removed in 0.5.0 at the earliest. */
export const useMoveChannel = /* @__PURE__ */ deprecatedPlatformMutation(
  channelMutations.move,
  'useMoveChannel',
  'channelMutations.move',
);
/** @deprecated Deletes a channel and its descendants: `usePlatformMutation(channelMutations.delete)`. Removed in 0.5.0 at the earliest. */
export const useDeleteChannel = /* @__PURE__ */ deprecatedPlatformMutation(
  channelMutations.delete,
  'useDeleteChannel',
  'channelMutations.delete',
);
/** @deprecated Adds a ranked tag to a channel: `usePlatformMutation(channelTagMutations.createRanked)`. Removed in 0.5.0 at the earliest. */
export const useCreateRankedTag = /* @__PURE__ */ deprecatedPlatformMutation(
  channelTagMutations.createRanked,
  'useCreateRankedTag',
  'channelTagMutations.createRanked',
);
/** @deprecated Renames or re-ranks a ranked tag: `usePlatformMutation(channelTagMutations.updateRanked)`. Removed in 0.5.0 at the earliest. */
export const useUpdateRankedTag = /* @__PURE__ */ deprecatedPlatformMutation(
  channelTagMutations.updateRanked,
  'useUpdateRankedTag',
  'channelTagMutations.updateRanked',
);
/** @deprecated Deletes a ranked tag: `usePlatformMutation(channelTagMutations.deleteRanked)`. Removed in 0.5.0 at the earliest. */
export const useDeleteRankedTag = /* @__PURE__ */ deprecatedPlatformMutation(
  channelTagMutations.deleteRanked,
  'useDeleteRankedTag',
  'channelTagMutations.deleteRanked',
);
/** @deprecated Adds a magic tag to a channel: `usePlatformMutation(channelTagMutations.createMagic)`. Removed in 0.5.0 at the earliest. */
export const useCreateMagicTag = /* @__PURE__ */ deprecatedPlatformMutation(
  channelTagMutations.createMagic,
  'useCreateMagicTag',
  'channelTagMutations.createMagic',
);
/** @deprecated Deletes a magic tag: `usePlatformMutation(channelTagMutations.deleteMagic)`. Removed in 0.5.0 at the earliest. */
export const useDeleteMagicTag = /* @__PURE__ */ deprecatedPlatformMutation(
  channelTagMutations.deleteMagic,
  'useDeleteMagicTag',
  'channelTagMutations.deleteMagic',
);
/** @deprecated Adds a GIF's tags in one language: `usePlatformMutation(languageTagMutations.add)`. Removed in 0.5.0 at the earliest. */
export const useAddLanguageTags = /* @__PURE__ */ deprecatedPlatformMutation(
  languageTagMutations.add,
  'useAddLanguageTags',
  'languageTagMutations.add',
);
/** @deprecated Removes a GIF's tag in one language: `usePlatformMutation(languageTagMutations.remove)`. Removed in 0.5.0 at the earliest. */
export const useRemoveLanguageTags = /* @__PURE__ */ deprecatedPlatformMutation(
  languageTagMutations.remove,
  'useRemoveLanguageTags',
  'languageTagMutations.remove',
);
/** @deprecated Creates a story: `usePlatformMutation(storyMutations.create)`. Removed in 0.5.0 at the earliest. */
export const useCreateStory = /* @__PURE__ */ deprecatedPlatformMutation(
  storyMutations.create,
  'useCreateStory',
  'storyMutations.create',
);
/** @deprecated Changes a story: `usePlatformMutation(storyMutations.update)`. Removed in 0.5.0 at the earliest. */
export const useUpdateStory = /* @__PURE__ */ deprecatedPlatformMutation(
  storyMutations.update,
  'useUpdateStory',
  'storyMutations.update',
);
/** @deprecated Publishes a story: `usePlatformMutation(storyMutations.publish)`. Removed in 0.5.0 at the earliest. */
export const usePublishStory = /* @__PURE__ */ deprecatedPlatformMutation(
  storyMutations.publish,
  'usePublishStory',
  'storyMutations.publish',
);
/** @deprecated Unpublishes a story: `usePlatformMutation(storyMutations.unpublish)`. Removed in 0.5.0 at the earliest. */
export const useUnpublishStory = /* @__PURE__ */ deprecatedPlatformMutation(
  storyMutations.unpublish,
  'useUnpublishStory',
  'storyMutations.unpublish',
);
/** @deprecated Deletes a story: `usePlatformMutation(storyMutations.delete)`. Removed in 0.5.0 at the earliest. */
export const useDeleteStory = /* @__PURE__ */ deprecatedPlatformMutation(
  storyMutations.delete,
  'useDeleteStory',
  'storyMutations.delete',
);
/** @deprecated Schedules a story to trend: `usePlatformMutation(storyMutations.scheduleTrending)`. Removed in 0.5.0 at the earliest. */
export const useScheduleTrendingStory = /* @__PURE__ */ deprecatedPlatformMutation(
  storyMutations.scheduleTrending,
  'useScheduleTrendingStory',
  'storyMutations.scheduleTrending',
);
/** @deprecated Takes a story off the trending schedule: `usePlatformMutation(storyMutations.removeTrending)`. Removed in 0.5.0 at the earliest. */
export const useRemoveTrendingStory = /* @__PURE__ */ deprecatedPlatformMutation(
  storyMutations.removeTrending,
  'useRemoveTrendingStory',
  'storyMutations.removeTrending',
);
/** @deprecated Schedules GIFs to trend: `usePlatformMutation(schedulerMutations.schedule)`. Removed in 0.5.0 at the earliest. */
export const useScheduleTrending = /* @__PURE__ */ deprecatedPlatformMutation(
  schedulerMutations.schedule,
  'useScheduleTrending',
  'schedulerMutations.schedule',
);
/** @deprecated Unschedules a GIF: `usePlatformMutation(schedulerMutations.delete)`. Removed in 0.5.0 at the earliest. */
export const useDeleteScheduled = /* @__PURE__ */ deprecatedPlatformMutation(
  schedulerMutations.delete,
  'useDeleteScheduled',
  'schedulerMutations.delete',
);
/** @deprecated Takes GIFs down: `usePlatformMutation(moderationMutations.takedown)`. Removed in 0.5.0 at the earliest. */
export const useTakedown = /* @__PURE__ */ deprecatedPlatformMutation(
  moderationMutations.takedown,
  'useTakedown',
  'moderationMutations.takedown',
);
