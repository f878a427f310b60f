/** The stories-gateway mock: cursor paging, drafts, CRUD, trending schedule, auth and errors. */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_ERROR_HEADER, toHandlers } from '../define';
import { createStoriesMock } from './stories';

const BASE = 'https://x.giphy.com/v1';
const USER = { Authorization: 'Bearer user-token' };
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...toHandlers(createStoriesMock())));
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: reading test answers
type Json = Record<string, any>;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = USER) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = response.status === 204 ? null : ((await response.json()) as Json);
  return { status: response.status, json: json as Json };
}

async function allStories(query: string): Promise<Json[]> {
  const stories: Json[] = [];
  let cursor: string | null = null;
  do {
    const page = await call('GET', `/stories?${query}${cursor ? `&next_cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.status).toBe(200);
    stories.push(...page.json.data);
    cursor = page.json.next_cursor;
  } while (cursor);
  return stories;
}

describe('listStories', () => {
  it('pages with next_cursor until null and hides drafts unless fetch_unpublished=true', async () => {
    const first = await call('GET', '/stories?username=gifkit&limit=3');
    expect(first.json.data).toHaveLength(3);
    expect(typeof first.json.next_cursor).toBe('string');
    const second = await call('GET', `/stories?username=gifkit&limit=3&next_cursor=${first.json.next_cursor}`);
    expect(second.json.data).toHaveLength(1);
    expect(second.json.next_cursor).toBeNull();

    const published = await allStories('username=gifkit&limit=2');
    expect(published.map((s) => s.story_id)).toEqual(['gk5tRy0001', 'gk5tRy0002', 'gk5tRy0003', 'gk5tRy0004']);
    expect(published.every((s) => s.is_published && s.user.username === 'gifkit')).toBe(true);

    const everything = await allStories('username=gifkit&limit=2&fetch_unpublished=true');
    expect(everything).toHaveLength(6);
    expect(everything.filter((s) => !s.is_published).map((s) => s.publish_datetime)).toEqual([null, null]);
  });

  it('accepts the public api_key for reads, and answers 400 without a username', async () => {
    const byKey = await call('GET', '/stories?username=gifkit&api_key=public-key', undefined, {});
    expect(byKey.status).toBe(200);
    expect((await call('GET', '/stories?limit=2')).status).toBe(400);
    const anonymous = await call('GET', '/stories?username=gifkit', undefined, {});
    expect(anonymous).toEqual({ status: 401, json: { message: 'Unauthorized', status: 401 } });
  });
});

