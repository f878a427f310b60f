/**
 * Channel membership and the artists directory against the mock API: method, path, query and
 * body encoding (comma-separated `gif`, JSON bodies, the default artists sort) and auth.
 */
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer, TOKEN } from '../../test/support/platformTestServer';

const { client, last } = setupPlatformTestServer();

describe('channelGifs', () => {
  it('add → list → remove: POST /api/v4/channel-gifs/, GET with gif=a,b, POST …/remove/ (204)', async () => {
    const platform = client();
    const added = await platform.channelGifs.add({ channel: 2, gif: ['l0HlyLQsbvhciAuKA', '9fuvOqZ8tbZOU'] });
    let { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v4/channel-gifs/');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ channel: 2, gif: ['l0HlyLQsbvhciAuKA', '9fuvOqZ8tbZOU'] });
    expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
    expect(request.headers.get('cookie')).toBe('sessionid=sess-456');
    expect(added.results.map((m) => m.gif).sort()).toEqual(['9fuvOqZ8tbZOU', 'l0HlyLQsbvhciAuKA']);

    const listed = await platform.channelGifs.list({ gif: ['l0HlyLQsbvhciAuKA', '9fuvOqZ8tbZOU'] });
    ({ request, url } = last());
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v4/channel-gifs/');
    expect(url.search).toBe('?gif=l0HlyLQsbvhciAuKA,9fuvOqZ8tbZOU');
    expect(listed.results.filter((m) => m.channel === 2)).toHaveLength(2);

    await expect(platform.channelGifs.remove({ channel: 2, gif: '9fuvOqZ8tbZOU' })).resolves.toBeUndefined();
    ({ request, url } = last());
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v4/channel-gifs/remove/');
    expect(await request.json()).toEqual({ channel: 2, gif: '9fuvOqZ8tbZOU' });

    const after = await platform.channelGifs.list({ gif: '9fuvOqZ8tbZOU' });
    expect(last().url.searchParams.get('gif')).toBe('9fuvOqZ8tbZOU');
    expect(after.results.filter((m) => m.channel === 2)).toEqual([]);
  });

  it('uses the token when given one', async () => {
    await client({ auth: TOKEN }).channelGifs.list({ gif: ['l0HlyLQsbvhciAuKA'] });
    expect(last().request.headers.get('authorization')).toBe('Token tok-789');
  });
});

describe('artists', () => {
  it('list: GET /api/v4/artists/ with sort=updatetime desc by default', async () => {
    const page = await client().artists.list();
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v4/artists/');
    expect(url.searchParams.get('sort')).toBe('updatetime desc');
    expect([...url.searchParams.keys()]).toEqual(['sort']);
    expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
    const times = page.results.map((a) => a.update_datetime ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });

  it('list: sends filter, freelance, order, sort and offset as given', async () => {
    await client().artists.list({
      filter: 'dragon',
      freelance: true,
      order: 'featured',
      sort: 'username asc',
      offset: 25,
    });
    const { url } = last();
    expect(Object.fromEntries(url.searchParams)).toEqual({
      filter: 'dragon',
      freelance: 'true',
      order: 'featured',
      sort: 'username asc',
      offset: '25',
    });
  });
});
