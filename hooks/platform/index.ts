/**
 * The platform hooks: `platformKeys` + `platformQueries` / `platformInfiniteQueries` and the
 * mutation option factories are the primary API; the `use*` hooks are thin wrappers over them
 * and the platform client given to `<GiphyProvider platform={…}>`.
 */
export { channelMutations } from './channelMutations';
export { channelTagMutations, type TagChannel } from './channelTagMutations';
export { languageTagMutations } from './languageTagMutations';
export { moderationMutations } from './moderationMutations';
export type { OptimisticContext } from './optimisticUpdate';
export { platformInfiniteQueries } from './platformInfiniteQueries';
export { platformKeys } from './platformKeys';
export { platformQueries } from './platformQueries';
export type { PlatformResult, PlatformVars } from './platformVars';
export { schedulerMutations } from './schedulerMutations';
export { type StoryRef, storyMutations } from './storyMutations';
export * from './usePlatformMutations';
export * from './usePlatformQueries';
