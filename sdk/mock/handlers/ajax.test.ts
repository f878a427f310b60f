/**
 * Behaviour of the `/ajax/…` mock: language tags, GIF edits, analytics, tag prediction,
 * credentials and error envelopes, through msw and plain `fetch`.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_ERROR_HEADER, toHandlers } from '../define';
import { createAjaxMock } from './ajax';

const BASE = 'https://giphy.com';
const GIF = 'GRSnxyhJnPsaQy9YLn';
const TOKEN = { Authorization: 'Token test-key' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...toHandlers(createAjaxMock()))); // fresh state per test
afterAll(() => server.close());

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE}${path}`, init);
  return { status: response.status, body: await response.json() };
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = TOKEN) =>
  call(path, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = TOKEN) =>
  call(path, { method: 'POST', headers, body: new URLSearchParams(fields) });

describe('language tags', () => {
  it('added tags show in bulk reads and translations, and DELETE removes one', async () => {
    const added = await postJson(`/ajax/gif/${GIF}/language-tags`, { tags: ['saiyan', 'poder'], lang: 'fr' });
    expect(added).toEqual({ status: 200, body: { gif_id: GIF, lang: 'fr', tags: ['saiyan', 'poder'] } });

    const bulk = await call(`/ajax/gif/bulk/language-tags?gif_ids=${GIF},l0HlyLQsbvhciAuKA,nope&lang=fr`);
    expect(bulk.body.data).toEqual([
      { gif_id: GIF, lang: 'fr', tags: ['saiyan', 'poder'] },
      { gif_id: 'l0HlyLQsbvhciAuKA', lang: 'fr', tags: ['été', 'surf'] },
    ]);

    const translations = await call(`/ajax/gif/${GIF}/tag-translations`);
    expect(translations.body.data).toContainEqual({ lang: 'fr', tags: ['saiyan', 'poder'] });
    expect(translations.body.data).toContainEqual({ lang: 'es', tags: ['bola de dragón', 'anime', 'goku'] });

    const removed = await call(`/ajax/gif/${GIF}/language-tags?tag=saiyan&lang=fr`, {
      method: 'DELETE',
      headers: TOKEN,
    });
    expect(removed.body).toEqual({ gif_id: GIF, lang: 'fr', tags: ['poder'] });
    const after = await call(`/ajax/gif/bulk/language-tags?gif_ids=${GIF}&lang=fr`);
    expect(after.body.data).toEqual([{ gif_id: GIF, lang: 'fr', tags: ['poder'] }]);
  });

  it('rejects a bad lang with 400', async () => {
    const bad = await postJson(`/ajax/gif/${GIF}/language-tags`, { tags: ['x'], lang: 'french' });
    expect(bad).toEqual({ status: 400, body: { status: 400, message: 'Invalid lang "french"' } });
  });
});

describe('gif update', () => {
  it('is reflected in metadata for that gif only', async () => {
    const update = await postForm('/ajax/gif/update', { gif_id: GIF, key: 'title', value: 'Goku powers up' });
    expect(update).toEqual({
      status: 200,
      body: { success: true, gif_id: GIF, key: 'title', value: 'Goku powers up' },
    });

    const meta = await call(`/ajax/gifs/metadata?gif_ids=${GIF},l0HlyLQsbvhciAuKA`);
    expect(meta.body.data[0]).toMatchObject({ id: GIF, title: 'Goku powers up' });
    expect(meta.body.data[1]).toMatchObject({
      id: 'l0HlyLQsbvhciAuKA',
      title: 'summer surf GIF by haydiroket (Mert Keskin)',
    });
  });

  it('refuses fields that cannot be edited and unknown gifs', async () => {
    expect((await postForm('/ajax/gif/update', { gif_id: GIF, key: 'images', value: 'x' })).status).toBe(400);
    expect((await postForm('/ajax/gif/update', { gif_id: GIF, key: 'rating', value: 'nc-17' })).status).toBe(400);
    expect((await postForm('/ajax/gif/update', { gif_id: 'nope', key: 'title', value: 'x' })).status).toBe(404);
  });
});

describe('analytics, sharing, reports, prediction', () => {
  it('counts known analytic types and answers 400 to others', async () => {
    await call(`/ajax/gif/${GIF}/analytic/view/`, { method: 'POST', headers: TOKEN });
    const second = await call(`/ajax/gif/${GIF}/analytic/view/`, { method: 'POST', headers: TOKEN });
    expect(second.body).toEqual({ success: true, gif_id: GIF, type: 'view', count: 2 });

    const bad = await call(`/ajax/gif/${GIF}/analytic/bogus/`, { method: 'POST', headers: TOKEN });
    expect(bad).toEqual({ status: 400, body: { status: 400, message: 'Unknown analytic type "bogus"' } });

    const extended = await call(`/ajax/gifs/extended-metadata?gif_ids=${GIF}`, { headers: TOKEN });
    expect(extended.body.data[0].analytics_counts).toEqual({ view: 2 });
  });

  it('acknowledges instashares and search reports with increasing ids', async () => {
    const share = await postForm('/ajax/instashare/', { gif_id: GIF, to: 'friend@example.org' });
    expect(share.body).toEqual({ success: true, share_id: 'share_1', gif_id: GIF, to: 'friend@example.org' });
    const report = { reasons: ['offensive'], search_term: 'dragon ball' };
    expect((await postJson('/ajax/report-search', report)).body).toEqual({ success: true, report_id: 'report_1' });
    expect((await postJson('/ajax/report-search', report)).body.report_id).toBe('report_2');
  });

  it('predicts deterministic tags from the number of frames', async () => {
    const one = await postJson('/ajax/tags/prediction/', { frames: ['https://example.org/a.gif'] });
    const again = await postJson('/ajax/tags/prediction/', { frames: ['https://example.org/other.gif'] });
    const three = await postJson('/ajax/tags/prediction/', { frames: ['a', 'b', 'c'] });
    expect(one.body).toEqual(again.body);
    expect(one.body.data.map((t: { name: string }) => t.name)).toEqual(['reaction', 'happy', 'funny']);
    expect(three.body.data).toHaveLength(5);
    expect(three.body.data[0]).toMatchObject({ name: 'celebrate', name_encoded: 'celebrate' });
    expect(three.body.data[0].response_id).toMatch(/^[0-9a-f]{40}$/);
    expect((await postJson('/ajax/tags/prediction/', { frames: [] })).status).toBe(400);
  });
});

describe('credentials and errors', () => {
  it('answers 401 to a POST without credentials, 403 to a session cookie without CSRF token', async () => {
    const anonymous = await postForm('/ajax/gif/update', { gif_id: GIF, key: 'title', value: 'x' }, {});
    expect(anonymous).toEqual({
      status: 401,
      body: { status: 401, message: 'Authentication credentials were not provided.' },
    });

    const noCsrf = await postForm(
      '/ajax/gif/update',
      { gif_id: GIF, key: 'title', value: 'x' },
      { Cookie: 'sessionid=abc' },
    );
    expect(noCsrf.status).toBe(403);
    const session = { Cookie: 'sessionid=abc', 'X-CSRFToken': 'token' };
    expect((await postForm('/ajax/gif/update', { gif_id: GIF, key: 'title', value: 'x' }, session)).status).toBe(200);
  });

  it('answers 404 in the family envelope for an unknown gif', async () => {
    expect(await call('/ajax/gif/doesNotExist/tag-counts')).toEqual({
      status: 404,
      body: { status: 404, message: 'Not Found' },
    });
  });

  it('fails on demand with the x-gifkit-mock-error header', async () => {
    const forced = await call(`/ajax/gif/${GIF}/tag-counts`, { headers: { [MOCK_ERROR_HEADER]: '503' } });
    expect(forced).toEqual({ status: 503, body: { status: 503, message: 'Service Unavailable' } });
  });

  it('serves tag counts and related tags from recorded GIFs', async () => {
    const counts = await call(`/ajax/gif/${GIF}/tag-counts`);
    expect(counts.body.data.map((c: { tag: string }) => c.tag).sort()).toEqual([
      'ball',
      'dragon',
      'dragon ball',
      'toei animation',
    ]);
    const related = await call('/ajax/tags/related/gif/dragon%20ball/');
    expect(related.body.tag).toBe('dragon ball');
    expect(related.body.data[0]).toEqual({ name: 'ball', name_encoded: 'ball' });
  });
});
