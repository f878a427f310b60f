/**
 * The GIF normalizer (widgets spec §3.1): turns the wire GIF (sizes as strings, flags as
 * 0/1, tags as strings or objects, numeric ids) into the SDK's GIF. It validates every field
 * it converts and names the field when one is malformed; fields it does not know are kept.
 * Hand-written rather than a zod schema: it runs for every GIF of every page, so it must cost
 * next to nothing in time and bundle size (see docs/sdk.md, "Validation").
 */

import { ValidationError } from '../errors';
import type { components } from '../generated/public';

type Wire = components['schemas'];

/** The flags §3.1 forces to true/false (missing means false). */
export const GIF_FLAGS = [
  'is_anonymous',
  'is_community',
  'is_featured',
  'is_hidden',
  'is_indexable',
  'is_preserve_size',
  'is_realtime',
  'is_removed',
  'is_sticker',
  'is_dynamic',
] as const;
/** The user flags forced to true/false. */
export const USER_FLAGS = ['suppress_chrome', 'is_public', 'is_verified'] as const;
/** Rendition fields that become integers. */
export const RENDITION_SIZES = ['width', 'height', 'size', 'frames', 'mp4_size', 'webp_size'] as const;

type GifFlag = (typeof GIF_FLAGS)[number];
type UserFlag = (typeof USER_FLAGS)[number];
type SizeField = (typeof RENDITION_SIZES)[number];

/** A rendition with integer sizes (`width`/`height` are 0 when the API left them out). */
export type Rendition = Omit<Wire['Rendition'], SizeField> & {
  width: number;
  height: number;
  size?: number;
  frames?: number;
  mp4_size?: number;
  webp_size?: number;
};
/** Renditions by name; names beyond the documented ones are kept too. */
export type Images = { [K in keyof Wire['Images']]?: Rendition } & Partial<Record<string, Rendition>>;
/** One clip encoding (`360p`, `720p`, …) with integer sizes. */
export interface VideoAsset {
  url: string;
  width: number;
  height: number;
}
/** A clip's video: assets with integer sizes, previews as renditions. */
export type Video = Omit<Wire['Video'], 'assets' | 'previews'> & {
  assets?: Partial<Record<string, VideoAsset>>;
  previews?: Images;
};
/** The uploader, with real booleans. */
export type GifUser = Omit<Wire['GifUser'], UserFlag> & { [K in UserFlag]: boolean };
/** A GIF, sticker, emoji, text or clip as the SDK hands it out. */
export type Gif = Omit<
  Wire['Gif'],
  'id' | 'tags' | 'featured_tags' | 'user_tags' | 'images' | 'user' | 'video' | GifFlag
> & {
  id: string;
  tags: string[];
  featured_tags?: string[];
  user_tags?: string[];
  images: Images;
  user?: GifUser;
  video?: Video;
  /** The `meta.response_id` of the answer this GIF came in (for analytics). */
  response_id?: string;
} & { [K in GifFlag]: boolean };

type Obj = Record<string, unknown>;
/** 1, true, "1" and "true" are true; everything else (including missing) is false. */
const toFlag = (v: unknown): boolean => v === 1 || v === true || v === '1' || v === 'true';
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An integer from a wire size; undefined when absent; NaN when present but not a number. */
function toInt(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) ? Math.trunc(n) : Number.NaN;
}

const notANumber = (path: string, value: unknown) =>
  new ValidationError(path, `expected a number, got ${JSON.stringify(value)}`);

/** `toInt`, throwing a ValidationError that names the field when the value is not a number. */
function intAt(value: unknown, path: () => string): number | undefined {
  const n = toInt(value);
  if (Number.isNaN(n)) throw notANumber(path(), value);
  return n;
}

function toTags(value: unknown, path: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ValidationError(path, 'expected a list of tags');
  return value.flatMap((tag, i) => {
    if (typeof tag === 'string') return [tag];
    if (isObject(tag) && typeof tag.text === 'string') return [tag.text];
    throw new ValidationError(`${path}.${i}`, 'expected a tag string or {text}');
  });
}

