/**
 * The composed client: one call per operation of the v4, ajax, stories and scheduler specs
 * (so a spec operation without a method fails here), per-family base URLs, extra headers,
 * an injected fetch, browser sessions (credentials included, no cookie set by hand) and the
 * public-API calls through createGiphyClient.
 */
import { describe, expect, it, vi } from 'vitest';
import { setupPlatformTestServer } from '../../test/support/platformTestServer';
import { createGiphyClient } from '../client/createGiphyClient';
import { operationIndex } from '../generated/operationIndex';
import { createMockApi } from '../mock';
import { createPlatformClient } from './createPlatformClient';

const { client, requests, server, last } = setupPlatformTestServer();

const FAMILIES = ['v4', 'ajax', 'stories', 'scheduler'] as const;

/** The operation (`v4.getChannel`) a recorded request was, found through the operation index; concrete paths win. */
function operationOf(request: Request): string | undefined {
  const url = new URL(request.url);
  const found: { name: string; templated: number }[] = [];
  for (const family of FAMILIES) {
    for (const [id, op] of Object.entries(operationIndex[family])) {
      const base = new URL(op.server);
      const pattern = `^${base.pathname.replace(/\/$/, '')}${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`;
      if (url.origin !== base.origin || op.method !== request.method.toLowerCase()) continue;
      if (new RegExp(pattern).test(url.pathname))
        found.push({ name: `${family}.${id}`, templated: op.path.split('{').length });
    }
  }
  return found.sort((a, b) => a.templated - b.templated)[0]?.name;
}

