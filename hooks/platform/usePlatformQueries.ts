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
export const useChannel = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.channel, 'useChannel', 'channel');
/** @deprecated The channels with a slug: `usePlatformQuery(platformQueries.channelBySlug, { slug })`. Removed in 0.5.0 at the earliest. */
export const useChannelBySlug = /* @__PURE__ */ deprecatedPlatformQuery(
  platformQueries.channelBySlug,
  'useChannelBySlug',
  'channelBySlug',
);
/** @deprecated A channel's direct children: `usePlatformQuery(platformQueries.channelChildren, { id })`. Removed in 0.5.0 at the earliest. */
export const useChannelChildren = /* @__PURE__ */ deprecatedPlatformQuery(
  platformQueries.channelChildren,
  'useChannelChildren',
  'channelChildren',
);
/** @deprecated The artists directory: `usePlatformQuery(platformQueries.artists, options)`. Removed in 0.5.0 at the earliest. */
export const useArtists = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.artists, 'useArtists', 'artists');
/** @deprecated One story by id: `usePlatformQuery(platformQueries.story, { id })`. Removed in 0.5.0 at the earliest. */
export const useStory = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.story, 'useStory', 'story');
/** @deprecated One story by slug: `usePlatformQuery(platformQueries.storyBySlug, { slug })`. Removed in 0.5.0 at the earliest. */
export const useStoryBySlug = /* @__PURE__ */ deprecatedPlatformQuery(
  platformQueries.storyBySlug,
  'useStoryBySlug',
  'storyBySlug',
);
/** @deprecated Partner artists' stories: `usePlatformQuery(platformQueries.partnerArtistStories, options)`. Removed in 0.5.0 at the earliest. */
export const usePartnerArtistStories = /* @__PURE__ */ deprecatedPlatformQuery(
  platformQueries.partnerArtistStories,
  'usePartnerArtistStories',
  'partnerArtistStories',
);
/** @deprecated The trending schedule of stories: `usePlatformQuery(platformQueries.trendingStories, options)`. Removed in 0.5.0 at the earliest. */
export const useTrendingStories = /* @__PURE__ */ deprecatedPlatformQuery(
  platformQueries.trendingStories,
  'useTrendingStories',
  'trendingStories',
);
/** @deprecated A page of scheduled GIFs: `usePlatformQuery(platformQueries.schedule, options)`. Removed in 0.5.0 at the earliest. */
export const useSchedule = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.schedule, 'useSchedule', 'schedule');
/** @deprecated The trending scheduler's activity log: `usePlatformQuery(platformQueries.schedulerActivity)`. Removed in 0.5.0 at the earliest. */
export const useSchedulerActivity = /* @__PURE__ */ deprecatedPlatformQuery(
  platformQueries.schedulerActivity,
  'useSchedulerActivity',
  'schedulerActivity',
);
/** @deprecated A page of the internal search service: `usePlatformQuery(platformQueries.searchService, options)`. Removed in 0.5.0 at the earliest. */
export const useSearchService = /* @__PURE__ */ deprecatedPlatformQuery(
  platformQueries.searchService,
  'useSearchService',
  'searchService',
);
/** @deprecated A user's profile: `usePlatformQuery(platformQueries.user, { id })`. Removed in 0.5.0 at the earliest. */
export const usePlatformUser = /* @__PURE__ */ deprecatedPlatformQuery(platformQueries.user, 'usePlatformUser', 'user');
/** @deprecated Some GIFs' tags in one language: `usePlatformQuery(platformQueries.languageTags, { gif_ids, lang })`. Removed in 0.5.0 at the earliest. */
export const useLanguageTags = /* @__PURE__ */ deprecatedPlatformQuery(
  platformQueries.languageTags,
  'useLanguageTags',
  'languageTags',
);

/** A channel's feed, page after page; `items` holds every GIF loaded so far. */
export function useChannelFeed(options: Parameters<typeof platformInfiniteQueries.channelFeed>[1]) {
  const query = useInfiniteQuery({
    ...platformInfiniteQueries.channelFeed(usePlatformClient(), options),
    select: selectFeedItems,
  });
  const items = query.data?.items ?? [];
  return deprecatedProperty(
    Object.assign(query, { items }),
    'gifs',
    () => items,
    process.env.NODE_ENV !== 'production' && {
      name: 'useChannelFeed(…).gifs',
      instead: 'useChannelFeed(…).items',
    },
  ) as typeof query & {
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
  return deprecatedProperty(
    Object.assign(query, { items }),
    'stories',
    () => items,
    process.env.NODE_ENV !== 'production' && {
      name: 'useUserStories(…).stories',
      instead: 'useUserStories(…).items',
    },
  ) as typeof query & {
    items: typeof items;
    /** @deprecated Renamed `items` (`useUserStories({ username }).items`); removed in 0.4.0 at the earliest. */
    readonly stories: typeof items;
  };
}
