/**
 * Ranked and magic tags of a channel against the mock API: method, path, JSON bodies, auth,
 * and that the changes show in the channel.
 */
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer, TOKEN } from '../../test/support/platformTestServer';

const { client, last } = setupPlatformTestServer();

describe('channelTags', () => {
  it('ranked tags: create (POST), update (PATCH), delete (DELETE, 204)', async () => {
    const platform = client();
    const created = await platform.channelTags.createRanked({ channel: 1, tag: 'anime', rank: 1 });
    let { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v4/channel-ranked-tags/');
    expect(await request.json()).toEqual({ channel: 1, tag: 'anime', rank: 1 });
    expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
    expect(created).toMatchObject({ channel: 1, tag: 'anime', rank: 1 });

    const updated = await platform.channelTags.updateRanked({ id: created.id, rank: 2 });
    ({ request, url } = last());
    expect(request.method).toBe('PATCH');
    expect(url.pathname).toBe(`/api/v4/channel-ranked-tags/${created.id}/`);
    expect(await request.json()).toEqual({ rank: 2 });
    expect(updated.rank).toBe(2);

    await expect(platform.channelTags.deleteRanked({ id: created.id })).resolves.toBeUndefined();
    ({ request, url } = last());
    expect(request.method).toBe('DELETE');
    expect(url.pathname).toBe(`/api/v4/channel-ranked-tags/${created.id}/`);
    const channel = await platform.channels.get({ id: 1 });
    expect(channel.tags?.some((t) => t.id === created.id)).toBe(false);
  });

  it('magic tags: create (POST) then delete (DELETE, 204), with a token', async () => {
    const platform = client({ auth: TOKEN });
    const created = await platform.channelTags.createMagic({ channel: 1, tag: 'dragon ball' });
    let { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v4/channel-magic-tags/');
    expect(await request.json()).toEqual({ channel: 1, tag: 'dragon ball' });
    expect(request.headers.get('authorization')).toBe('Token tok-789');
    expect((await platform.channels.get({ id: 1 })).syncable_tags?.map((t) => t.id)).toContain(created.id);

    await expect(platform.channelTags.deleteMagic({ id: created.id })).resolves.toBeUndefined();
    ({ request, url } = last());
    expect(request.method).toBe('DELETE');
    expect(url.pathname).toBe(`/api/v4/channel-magic-tags/${created.id}/`);
    expect((await platform.channels.get({ id: 1 })).syncable_tags?.map((t) => t.id)).not.toContain(created.id);
  });
});
