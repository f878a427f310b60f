/**
 * The public API's response envelope: `{ data, pagination, meta }`.
 * A malformed envelope is an error; a malformed item inside a good page is dropped with a
 * development-mode warning, so one bad GIF never blanks a whole grid.
 */

import { SyntheticResponseError, ValidationError } from '../errors';
import type { components } from '../generated/public';
import { isObject } from '../isObject';
import { toInt } from './wire';

type Wire = components['schemas'];

/** `meta` of every answer. */
export type Meta = Wire['Meta'];
/**
 * Pagination of list answers; `total_count` is missing on some endpoints. `next_cursor` is the
 * next offset at GIPHY's v2 emoji, and at a source that pages by cursor (Tenor v2) the
 * provider's opaque cursor for the next page (absent on the last page), sent back as `cursor`.
 */
export interface Pagination {
  count: number;
  offset: number;
  total_count?: number;
  next_cursor?: number | string;
}
/** A list call's answer: the normalized items, their `pagination` and the `meta`. */
export interface ListResult<T> {
  data: T[];
  pagination: Pagination;
  meta: Meta;
}
/** A single-item call's answer: the normalized item and the `meta`. */
export interface SingleResult<T> {
  data: T;
  meta: Meta;
}

/** Receives development-mode warnings (dropped items). */
export type WarningSink = (message: string) => void;

type Obj = Record<string, unknown>;

/**
 * Reads `meta`: an answer whose meta carries no `response_id` (meta missing
 * included) is GIPHY's synthetic response, in every build mode; a body that is not an object
 * at all is a malformed envelope.
 */
export function readMeta(body: unknown, url: string): Meta {
  if (!isObject(body)) throw new ValidationError('', 'expected a response object');
  const { meta } = body;
  if (!isObject(meta) || !meta.response_id) throw new SyntheticResponseError(url);
  return meta as Meta;
}

/** The pagination fields, each an integer when the wire has one (GIPHY sends some as strings). */
const PAGINATION_FIELDS = ['count', 'offset', 'total_count', 'next_cursor'] as const;

/** The answer's pagination: its integer fields; `count` defaults to the items sent, `offset` to 0. */
function readPagination(value: unknown, fallbackCount: number): Pagination {
  const wire = isObject(value) ? value : {};
  const pagination: Partial<Pagination> = {};
  for (const field of PAGINATION_FIELDS) {
    const n = toInt(wire[field]);
    if (n !== undefined && !Number.isNaN(n)) pagination[field] = n;
  }
  pagination.count ??= fallbackCount;
  pagination.offset ??= 0;
  return pagination as Pagination;
}

/**
 * Normalizes one item of an answer: `path` names it in errors, `responseId` is the answer's
 * `meta.response_id`, `warn` receives development warnings (e.g. a dropped URL).
 * `normalizeGifInPlace` is one.
 */
export type ItemNormalizer<T> = (raw: unknown, path: string, responseId: string, warn?: WarningSink) => T;

/** Turns a parsed answer into a call's result; `url` names the request in errors, `warn` gets dropped items. */
export type Normalize<T> = (body: unknown, url: string, warn?: WarningSink) => T;

/**
 * The normalizer of a list answer whose items go through `item`: it drops (and reports to
 * `warn`) items that cannot be normalized; `warn` is handed to each item's normalizer too.
 */
export const listOf =
  <T>(item: ItemNormalizer<T>): Normalize<ListResult<T>> =>
  (body, url, warn) => {
    const meta = readMeta(body, url);
    const { data, pagination } = body as Obj;
    if (!Array.isArray(data)) throw new ValidationError('data', 'expected a list');
    const items: T[] = [];
    for (let i = 0; i < data.length; i++) {
      try {
        items.push(item(data[i], `data.${i}`, meta.response_id, warn));
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        warn?.(`${error.message} (item dropped from ${url})`);
      }
    }
    return { data: items, pagination: readPagination(pagination, data.length), meta };
  };

/**
 * The normalizer of a single-item answer whose item goes through `item`; a malformed item is an
 * error here (there is nothing else to show). `warn` is handed to the item's normalizer.
 */
export const oneOf =
  <T>(item: ItemNormalizer<T>): Normalize<SingleResult<T>> =>
  (body, url, warn) => {
    const meta = readMeta(body, url);
    return { data: item((body as Obj).data, 'data', meta.response_id, warn), meta };
  };
