/**
 * The first-moving-tile case's parts that decide its figure: media weighing what GIPHY's
 * files weigh, with their frames where a real file has them (bench/lib/padMedia.mjs), the
 * server that sends them and the API (bench/firsttile/server.mjs), and reading movement off the
 * screen (bench/lib/png.mjs, bench/lib/screen.mjs). Runs after the build (package project).
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { deflateSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirstTileServer } from '../../bench/firsttile/server.mjs';
import { mediaFrames, type PaddedFormat, padMedia } from '../../bench/lib/padMedia.mjs';
import { decodePng } from '../../bench/lib/png.mjs';
import { firstMove, firstPicture, type ScreenFrame, type ScreenTile, VSYNC_MS } from '../../bench/lib/screen.mjs';

const MEDIA = path.resolve(import.meta.dirname, '../../sdk/mock/media');
const loop = (file: string) => readFileSync(path.join(MEDIA, 'aurora', file));

/** How far short of the asked size a padded file may fall: the smallest block each format can skip (none for MP4). */
const SHORT_BY: Record<PaddedFormat, number> = { gif: 4, webp: 7, mp4: 0 };

describe('padMedia', () => {
  const cases: [PaddedFormat, string][] = [
    ['gif', 'm.gif'],
    ['webp', 'm.webp'],
    ['mp4', 'm.mp4'],
  ];

  it.each(cases)(
    'weighs a %s loop what GIPHY recorded, its frames intact and where a real file has them',
    (format, file) => {
      const original = loop(file);
      const bytes = original.length * 3 + 1234;
      const realFrames = 40;
      const padded = padMedia(original, format, { bytes, realFrames });
      expect(padded.body.length).toBeGreaterThanOrEqual(bytes - SHORT_BY[format]);
      expect(padded.body.length).toBeLessThanOrEqual(bytes);
      expect(padded.unpadded).toBeUndefined();
      const before = mediaFrames(original, format);
      const after = mediaFrames(padded.body, format);
      expect(after).toHaveLength(before.length);
      after.forEach((frame, k) => {
        const was = before[k]!;
        expect(padded.body.subarray(frame.start, frame.end).equals(original.subarray(was.start, was.end))).toBe(true);
        expect(frame.end).toBe(padded.frameEnds[k]);
        // Frame k ends where frame k of a real file of `realFrames` equal frames would, unless the loop's own frames are larger.
        expect(frame.end).toBeGreaterThanOrEqual(Math.round(((k + 1) * bytes) / realFrames) - 1);
      });
      // The loop's later frames came through the file, not at its start.
      expect(padded.frameEnds[1]!).toBeGreaterThan(bytes / realFrames);
    },
  );

  it('keeps a file with fewer real frames than the loop within the recorded size', () => {
    const original = loop('l.webp');
    const bytes = original.length * 5;
    const padded = padMedia(original, 'webp', { bytes, realFrames: 7 });
    expect(padded.body.length).toBeLessThanOrEqual(bytes);
    expect(padded.body.length).toBeGreaterThanOrEqual(bytes - SHORT_BY.webp);
    // The 7th frame ends where the loop's remaining frames, sent unpadded, just fit.
    const later = mediaFrames(original, 'webp')
      .slice(7)
      .reduce((sum, f) => sum + f.end - f.start, 0);
    expect(Math.abs(padded.frameEnds[6]! + later - bytes)).toBeLessThanOrEqual(8);
  });

  it('sends a loop already heavier than the recorded file as it is, its frames located', () => {
    const original = loop('m.gif');
    const padded = padMedia(original, 'gif', { bytes: 1000 });
    expect(padded.unpadded).toBe(true);
    expect(padded.body.equals(original)).toBe(true);
    expect(padded.frameEnds).toEqual(mediaFrames(original, 'gif').map((f) => f.end));
  });
});

describe('first-moving-tile server', () => {
  let server: Awaited<ReturnType<typeof startFirstTileServer>>;
  beforeAll(async () => {
    server = await startFirstTileServer({ pages: { p: { js: 'console.log(1)', css: 'body{}' } } });
  });
  afterAll(() => server.close());

  /** A GET without fetch's own decompression: the headers and the bytes as sent. */
  const getRaw = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      get(url, { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
      }).on('error', reject);
    });

  it('answers the API from the mock with every host on its own loopback port, gzip when asked', async () => {
    const url = `${server.apiOrigin}/v1/gifs/trending?api_key=k&limit=5`;
    const zipped = await getRaw(url, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['access-control-allow-origin']).toBe('*');
    const plain = await getRaw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const answer = JSON.parse(plain.body.toString());
    expect(answer.data).toHaveLength(5);
    const origins = new Set<string>();
    for (const gif of answer.data as { images: Record<string, { url?: string }> }[])
      for (const rendition of Object.values(gif.images)) if (rendition.url) origins.add(new URL(rendition.url).origin);
    expect(origins.size).toBeGreaterThan(0);
    for (const origin of origins) expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(origins.has(server.apiOrigin) || origins.has(server.origin)).toBe(false);
    const script = await getRaw(`${server.origin}/p.js`, { 'accept-encoding': 'gzip' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(script.body).toString()).toBe('console.log(1)');
  });

  it("serves each media file of an answer at GIPHY's recorded size, in the URL's format, ranges included", async () => {
    const answer = await (await fetch(`${server.apiOrigin}/v1/gifs/search?api_key=k&q=cats&limit=3`)).json();
    const rendition = answer.data[0].images.fixed_width;
    for (const [field, sizeField] of [
      ['mp4', 'mp4_size'],
      ['webp', 'webp_size'],
    ] as const) {
      const response = await fetch(rendition[field]);
      const body = Buffer.from(await response.arrayBuffer());
      const facts = server.media(new URL(rendition[field]).pathname)!;
      expect(response.headers.get('content-type')).toBe(field === 'mp4' ? 'video/mp4' : 'image/webp');
      expect(facts.recorded).toBe(Number(rendition[sizeField]));
      expect(body.length).toBe(facts.bytes);
      if (!facts.unpadded) expect(Math.abs(body.length - facts.recorded)).toBeLessThanOrEqual(1);
      expect(mediaFrames(body, field).map((f) => f.end)).toEqual(facts.frameEnds);
    }
    const part = await fetch(rendition.mp4, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });
});

