/**
 * The GIF normalizer: turns the wire GIF (sizes as strings, flags as 0/1, tags as strings or
 * objects, numeric ids) into the SDK's GIF; fields it does not know are kept. It converts by
 * the tables of sdk/normalize/wire.ts and drops what it cannot convert (a size that is not a
 * number, a tag that is not text, a rendition or user that is not an object, a URL that is not
 * http(s)). Outside production it first runs the checks of sdk/normalize/checkGif.ts, which
 * name a malformed field in a ValidationError and warn for each dropped URL; a production build
 * (bundlers set `process.env.NODE_ENV` to "production") carries only the conversions and the
 * id check. Hand-written rather than a zod schema: it runs for every GIF of every page (see
 * docs/sdk.md, "Normalization and validation").
 */

import { ValidationError } from '../errors';
import type { components } from '../generated/public';
import { isObject } from '../isObject';
import type { VideoAsset } from '../media/types';
import { checkGif, type UrlWarning, warnUnsafeUrls } from './checkGif';
import {
  CAPTION_URL_FIELDS,
  GIF_FLAGS,
  GIF_URL_FIELDS,
  isKeptUrl,
  OPTIONAL_TAG_FIELDS,
  RENDITION_SIZES,
  RENDITION_URL_FIELDS,
  USER_FLAGS,
  USER_URL_FIELDS,
  VIDEO_URL_FIELDS,
} from './wire';

export type { UrlWarning } from './checkGif';
export { GIF_FLAGS, GIF_URL_FIELDS, RENDITION_URL_FIELDS, toInt, USER_URL_FIELDS } from './wire';
export type { VideoAsset };

type Wire = components['schemas'];

/**
 * A GIF as the API sends it: the generated wire type (`openapi/public.yaml`), with sizes as
 * strings (`"width": "200"`), flags as 0/1 and tags as text or `{ text }`. What a client
 * generated from gifkit's contracts returns; the components take it as well as a `Gif`.
 */
export type ApiGif = Wire['Gif'];

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
/** A clip's video: assets with integer sizes, previews as renditions. */
export type GifVideo = Omit<Wire['Video'], 'assets' | 'previews'> & {
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
  video?: GifVideo;
  /** The `meta.response_id` of the answer this GIF came in (for analytics). */
  response_id?: string;
} & { [K in GifFlag]: boolean };

type Obj = Record<string, unknown>;
/** 1, true, "1" and "true" are true; everything else (including missing) is false. */
const toFlag = (v: unknown): boolean => v === 1 || v === true || v === '1' || v === 'true';

/**
 * Deletes each of `fields` of `object` that holds anything but an http(s) URL (or `''`). With a
 * `path` (naming `object`), each dropped field gets a development warning (to `warn`, default
 * `console.warn`). Used by the channel normalizer too.
 */
export function dropUnsafeUrls(object: Obj, fields: readonly string[], path?: string, warn?: UrlWarning) {
  // `path` first: the GIF normalizer passes none (its checks warn), and never reads `process.env`.
  if (path !== undefined && process.env.NODE_ENV !== 'production') warnUnsafeUrls(object, fields, path, warn);
  for (const field of fields) if (!isKeptUrl(object[field])) delete object[field];
}

function toTags(value: unknown): string[] {
  const tags: string[] = [];
  if (Array.isArray(value)) {
    for (const tag of value) {
      const text: unknown = isObject(tag) ? tag.text : tag;
      if (typeof text === 'string') tags.push(text);
    }
  }
  return tags;
}

// In place: this runs ~25 times per GIF, for every GIF of every page.
function toRendition(value: unknown): Rendition | undefined {
  if (!isObject(value)) return undefined;
  // Read by name first (fast property reads; RENDITION_URL_FIELDS are these three): most
  // renditions have nothing to drop.
  const { url, mp4, webp } = value;
  if (!isKeptUrl(url) || !isKeptUrl(mp4) || !isKeptUrl(webp)) dropUnsafeUrls(value, RENDITION_URL_FIELDS);
  if (!value.url && !value.mp4 && !value.webp) return undefined; // clips send {} for renditions they lack
  for (const key of RENDITION_SIZES) {
    const size = value[key];
    if (size === undefined) continue;
    const n = Number.parseInt(size as string, 10); // NaN for anything but a number or a numeric string
    if (Number.isNaN(n)) delete value[key];
    else value[key] = n;
  }
  value.width ??= 0;
  value.height ??= 0;
  return value as Rendition;
}

function toImages(value: unknown): Images {
  if (!isObject(value)) return {};
  // In place too: adding ~23 renditions to a new object one by one turns it into a slow,
  // larger dictionary object in V8; the parsed one keeps its fast shape (deletes are rare).
  for (const name in value) if (!toRendition(value[name])) delete value[name];
  return value as Images;
}

