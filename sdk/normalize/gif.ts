/**
 * The GIF normalizer: turns the wire GIF (sizes as strings, flags as
 * 0/1, tags as strings or objects, numeric ids) into the SDK's GIF; fields it does not know are
 * kept. Outside production it validates every field it converts and names the field when one
 * is malformed; a production build (bundlers set `process.env.NODE_ENV` to "production") keeps
 * only the conversions and the id check, and drops what it cannot convert, so validation costs
 * nothing in the bundle. Hand-written rather than a zod schema: it runs for every
 * GIF of every page (see docs/sdk.md, "Validation").
 */

import { ValidationError } from '../errors';
import type { components } from '../generated/public';
import { isObject } from '../isObject';
import { isSafeUrl } from '../media/safeUrl';

type Wire = components['schemas'];

/** The flags normalized to true/false (missing means false). */
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
const USER_FLAGS = ['suppress_chrome', 'is_public', 'is_verified'] as const;
/**
 * The URL fields the normalizer keeps only when they are absolute http(s) URLs (`isSafeUrl`);
 * any other value is dropped with a development warning (docs/security.md). `''` is left as is.
 */
export const GIF_URL_FIELDS = [
  'url',
  'bitly_gif_url',
  'bitly_url',
  'embed_url',
  'source',
  'source_post_url',
  'content_url',
] as const;
/** The uploader's URL fields (see {@link GIF_URL_FIELDS}). */
export const USER_URL_FIELDS = [
  'avatar_url',
  'avatar',
  'banner_image',
  'banner_url',
  'profile_url',
  'website_url',
  'instagram_url',
  'facebook_url',
  'twitter_url',
  'tumblr_url',
] as const;
/** A rendition's (and a video asset's) URL fields (see {@link GIF_URL_FIELDS}). */
export const RENDITION_URL_FIELDS = ['url', 'webp', 'mp4'] as const;
const VIDEO_URL_FIELDS = ['hls_manifest_url', 'dash_manifest_url'] as const;
const CAPTION_URL_FIELDS = ['vtt', 'srt'] as const;

/** Rendition fields that become integers. */
const RENDITION_SIZES = ['width', 'height', 'size', 'frames', 'mp4_size', 'webp_size'] as const;

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
// Every `process.env.NODE_ENV !== 'production'` below is written out in full: bundlers replace
// that exact expression, and the check behind it then vanishes from production bundles. It
// always comes after the test for bad data, so good data never reads it: in Node each read of
// `process.env` looks up the real environment, far too slow for a check per field.
const invalid = (path: string, detail: string) => new ValidationError(path, detail);

/** An integer from a wire size (a number or a numeric string); undefined when absent; NaN when not a number. */
export function toInt(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return Number.parseInt(value as string, 10); // stringifies anything else: NaN for every non-numeric value
}

/** Receives the development warning for each dropped URL. */
export type UrlWarning = (message: string) => void;
const consoleWarn: UrlWarning = (message) => console.warn(message);

/**
 * Deletes each of `fields` of `object` that holds anything but an http(s) URL (or `''`). Good
 * data costs one anchored regex test per URL and never reads `process.env`. Used by the
 * channel normalizer too.
 */
export function dropUnsafeUrls(object: Obj, fields: readonly string[], path: string, warn: UrlWarning | undefined) {
  for (const field of fields) {
    const value = object[field];
    if (value === undefined || value === '' || isSafeUrl(value)) continue;
    delete object[field];
    if (process.env.NODE_ENV !== 'production') {
      const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
      (warn ?? consoleWarn)(
        `gifkit: dropped ${path}.${field} (${shown}): only http: and https: URLs are kept (see docs/security.md).`,
      );
    }
  }
}

const notANumber = (path: string, value: unknown) => invalid(path, `expected a number, got ${JSON.stringify(value)}`);

// Paths are passed as a parent path and a field name, and joined only when a check fails:
// good data builds no strings.

function toTags(value: unknown, parent: string, field: string): string[] {
  if (!Array.isArray(value)) {
    if (value !== undefined && value !== null && process.env.NODE_ENV !== 'production') {
      throw invalid(`${parent}.${field}`, 'expected a list of tags');
    }
    return [];
  }
  const tags: string[] = [];
  for (let i = 0; i < value.length; i++) {
    const tag: unknown = value[i];
    const text = typeof tag === 'string' ? tag : isObject(tag) ? tag.text : undefined;
    if (typeof text === 'string') tags.push(text);
    else if (process.env.NODE_ENV !== 'production') {
      throw invalid(`${parent}.${field}.${i}`, 'expected a tag string or {text}');
    }
  }
  return tags;
}