/** A PNG of `rows` (RGB), each row written with the filter of its index mod 5, as encoders choose per row. */
function encodePng(width: number, rows: number[][]) {
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  const raw: number[] = [];
  rows.forEach((row, y) => {
    const filter = y % 5;
    raw.push(filter);
    row.forEach((value, x) => {
      const left = x >= 3 ? row[x - 3]! : 0;
      const up = y ? rows[y - 1]![x]! : 0;
      const upLeft = y && x >= 3 ? rows[y - 1]![x - 3]! : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
      raw.push((value - predicted) & 0xff);
    });
  });
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]); // CRC unchecked
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(rows.length, 4);
  header[8] = 8;
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(raw))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('decodePng', () => {
  it('undoes every row filter', () => {
    const width = 7;
    const rows = Array.from({ length: 10 }, (_, y) =>
      Array.from({ length: width * 3 }, (_, x) => (x * 37 + y * 91) % 256),
    );
    const image = decodePng(encodePng(width, rows));
    expect([image.width, image.height, image.channels]).toEqual([width, 10, 3]);
    expect([...image.data]).toEqual(rows.flat());
  });
});

describe('reading movement off the screen', () => {
  const SIZE = 40;
  /** A frame filled with a flat placeholder colour, its tile box (10,10 20×20) painted by `paint(x, y)` when given. */
  const frame = (t: number, paint?: (x: number, y: number) => [number, number, number]): ScreenFrame => {
    const data = new Uint8Array(SIZE * SIZE * 3);
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const inside = paint && x >= 10 && x < 30 && y >= 10 && y < 30;
        data.set(inside ? paint(x, y) : [200, 60, 60], (y * SIZE + x) * 3);
      }
    }
    return { t, image: { width: SIZE, height: SIZE, channels: 3, data } };
  };
  /** Two pictures of a loop, and either of them faded in over a white background by `alpha`. */
  const picture =
    (phase: number, alpha = 1) =>
    (x: number, y: number): [number, number, number] => {
      const value = (v: number) => Math.round(alpha * v + (1 - alpha) * 255);
      return [value((x * 9 + phase * 50) % 256), value((y * 7 + phase * 80) % 256), value(((x + y) * 5) % 256)];
    };
  const box = { x: 10, y: 10, width: 20, height: 20 };

  it('an image moves when its picture changes to another, not when it arrives', () => {
    const frames = [frame(0), frame(100), frame(200, picture(0)), frame(300, picture(1)), frame(400, picture(2))];
    const tile: ScreenTile = { kind: 'img', box, baseAt: 150, notBefore: 120 };
    expect(firstMove(frames, [tile])).toMatchObject({ t: 300, shownAt: 200 });
    expect(firstPicture(frames, [tile])).toBe(200);
  });

  it('an image that fades in moves only by a change after its fade has ended', () => {
    const frames = [
      frame(0),
      frame(100, picture(0, 0.3)),
      frame(117, picture(0, 0.6)),
      frame(133, picture(1, 0.9)), // changed picture, but inside the fade: cannot be told from it
      frame(150, picture(1)),
      frame(250, picture(2)),
    ];
    // Drawn for 130 ms at the latest, the fade's last frame is on screen a vsync later: 150 is past it.
    const tile: ScreenTile = { kind: 'img', box, baseAt: 50, notBefore: 0, fadeEndAt: 130 };
    expect(130 + VSYNC_MS).toBeLessThan(150);
    expect(firstMove(frames, [tile])?.t).toBe(250);
    expect(firstMove(frames, [{ ...tile, fadeEndAt: undefined }])?.t).toBe(117);
  });

  it('a video moves at the first change from its second frame on, even while it fades in', () => {
    const frames = [frame(0), frame(100, picture(0, 0.3)), frame(117, picture(0, 0.6)), frame(200, picture(1, 0.9))];
    const video: ScreenTile = { kind: 'video', box, baseAt: 90, notBefore: 200, fadeEndAt: 250 };
    expect(firstMove(frames, [video])?.t).toBe(200);
    expect(firstMove(frames, [{ ...video, notBefore: 201 }])).toBeUndefined();
  });

  it('takes the earliest tile, and none that never showed a second picture', () => {
    const other = { x: 0, y: 0, width: 8, height: 8 }; // too small once inset: never read
    const frames = [frame(0), frame(100, picture(0)), frame(200, picture(1))];
    const moving: ScreenTile = { kind: 'img', box, baseAt: 50, notBefore: 0 };
    const still: ScreenTile = { kind: 'img', box, baseAt: 150, notBefore: 0 };
    expect(firstMove(frames, [still, { ...moving, box: other }, moving])?.tile).toBe(moving);
    expect(firstMove([frame(0), frame(100, picture(0))], [moving])).toBeUndefined();
  });
});
