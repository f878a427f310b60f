'use client';
/**
 * The two platform lists as hooks that add their flat list (`useChannelFeed`, `useUserStories`),
 * and the one-per-read wrappers kept as deprecated aliases of `usePlatformQuery` until 0.5.0
 * (docs/migration.md, "Deprecated names"). The infinite hooks expose their flat, de-duplicated
 * list as `items` (a feed's GIFs, a user's stories), as the GIF lists do.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { deprecatedProperty } from '../../sdk/devWarn';
import { usePlatformClient } from '../giphyContext';
import { deprecatedPlatformQuery } from './deprecatedPlatformHooks';
import { platformInfiniteQueries, selectFeedItems, selectStoryItems } from './platformInfiniteQueries';
import { platformQueries } from './platformQueries';

// The hooks before 0.3.0, one per read: `usePlatformQuery` with the factory replaces them.

/** @deprecated One channel (`{ id, fetch_children? }`): `usePlatformQuery(platformQueries.channel, { id })`. Removed in 0.5.0 at the earliest. */
export const useChannel = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.channel, {
  name: 'useChannel(options)',
  instead: 'usePlatformQuery(platformQueries.channel, options)',
});
/** @deprecated The channels with a slug: `usePlatformQuery(platformQueries.channelBySlug, { slug })`. Removed in 0.5.0 at the earliest. */
export const useChannelBySlug = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.channelBySlug, {
  name: 'useChannelBySlug(options)',
  instead: 'usePlatformQuery(platformQueries.channelBySlug, options)',
});
/** @deprecated A channel's direct children: `usePlatformQuery(platformQueries.channelChildren, { id })`. Removed in 0.5.0 at the earliest. */
export const useChannelChildren = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.channelChildren, {
  name: 'useChannelChildren(options)',
  instead: 'usePlatformQuery(platformQueries.channelChildren, options)',
});
/** @deprecated The artists directory: `usePlatformQuery(platformQueries.artists, options)`. Removed in 0.5.0 at the earliest. */
export const useArtists = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.artists, {
  name: 'useArtists(options)',
  instead: 'usePlatformQuery(platformQueries.artists, options)',
});
/** @deprecated One story by id: `usePlatformQuery(platformQueries.story, { id })`. Removed in 0.5.0 at the earliest. */
export const useStory = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.story, {
  name: 'useStory(options)',
  instead: 'usePlatformQuery(platformQueries.story, options)',
});
/** @deprecated One story by slug: `usePlatformQuery(platformQueries.storyBySlug, { slug })`. Removed in 0.5.0 at the earliest. */
export const useStoryBySlug = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.storyBySlug, {
  name: 'useStoryBySlug(options)',
  instead: 'usePlatformQuery(platformQueries.storyBySlug, options)',
});
/** @deprecated Partner artists' stories: `usePlatformQuery(platformQueries.partnerArtistStories, options)`. Removed in 0.5.0 at the earliest. */
export const usePartnerArtistStories = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.partnerArtistStories, {
  name: 'usePartnerArtistStories(options)',
  instead: 'usePlatformQuery(platformQueries.partnerArtistStories, options)',
});
/** @deprecated The trending schedule of stories: `usePlatformQuery(platformQueries.trendingStories, options)`. Removed in 0.5.0 at the earliest. */
export const useTrendingStories = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.trendingStories, {
  name: 'useTrendingStories(options)',
  instead: 'usePlatformQuery(platformQueries.trendingStories, options)',
});
/** @deprecated A page of scheduled GIFs: `usePlatformQuery(platformQueries.schedule, options)`. Removed in 0.5.0 at the earliest. */
export const useSchedule = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.schedule, {
  name: 'useSchedule(options)',
  instead: 'usePlatformQuery(platformQueries.schedule, options)',
});
/** @deprecated The trending scheduler's activity log: `usePlatformQuery(platformQueries.schedulerActivity)`. Removed in 0.5.0 at the earliest. */
export const useSchedulerActivity = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.schedulerActivity, {
  name: 'useSchedulerActivity()',
  instead: 'usePlatformQuery(platformQueries.schedulerActivity)',
});
/** @deprecated A page of the internal search service: `usePlatformQuery(platformQueries.searchService, options)`. Removed in 0.5.0 at the earliest. */
export const useSearchService = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.searchService, {
  name: 'useSearchService(options)',
  instead: 'usePlatformQuery(platformQueries.searchService, options)',
});
/** @deprecated A user's profile: `usePlatformQuery(platformQueries.user, { id })`. Removed in 0.5.0 at the earliest. */
export const usePlatformUser = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.user, {
  name: 'usePlatformUser(options)',
  instead: 'usePlatformQuery(platformQueries.user, options)',
});
/** @deprecated Some GIFs' tags in one language: `usePlatformQuery(platformQueries.languageTags, { gif_ids, lang })`. Removed in 0.5.0 at the earliest. */
export const useLanguageTags = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.languageTags, {
  name: 'useLanguageTags(options)',
  instead: 'usePlatformQuery(platformQueries.languageTags, options)',
});

/** A channel's feed, page after page; `items` holds every GIF loaded so far. */
export function useChannelFeed(options: Parameters<typeof platformInfiniteQueries.channelFeed>[1]) {
  const query = useInfiniteQuery({
    ...platformInfiniteQueries.channelFeed(usePlatformClient(), options),
    select: selectFeedItems,
  });
  const items = query.data?.items ?? [];
  return deprecatedProperty(Object.assign(query, { items }), 'gifs', () => items, {
    name: 'useChannelFeed(…).gifs',
    instead: 'useChannelFeed(…).items',
  }) as typeof query & {
    items: typeof items;
    /** @deprecated Renamed `items` (`useChannelFeed({ id }).items`); removed in 0.4.0 at the earliest. */
    readonly gifs: typeof items;
  };
}

/** A user's stories, page after page; `items` holds every story loaded so far. Idle without a username. */
export function useUserStories(options: Parameters<typeof platformInfiniteQueries.storiesByUser>[1]) {
  const query = useInfiniteQuery({
    ...platformInfiniteQueries.storiesByUser(usePlatformClient(), options),
    select: selectStoryItems,
  });
  const items = query.data?.items ?? [];
  return deprecatedProperty(Object.assign(query, { items }), 'stories', () => items, {
    name: 'useUserStories(…).stories',
    instead: 'useUserStories(…).items',
  }) as typeof query & {
    items: typeof items;
    /** @deprecated Renamed `items` (`useUserStories({ username }).items`); removed in 0.4.0 at the earliest. */
    readonly stories: typeof items;
  };
}
