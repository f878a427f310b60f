/**
 * Stories through the gateway, authenticated with the user token as a
 * bearer token: one story by id or slug, a user's stories (cursor-paged, drafts with
 * `fetch_unpublished`), partner artists' stories (50 a page), create, update, delete, and the
 * trending schedule of stories. A user's stories without a username log an error and resolve
 * to `undefined`.
 */
import type { operations as Stories } from '../generated/stories';
import { PARTNER_ARTIST_STORIES_LIMIT } from './constants';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions, PathOf, QueryOf } from './types';

/** The error logged for a user's stories asked without a username. */
export const MISSING_USERNAME_MESSAGE = "gifkit: we cannot fetch a user's stories without their username.";

type StoryUpdate = BodyOf<Stories['updateStory']>['story'];

/** Creates the `stories` namespace. */
export function createStories({ transports: { stories }, call, logger }: PlatformContext) {
  return {
    /** One story; `cover_only: true` hydrates only its cover GIF. */
    get({ id, signal, ...query }: PathOf<Stories['getStory']> & QueryOf<Stories['getStory']> & CallOptions) {
      return call(stories.GET('/stories/{id}', { params: { path: { id }, query }, signal }));
    },
    /** One story by its slug. */
    getBySlug({
      slug,
      signal,
      ...query
    }: PathOf<Stories['getStoryBySlug']> & QueryOf<Stories['getStoryBySlug']> & CallOptions) {
      return call(stories.GET('/stories/slug/{slug}', { params: { path: { slug }, query }, signal }));
    },
    /**
     * A page of a user's stories, newest first; pass the answer's `next_cursor` for the next
     * page. Without a username nothing is fetched: an error is logged and `undefined` returned.
     */
    async listByUser({
      signal,
      ...query
    }: Omit<QueryOf<Stories['listStories']>, 'username'> & { username: string | null | undefined } & CallOptions) {
      const { username } = query;
      if (!username) {
        logger.error(MISSING_USERNAME_MESSAGE);
        return undefined;
      }
      return call(stories.GET('/stories', { params: { query: { ...query, username } }, signal }));
    },
    /** Partner artists' published stories, 50 a page unless `limit` says otherwise, optionally within since/until. */
    listPartnerArtist({ signal, ...query }: QueryOf<Stories['listPartnerArtistStories']> & CallOptions = {}) {
      const params = { query: { ...query, limit: query.limit ?? PARTNER_ARTIST_STORIES_LIMIT } };
      return call(stories.GET('/stories/partnerArtist', { params, signal }));
    },
    /** Creates a story (a draft unless `is_published`). */
    create({ story, signal }: BodyOf<Stories['createStory']> & CallOptions) {
      return call(stories.POST('/stories', { body: { story }, signal }));
    },
    /** Changes a story; `story.story_id` is filled from `id` when left out. */
    update({
      id,
      story,
      signal,
    }: PathOf<Stories['updateStory']> & {
      story: Omit<StoryUpdate, 'story_id'> & { story_id?: string };
    } & CallOptions) {
      const body = { story: { ...story, story_id: story.story_id ?? id } };
      return call(stories.PUT('/stories/{id}', { params: { path: { id } }, body, signal }));
    },
    /** Deletes a story (204, resolved as `undefined`). */
    delete({ id, signal }: PathOf<Stories['deleteStory']> & CallOptions) {
      return call(stories.DELETE('/stories/{id}', { params: { path: { id } }, signal }));
    },
    /** The scheduled trending stories, by `publish_datetime` (`sort`: `asc` or `desc`). */
    listTrending({ signal, ...query }: QueryOf<Stories['listTrendingStories']> & CallOptions = {}) {
      return call(stories.GET('/stories/trending', { params: { query }, signal }));
    },
    /** Schedules a story to trend from `publish_datetime` (rescheduling it when already there). */
    scheduleTrending({
      signal,
      ...trending_story
    }: BodyOf<Stories['scheduleTrendingStory']>['trending_story'] & CallOptions) {
      return call(stories.POST('/stories/trending', { body: { trending_story }, signal }));
    },
    /** Takes a story off the trending schedule (204, resolved as `undefined`). */
    removeTrending({ id, signal }: PathOf<Stories['removeTrendingStory']> & CallOptions) {
      return call(stories.DELETE('/stories/trending/{id}', { params: { path: { id } }, signal }));
    },
  };
}
