/**
 * The public API's response envelope (widgets spec §3.4): `{ data, pagination, meta }`.
 * A malformed envelope is an error; a malformed item inside a good page is dropped with a
 * development-mode warning, so one bad GIF never blanks a whole grid.
 */

import { SyntheticResponseError, ValidationError } from '../errors';
import type { components } from '../generated/public';

type Wire = components['schemas'];

/** `meta` of every answer. */
export type Meta = Wire['Meta'];
/** Pagination of list answers; `total_count` is missing on some endpoints, `next_cursor` only on v2 emoji. */
export interface Pagination {
  count: number;
  offset: number;
  total_count?: number;
  next_cursor?: number;
}
export interface ListResult<T> {
  data: T[];
  pagination: Pagination;
  meta: Meta;
}
export interface SingleResult<T> {
  data: T;
  meta: Meta;
}

/** Receives development-mode warnings (dropped items). */
export type WarningSink = (message: string) => void;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads `meta`; a missing `meta.response_id` is GIPHY's synthetic response. */
export function readMeta(body: unknown, url: string): Meta {
  if (!isObject(body)) throw new ValidationError('', 'expected a JSON object');
  const { meta } = body;
  if (!isObject(meta)) throw new ValidationError('meta', 'missing');
  if (!meta.response_id) throw new SyntheticResponseError(url);
  return meta as Meta;
}

function readPagination(value: unknown, fallbackCount: number): Pagination {
  if (!isObject(value)) return { count: fallbackCount, offset: 0 };
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : undefined);
  const pagination: Pagination = { count: num(value.count) ?? fallbackCount, offset: num(value.offset) ?? 0 };
  const total = num(value.total_count);
  const cursor = num(value.next_cursor);
  if (total !== undefined && Number.isFinite(total)) pagination.total_count = total;
  if (cursor !== undefined && Number.isFinite(cursor)) pagination.next_cursor = cursor;
  return pagination;
}

/** Normalizes a list answer, dropping (and reporting) items that cannot be normalized. */
export function normalizeList<T>(
  body: unknown,
  url: string,
  item: (raw: unknown, path: string, responseId: string) => T,
  warn?: WarningSink,
): ListResult<T> {
  const meta = readMeta(body, url);
  const { data, pagination } = body as Obj;
  if (!Array.isArray(data)) throw new ValidationError('data', 'expected a list');
  const items: T[] = [];
  data.forEach((raw, i) => {
    try {
      items.push(item(raw, `data.${i}`, meta.response_id));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      warn?.(`${error.message} (item dropped from ${url})`);
    }
  });
  return { data: items, pagination: readPagination(pagination, data.length), meta };
}

/** Normalizes a single-item answer; a malformed item is an error here (there is nothing else to show). */
export function normalizeSingle<T>(
  body: unknown,
  url: string,
  item: (raw: unknown, path: string, responseId: string) => T,
): SingleResult<T> {
  const meta = readMeta(body, url);
  return { data: item((body as Obj).data, 'data', meta.response_id), meta };
}
