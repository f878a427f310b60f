/**
 * The platform's business constants, named so code and docs point at one place.
 */

/** Default page size of the site's lists and of the virtual page paths. */
export const DEFAULT_PAGE_SIZE = 25;
/** The stories gateway's page size for partner-artist stories. */
export const PARTNER_ARTIST_STORIES_LIMIT = 50;
/** The trending scheduler's list defaults. */
export const SCHEDULER_DEFAULTS = { limit: 25, offset: 0, type: 'gif' } as const;
/** The artists directory's default order. */
export const ARTISTS_DEFAULT_SORT = 'updatetime desc';
/** How many times a channel's flush job is polled before giving up. */
export const JOB_POLL_TRIES = 8;
/** Milliseconds between two polls of a channel's flush job. */
export const JOB_POLL_INTERVAL_MS = 500;
/** Share popup size (Twitter has its own). */
export const SHARE_POPUP = { width: 480, height: 480 } as const;
/** Twitter's share popup size. */
export const TWITTER_SHARE_POPUP = { width: 750, height: 350 } as const;
/** Share of sessions whose errors are tracked when no port is in use (production). */
export const ERROR_SAMPLE_RATE = 0.01;
