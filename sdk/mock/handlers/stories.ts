/**
 * Mock resolvers for the stories gateway (openapi/stories.yaml). Owns the in-memory story
 * store and trending schedule of one mock instance: reads take a bearer token or `api_key`,
 * writes need `Authorization: Bearer …`; lists page with `next_cursor`; drafts stay hidden
 * unless `fetch_unpublished=true`; deletes make later reads 404.
 */

import type { components, operations } from '../../generated/stories';
import {
  type StoryRecord,
  seedStories,
  seedTrending,
  slugify,
  storyUsers,
  type TrendingRecord,
  toStory,
} from '../data/stories';
import {
  applyFields,
  bad,
  decodeCursor,
  encodeCursor,
  type Fields,
  flag,
  instant,
  intParam,
  isObject,
  now,
  requireRead,
  requireWrite,
} from '../data/storiesRequest';
import { type FamilyMock, MockHttpError } from '../define';

type TrendingStory = components['schemas']['TrendingStory'];

export function createStoriesMock(): FamilyMock<operations> {
  const stories: StoryRecord[] = seedStories();
  let trending: TrendingRecord[] = seedTrending();
  let nextStory = 101;
  let nextTrending = 101;

  const byId = (id: string) => stories.find((s) => s.story_id === id);
  const find = (id: string) => {
    const story = byId(id);
    if (!story) throw new MockHttpError(404, 'Story not found');
    return story;
  };
  const slugTaken = (slug: string) => stories.some((s) => s.slug === slug);
  const newestFirst = (list: StoryRecord[]) =>
    [...list].sort((a, b) => b.create_datetime.localeCompare(a.create_datetime));
  const storyBody = (body: unknown): Fields => {
    if (!isObject(body) || !isObject(body.story)) throw bad('The body must hold a story object');
    return body.story;
  };
  const trendingOut = (entry: TrendingRecord): TrendingStory => {
    const story = byId(entry.story_id);
    return { ...entry, ...(story ? { story: toStory(story, true) } : {}) };
  };

  return {
    family: 'stories',
    errorBody: (status, message) => ({ message, status }),
    resolvers: {
      listStories: ({ request, query }) => {
        requireRead(request, query);
        const username = query.get('username');
        if (!username) throw bad('username is required');
        const limit = intParam(query, 'limit', 25, 100);
        const offset = decodeCursor(query.get('next_cursor'));
        const visible = newestFirst(stories).filter(
          (s) => s.username === username && (s.is_published || flag(query, 'fetch_unpublished')),
        );
        const page = visible.slice(offset, offset + limit);
        const end = offset + page.length;
        return { data: page.map((s) => toStory(s)), next_cursor: end < visible.length ? encodeCursor(end) : null };
      },

      listPartnerArtistStories: ({ request, query }) => {
        requireRead(request, query);
        const limit = intParam(query, 'limit', 50);
        const since = query.get('since') ? instant(query.get('since'), 'since') : null;
        const until = query.get('until') ? instant(query.get('until'), 'until') : null;
        const data = newestFirst(stories)
          .filter((s) => s.is_published && s.publish_datetime && storyUsers[s.username]?.is_partner_artist)
          .filter((s) => (!since || s.publish_datetime! >= since) && (!until || s.publish_datetime! < until))
          .slice(0, limit)
          .map((s) => toStory(s));
        return { data };
      },

      getStory: ({ request, query, params }) => {
        requireRead(request, query);
        return { data: toStory(find(params.id), flag(query, 'cover_only')) };
      },

      getStoryBySlug: ({ request, query, params }) => {
        requireRead(request, query);
        const story = stories.find((s) => s.slug === params.slug);
        if (!story) throw new MockHttpError(404, 'Story not found');
        return { data: toStory(story, flag(query, 'cover_only')) };
      },

      createStory: ({ request, body }) => {
        requireWrite(request);
        const fields = storyBody(body);
        if (typeof fields.title !== 'string' || !fields.title.trim()) throw bad('story.title is required');
        const story_id = `gk5tRy${String(nextStory++).padStart(4, '0')}`;
        const created = now();
        const slug = `${slugify(fields.title)}-${story_id.slice(-4)}`;
        const record: StoryRecord = {
          story_id,
          slug,
          title: fields.title,
          description: '',
          tags: [],
          cover_gif_id: null,
          gifs: [],
          create_datetime: created,
          update_datetime: created,
          publish_datetime: null,
          is_published: false,
          username: 'gifkit',
        };
        applyFields(record, fields, slugTaken);
        stories.push(record);
        return { data: toStory(record) };
      },

      updateStory: ({ request, params, body }) => {
        requireWrite(request);
        const fields = storyBody(body);
        if (fields.story_id !== params.id) throw bad('story.story_id must match the story in the path');
        const record = find(params.id);
        applyFields(record, fields, slugTaken);
        record.update_datetime = now();
        return { data: toStory(record) };
      },

      deleteStory: ({ request, params }) => {
        requireWrite(request);
        stories.splice(stories.indexOf(find(params.id)), 1);
        trending = trending.filter((t) => t.story_id !== params.id);
        return null;
      },

      listTrendingStories: ({ request, query }) => {
        requireRead(request, query);
        const sort = query.get('sort') ?? 'asc';
        const desc = sort === 'desc' || sort.startsWith('-');
        const data = trending
          .filter((t) => byId(t.story_id))
          .sort((a, b) => a.publish_datetime.localeCompare(b.publish_datetime) * (desc ? -1 : 1))
          .map(trendingOut);
        return { data };
      },

      scheduleTrendingStory: ({ request, body }) => {
        requireWrite(request);
        const entry = isObject(body) ? body.trending_story : undefined;
        if (!isObject(entry) || typeof entry.story_id !== 'string') throw bad('trending_story.story_id is required');
        const publish_datetime = instant(entry.publish_datetime, 'publish_datetime');
        find(entry.story_id);
        let record = trending.find((t) => t.story_id === entry.story_id);
        if (record) record.publish_datetime = publish_datetime;
        else {
          record = { id: `trnd${String(nextTrending++).padStart(4, '0')}`, story_id: entry.story_id, publish_datetime };
          trending.push(record);
        }
        return { data: trendingOut(record) };
      },

      removeTrendingStory: ({ request, params }) => {
        requireWrite(request);
        const record = trending.find((t) => t.id === params.id) ?? trending.find((t) => t.story_id === params.id);
        if (!record) throw new MockHttpError(404, 'Trending story not found');
        trending = trending.filter((t) => t !== record);
        return null;
      },
    },
  };
}
