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

function toInt(value: unknown, path: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  if (!Number.isFinite(n)) throw new ValidationError(path, `expected a number, got ${JSON.stringify(value)}`);
  return Math.trunc(n);
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

function normalizeRendition(value: unknown, path: string): Rendition | undefined {
  if (!isObject(value)) throw new ValidationError(path, 'expected a rendition object');
  if (!value.url && !value.mp4 && !value.webp) return undefined; // clips send {} for renditions they lack
  const out: Obj = { ...value, width: 0, height: 0 };
  for (const field of RENDITION_SIZES) {
    const n = toInt(value[field], `${path}.${field}`);
    if (n !== undefined) out[field] = n;
    else if (field !== 'width' && field !== 'height') delete out[field];
  }
  return out as Rendition;
}

function normalizeImages(value: unknown, path: string): Images {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw new ValidationError(path, 'expected an object of renditions');
  const images: Images = {};
  for (const [name, rendition] of Object.entries(value)) {
    const normalized = normalizeRendition(rendition, `${path}.${name}`);
    if (normalized) images[name] = normalized;
  }
  return images;
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
      const width = toInt(asset.width, `${path}.assets.${name}.width`) ?? 0;
      const height = toInt(asset.height, `${path}.assets.${name}.height`) ?? 0;
      assets[name] = { ...asset, url: asset.url, width, height };
    }
    video.assets = assets;
  }
  if (value.previews !== undefined) video.previews = normalizeImages(value.previews, `${path}.previews`);
  return video as Video;
}

/** Normalizes the uploader; flags missing from the wire become false. */
export function normalizeUser(value: unknown, path = 'user'): GifUser {
  if (!isObject(value)) throw new ValidationError(path, 'expected a user object');
  const user: Obj = { ...value };
  for (const flag of USER_FLAGS) user[flag] = toFlag(value[flag]);
  return user as GifUser;
}

/** Normalizes one wire GIF; throws a ValidationError naming the field when it cannot. */
export function normalizeGif(value: unknown, path = 'data', responseId?: string): Gif {
  if (!isObject(value)) throw new ValidationError(path, 'expected a GIF object');
  const { id } = value;
  if ((typeof id !== 'string' || !id) && typeof id !== 'number') throw new ValidationError(`${path}.id`, 'missing id');
  const gif: Obj = {
    ...value,
    id: String(id),
    tags: toTags(value.tags, `${path}.tags`),
    images: normalizeImages(value.images, `${path}.images`),
  };
  for (const key of ['featured_tags', 'user_tags'] as const) {
    if (key in value) gif[key] = toTags(value[key], `${path}.${key}`);
  }
  for (const flag of GIF_FLAGS) gif[flag] = toFlag(value[flag]);
  if (value.user === null || value.user === undefined) delete gif.user;
  else gif.user = normalizeUser(value.user, `${path}.user`);
  if (value.video === null || value.video === undefined) delete gif.video;
  else gif.video = normalizeVideo(value.video, `${path}.video`);
  if (responseId) gif.response_id = responseId;
  return gif as Gif;
}
