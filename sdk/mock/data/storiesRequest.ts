/**
 * Request handling for the stories-gateway mock: credential checks (bearer token or
 * `api_key` for reads, bearer only for writes), query parsing, opaque `next_cursor`s, and
 * applying a request's `story` fields onto a stored record.
 */

import { MockHttpError } from '../define';
import { type StoryRecord, slugify } from './stories';

export type Fields = Record<string, unknown>;

import { isObject } from '../../isObject';

export { isObject };
export const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
export const bad = (message: string) => new MockHttpError(400, message);

function hasBearer(request: Request): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '');
}

/** Reads accept the user token or the public api_key. */
export function requireRead(request: Request, query: URLSearchParams): void {
  if (!hasBearer(request) && !query.get('api_key')) throw new MockHttpError(401, 'Unauthorized');
}

/** Writes need the user token. */
export function requireWrite(request: Request): void {
  if (!hasBearer(request)) throw new MockHttpError(401, 'A user token is required');
}

export function intParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  max = Number.POSITIVE_INFINITY,
): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw bad(`Invalid ${name}: ${raw}`);
  return value;
}

export const flag = (query: URLSearchParams, name: string) => ['true', '1'].includes(query.get(name) ?? '');

export function instant(value: unknown, name: string): string {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw bad(`Invalid ${name}: ${String(value)}`);
  return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}

export const encodeCursor = (offset: number) => btoa(`offset:${offset}`);
export function decodeCursor(cursor: string | null): number {
  if (!cursor) return 0;
  const match = /^offset:(\d+)$/.exec(atob(cursor.replace(/[^A-Za-z0-9+/=]/g, '')));
  if (!match) throw bad('Invalid next_cursor');
  return Number(match[1]);
}

function gifIdOf(entry: unknown): string | undefined {
  if (!isObject(entry)) return undefined;
  if (typeof entry.gif_id === 'string') return entry.gif_id;
  return isObject(entry.gif) && typeof entry.gif.id === 'string' ? entry.gif.id : undefined;
}

/** Copies the editable fields of a request's `story` object onto a record. */
export function applyFields(record: StoryRecord, story: Fields, taken: (slug: string) => boolean): void {
  if (typeof story.title === 'string') record.title = story.title;
  if (typeof story.description === 'string') record.description = story.description;
  if (Array.isArray(story.tags)) record.tags = story.tags.map(String);
  if (Array.isArray(story.gifs)) {
    record.gifs = story.gifs.flatMap((entry) => {
      const gif_id = gifIdOf(entry);
      const caption = isObject(entry) && typeof entry.caption === 'string' ? entry.caption : null;
      return gif_id ? [{ gif_id, caption }] : [];
    });
  }
  const cover = gifIdOf(story.cover_gif);
  if (cover) record.cover_gif_id = cover;
  else if (!record.cover_gif_id) record.cover_gif_id = record.gifs[0]?.gif_id ?? null;
  if (typeof story.slug === 'string' && story.slug !== record.slug) {
    const slug = slugify(story.slug);
    record.slug = taken(slug) ? `${slug}-${record.story_id.slice(-4)}` : slug;
  }
  if (typeof story.is_published === 'boolean') record.is_published = story.is_published;
  if (!record.is_published) record.publish_datetime = null;
  else if (typeof story.publish_datetime === 'string')
    record.publish_datetime = instant(story.publish_datetime, 'publish_datetime');
  else record.publish_datetime ??= now();
}
