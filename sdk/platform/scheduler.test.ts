/**
 * The trending scheduler against the mock API: schedule (JSON body gifs + timestamp), list
 * (defaults limit 25, offset 0, type gif always sent), activity and delete, each with the
 * `access_token` query parameter and no site credentials.
 */
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer } from '../../test/support/platformTestServer';

const { client: base, last } = setupPlatformTestServer();
const client = () => base({ accessToken: 'sched-token' });

function expectToken(request: Request) {
  expect(new URL(request.url).searchParams.get('access_token')).toBe('sched-token');
  expect(request.headers.get('x-csrftoken')).toBeNull();
  expect(request.headers.get('authorization')).toBeNull();
}

describe('scheduler', () => {
  it('schedule → list → activity → delete', async () => {
    const platform = client();
    const timestamp = 1_900_000_000;
    const scheduled = await platform.scheduler.schedule({
      gifs: [
        { id: 'l0HlyLQsbvhciAuKA', is_sticker: false, type: 'gif' },
        { id: '9fuvOqZ8tbZOU', is_sticker: false, type: 'gif' },
      ],
      timestamp,
    });
    let { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/schedule');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({
      gifs: [
        { id: 'l0HlyLQsbvhciAuKA', is_sticker: false, type: 'gif' },
        { id: '9fuvOqZ8tbZOU', is_sticker: false, type: 'gif' },
      ],
      timestamp,
    });
    expectToken(request);
    expect(scheduled.data.map((e) => e.gif_id)).toEqual(['l0HlyLQsbvhciAuKA', '9fuvOqZ8tbZOU']);

    const page = await platform.scheduler.list();
    ({ request, url } = last());
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/schedule');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '25',
      offset: '0',
      type: 'gif',
      access_token: 'sched-token',
    });
    expect(page.data.map((e) => e.id)).toEqual(expect.arrayContaining(scheduled.data.map((e) => e.id)));

    await platform.scheduler.list({ limit: 5, offset: 10, type: 'sticker' });
    expect(Object.fromEntries(last().url.searchParams)).toMatchObject({ limit: '5', offset: '10', type: 'sticker' });

    const activity = await platform.scheduler.activity();
    ({ request, url } = last());
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/activity');
    expectToken(request);
    expect(activity.data[0]).toMatchObject({ action: 'schedule' });

    const id = scheduled.data[0]!.id;
    await expect(platform.scheduler.delete({ id })).resolves.toBeUndefined();
    ({ request, url } = last());
    expect(request.method).toBe('DELETE');
    expect(url.pathname).toBe(`/schedule/${id}`);
    expectToken(request);
    expect((await platform.scheduler.list()).data.map((e) => e.id)).not.toContain(id);
  });
});
