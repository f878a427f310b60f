/**
 * Stateful behaviour of the v4 (giphy.com site API) mock, through plain fetch: the channel
 * lifecycle with its flush job, feed pagination, channel GIFs and tags, users, search,
 * registration, takedowns, imaging, auth and forced errors.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_ERROR_HEADER, toHandlers } from '../define';
import { createV4Mock } from './v4';

const BASE = 'https://giphy.com';
const SESSION = { cookie: 'sessionid=abc123', 'x-csrftoken': 'csrf-token' };
const server = setupServer(...toHandlers(createV4Mock()));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...toHandlers(createV4Mock())));
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: test responses are inspected loosely
type Json = any;

async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...SESSION, ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const url = path.startsWith('http') ? path : `${BASE}${path}`;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const type = response.headers.get('content-type') ?? '';
  const body: Json =
    response.status === 204 ? null : type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body, type };
}

describe('channels', () => {
  it('create → fetch → update → poll the flush job → move → delete → 404', async () => {
    const created = await call('/api/v4/channels/', { method: 'POST', body: { display_name: 'Memes', parent: 1 } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ slug: 'memes', parent: 1, position: 2, url: '/gifkit/memes' });

    expect((await call(`/api/v4/channels/${id}`)).body.display_name).toBe('Memes');
    const bySlug = await call('/api/v4/channels?slug=memes');
    expect(bySlug.body.results.map((c: Json) => c.id)).toEqual([id]);
    const children = await call('/api/v4/channels/1/children/');
    expect(children.body.results.map((c: Json) => c.id)).toEqual([2, 3, id]);
    expect((await call('/api/v4/channels/1?fetch_children=false')).body.children).toBeUndefined();

    const updated = await call(`/api/v4/channels/${id}/`, { method: 'PATCH', body: { display_name: 'Dank Memes' } });
    expect(updated.body.display_name).toBe('Dank Memes');
    const job = updated.body.flush_uuid as string;
    expect(job).toMatch(/^[0-9a-f-]{36}$/);
    const statuses: string[] = [];
    for (let i = 0; i < 8 && statuses.at(-1) !== 'DONE'; i++) {
      statuses.push((await call(`/api/v4/channels/retrieve-job/?job=${job}`)).body.status);
    }
    expect(statuses).toEqual(['PENDING', 'PENDING', 'DONE']);
    expect((await call('/api/v4/channels/retrieve-job/?job=00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const moved = await call(`/api/v4/channels/${id}/move/`, {
      method: 'POST',
      body: { position: 0, target_channel: 4 },
    });
    expect(moved.body).toMatchObject({ parent: 4, position: 0, url: '/gifkit-archive/memes' });
    expect((await call('/api/v4/channels/4/children/')).body.results.map((c: Json) => c.id)).toEqual([id, 5]);
    expect((await call('/api/v4/channels/1/children/')).body.results.map((c: Json) => c.id)).toEqual([2, 3]);
    const cycle = await call('/api/v4/channels/1/move/', { method: 'POST', body: { position: 0, target_channel: 2 } });
    expect(cycle.status).toBe(400);

    expect((await call(`/api/v4/channels/${id}/`, { method: 'DELETE' })).status).toBe(204);
    const gone = await call(`/api/v4/channels/${id}`);
    expect(gone).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('pages through a feed with absolute next URLs until null', async () => {
    const ids: string[] = [];
    let next: string | null = `${BASE}/api/v4/channels/1/feed/`;
    let pages = 0;
    while (next) {
      const page = await call(next);
      expect(page.status).toBe(200);
      ids.push(...page.body.results.map((g: Json) => g.id));
      expect(page.body.results[0]).toMatchObject({
        index_id: expect.any(Number),
        images: { source: expect.any(Object) },
      });
      next = page.body.next;
      if (next) expect(next).toMatch(/^https:\/\/giphy\.com\/api\/v4\/channels\/1\/feed\/\?offset=\d+&limit=25$/);
      pages++;
    }
    expect(pages).toBe(3);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it('reflects added and removed GIFs in channel-gifs and the feed', async () => {
    const gif = 'l0HlyLQsbvhciAuKA';
    expect((await call(`/api/v4/channel-gifs/?gif=${gif}`)).body.results).toEqual([{ channel: 1, gif, position: 15 }]);
    const added = await call('/api/v4/channel-gifs/', { method: 'POST', body: { channel: 4, gif: [gif] } });
    expect(added).toMatchObject({ status: 201, body: { results: [{ channel: 4, gif, position: 0 }] } });
    expect((await call('/api/v4/channels/4/feed/')).body.results.map((g: Json) => g.id)).toEqual([gif]);
    const removed = await call('/api/v4/channel-gifs/remove/', { method: 'POST', body: { channel: 1, gif } });
    expect(removed.status).toBe(204);
    expect((await call(`/api/v4/channel-gifs/?gif=${gif}`)).body.results).toEqual([{ channel: 4, gif, position: 0 }]);
    const bad = await call('/api/v4/channel-gifs/', { method: 'POST', body: { channel: 4, gif: 'nope' } });
    expect(bad.status).toBe(400);
  });

  it('creates, updates and deletes ranked and magic tags', async () => {
    const ranked = await call('/api/v4/channel-ranked-tags/', { method: 'POST', body: { channel: 2, tag: 'lol' } });
    expect(ranked).toMatchObject({ status: 201, body: { channel: 2, tag: 'lol', rank: 2 } });
    const path = `/api/v4/channel-ranked-tags/${ranked.body.id}/`;
    expect((await call(path, { method: 'PATCH', body: { rank: 1 } })).body.rank).toBe(1);
    expect((await call('/api/v4/channels/2')).body.tags.map((t: Json) => t.tag)).toContain('lol');
    expect((await call(path, { method: 'DELETE' })).status).toBe(204);
    expect((await call(path, { method: 'PATCH', body: { rank: 3 } })).status).toBe(404);

    const magic = await call('/api/v4/channel-magic-tags/', { method: 'POST', body: { channel: 2, tag: 'wow' } });
    expect(magic.status).toBe(201);
    expect((await call('/api/v4/channels/2')).body.syncable_tags).toEqual([magic.body]);
    expect((await call(`/api/v4/channel-magic-tags/${magic.body.id}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await call('/api/v4/channel-magic-tags/999/', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('account, users and content', () => {
  it('registers, confirms and looks the new user up', async () => {
    const reg = await call('/api/v3/register', {
      method: 'POST',
      body: { email: 'a@example.com', username: 'newbie', password: 'long-enough' },
    });
    expect(reg).toMatchObject({ status: 201, body: { username: 'newbie', is_confirmed: false } });
    const dup = await call('/api/v3/register', {
      method: 'POST',
      body: { email: 'b@example.com', username: 'newbie', password: 'long-enough' },
    });
    expect(dup.status).toBe(400);
    const confirmed = await call('/api/v3/register/confirm', {
      method: 'POST',
      body: { token: 'gifkit-confirm-newbie' },
    });
    expect(confirmed.body.user.username).toBe('newbie');
    expect((await call(`/api/v1/users/${reg.body.id}/`)).body.username).toBe('newbie');
    expect(
      (await call('/api/v3/register/confirm', { method: 'POST', body: { token: 'gifkit-confirm-newbie' } })).status,
    ).toBe(400);
  });

  it('updates only the caller and serves view counts', async () => {
    const updated = await call('/api/v1/users/1/', { method: 'PATCH', body: { description: 'hi' } });
    expect(updated.body).toMatchObject({ id: 1, description: 'hi' });
    expect((await call('/api/v1/users/1/')).body.description).toBe('hi');
    expect((await call('/api/v1/users/2/', { method: 'PATCH', body: { description: 'x' } })).status).toBe(403);
    expect((await call('/api/v1/users/999/')).status).toBe(404);
    expect((await call('/api/v1/users/1/view-count/')).body.view_count).toEqual(expect.any(Number));
    expect((await call('/api/v1/proxy-gif/GRSnxyhJnPsaQy9YLn/view-count/')).body.view_count).toEqual(
      expect.any(Number),
    );
  });

  it('paginates the search service and drops taken-down GIFs', async () => {
    const first = await call('/api/v1/search-service/search/?q=dragon%20ball&limit=10');
    expect(first.body).toMatchObject({ gps_keywords: ['dragon', 'ball'] });
    expect(first.body.results).toHaveLength(10);
    const total = first.body.count as number;
    const last = await call(`/api/v1/search-service/search/?q=dragon%20ball&limit=10&offset=${total - 1}`);
    expect(last.body).toMatchObject({ count: total, next: null });
    expect(last.body.results).toHaveLength(1);

    const takedown = await call('/api/v3/content-takedown/takedown', {
      method: 'POST',
      body: {
        takedowns: [
          { reason: 'copyright', gif_id: first.body.results[0].id },
          { reason: 'other', gif_id: 'nope' },
        ],
        send_email: false,
      },
    });
    expect(takedown.body.results.map((r: Json) => r.status)).toEqual(['removed', 'not_found']);
    expect((await call('/api/v1/search-service/search/?q=dragon%20ball')).body.count).toBe(total - 1);
    const csv = await call('/csv/?q=dragon%20ball');
    expect(csv.type).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(total);
  });

  it('answers trims with a binary body of the right type', async () => {
    const mp4 = await fetch('https://imaging.giphy.com/trim?media_url=https://x.test/a.mp4&start=0&duration=2');
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    expect((await mp4.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([71, 73, 70])], { type: 'image/gif' }), 'a.gif');
    form.set('start', '1');
    form.set('duration', '1.5');
    const gif = await fetch('https://imaging.giphy.com/trim', { method: 'POST', body: form });
    expect(gif.headers.get('content-type')).toBe('image/gif');
  });
});

describe('auth and errors', () => {
  it('answers 401 without credentials, and accepts a token instead of the session', async () => {
    const anonymous = await fetch(`${BASE}/api/v4/channels/1`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const cookieOnly = await fetch(`${BASE}/api/v4/channels/1`, { headers: { cookie: 'sessionid=abc' } });
    expect(cookieOnly.status).toBe(401);
    const token = await fetch(`${BASE}/api/v4/channels/1`, { headers: { authorization: 'Token k3y' } });
    expect(token.status).toBe(200);
    const check = await fetch(`${BASE}/login/check`);
    expect(await check.json()).toEqual({ logged_in: false, user: null });
  });

  it('fails on demand in the site envelope', async () => {
    const forced = await call('/api/v4/channels/1', { headers: { [MOCK_ERROR_HEADER]: '503' } });
    expect(forced).toMatchObject({ status: 503, body: { detail: 'Service Unavailable' } });
  });
});
