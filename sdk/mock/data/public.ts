/**
 * Data helpers of the public-API mock (api.giphy.com): deterministic hashing and response
 * ids, the id → GIF lookup over every record the mock serves, the endless per-term and
 * trending sequences, clip (video) variants, and wire transforms (fields on
 * demand, rendition bundles). Pure functions over immutable data; state lives in the handler.
 */
import { fixtureGifs, fixtureStickers, gifAt, type RawGif } from './gifs';
import { catalogGifs } from './public-catalog';

/** 32-bit FNV-1a hash: stable across runs, used to derive sizes and positions from terms. */
export function hashOf(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A 40-character response id derived from the request (same request → same id). */
export function responseIdFor(seed: string): string {
  let out = '';
  for (let round = 0; out.length < 40; round++) out += hashOf(`${round}:${seed}`).toString(36).padStart(7, '0');
  return out.slice(0, 40);
}

/** The request's identity for response ids: path and sorted query, credentials left out. */
export function requestKey(request: Request): string {
  const url = new URL(request.url);
  const query = [...url.searchParams].filter(([k]) => k !== 'api_key' && k !== 'pingback_id').sort();
  return `${request.method} ${url.pathname}?${new URLSearchParams(query)}`;
}

/** Every record served with its own id (recordings, emoji, channel featured GIFs). */
const known: ReadonlyMap<string, RawGif> = new Map(
  [...fixtureGifs, ...fixtureStickers, ...catalogGifs()].map((g) => [g.id, g] as const),
);

/** Finds a GIF by id: a recorded one, or a `gifAt` copy (`<base id>x<n in base 36>`). */
export function findGif(id: string): RawGif | undefined {
  const hit = known.get(id);
  if (hit) return hit;
  for (let i = id.indexOf('x', 1); i > 0; i = id.indexOf('x', i + 1)) {
    const suffix = id.slice(i + 1);
    if (!/^[0-9a-z]+$/.test(suffix)) continue;
    const n = Number.parseInt(suffix, 36);
    if (!Number.isSafeInteger(n)) continue;
    for (const kind of ['gif', 'sticker'] as const) {
      const pool = kind === 'gif' ? fixtureGifs : fixtureStickers;
      if (n >= pool.length && gifAt(n, kind).id === id) return gifAt(n, kind);
    }
  }
  return undefined;
}

/** Search results per term: 100–400 items, deterministic, from the term's own stretch of `gifAt`. */
export function searchTotal(term: string): number {
  return 100 + (hashOf(term.trim().toLowerCase()) % 301);
}

export function searchItem(type: string, term: string, i: number): RawGif {
  const base = hashOf(`${type}:${term.trim().toLowerCase()}`) % 50_000;
  return itemOf(type, base + i);
}

/** Trending is capped at 500 items; gifs start with the recorded ones. */
export const TRENDING_TOTAL = 500;

export function trendingItem(type: string, i: number): RawGif {
  return itemOf(type, type === 'text' ? 60_000 + i : i);
}

/** The n-th item of a list of `type` (gifs, stickers, text, videos). */
export function itemOf(type: string, n: number): RawGif {
  if (type === 'videos') return asClip(gifAt(n, 'gif'));
  if (type === 'text') return { ...gifAt(n, 'sticker'), type: 'text' };
  return gifAt(n, type === 'stickers' ? 'sticker' : 'gif');
}

/** The folder of a GIF's media (`https://mediaN.giphy.com/media/<id>/`). */
function mediaFolder(gif: RawGif): string {
  const url = gif.images.original?.url ?? `https://media.giphy.com/media/${gif.id}/giphy.gif`;
  return url.split('?')[0]!.replace(/[^/]*$/, '');
}

/** A clip (`type: "video"`) built from a GIF record: video assets, captions, previews. */
function asClip(gif: RawGif): RawGif {
  const folder = mediaFolder(gif);
  const size = (w: number, h: number, name: string) => ({
    url: `${folder}${name}`,
    width: String(w),
    height: String(h),
  });
  const slug = typeof gif.slug === 'string' ? gif.slug : gif.id;
  return {
    ...gif,
    type: 'video',
    url: `https://giphy.com/clips/${slug}`,
    video: {
      description: typeof gif.title === 'string' ? gif.title : null,
      duration: (4 + (hashOf(gif.id) % 80) / 10).toFixed(1),
      native: 'en',
      assets: {
        '360p': size(640, 360, 'giphy360p.mp4'),
        '480p': size(854, 480, 'giphy480p.mp4'),
        '720p': size(1280, 720, 'giphy720p.mp4'),
      },
      captions: { en: { srt: `${folder}captions/en.srt`, vtt: `${folder}captions/en.vtt` } },
      previews: { fixed_width: gif.images.fixed_width ?? {}, fixed_height: gif.images.fixed_height ?? {} },
      hls_manifest_url: `${folder}hls/video.m3u8`,
      dash_manifest_url: `${folder}dash/video.mpd`,
    },
  };
}

/** Fields on demand: keeps only the listed (possibly nested, dotted) fields. */
export function pickFields(gif: RawGif, fields: string): RawGif {
  const out: Record<string, unknown> = {};
  for (const path of fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    const keys = path.split('.');
    let from: unknown = gif;
    let to = out;
    keys.forEach((key, i) => {
      from = from && typeof from === 'object' ? (from as Record<string, unknown>)[key] : undefined;
      if (from === undefined) return;
      if (i === keys.length - 1) {
        to[key] = from;
        return;
      }
      if (!to[key] || typeof to[key] !== 'object') to[key] = {};
      to = to[key] as Record<string, unknown>;
    });
  }
  return out as RawGif;
}

/** Renditions kept by the `messaging_non_clips` bundle (observed on a 2025 recording). */
const BUNDLES: Record<string, readonly string[]> = {
  messaging_non_clips: [
    'original',
    'fixed_height',
    'fixed_height_downsampled',
    'fixed_height_small',
    'fixed_width',
    'fixed_width_downsampled',
    'fixed_width_small',
  ],
  clips_grid_picker: ['original', 'fixed_width'],
};

/** Renditions on demand: keeps only the bundle's renditions (unknown bundles keep all). */
export function applyBundle(gif: RawGif, bundle: string | null): RawGif {
  const keep = bundle ? BUNDLES[bundle] : undefined;
  if (!keep) return gif;
  return { ...gif, images: Object.fromEntries(Object.entries(gif.images).filter(([name]) => keep.includes(name))) };
}

/** Strictest first; `y` is the legacy level below `g` the API still accepts. */
const RATINGS = ['y', 'g', 'pg', 'pg-13', 'r'];

/** Whether a GIF's rating is within `max` (unrated GIFs always are). */
export function withinRating(gif: RawGif, max: string | null): boolean {
  if (!max) return true;
  const own = RATINGS.indexOf(String(gif.rating ?? ''));
  return own < 0 || own <= RATINGS.indexOf(max);
}

export function isRating(value: string | null): boolean {
  return value === null || RATINGS.includes(value);
}