// In place, with no closures or strings built unless something is wrong: this runs ~25
// times per GIF, for every GIF of every page.
function normalizeRendition(
  value: unknown,
  parent: string,
  field: string,
  name: string,
  warn: UrlWarning | undefined,
): Rendition | undefined {
  if (!isObject(value)) {
    if (process.env.NODE_ENV !== 'production')
      throw invalid(`${parent}.${field}.${name}`, 'expected a rendition object');
    return undefined;
  }
  const { url, mp4, webp } = value;
  if ((url && !isSafeUrl(url)) || (mp4 && !isSafeUrl(mp4)) || (webp && !isSafeUrl(webp))) {
    dropUnsafeUrls(value, RENDITION_URL_FIELDS, `${parent}.${field}.${name}`, warn);
  }
  if (!value.url && !value.mp4 && !value.webp) return undefined; // clips send {} for renditions they lack
  for (const key of RENDITION_SIZES) {
    const size = value[key];
    if (size === undefined) continue;
    const n = toInt(size);
    if (n === undefined || Number.isNaN(n)) {
      if (n !== undefined && process.env.NODE_ENV !== 'production') {
        throw notANumber(`${parent}.${field}.${name}.${key}`, size);
      }
      delete value[key]; // absent, or (in production) not a number
    } else value[key] = n;
  }
  value.width ??= 0;
  value.height ??= 0;
  return value as Rendition;
}

function normalizeImages(value: unknown, parent: string, field: string, warn: UrlWarning | undefined): Images {
  if (!isObject(value)) {
    if (value !== undefined && value !== null && process.env.NODE_ENV !== 'production') {
      throw invalid(`${parent}.${field}`, `expected an object of ${field === 'assets' ? 'assets' : 'renditions'}`);
    }
    return {};
  }
  // In place too: adding ~23 renditions to a new object one by one turns it into a slow,
  // larger dictionary object in V8; the parsed one keeps its fast shape (deletes are rare).
  for (const name in value) {
    if (!normalizeRendition(value[name], parent, field, name, warn)) {
      delete value[name];
    }
  }
  return value as Images;
}

/**
 * A clip's video, in place: its assets and previews are renditions (integer sizes, empty ones
 * dropped), and its caption files and manifests http(s) URLs.
 */
function normalizeVideo(video: Obj, path: string, warn: UrlWarning | undefined): Video {
  const { assets, previews, captions } = video;
  if (assets !== undefined) video.assets = normalizeImages(assets, path, 'assets', warn);
  if (previews !== undefined) video.previews = normalizeImages(previews, path, 'previews', warn);
  dropUnsafeUrls(video, VIDEO_URL_FIELDS, path, warn);
  if (isObject(captions)) {
    for (const language in captions) {
      const files = captions[language];
      if (isObject(files)) dropUnsafeUrls(files, CAPTION_URL_FIELDS, `${path}.captions.${language}`, warn);
    }
  }
  return video as Video;
}

/**
 * Normalizes the uploader in place: flags missing from the wire become false, and URL fields
 * that are not http(s) URLs are dropped (with a development warning, to `warn` if given).
 */
export function normalizeUser(value: unknown, path = 'user', warn?: UrlWarning): GifUser {
  if (!isObject(value)) throw invalid(path, 'expected a user object');
  for (const flag of USER_FLAGS) value[flag] = toFlag(value[flag]);
  dropUnsafeUrls(value, USER_URL_FIELDS, path, warn);
  return value as GifUser;
}

/**
 * Normalizes one wire GIF and returns a new object; the input is left untouched. Throws a
 * ValidationError naming the field when the GIF cannot be normalized. URL fields that are not
 * http(s) URLs are dropped, each with a development warning (to `warn`, default `console.warn`).
 */
export function normalizeGif(value: unknown, path = 'data', responseId?: string, warn?: UrlWarning): Gif {
  let copy: unknown;
  try {
    copy = structuredClone(value);
  } catch {
    throw invalid(path, 'expected JSON data');
  }
  return normalizeGifInPlace(copy, path, responseId, warn);
}

/**
 * `normalizeGif` without the copy: converts the given object in place and returns it. The
 * client uses it on answers it has just parsed (copying ~25 renditions per GIF would only
 * cost time); use it on data nobody else holds. A GIF without an id is an error in every build.
 */
export function normalizeGifInPlace(value: unknown, path = 'data', responseId?: string, warn?: UrlWarning): Gif {
  if (!isObject(value)) throw invalid(path, 'expected a GIF object');
  const gif = value;
  const { id } = gif;
  if ((typeof id !== 'string' || !id) && typeof id !== 'number') throw invalid(`${path}.id`, 'missing id');
  gif.id = String(id);
  gif.tags = toTags(gif.tags, path, 'tags');
  gif.images = normalizeImages(gif.images, path, 'images', warn);
  dropUnsafeUrls(gif, GIF_URL_FIELDS, path, warn);
  if ('featured_tags' in gif) gif.featured_tags = toTags(gif.featured_tags, path, 'featured_tags');
  if ('user_tags' in gif) gif.user_tags = toTags(gif.user_tags, path, 'user_tags');
  for (const flag of GIF_FLAGS) gif[flag] = toFlag(gif[flag]);
  for (const key of ['user', 'video'] as const) {
    const part = gif[key];
    if (isObject(part)) {
      gif[key] =
        key === 'user' ? normalizeUser(part, `${path}.user`, warn) : normalizeVideo(part, `${path}.video`, warn);
    } else {
      if (part !== undefined && part !== null && process.env.NODE_ENV !== 'production') {
        throw invalid(`${path}.${key}`, `expected a ${key} object`);
      }
      delete gif[key];
    }
  }
  if (responseId) gif.response_id = responseId;
  return gif as Gif;
}