/**
 * A clip's video, in place: its assets and previews are renditions (integer sizes, empty ones
 * dropped), and its caption files and manifests http(s) URLs.
 */
function toVideo(video: Obj): GifVideo {
  const { assets, previews, captions } = video;
  if (assets !== undefined) video.assets = toImages(assets);
  if (previews !== undefined) video.previews = toImages(previews);
  dropUnsafeUrls(video, VIDEO_URL_FIELDS);
  if (isObject(captions)) {
    for (const language in captions) {
      const files = captions[language];
      if (isObject(files)) dropUnsafeUrls(files, CAPTION_URL_FIELDS);
    }
  }
  return video as GifVideo;
}

function toUser(user: Obj): GifUser {
  for (const flag of USER_FLAGS) user[flag] = toFlag(user[flag]);
  dropUnsafeUrls(user, USER_URL_FIELDS);
  return user as GifUser;
}

/**
 * Normalizes the uploader in place: flags missing from the wire become false, and URL fields
 * that are not http(s) URLs are dropped (with a development warning, to `warn` if given).
 */
export function normalizeUser(value: unknown, path = 'user', warn?: UrlWarning): GifUser {
  if (!isObject(value)) throw new ValidationError(path, 'expected a user object');
  if (process.env.NODE_ENV !== 'production') warnUnsafeUrls(value, USER_URL_FIELDS, path, warn);
  return toUser(value);
}

/** No size of any rendition in `renditions` (images, a clip's assets or previews) is still text. */
function numericSizes(renditions: unknown): boolean {
  for (const name in renditions as Obj) {
    const rendition = (renditions as Obj)[name];
    if (isObject(rendition) && RENDITION_SIZES.some((key) => typeof rendition[key] === 'string')) return false;
  }
  return true;
}

/**
 * Whether `value` already reads as the normalizer leaves it, for every rule that renders a
 * GIF: a string id and no rendition or clip-asset size that is still text. The components
 * read such a GIF as it is and normalize any other (`asGif`, sdk/normalize/asGif.ts). Flags and tags
 * are not part of it: every rule reads a 0/1 flag as it reads a boolean, and shows only tags
 * that are text. Nor are URL fields: every renderer lets only http(s) URLs through
 * (`isSafeUrl`), normalized or not.
 */
export function isNormalizedGif(value: object): boolean {
  const { id, images, video } = value as { id?: unknown; images?: unknown; video?: Obj };
  return typeof id === 'string' && numericSizes(images) && numericSizes(video?.assets) && numericSizes(video?.previews);
}

/**
 * Normalizes one wire GIF and returns a new object; the input is left untouched. Throws a
 * ValidationError naming the field when the GIF cannot be normalized. URL fields that are not
 * http(s) URLs are dropped, each with a development warning (to `warn`, default `console.warn`).
 */
export function normalizeGif(
  value: unknown,
  path = 'data',
  responseId?: string,
  warn?: (message: string) => void,
): Gif {
  let copy: unknown;
  try {
    copy = structuredClone(value);
  } catch {
    throw new ValidationError(path, 'expected JSON data');
  }
  return normalizeGifInPlace(copy, path, responseId, warn);
}

/**
 * `normalizeGif` without the copy: converts the given object in place and returns it. The
 * client uses it on answers it has just parsed (copying ~25 renditions per GIF would only
 * cost time); use it on data nobody else holds. A GIF without an id is an error in every build.
 */
export function normalizeGifInPlace(value: unknown, path = 'data', responseId?: string, warn?: UrlWarning): Gif {
  if (!isObject(value)) throw new ValidationError(path, 'expected a GIF object');
  const gif = value;
  const { id, user, video } = gif;
  if ((typeof id !== 'string' || !id) && typeof id !== 'number') throw new ValidationError(`${path}.id`, 'missing id');
  // Once per GIF, not per field: in Node each read of `process.env` looks up the real environment.
  if (process.env.NODE_ENV !== 'production') checkGif(gif, path, warn);
  gif.id = String(id);
  gif.tags = toTags(gif.tags);
  gif.images = toImages(gif.images);
  dropUnsafeUrls(gif, GIF_URL_FIELDS);
  for (const field of OPTIONAL_TAG_FIELDS) if (field in gif) gif[field] = toTags(gif[field]);
  for (const flag of GIF_FLAGS) gif[flag] = toFlag(gif[flag]);
  if (isObject(user)) toUser(user);
  else delete gif.user;
  if (isObject(video)) toVideo(video);
  else delete gif.video;
  if (responseId) gif.response_id = responseId;
  return gif as Gif;
}