describe('stories', () => {
  it('hydrates GIFs, or only the cover with cover_only=true', async () => {
    const full = await call('GET', '/stories/slug/summer-vibes-0001');
    expect(full.json.data.story_id).toBe('gk5tRy0001');
    expect(full.json.data.gifs[0].gif.images.original.url).toMatch(/^https:\/\/media\d?\.giphy\.com\//);
    const cover = await call('GET', '/stories/gk5tRy0001?cover_only=true');
    expect(cover.json.data.gifs).toBeUndefined();
    expect(cover.json.data.cover_gif.gif.id).toBe(full.json.data.cover_gif.gif.id);
  });

  it('creates a story that getStory, getStoryBySlug and listStories then see', async () => {
    const story = { title: 'Monday mood', gifs: [{ gif: { id: 'l0HlyLQsbvhciAuKA' }, caption: 'Waking up' }] };
    const created = await call('POST', '/stories', { story });
    expect(created.status).toBe(201);
    const { story_id, slug } = created.json.data;
    expect(created.json.data).toMatchObject({ title: 'Monday mood', is_published: false, publish_datetime: null });
    expect(created.json.data.cover_gif.gif.id).toBe('l0HlyLQsbvhciAuKA');

    expect((await call('GET', `/stories/${story_id}`)).json.data.title).toBe('Monday mood');
    expect((await call('GET', `/stories/slug/${slug}`)).json.data.story_id).toBe(story_id);
    expect((await allStories('username=gifkit')).some((s) => s.story_id === story_id)).toBe(false);
    const drafts = await call('GET', '/stories?username=gifkit&fetch_unpublished=true&limit=1');
    expect(drafts.json.data[0].story_id).toBe(story_id);
  });

  it('updates fields and the published state', async () => {
    const published = await call('PUT', '/stories/gk5tRy0005', {
      story: { story_id: 'gk5tRy0005', title: 'Holidays!', is_published: true },
    });
    expect(published.status).toBe(200);
    expect(published.json.data).toMatchObject({ title: 'Holidays!', is_published: true });
    expect(published.json.data.publish_datetime).toEqual(expect.any(String));
    expect((await allStories('username=gifkit')).map((s) => s.story_id)).toContain('gk5tRy0005');

    const unpublished = await call('PUT', '/stories/gk5tRy0005', {
      story: { story_id: 'gk5tRy0005', is_published: false },
    });
    expect(unpublished.json.data).toMatchObject({ title: 'Holidays!', is_published: false, publish_datetime: null });
    expect((await allStories('username=gifkit')).map((s) => s.story_id)).not.toContain('gk5tRy0005');

    const mismatch = await call('PUT', '/stories/gk5tRy0005', { story: { story_id: 'gk5tRy0001' } });
    expect(mismatch.status).toBe(400);
  });

  it('deletes a story: later reads are 404 in the gateway envelope', async () => {
    expect((await call('DELETE', '/stories/gk5tRy0001')).status).toBe(204);
    const missing = await call('GET', '/stories/gk5tRy0001');
    expect(missing).toEqual({ status: 404, json: { message: 'Story not found', status: 404 } });
    expect((await call('GET', '/stories/slug/summer-vibes-0001')).status).toBe(404);
    expect((await call('DELETE', '/stories/gk5tRy0001')).status).toBe(404);
    const trending = await call('GET', '/stories/trending');
    expect(trending.json.data.map((t: Json) => t.story_id)).not.toContain('gk5tRy0001');
  });

  it('needs the user token for writes', async () => {
    const headers = {};
    expect((await call('POST', '/stories?api_key=public-key', { story: { title: 'x' } }, headers)).status).toBe(401);
    expect((await call('PUT', '/stories/gk5tRy0001', { story: { story_id: 'gk5tRy0001' } }, headers)).status).toBe(401);
    expect((await call('DELETE', '/stories/gk5tRy0001', undefined, headers)).status).toBe(401);
    expect((await call('POST', '/stories/trending', { trending_story: {} }, headers)).status).toBe(401);
    expect((await call('DELETE', '/stories/trending/trnd0001', undefined, headers)).status).toBe(401);
  });

  it('lists partner artists within since/until', async () => {
    const all = await call('GET', '/stories/partnerArtist');
    expect(all.json.data.map((s: Json) => s.user.username)).toEqual(['bublywater', 'haydiroket']);
    const june = await call('GET', '/stories/partnerArtist?since=2024-06-01T00:00:00Z&until=2024-07-01T00:00:00Z');
    expect(june.json.data.map((s: Json) => s.story_id)).toEqual(['pa5tRy0001']);
  });
});

describe('trending stories', () => {
  it('schedules, lists with publish_datetime, and removes', async () => {
    const scheduled = await call('POST', '/stories/trending', {
      trending_story: { story_id: 'gk5tRy0003', publish_datetime: '2030-06-01T09:00:00Z' },
    });
    expect(scheduled.status).toBe(201);
    const { id } = scheduled.json.data;
    const list = await call('GET', '/stories/trending?sort=asc');
    expect(list.json.data.map((t: Json) => [t.story_id, t.publish_datetime])).toEqual([
      ['gk5tRy0003', '2030-06-01T09:00:00Z'],
      ['gk5tRy0001', '2030-06-02T09:00:00Z'],
      ['gk5tRy0002', '2030-06-03T09:00:00Z'],
    ]);
    expect(list.json.data[0].story.title).toBe('Always sunny reactions');
    const desc = await call('GET', '/stories/trending?sort=desc');
    expect(desc.json.data[0].story_id).toBe('gk5tRy0002');

    expect((await call('DELETE', `/stories/trending/${id}`)).status).toBe(204);
    const after = await call('GET', '/stories/trending');
    expect(after.json.data.map((t: Json) => t.story_id)).toEqual(['gk5tRy0001', 'gk5tRy0002']);
    expect((await call('DELETE', `/stories/trending/${id}`)).status).toBe(404);
  });

  it('rejects unknown stories and bad dates', async () => {
    const unknown = { trending_story: { story_id: 'nope', publish_datetime: '2030-06-01T09:00:00Z' } };
    expect((await call('POST', '/stories/trending', unknown)).status).toBe(404);
    const badDate = { trending_story: { story_id: 'gk5tRy0003', publish_datetime: 'soon' } };
    expect((await call('POST', '/stories/trending', badDate)).status).toBe(400);
  });
});

it('fails on demand with x-gifkit-mock-error', async () => {
  const forced = await call('GET', '/stories/gk5tRy0001', undefined, { ...USER, [MOCK_ERROR_HEADER]: '503' });
  expect(forced).toEqual({ status: 503, json: { message: 'Service Unavailable', status: 503 } });
});