// In place, with no closures or strings built unless something is wrong: this runs ~25
// times per GIF, for every GIF of every page.
function normalizeRendition(value: unknown, images: string, name: string): Rendition | undefined {
  if (!isObject(value)) throw new ValidationError(`${images}.${name}`, 'expected a rendition object');
  if (!value.url && !value.mp4 && !value.webp) return undefined; // clips send {} for renditions they lack
  for (const key of RENDITION_SIZES) {
    const field = value[key];
    if (field === undefined) continue;
    const n = toInt(field);
    if (n === undefined) delete value[key];
    else if (Number.isNaN(n)) throw notANumber(`${images}.${name}.${key}`, field);
    else value[key] = n;
  }
  value.width ??= 0;
  value.height ??= 0;
  return value as Rendition;
}

function normalizeImages(value: unknown, path: string): Images {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw new ValidationError(path, 'expected an object of renditions');
  // In place too: adding ~23 renditions to a new object one by one turns it into a slow,
  // larger dictionary object in V8; the parsed one keeps its fast shape (deletes are rare).
  for (const name in value) {
    if (!normalizeRendition(value[name], path, name)) delete value[name];
  }
  return value as Images;
}

function normalizeVideo(value: unknown, path: string): Video {
  if (!isObject(value)) throw new ValidationError(path, 'expected a video object');
  const video: Obj = { ...value };
  if (value.assets !== undefined && value.assets !== null) {
    if (!isObject(value.assets)) throw new ValidationError(`${path}.assets`, 'expected an object of assets');
    const assets: Record<string, VideoAsset> = {};
    for (const [name, asset] of Object.entries(value.assets)) {
      if (!isObject(asset)) throw new ValidationError(`${path}.assets.${name}`, 'expected an asset object');
      if (typeof asset.url !== 'string' || !asset.url) continue;
      const width = intAt(asset.width, () => `${path}.assets.${name}.width`) ?? 0;
      const height = intAt(asset.height, () => `${path}.assets.${name}.height`) ?? 0;
      assets[name] = { ...asset, url: asset.url, width, height };
    }
    video.assets = assets;
  }
  if (value.previews !== undefined) video.previews = normalizeImages(value.previews, `${path}.previews`);
  return video as Video;
}

/** Normalizes the uploader in place; flags missing from the wire become false. */
export function normalizeUser(value: unknown, path = 'user'): GifUser {
  if (!isObject(value)) throw new ValidationError(path, 'expected a user object');
  for (const flag of USER_FLAGS) value[flag] = toFlag(value[flag]);
  return value as GifUser;
}

/**
 * Normalizes one wire GIF and returns a new object; the input is left untouched. Throws a
 * ValidationError naming the field when the GIF cannot be normalized.
 */
export function normalizeGif(value: unknown, path = 'data', responseId?: string): Gif {
  let copy: unknown;
  try {
    copy = structuredClone(value);
  } catch {
    throw new ValidationError(path, 'expected JSON data');
  }
  return normalizeGifInPlace(copy, path, responseId);
}

/**
 * `normalizeGif` without the copy: converts the given object in place and returns it. The
 * client uses it on answers it has just parsed (copying ~25 renditions per GIF would only
 * cost time); use it on data nobody else holds.
 */
export function normalizeGifInPlace(value: unknown, path = 'data', responseId?: string): Gif {
  if (!isObject(value)) throw new ValidationError(path, 'expected a GIF object');
  const gif = value;
  const { id } = gif;
  if ((typeof id !== 'string' || !id) && typeof id !== 'number') throw new ValidationError(`${path}.id`, 'missing id');
  gif.id = String(id);
  gif.tags = toTags(gif.tags, `${path}.tags`);
  gif.images = normalizeImages(gif.images, `${path}.images`);
  if ('featured_tags' in gif) gif.featured_tags = toTags(gif.featured_tags, `${path}.featured_tags`);
  if ('user_tags' in gif) gif.user_tags = toTags(gif.user_tags, `${path}.user_tags`);
  for (const flag of GIF_FLAGS) gif[flag] = toFlag(gif[flag]);
  if (gif.user === null || gif.user === undefined) delete gif.user;
  else gif.user = normalizeUser(gif.user, `${path}.user`);
  if (gif.video === null || gif.video === undefined) delete gif.video;
  else gif.video = normalizeVideo(gif.video, `${path}.video`);
  if (responseId) gif.response_id = responseId;
  return gif as Gif;
}
