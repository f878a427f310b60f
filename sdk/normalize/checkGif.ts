/**
 * The GIF normalizer's development checks. sdk/normalize/gif.ts calls them only outside
 * production (behind `process.env.NODE_ENV !== 'production'`, which bundlers replace), so a
 * production bundle carries none of this: there the normalizer converts what it can and drops
 * the rest. Here every field it converts is checked on the wire value, before conversion, and
 * nothing is changed: a malformed field throws a ValidationError naming it, and each URL the
 * normalizer is about to drop gets one warning naming it. Paths are joined only for a
 * malformed field, a dropped URL, or a part that is present.
 */

import { ValidationError } from '../errors';
import { isObject } from '../isObject';
import { isSafeUrl } from '../media/safeUrl';
import type { WarningSink } from './envelope';
import {
  CAPTION_URL_FIELDS,
  GIF_URL_FIELDS,
  isKeptUrl,
  OPTIONAL_TAG_FIELDS,
  RENDITION_SIZES,
  RENDITION_URL_FIELDS,
  toInt,
  USER_URL_FIELDS,
  VIDEO_URL_FIELDS,
} from './wire';

/** Receives the development warning for each dropped URL: the envelope's warning sink. */
export type UrlWarning = WarningSink;

type Obj = Record<string, unknown>;

const consoleWarn: UrlWarning = (message) => console.warn(message);

function warnDropped(path: string, field: string, value: unknown, warn: UrlWarning | undefined) {
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
  (warn ?? consoleWarn)(
    `gifkit: dropped ${path}.${field} (${shown}): only http: and https: URLs are kept (see docs/security.md).`,
  );
}

/** Warns once for each of `fields` of `object` that the normalizer drops (see `isKeptUrl`). */
export function warnUnsafeUrls(object: Obj, fields: readonly string[], path: string, warn: UrlWarning | undefined) {
  for (const field of fields) {
    const value = object[field];
    if (!isKeptUrl(value)) warnDropped(path, field, value, warn);
  }
}

function checkTags(value: unknown, path: string) {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) throw new ValidationError(path, 'expected a list of tags');
  value.forEach((tag: unknown, i) => {
    if (typeof (isObject(tag) ? tag.text : tag) !== 'string') {
      throw new ValidationError(`${path}.${i}`, 'expected a tag string or {text}');
    }
  });
}

/** An object of renditions (`images`, a clip's `assets` and `previews`). */
function checkRenditions(value: unknown, path: string, warn: UrlWarning | undefined) {
  if (value === undefined || value === null) return;
  if (!isObject(value)) throw new ValidationError(path, 'expected an object of renditions');
  for (const name in value) {
    const rendition = value[name];
    if (!isObject(rendition)) throw new ValidationError(`${path}.${name}`, 'expected a rendition object');
    let media = false; // an http(s) URL is left: the rendition is kept, and its sizes converted
    for (const field of RENDITION_URL_FIELDS) {
      const url = rendition[field];
      if (isSafeUrl(url)) media = true;
      else if (url !== undefined && url !== '') warnDropped(`${path}.${name}`, field, url, warn);
    }
    if (!media) continue;
    for (const key of RENDITION_SIZES) {
      const size = rendition[key];
      if (Number.isNaN(toInt(size))) {
        throw new ValidationError(`${path}.${name}.${key}`, `expected a number, got ${JSON.stringify(size)}`);
      }
    }
  }
}

function checkVideo(video: Obj, path: string, warn: UrlWarning | undefined) {
  checkRenditions(video.assets, `${path}.assets`, warn);
  checkRenditions(video.previews, `${path}.previews`, warn);
  warnUnsafeUrls(video, VIDEO_URL_FIELDS, path, warn);
  const { captions } = video;
  if (!isObject(captions)) return;
  for (const language in captions) {
    const files = captions[language];
    if (isObject(files)) warnUnsafeUrls(files, CAPTION_URL_FIELDS, `${path}.captions.${language}`, warn);
  }
}

/**
 * Checks a wire GIF (already known to be an object with an id) field by field, in the order
 * the normalizer converts them: throws a ValidationError naming the first malformed one, and
 * warns for each URL that will be dropped.
 */
export function checkGif(gif: Obj, path: string, warn: UrlWarning | undefined) {
  checkTags(gif.tags, `${path}.tags`);
  checkRenditions(gif.images, `${path}.images`, warn);
  warnUnsafeUrls(gif, GIF_URL_FIELDS, path, warn);
  for (const field of OPTIONAL_TAG_FIELDS) checkTags(gif[field], `${path}.${field}`);
  const { user, video } = gif;
  if (isObject(user)) warnUnsafeUrls(user, USER_URL_FIELDS, `${path}.user`, warn);
  else if (user !== undefined && user !== null) throw new ValidationError(`${path}.user`, 'expected a user object');
  if (isObject(video)) checkVideo(video, `${path}.video`, warn);
  else if (video !== undefined && video !== null) throw new ValidationError(`${path}.video`, 'expected a video object');
}
