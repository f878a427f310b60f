/**
 * The mock API's opt-in local media: rewrites every GIPHY media URL of an answer (and the
 * Tenor-v2 mock's KLIPY and Tenor media URLs) to one of the small generated loops in
 * sdk/mock/media/ (GIF, WebP and MP4 at three sizes, stills, captions; made by
 * scripts/mock-media.mjs), so offline demos and tests show real moving pictures. A GIF record
 * (or Tenor-v2 result) gets the loop nearest its aspect ratio (stickers get a transparent
 * one), the same loop for every rendition, chosen by its id; the file follows the rendition's
 * or format's name (`100w.gif`, `nanogif.gif` → small GIF, `200.webp`, `tinymp4.mp4` → medium,
 * `giphy.mp4`, `mp4.mp4` → large MP4); avatars get an 80 px square, banners a still.
 * Serving the files is the host's job (the demo's Vite server does; see README "Mock API").
 */
import manifest from './media/manifest.json';

/** The mock media's options: where its GIF and video files are served from. */
export interface MockMediaOptions {
  /**
   * Absolute http(s) URL under which the files of `sdk/mock/media/` are served, e.g.
   * `${location.origin}/gifkit-media/`. Absolute because gifkit lets only http(s) URLs
   * reach `src`.
   */
  baseUrl: string;
}

type Size = 's' | 'm' | 'l';
/** One generated loop of `gifkit/mock-media`. */
export interface MockLoop {
  name: string;
  aspect: number;
  sticker: boolean;
}

/** The generated loops (name, width ÷ height, transparent or not). */
export const MOCK_MEDIA_LOOPS: readonly MockLoop[] = manifest.loops.map(({ name, aspect, sticker }) => ({
  name,
  aspect,
  sticker,
}));

const MEDIA = /^https?:\/\/(?:(?:media\d*|i)\.giphy\.com|static\.klipy\.com|media\.tenor\.com)\//i;

/** 32-bit FNV-1a: the same id always gets the same loop. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Loops whose aspect is within ~12% of `aspect` (else the nearest one), one picked by `key`. */
function pickLoop(aspect: number, sticker: boolean, key: string): MockLoop {
  const pool = MOCK_MEDIA_LOOPS.filter((l) => l.sticker === sticker);
  const distance = (l: MockLoop) => Math.abs(Math.log(l.aspect / aspect));
  const close = pool.filter((l) => distance(l) < 0.12);
  const nearest = [...pool].sort((a, b) => distance(a) - distance(b))[0]!;
  const choice = close.length ? close : [nearest];
  return choice[hash(key) % choice.length]!;
}

/** The size class a file stands for (`100w.gif`, `nanomp4.mp4` small; `200.mp4`, `tinymp4.mp4` medium; `giphy.mp4` large). */
function sizeOf(file: string): Size {
  if (/^(?:100|nano)|preview/.test(file)) return 's';
  if (/^(?:200|tiny)|downsized/.test(file)) return 'm';
  return 'l';
}

/** The local file for a GIPHY media file name; `undefined` for formats the mock does not have. */
function localFile(file: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  if (ext === 'mp4' || ext === 'webp') return `${sizeOf(file)}.${ext}`;
  if (ext === 'gif') return /_s\.gif$/.test(file) ? 'still.gif' : sizeOf(file) === 's' ? 's.gif' : 'm.gif';
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'png') return 'still.jpg';
  if (ext === 'vtt' || ext === 'srt') return '';
  return undefined;
}

const num = (v: unknown) => Number(v) || 0;
const isSticker = (gif: Record<string, unknown>) =>
  ['1', 'true'].includes(String(gif.is_sticker)) || ['sticker', 'emoji', 'text'].includes(String(gif.type));

/** A GIF record's loop, from its original rendition's aspect ratio. */
function loopOf(gif: Record<string, unknown>): MockLoop {
  const images = gif.images as Record<string, Record<string, unknown> | undefined>;
  const box = images.original ?? images.fixed_width ?? {};
  const aspect = num(box.width) / num(box.height) || 1;
  return pickLoop(aspect, isSticker(gif), String(gif.id ?? ''));
}

/** A Tenor-v2 result's loop, from its first format's dimensions; a sticker has transparent formats. */
function resultLoopOf(result: Record<string, unknown>): MockLoop {
  const formats = Object.entries(result.media_formats as Record<string, { dims?: unknown } | undefined>);
  const [width, height] = (formats.find(([, f]) => Array.isArray(f?.dims))?.[1]?.dims ?? []) as unknown[];
  const sticker = formats.some(([name]) => name.endsWith('_transparent'));
  return pickLoop(num(width) / num(height) || 1, sticker, String(result.id ?? ''));
}

/** Returns a function that deep-copies an answer with every GIPHY media URL pointing at the local loops. */
export function mockMediaRewriter(options: MockMediaOptions): <T>(answer: T) => T {
  let base: URL;
  try {
    base = new URL(options.baseUrl);
  } catch {
    throw new TypeError(`gifkit/mock: media.baseUrl must be an absolute http(s) URL, got "${options.baseUrl}"`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new TypeError(`gifkit/mock: media.baseUrl must be an absolute http(s) URL, got "${options.baseUrl}"`);
  const root = base.href.replace(/\/?$/, '/');

  const rewrite = (url: string, loop: MockLoop | undefined): string => {
    const path = new URL(url).pathname;
    // Avatars: an 80 px square, already named the way the kit asks for sized avatars (…/80h.jpg).
    if (/\/avatars\//.test(path)) return `${root}${pickLoop(1, false, path).name}/avatar/80h.jpg`;
    const local = localFile(path.slice(path.lastIndexOf('/') + 1));
    if (local === undefined) return url;
    if (local === '') return `${root}captions.vtt`;
    if (loop) return `${root}${loop.name}/${local}`;
    // Banners and channel art (outside a GIF record): a wide still.
    return `${root}${pickLoop(16 / 9, false, path).name}/still.jpg`;
  };

  const walk = (value: unknown, loop: MockLoop | undefined): unknown => {
    if (typeof value === 'string') return MEDIA.test(value) ? rewrite(value, loop) : value;
    if (Array.isArray(value)) return value.map((v) => walk(v, loop));
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const own =
      record.images && typeof record.images === 'object'
        ? loopOf(record)
        : record.media_formats && typeof record.media_formats === 'object'
          ? resultLoopOf(record)
          : loop;
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, walk(v, k === 'user' ? undefined : own)]));
  };
  return <T>(answer: T) => walk(answer, undefined) as T;
}
