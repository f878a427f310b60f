'use client';
/**
 * One hook per platform read, each a thin wrapper over its options factory (platformQueries,
 * platformInfiniteQueries) and the platform client of the nearest GiphyProvider (its
 * `platform` prop). Each takes the platform method's own options object. The infinite hooks
 * also expose their flat, de-duplicated list as `items` (a feed's GIFs, a user's stories), as
 * the GIF lists do.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { deprecatedProperty } from '../../sdk/devWarn';
import { usePlatformClient } from '../giphyContext';
import { platformInfiniteQueries, selectFeedItems, selectStoryItems } from './platformInfiniteQueries';
import { platformQueries } from './platformQueries';
import type { PlatformClient, PlatformVars } from './platformVars';

type P = PlatformClient;

/** One channel (`{ id, fetch_children? }`); idle while `id` is missing. */
export const useChannel = (options: PlatformVars<P['channels']['get']>) =>
  useQuery(platformQueries.channel(usePlatformClient(), options));
/** The channels with a slug; idle while `slug` is empty. */
export const useChannelBySlug = (options: PlatformVars<P['channels']['findBySlug']>) =>
  useQuery(platformQueries.channelBySlug(usePlatformClient(), options));
/** A channel's direct children; idle until the parent id is known. */
export const useChannelChildren = (options: PlatformVars<P['channels']['children']>) =>
  useQuery(platformQueries.channelChildren(usePlatformClient(), options));
/** The artists directory. */
export const useArtists = (options?: PlatformVars<P['artists']['list']>) =>
  useQuery(platformQueries.artists(usePlatformClient(), options));
/** One story by id. */
export const useStory = (options: PlatformVars<P['stories']['get']>) =>
  useQuery(platformQueries.story(usePlatformClient(), options));
/** One story by slug. */
export const useStoryBySlug = (options: PlatformVars<P['stories']['getBySlug']>) =>
  useQuery(platformQueries.storyBySlug(usePlatformClient(), options));
/** Partner artists' stories. */
export const usePartnerArtistStories = (options?: PlatformVars<P['stories']['listPartnerArtist']>) =>
  useQuery(platformQueries.partnerArtistStories(usePlatformClient(), options));
/** The trending schedule of stories. */
export const useTrendingStories = (options?: PlatformVars<P['stories']['listTrending']>) =>
  useQuery(platformQueries.trendingStories(usePlatformClient(), options));
/** A page of scheduled GIFs (limit 25, offset 0, type gif by default). */
export const useSchedule = (options?: PlatformVars<P['scheduler']['list']>) =>
  useQuery(platformQueries.schedule(usePlatformClient(), options));
/** The trending scheduler's activity log. */
export const useSchedulerActivity = () => useQuery(platformQueries.schedulerActivity(usePlatformClient()));
/** A page of the internal search service. */
export const useSearchService = (options?: PlatformVars<P['search']['service']>) =>
  useQuery(platformQueries.searchService(usePlatformClient(), options));
/** A user's profile; idle while `id` is missing. */
export const usePlatformUser = (options: PlatformVars<P['users']['get']>) =>
  useQuery(platformQueries.user(usePlatformClient(), options));
/** Some GIFs' tags in one language; idle without ids or a language. */
export const useLanguageTags = (options: PlatformVars<P['gifs']['languageTags']>) =>
  useQuery(platformQueries.languageTags(usePlatformClient(), options));

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
