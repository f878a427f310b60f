/**
 * Stories against the mock API: every call's method, path, query and JSON body, the user token
 * as `Authorization: Bearer …` (and no site credentials), cursor paging, the partner-artist
 * page size of 50, and the rule: no username → an error is logged and nothing returned.
 */
import { describe, expect, it, vi } from 'vitest';
import { setupPlatformTestServer } from '../../test/support/platformTestServer';
import { MISSING_USERNAME_MESSAGE } from './stories';

const { client: base, last, requests } = setupPlatformTestServer();
const client = (extra = {}) => base({ userToken: 'user-token-1', ...extra });

function expectBearer(request: Request) {
  expect(request.headers.get('authorization')).toBe('Bearer user-token-1');
  expect(request.headers.get('x-csrftoken')).toBeNull();
  expect(request.headers.get('cookie')).toBeNull();
}

describe('stories: reads', () => {
  it('get: GET /stories/{id} (cover_only when asked)', async () => {
    const answer = await client().stories.get({ id: 'gk5tRy0001', cover_only: true });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.href).toBe('https://x.giphy.com/v1/stories/gk5tRy0001?cover_only=true');
    expectBearer(request);
    expect(answer.data.story_id).toBe('gk5tRy0001');
    expect(answer.data.gifs).toBeUndefined();
  });

  it('getBySlug: GET /stories/slug/{slug}', async () => {
    const { data } = await client().stories.get({ id: 'gk5tRy0002' });
    const answer = await client().stories.getBySlug({ slug: data.slug! });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe(`/v1/stories/slug/${data.slug}`);
    expectBearer(request);
    expect(answer.data.story_id).toBe('gk5tRy0002');
  });

  it('reads go with the public api_key when there is no user token', async () => {
    await base({ apiKey: 'public-key' }).stories.get({ id: 'gk5tRy0001' });
    const { request, url } = last();
    expect(url.searchParams.get('api_key')).toBe('public-key');
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('listByUser: GET /stories with username, fetch_unpublished, limit, then next_cursor', async () => {
    const platform = client();
    const first = await platform.stories.listByUser({ username: 'gifkit', fetch_unpublished: true, limit: 4 });
    let { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/v1/stories');
    expect(Object.fromEntries(url.searchParams)).toEqual({ username: 'gifkit', fetch_unpublished: 'true', limit: '4' });
    expectBearer(request);
    expect(first?.data).toHaveLength(4);
    expect(first?.data.some((s) => s.is_published === false)).toBe(true);
    expect(first?.next_cursor).toBeTruthy();

    const second = await platform.stories.listByUser({
      username: 'gifkit',
      limit: 4,
      next_cursor: first!.next_cursor!,
    });
    ({ request, url } = last());
    expect(url.searchParams.get('next_cursor')).toBe(first!.next_cursor);
    expect(second?.data.every((s) => s.is_published)).toBe(true);
  });

  it.each([undefined, null, ''])(
    'listByUser without a username (%s) logs an error and returns nothing',
    async (username) => {
      const logger = { warn: vi.fn(), error: vi.fn() };
      const answer = await client({ logger }).stories.listByUser({ username });
      expect(answer).toBeUndefined();
      expect(logger.error).toHaveBeenCalledWith(MISSING_USERNAME_MESSAGE);
      expect(requests).toHaveLength(0);
    },
  );

  it('listPartnerArtist: GET /stories/partnerArtist with limit 50 by default, since and until', async () => {
    const answer = await client().stories.listPartnerArtist({
      since: '2024-06-01T00:00:00Z',
      until: '2024-07-01T00:00:00Z',
    });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/v1/stories/partnerArtist');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      since: '2024-06-01T00:00:00Z',
      until: '2024-07-01T00:00:00Z',
      limit: '50',
    });
    expectBearer(request);
    expect(answer.data.map((s) => s.story_id)).toEqual(['pa5tRy0001']);
    await client().stories.listPartnerArtist({ limit: 10 });
    expect(last().url.searchParams.get('limit')).toBe('10');
  });
});

describe('stories: writes', () => {
  it('create → update → delete: POST /stories {story}, PUT /stories/{id} {story with story_id}, DELETE (204)', async () => {
    const platform = client();
    const created = await platform.stories.create({ story: { title: 'Launch day', tags: ['launch'] } });
    let { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/v1/stories');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ story: { title: 'Launch day', tags: ['launch'] } });
    expectBearer(request);
    const id = created.data.story_id;

    const updated = await platform.stories.update({ id, story: { title: 'Launch night', is_published: true } });
    ({ request, url } = last());
    expect(request.method).toBe('PUT');
    expect(url.pathname).toBe(`/v1/stories/${id}`);
    expect(await request.json()).toEqual({ story: { title: 'Launch night', is_published: true, story_id: id } });
    expect(updated.data).toMatchObject({ title: 'Launch night', is_published: true });

    await expect(platform.stories.delete({ id })).resolves.toBeUndefined();
    ({ request, url } = last());
    expect(request.method).toBe('DELETE');
    expect(url.pathname).toBe(`/v1/stories/${id}`);
    expectBearer(request);
    await expect(platform.stories.get({ id })).rejects.toMatchObject({ status: 404 });
  });

  it('trending: GET /stories/trending?sort, POST {trending_story}, DELETE /stories/trending/{id}', async () => {
    const platform = client();
    const scheduled = await platform.stories.scheduleTrending({
      story_id: 'gk5tRy0003',
      publish_datetime: '2030-06-01T09:00:00Z',
    });
    let { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/v1/stories/trending');
    expect(await request.json()).toEqual({
      trending_story: { story_id: 'gk5tRy0003', publish_datetime: '2030-06-01T09:00:00Z' },
    });
    expectBearer(request);

    const list = await platform.stories.listTrending({ sort: 'asc' });
    ({ request, url } = last());
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/v1/stories/trending');
    expect(url.searchParams.get('sort')).toBe('asc');
    expect(list.data[0]?.story_id).toBe('gk5tRy0003');

    await expect(platform.stories.removeTrending({ id: scheduled.data.id! })).resolves.toBeUndefined();
    ({ request, url } = last());
    expect(request.method).toBe('DELETE');
    expect(url.pathname).toBe(`/v1/stories/trending/${scheduled.data.id}`);
    expect((await platform.stories.listTrending()).data.map((t) => t.story_id)).not.toContain('gk5tRy0003');
  });
});
