/**
 * Hierarchical query keys for the platform reads, under `['gifkit', 'platform']`. Each level
 * is a prefix of the next, so `invalidateQueries({ queryKey: platformKeys.channels() })` reaches
 * every channel read, `platformKeys.channel(1)` every read of channel 1 whatever its options,
 * and `platformKeys.all` everything the platform hooks cached. The same area prefixes head the
 * mutation keys (`[...platformKeys.channels(), 'update']`), so `useIsMutating` can count an area.
 */

const ROOT = ['gifkit', 'platform'] as const;

/** Call options without what does not change the answer (the abort signal). */
const strip = (options: object | undefined) => {
  if (!options) return undefined;
  const { signal: _signal, ...rest } = options as { signal?: unknown };
  return rest;
};

/** Builds `[gifkit, platform, ...path, ...args]`; args stop at the first undefined (prefix keys). */
function key<P extends readonly string[]>(path: P, ...args: unknown[]) {
  const end = args.indexOf(undefined);
  return [...ROOT, ...path, ...(end === -1 ? args : args.slice(0, end))] as const;
}

/** GIF ids as the key holds them: a list, whether given as a list or comma-separated. */
export function gifIdList(ids: string | readonly string[]): string[] {
  const list = typeof ids === 'string' ? ids.split(',') : [...ids];
  return list.map((id) => id.trim()).filter(Boolean);
}

/** The query keys of the platform APIs, by prefix (for invalidation). */
export const platformKeys = {
  all: ROOT,
  /** Every channel read (details, slug lookups, children, feeds). */
  channels: () => key(['channels']),
  /** One channel (`channels.get`); without options, every read of it. */
  channel: (id?: number | null, options?: object) => key(['channels', 'detail'], id, strip(options)),
  /** Slug lookups (`channels.findBySlug`). */
  channelBySlug: (slug?: string) => key(['channels', 'slug'], slug),
  /** A channel's children (`channels.children`); a missing parent id is kept as `null`. */
  channelChildren: (id?: number | null) => key(['channels', 'children'], id),
  /** A channel's feed (`channels.feed`), paged. */
  channelFeed: (id?: number | null, options?: object) => key(['channels', 'feed'], id, strip(options)),
  /** The artists directory. */
  artists: (options?: object) => key(['artists'], strip(options)),
  /** Every story read (lists, details, trending). */
  stories: () => key(['stories']),
  /** Every list of stories (a user's, partner artists'): what a story change makes stale. */
  storyLists: () => key(['stories', 'list']),
  /** A user's stories (`stories.listByUser`), cursor-paged. */
  storiesByUser: (username?: string, options?: object) => key(['stories', 'list', 'user'], username, strip(options)),
  /** Partner artists' stories. */
  partnerArtistStories: (options?: object) => key(['stories', 'list', 'partnerArtist'], strip(options)),
  /** One story by id. */
  story: (id?: string, options?: object) => key(['stories', 'detail'], id, strip(options)),
  /** One story by slug. */
  storyBySlug: (slug?: string, options?: object) => key(['stories', 'slug'], slug, strip(options)),
  /** The trending schedule of stories. */
  trendingStories: (options?: object) => key(['stories', 'trending'], strip(options)),
  /** Every trending-scheduler read. */
  scheduler: () => key(['scheduler']),
  /** A page of scheduled GIFs (the options as sent, defaults filled in). */
  schedule: (options?: object) => key(['scheduler', 'list'], strip(options)),
  /** The scheduler's activity log. */
  schedulerActivity: () => key(['scheduler', 'activity']),
  /** The internal search service. */
  searchService: (options?: object) => key(['searchService'], strip(options)),
  /** A user's profile. */
  user: (id?: number) => key(['users'], id),
  /** GIFs' tags in one language (`gifs.languageTags`); `languageTags(lang)` reaches every query of that language. */
  languageTags: (lang?: string, gifIds?: string | readonly string[]) =>
    key(['languageTags'], lang, gifIds === undefined ? undefined : gifIdList(gifIds)),
} as const;