describe('createPlatformClient', () => {
  it('has a method for every operation of the platform specs', async () => {
    const p = client({ userToken: 'u', accessToken: 'a', sleep: async () => {} });
    const gif = 'GRSnxyhJnPsaQy9YLn';
    await p.account.checkLogin();
    await p.account.envBuild();
    await p.account.register({ email: 'a@example.com', username: 'abc', password: '12345678' });
    await p.account.confirmRegistration({ token: 'gifkit-confirm-abc' });
    await p.account.resendRegistration({ email: 'a@example.com' });
    await p.account.resetPassword({ email: 'a@example.com' });
    await p.users.get({ id: 1 });
    await p.users.update({ id: 1, description: 'hi' });
    await p.users.viewCount({ id: 1 });
    await p.users.proxyGifViewCount({ id: gif });
    await p.channelGifs.list({ gif });
    await p.channelGifs.add({ channel: 1, gif });
    await p.channelGifs.remove({ channel: 1, gif });
    await p.artists.list();
    await p.channels.get({ id: 1 });
    await p.channels.findBySlug({ slug: 'gifkit' });
    const channel = await p.channels.create({ display_name: 'Tmp' });
    await p.channels.update({ id: channel.id, description: 'x' });
    await p.channels.move({ id: channel.id, position: 0 });
    await p.channels.children({ id: 1 });
    await p.channels.feed({ id: 1 });
    await p.channels.retrieveJob({ job: '6f1c9a52-8d4e-4c1b-9a7e-2b6f0d9e4c11' });
    const ranked = await p.channelTags.createRanked({ channel: 1, tag: 't' });
    await p.channelTags.updateRanked({ id: ranked.id, rank: 3 });
    await p.channelTags.deleteRanked({ id: ranked.id });
    const magic = await p.channelTags.createMagic({ channel: 1, tag: 't' });
    await p.channelTags.deleteMagic({ id: magic.id });
    await p.channels.delete({ id: channel.id });
    await p.gifs.trending({ gif_ids: [gif] });
    await p.gifs.tagCounts({ id: gif });
    await p.gifs.metadata({ gif_ids: [gif] });
    await p.gifs.extendedMetadata({ gif_ids: [gif] });
    await p.gifs.tagTranslations({ id: gif });
    await p.gifs.languageTags({ gif_ids: [gif], lang: 'es' });
    await p.gifs.addLanguageTags({ id: gif, tags: ['x'], lang: 'es' });
    await p.gifs.removeLanguageTags({ id: gif, tag: 'x', lang: 'es' });
    await p.gifs.update({ gif_id: gif, key: 'title', value: 't' });
    await p.gifs.sendAnalytic({ id: gif, type: 'click' });
    await p.gifs.instashare({ gif_id: gif, to: 'x@example.com' });
    await p.tags.related({ tag: 'cat' });
    await p.tags.predict({ frames: ['https://media.giphy.com/a.gif'] });
    await p.search.service({ q: 'cat' });
    await p.search.exportCsv({ q: 'cat' });
    await p.search.report({ reasons: ['irrelevant'], search_term: 'cat' });
    await p.moderation.moderateGif({ id: gif, action: 'approve' });
    await p.moderation.takedown({ takedowns: [{ reason: 'other', gif_id: gif }], send_email: false });
    await p.spotify.artist({ spotify_url: 'https://open.spotify.com/artist/3TVXtAsR1Inumwj472S9r4' });
    await p.dashboard.trendingSearches();
    await p.imaging.trim({ media_url: 'https://media.giphy.com/a.mp4', start: 0, duration: 1 });
    await p.imaging.trim({ file: new Blob(['x'], { type: 'video/mp4' }), start: 0, duration: 1 });
    const story = await p.stories.create({ story: { title: 'T' } });
    const id = story.data.story_id;
    await p.stories.get({ id });
    await p.stories.getBySlug({ slug: story.data.slug! });
    await p.stories.update({ id, story: { title: 'U' } });
    await p.stories.listByUser({ username: 'gifkit' });
    await p.stories.listPartnerArtist();
    const trending = await p.stories.scheduleTrending({ story_id: id, publish_datetime: '2031-01-01T00:00:00Z' });
    await p.stories.listTrending();
    await p.stories.removeTrending({ id: trending.data.id! });
    await p.stories.delete({ id });
    const entries = await p.scheduler.schedule({ gifs: [{ id: gif }], timestamp: 1_900_000_000 });
    await p.scheduler.list();
    await p.scheduler.activity();
    await p.scheduler.delete({ id: entries.data[0]!.id });

    const called = new Set(requests.map(operationOf));
    const all = FAMILIES.flatMap((family) => Object.keys(operationIndex[family]).map((id) => `${family}.${id}`));
    expect(all.filter((op) => !called.has(op))).toEqual([]);
    expect(called.has(undefined)).toBe(false);
  });

  it('follows baseUrls per family (here: the mock API served from other hosts)', async () => {
    const baseUrls = {
      v4: 'http://site.test',
      ajax: 'http://ajax.test',
      stories: 'http://stories.test/v1',
      scheduler: 'http://scheduler.test',
    };
    server.use(...createMockApi({ baseUrls }).handlers);
    const p = client({ baseUrls: { ...baseUrls, imaging: 'http://site.test' }, userToken: 'u', accessToken: 'a' });
    await p.channels.get({ id: 1 });
    expect(last().url.origin).toBe('http://site.test');
    await p.gifs.tagCounts({ id: 'GRSnxyhJnPsaQy9YLn' });
    expect(last().url.origin).toBe('http://ajax.test');
    await p.stories.get({ id: 'gk5tRy0001' });
    expect(last().url.href).toBe('http://stories.test/v1/stories/gk5tRy0001');
    await p.scheduler.activity();
    expect(last().url.origin).toBe('http://scheduler.test');
    await p.imaging.trim({ media_url: 'https://media.giphy.com/a.gif', start: 0, duration: 1 });
    expect(last().url.href).toMatch(/^http:\/\/site\.test\/trim\?/);
  });

  it('sends extra headers and the SDK headers on every family', async () => {
    const p = client({ headers: { 'X-Trace': 't-1' }, userToken: 'u', accessToken: 'a' });
    await p.account.envBuild();
    await p.gifs.tagCounts({ id: 'GRSnxyhJnPsaQy9YLn' });
    await p.stories.get({ id: 'gk5tRy0001' });
    await p.scheduler.activity();
    await p.imaging.trim({ media_url: 'https://media.giphy.com/a.gif', start: 0, duration: 1 });
    expect(requests).toHaveLength(5);
    for (const request of requests) {
      expect(request.headers.get('x-trace')).toBe('t-1');
      expect(request.headers.get('x-giphy-sdk-name')).toBe('gifkit');
    }
  });

  it('uses an injected fetch', async () => {
    const fetch = vi.fn((request: Request) => globalThis.fetch(request));
    await client({ fetch }).account.envBuild();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0].url).toBe('https://giphy.com/api/v3/env/build');
  });

  it('a browser session sends the CSRF header and includes credentials (the browser adds the cookie)', async () => {
    const fetch = vi.fn((request: Request) => globalThis.fetch(request));
    await createPlatformClient({ auth: { type: 'session', csrfToken: 'c' }, fetch }).account.checkLogin();
    const request = fetch.mock.calls[0]![0];
    expect(request.credentials).toBe('include');
    expect(request.headers.get('x-csrftoken')).toBe('c');
    expect(request.headers.get('cookie')).toBeNull();
  });

  it('a token is not sent with credentials included', async () => {
    const fetch = vi.fn((request: Request) => globalThis.fetch(request));
    await createPlatformClient({ auth: { type: 'token', token: 't' }, fetch }).account.checkLogin();
    expect(fetch.mock.calls[0]![0].credentials).not.toBe('include');
  });
});

describe('createPlatformClient: public calls', () => {
  it('are createGiphyClient’s, built from apiKey with the same fetch and headers', async () => {
    const p = client({ apiKey: 'pub-key', headers: { 'X-Trace': 't-2' } });
    const result = await p.public!.search('cats', { type: 'videos', limit: 3 });
    const { request, url } = last();
    expect(url.origin + url.pathname).toBe('https://api.giphy.com/v1/videos/search');
    expect(url.searchParams.get('api_key')).toBe('pub-key');
    expect(url.searchParams.get('rating')).toBe('pg-13');
    expect(request.headers.get('x-trace')).toBe('t-2');
    expect(request.headers.get('x-csrftoken')).toBeNull();
    expect(result.data).toHaveLength(3);
  });

  it('reuse a given public client, and are absent without a key', () => {
    const giphy = createGiphyClient({ apiKey: 'k', storage: null });
    expect(client({ giphy }).public).toBe(giphy);
    expect(client().public).toBeUndefined();
  });
});
