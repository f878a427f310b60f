/**
 * Browser-test media made on the spot (nothing downloaded, nothing committed): small PNGs
 * standing in for GIPHY renditions and avatars, different for every URL so a grid of them
 * reads as a grid of different GIFs in the screenshots.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA PNG of `width`×`height` whose pixels `paint(x, y)` returns. */
export function png(width: number, height: number, paint: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** HSL (0–360, 0–1, 0–1) to RGB bytes. */
function hsl(h: number, s: number, l: number): number[] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  return [0, 8, 4].map((n) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)))));
}

/**
 * A picture for a media URL: a two-colour diagonal gradient with a soft disc (a GIF), the disc
 * alone on transparency (`transparent`, a sticker), or a flat colour with a disc (an avatar).
 */
export function mediaImage(url: string, transparent = false): Buffer {
  const seed = hash(new URL(url).pathname);
  const hue = seed % 360;
  const avatar = url.includes('/avatars/');
  const [width, height] = avatar ? [80, 80] : [240, 180];
  const [from, to] = [hsl(hue, 0.7, 0.55), hsl((hue + 60) % 360, 0.75, 0.4)];
  const cx = width * (0.3 + ((seed >> 8) % 40) / 100);
  const cy = height * (0.35 + ((seed >> 16) % 30) / 100);
  const r = Math.min(width, height) * (avatar ? 0.3 : 0.28);
  return png(width, height, (x, y) => {
    const inDisc = Math.hypot(x - cx, y - cy) < r;
    if (transparent)
      return Math.hypot(x - width / 2, y - height / 2) < r * 1.4 ? [...hsl(hue, 0.8, 0.55), 255] : [0, 0, 0, 0];
    if (avatar) return inDisc ? [255, 255, 255, 230] : [...from, 255];
    const t = (x / width + y / height) / 2;
    const base = from.map((c, i) => Math.round(c + (to[i]! - c) * t));
    return [...(inDisc ? base.map((c) => Math.round(c + (255 - c) * 0.35)) : base), 255];
  });
}
