/**
 * The mock's opt-in local media: with `createMockApi({ media })` every media URL of an answer
 * points at a generated file that exists, the loop fits the GIF (aspect, sticker), the file
 * fits the rendition; without the option GIPHY's URLs stay.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarUrl } from '../media/avatarUrl';
import { createMockApi, MOCK_MEDIA_LOOPS } from './index';
import { mockMediaRewriter } from './mockMedia';

const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
const BASE = 'http://127.0.0.1:5173/gifkit-media/';
const API = 'https://api.giphy.com';

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected loosely
type Json = any;

const withMedia = createMockApi({ media: { baseUrl: BASE } });
const plain = createMockApi();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function get(api: typeof plain, url: string): Promise<Json> {
  server.resetHandlers(...api.handlers);
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.json();
}

/** Every string in `value` that looks like a URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

const GIPHY_MEDIA = /^https?:\/\/(?:media\d*|i)\.giphy\.com\//;

/** The local media URLs of an answer, after checking that no GIPHY media URL is left. */
function localMedia(value: unknown): string[] {
  const urls = urlsIn(value);
  expect(urls.filter((u) => GIPHY_MEDIA.test(u))).toEqual([]);
  return urls.filter((u) => u.startsWith(BASE));
}

function localPath(url: string): string {
  return path.join(MEDIA_DIR, url.slice(BASE.length));
}

const loopOf = (url: string) => url.slice(BASE.length).split('/')[0] ?? '';
const loop = (name: string) => MOCK_MEDIA_LOOPS.find((l) => l.name === name)!;

describe('createMockApi({ media })', () => {
  it('points every media URL of trending GIFs at a local file that exists', async () => {
    const body = await get(withMedia, `${API}/v1/gifs/trending?api_key=k&limit=50`);
    const media = localMedia(body.data);
    expect(media.length).toBeGreaterThan(500);
    for (const url of new Set(media)) expect(existsSync(localPath(url)), url).toBe(true);
    // Page links stay GIPHY's.
    expect(body.data[0].url).toMatch(/^https:\/\/giphy\.com\//);
  });

  it('keeps one loop per GIF, chosen by its aspect ratio, and the file by rendition', async () => {
    const body = await get(withMedia, `${API}/v1/gifs/trending?api_key=k&limit=25`);
    const loops = new Set<string>();
    for (const gif of body.data) {
      const { original, fixed_width, fixed_width_small, fixed_height_still } = gif.images;
      const name = loopOf(original.url);
      loops.add(name);
      for (const rendition of Object.values(gif.images) as Json[])
        for (const url of urlsIn(rendition)) expect(loopOf(url)).toBe(name);
      const aspect = Number(original.width) / Number(original.height);
      expect(Math.abs(Math.log(loop(name).aspect / aspect))).toBeLessThan(0.25);
      expect(loop(name).sticker).toBe(false);
      expect(fixed_width.url).toBe(`${BASE}${name}/m.gif`);
      expect(fixed_width.webp).toBe(`${BASE}${name}/m.webp`);
      expect(fixed_width.mp4).toBe(`${BASE}${name}/m.mp4`);
      expect(fixed_width_small.url).toBe(`${BASE}${name}/s.gif`);
      expect(original.mp4).toBe(`${BASE}${name}/l.mp4`);
      expect(fixed_height_still.url).toBe(`${BASE}${name}/still.gif`);
    }
    expect(loops.size).toBeGreaterThanOrEqual(5);
  });

  it('gives stickers transparent loops and clips a video and captions', async () => {
    const stickers = await get(withMedia, `${API}/v1/stickers/trending?api_key=k&limit=10`);
    for (const gif of stickers.data) expect(loop(loopOf(gif.images.original.url)).sticker).toBe(true);
    const clips = await get(withMedia, `${API}/v1/videos/search?api_key=k&q=cats&limit=1`);
    const clip = clips.data[0];
    expect(clip.video.assets['360p'].url).toMatch(new RegExp(`^${BASE}[a-z]+/l\\.mp4$`));
    expect(clip.video.captions.en.vtt).toBe(`${BASE}captions.vtt`);
    expect(existsSync(localPath(clip.video.captions.en.vtt))).toBe(true);
  });

  it('maps avatars to a sized square and channel art to stills', async () => {
    const body = await get(withMedia, `${API}/v1/channels/search?api_key=k&q=a`);
    const urls = localMedia(body.data);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of new Set(urls)) expect(existsSync(localPath(url)), url).toBe(true);
    const avatar = body.data.find((c: Json) => c.user?.avatar_url)?.user.avatar_url as string;
    expect(avatar).toMatch(/\/avatar\/80h\.jpg$/);
    // The kit's avatarUrl asks for `<name>/80h.<ext>` and leaves an already sized URL alone.
    expect(avatarUrl(avatar)).toBe(avatar);
    expect(loop(loopOf(avatar)).aspect).toBe(1);
  });

  it('is off by default: answers keep GIPHY media URLs', async () => {
    const body = await get(plain, `${API}/v1/gifs/trending?api_key=k&limit=1`);
    expect(body.data[0].images.original.url).toMatch(/^https:\/\/media\d?\.giphy\.com\//);
  });

  it('asks for an absolute http(s) base URL', () => {
    expect(() => mockMediaRewriter({ baseUrl: '/gifkit-media/' })).toThrow(/absolute http\(s\) URL/);
    expect(() => mockMediaRewriter({ baseUrl: 'data:text/plain,x' })).toThrow(/absolute http\(s\) URL/);
    const rewrite = mockMediaRewriter({ baseUrl: 'https://cdn.example/m' });
    expect(rewrite({ u: 'https://media.giphy.com/avatars/x/y.png' }).u).toMatch(/^https:\/\/cdn\.example\/m\/[a-z]+\//);
  });
});
