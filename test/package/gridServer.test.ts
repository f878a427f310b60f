/**
 * The bench's loopback server (bench/grid/server.mjs) answers every media URL of the data with
 * real animated media of the URL's format, sized by its rendition, so both kits in the grid and
 * media cases decode real frames (not a 1×1 image against a real video).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGridServer, templatesFor } from '../../bench/grid/server.mjs';
import { gifAt } from '../../sdk/mock/data/gifs';
import manifest from '../../sdk/mock/media/manifest.json';
import { mockMediaRewriter } from '../../sdk/mock/mockMedia';

const MEDIA = path.resolve(import.meta.dirname, '../../sdk/mock/media');
const gif = gifAt(0);
const sticker = gifAt(0, 'sticker');
let server: Awaited<ReturnType<typeof startGridServer>>;

beforeAll(async () => {
  server = await startGridServer({
    pages: {},
    datasets: { d: [gif, sticker] },
    width: 1000,
    mockMedia: mockMediaRewriter,
  });
});
afterAll(() => server.close());

/** A rendition file's URL as the page sees it (hosts rewritten to the server), with `id` in place of the GIF's (a copy's). */
function urlOf(raw: typeof gif, rendition: string, field: 'url' | 'webp' | 'mp4', id = raw.id) {
  const [template] = templatesFor([raw], server.origin);
  const images = JSON.parse(template!.json).images as Record<string, Record<string, string>>;
  return images[rendition]![field]!.replaceAll(raw.id, id);
}

/** Which of the mock's loops (`name/file`) a body is, or undefined. */
function loopFile(body: Buffer, file: string) {
  const loops = manifest.loops.filter((loop) => body.equals(readFileSync(path.join(MEDIA, loop.name, file))));
  return loops.map((loop) => ({ name: loop.name, sticker: loop.sticker }))[0];
}

async function get(url: string) {
  const response = await fetch(url);
  return { type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
}

describe('bench media server', () => {
  it('answers a small rendition with the small MP4 loop, a medium one with the medium animated WebP and GIF', async () => {
    const mp4 = await get(urlOf(gif, 'fixed_width_small', 'mp4'));
    expect(mp4.type).toBe('video/mp4');
    expect(loopFile(mp4.body, 's.mp4')).toMatchObject({ sticker: false });

    const webp = await get(urlOf(gif, 'fixed_width', 'webp'));
    expect(webp.type).toBe('image/webp');
    expect(loopFile(webp.body, 'm.webp')).toMatchObject({ sticker: false });
    expect(webp.body.includes('ANIM')).toBe(true);

    const image = await get(urlOf(gif, 'fixed_width', 'url'));
    expect(image.type).toBe('image/gif');
    expect(loopFile(image.body, 'm.gif')).toMatchObject({ sticker: false });
  });

  it('gives a sticker a transparent loop, and a still rendition a still', async () => {
    const webp = await get(urlOf(sticker, 'fixed_width', 'webp'));
    expect(loopFile(webp.body, 'm.webp')).toMatchObject({ sticker: true });
    const still = await get(urlOf(gif, 'fixed_width_still', 'url'));
    expect(loopFile(still.body, 'still.gif')).toBeDefined();
  });

  it("answers a copy's URL (its id with the copy's suffix) as its template's", async () => {
    // The 9,999th copy's id (bench/lib/gifData.mjs `syntheticId`).
    const copy = await get(urlOf(gif, 'fixed_width_small', 'mp4', `${gif.id}7pr`));
    const original = await get(urlOf(gif, 'fixed_width_small', 'mp4'));
    expect(copy.body.equals(original.body)).toBe(true);
    expect(copy.body.length).toBeGreaterThan(1000);
  });
});
