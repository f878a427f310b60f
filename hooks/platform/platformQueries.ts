/**
 * `queryOptions` factories for the platform reads (channels, artists, stories, the trending
 * scheduler, the search service, users, language tags): the primary API of the platform hooks.
 * Each takes the platform client and the method's own options object, and carries its key
 * (platformKeys), its query function and gifkit's caching policy. Reads that need an id, a
 * slug or a username stay idle while it is missing. Keys hold the options as sent, defaults
 * filled in, so `{}` and the explicit defaults share one cache entry.
 */
import { queryOptions } from '@tanstack/react-query';
import { ARTISTS_DEFAULT_SORT, PARTNER_ARTIST_STORIES_LIMIT, SCHEDULER_DEFAULTS } from '../../sdk/platform/constants';
import { cachePolicy } from '../cachePolicy';
import { gifIdList, platformKeys } from './platformKeys';
import { isId, type PlatformClient, type PlatformVars } from './platformVars';

type P = PlatformClient;

/** Drops `undefined` fields so they do not hide a default. */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Query factories for the platform APIs (channels, stories, artists, …), for `useQuery`. */
export const platformQueries = {
  /** One channel; `fetch_children: false` leaves out its children. */
  channel: (platform: P, { id, ...options }: PlatformVars<P['channels']['get']>) =>
    queryOptions({
      queryKey: platformKeys.channel(id, options),
      queryFn: ({ signal }) => platform.channels.get({ id, ...options, signal }),
      enabled: isId(id),
      ...cachePolicy,
    }),
  /** The channels with a slug (usually one, in `results`). */
  channelBySlug: (platform: P, { slug }: PlatformVars<P['channels']['findBySlug']>) =>
    queryOptions({
      queryKey: platformKeys.channelBySlug(slug),
      queryFn: ({ signal }) => platform.channels.findBySlug({ slug, signal }),
      enabled: !!slug,
      ...cachePolicy,
    }),
  /** A channel's direct children; idle until the parent id is known (the SDK would reject without it). */
  channelChildren: (platform: P, { id }: PlatformVars<P['channels']['children']>) =>
    queryOptions({
      queryKey: platformKeys.channelChildren(id ?? null),
      queryFn: ({ signal }) => platform.channels.children({ id, signal }),
      enabled: isId(id),
      ...cachePolicy,
    }),
  /** A page of the artists directory (`sort` defaults to `updatetime desc`). */
  artists: (platform: P, options: PlatformVars<P['artists']['list']> = {}) => {
    const sent = { ...options, sort: options.sort ?? ARTISTS_DEFAULT_SORT };
    return queryOptions({
      queryKey: platformKeys.artists(sent),
      queryFn: ({ signal }) => platform.artists.list({ ...sent, signal }),
      ...cachePolicy,
    });
  },
  /** One story by id (`cover_only: true` hydrates only its cover). */
  story: (platform: P, { id, ...options }: PlatformVars<P['stories']['get']>) =>
    queryOptions({
      queryKey: platformKeys.story(id, options),
      queryFn: ({ signal }) => platform.stories.get({ id, ...options, signal }),
      enabled: !!id,
      ...cachePolicy,
    }),
  /** One story by slug. */
  storyBySlug: (platform: P, { slug, ...options }: PlatformVars<P['stories']['getBySlug']>) =>
    queryOptions({
      queryKey: platformKeys.storyBySlug(slug, options),
      queryFn: ({ signal }) => platform.stories.getBySlug({ slug, ...options, signal }),
      enabled: !!slug,
      ...cachePolicy,
    }),
  /** Partner artists' published stories (50 unless `limit` says otherwise). */
  partnerArtistStories: (platform: P, options: PlatformVars<P['stories']['listPartnerArtist']> = {}) => {
    const sent = { ...options, limit: options.limit ?? PARTNER_ARTIST_STORIES_LIMIT };
    return queryOptions({
      queryKey: platformKeys.partnerArtistStories(sent),
      queryFn: ({ signal }) => platform.stories.listPartnerArtist({ ...sent, signal }),
      ...cachePolicy,
    });
  },
  /** The trending schedule of stories, by `publish_datetime`. */
  trendingStories: (platform: P, options: PlatformVars<P['stories']['listTrending']> = {}) =>
    queryOptions({
      queryKey: platformKeys.trendingStories(options),
      queryFn: ({ signal }) => platform.stories.listTrending({ ...options, signal }),
      ...cachePolicy,
    }),
  /**
   * A page of scheduled GIFs (limit 25, offset 0, type gif unless given). Page with `offset`;
   * `pagination.total_count` says how many there are.
   */
  schedule: (platform: P, options: PlatformVars<P['scheduler']['list']> = {}) => {
    const sent = { ...SCHEDULER_DEFAULTS, ...defined(options) };
    return queryOptions({
      queryKey: platformKeys.schedule(sent),
      queryFn: ({ signal }) => platform.scheduler.list({ ...sent, signal }),
      ...cachePolicy,
    });
  },
  /** The scheduler's activity log, newest first. */
  schedulerActivity: (platform: P) =>
    queryOptions({
      queryKey: platformKeys.schedulerActivity(),
      queryFn: ({ signal }) => platform.scheduler.activity({ signal }),
      ...cachePolicy,
    }),
  /** A page of the internal search service (`count`, `results`, `gps_keywords`). */
  searchService: (platform: P, options: PlatformVars<P['search']['service']> = {}) =>
    queryOptions({
      queryKey: platformKeys.searchService(options),
      queryFn: ({ signal }) => platform.search.service({ ...options, signal }),
      ...cachePolicy,
    }),
  /** A user's profile. */
  user: (platform: P, { id }: PlatformVars<P['users']['get']>) =>
    queryOptions({
      queryKey: platformKeys.user(id),
      queryFn: ({ signal }) => platform.users.get({ id, signal }),
      enabled: isId(id),
      ...cachePolicy,
    }),
  /** The tags of some GIFs in one language; the mutations update it optimistically. */
  languageTags: (platform: P, { gif_ids, lang }: PlatformVars<P['gifs']['languageTags']>) => {
    const ids = gifIdList(gif_ids);
    return queryOptions({
      queryKey: platformKeys.languageTags(lang, ids),
      queryFn: ({ signal }) => platform.gifs.languageTags({ gif_ids: ids, lang, signal }),
      enabled: ids.length > 0 && !!lang,
      ...cachePolicy,
    });
  },
};
