/**
 * The platform hooks: `platformKeys` + `platformQueries` / `platformInfiniteQueries` and the
 * mutation option factories are the primary API; a component calls a factory through
 * `usePlatformQuery(platformQueries.channel, { id })` / `usePlatformMutation(storyMutations.publish)`,
 * which bind it to the platform client given to `<GiphyProvider platform={…}>`. The two paged
 * lists have hooks that add their flat list (`useChannelFeed`, `useUserStories`); the
 * one-per-call hooks before 0.3.0 (`useChannel`, `usePublishStory`, …) are deprecated aliases.
 */
export { channelMutations } from './channelMutations';
export { channelTagMutations } from './channelTagMutations';
export { languageTagMutations } from './languageTagMutations';
export { moderationMutations } from './moderationMutations';
export { platformInfiniteQueries } from './platformInfiniteQueries';
export { platformKeys } from './platformKeys';
export { platformQueries } from './platformQueries';
export type { PlatformVars } from './platformVars';
export { schedulerMutations } from './schedulerMutations';
export { storyMutations } from './storyMutations';
export * from './usePlatformMutations';
export * from './usePlatformQueries';
export { usePlatformMutation, usePlatformQuery } from './usePlatformQuery';
