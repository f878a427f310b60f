/** The trending-scheduler mock: scheduling, type filter and paging, activity log, auth and errors. */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_ERROR_HEADER, toHandlers } from '../define';
import { createSchedulerMock } from './scheduler';

const BASE = 'https://trending-scheduler.giphy.com';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...toHandlers(createSchedulerMock())));
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: reading test answers
type Json = Record<string, any>;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = response.status === 204 ? null : ((await response.json()) as Json);
  return { status: response.status, json: json as Json };
}

const ids = (list: Json[]) => list.map((e) => e.id);

describe('schedule', () => {
  it('adds one entry per GIF that listScheduled shows, filtered by type', async () => {
    const scheduled = await call('POST', '/schedule?access_token=t', {
      gifs: [
        { id: 'l0HlyLQsbvhciAuKA', is_sticker: false, type: 'gif' },
        { id: '9XN6gNxTH85mOTafdM', is_sticker: 1 },
      ],
      timestamp: '2030-05-26T09:00:00Z',
    });
    expect(scheduled.status).toBe(201);
    const [gif, sticker] = scheduled.json.data as [Json, Json];
    expect(gif).toMatchObject({ gif_id: 'l0HlyLQsbvhciAuKA', type: 'gif', is_sticker: false, timestamp: 1906016400 });
    expect(sticker).toMatchObject({ gif_id: '9XN6gNxTH85mOTafdM', type: 'sticker', is_sticker: 1 });
    expect(gif.gif.images.original.url).toContain('l0HlyLQsbvhciAuKA');

    const gifs = await call('GET', '/schedule?access_token=t');
    expect(ids(gifs.json.data)).toEqual([gif.id, 'sch-0001', 'sch-0002', 'sch-0003']);
    expect(gifs.json.pagination).toEqual({ total_count: 4, count: 4, offset: 0 });
    const stickers = await call('GET', '/schedule?access_token=t&type=sticker');
    expect(ids(stickers.json.data)).toEqual([sticker.id, 'sch-0004']);
  });

  it('pages by limit and offset', async () => {
    const page = await call('GET', '/schedule?access_token=t&limit=2&offset=1');
    expect(ids(page.json.data)).toEqual(['sch-0002', 'sch-0003']);
    expect(page.json.pagination).toEqual({ total_count: 3, count: 2, offset: 1 });
    expect((await call('GET', '/schedule?access_token=t&limit=0')).status).toBe(400);
    expect((await call('GET', '/schedule?access_token=t&type=clip')).status).toBe(400);
  });

  it('accepts the access token in the JSON body of POST /schedule, and rejects bad bodies', async () => {
    const body = { gifs: [{ id: 'P4TqKx6NHyLnO' }], timestamp: 1906016400, access_token: 't' };
    expect((await call('POST', '/schedule', body)).status).toBe(201);
    expect((await call('POST', '/schedule?access_token=t', { gifs: [], timestamp: 1 })).status).toBe(400);
    expect((await call('POST', '/schedule?access_token=t', { gifs: [{ id: 'a' }] })).status).toBe(400);
    expect((await call('POST', '/schedule?access_token=t', { gifs: [{ id: 'a' }], timestamp: 'later' })).status).toBe(
      400,
    );
  });

  it('deletes entries (204), then 404 for unknown ids, in the scheduler envelope', async () => {
    expect((await call('DELETE', '/schedule/sch-0002?access_token=t')).status).toBe(204);
    expect(ids((await call('GET', '/schedule?access_token=t')).json.data)).toEqual(['sch-0001', 'sch-0003']);
    const again = await call('DELETE', '/schedule/sch-0002?access_token=t');
    expect(again).toEqual({ status: 404, json: { message: 'Scheduled entry not found', status: 404 } });
  });
});

describe('activity', () => {
  it('logs every schedule and delete with a timestamp, newest first', async () => {
    const before = await call('GET', '/activity?access_token=t');
    expect(before.json.data).toHaveLength(4);
    const created = await call('POST', '/schedule?access_token=t', { gifs: [{ id: 'P4TqKx6NHyLnO' }], timestamp: 1 });
    const entryId = created.json.data[0].id;
    await call('DELETE', `/schedule/${entryId}?access_token=t`);
    const after = await call('GET', '/activity?access_token=t');
    expect(after.json.data).toHaveLength(6);
    const [deleted, scheduled] = after.json.data as Json[];
    expect(deleted).toMatchObject({ action: 'delete', entry_id: entryId, gif_id: 'P4TqKx6NHyLnO' });
    expect(scheduled).toMatchObject({ action: 'schedule', entry_id: entryId });
    for (const entry of [deleted, scheduled]) expect(Date.parse(entry!.timestamp)).not.toBeNaN();
  });
});

describe('errors', () => {
  it('answers 401 without an access token', async () => {
    const expected = { status: 401, json: { message: 'An access_token is required', status: 401 } };
    expect(await call('GET', '/schedule')).toEqual(expected);
    expect(await call('GET', '/activity')).toEqual(expected);
    expect(await call('DELETE', '/schedule/sch-0001')).toEqual(expected);
    expect(await call('POST', '/schedule', { gifs: [{ id: 'a' }], timestamp: 1 })).toEqual(expected);
  });

  it('fails on demand with x-gifkit-mock-error', async () => {
    const forced = await call('GET', '/schedule?access_token=t', undefined, { [MOCK_ERROR_HEADER]: '503' });
    expect(forced).toEqual({ status: 503, json: { message: 'Service Unavailable', status: 503 } });
  });
});
