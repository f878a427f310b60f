/**
 * The Tenor-v2 answers as gifkit's results: a page of results (`{ results, next }`) as a
 * `ListResult<Gif>` whose `pagination.next_cursor` is the provider's `next` (absent at the end,
 * where `total_count` closes the list), terms as strings, categories as gifkit's `Category`.
 * Before any of it, an error envelope in a 200 answer (`{ "error": { code, message } }`, or
 * KLIPY's `{ "result": false, "errors": … }`) becomes the `FetchError` of its status.
 */
import { FetchError, ValidationError } from '../errors';
import { isObject } from '../isObject';
import type { Category } from '../normalize/category';
import type { ListResult, Meta, WarningSink } from '../normalize/envelope';
import type { Gif } from '../normalize/gif';
import { normalizeResult } from './normalizeResult';
import type { TenorRules } from './providers';

/** The `meta` of a Tenor-v2 result: the shape has none (and no response id, which only GIPHY's v1 API gives). */
export const TENOR_META: Meta = { status: 200, msg: 'OK', response_id: '' };

/** The first text in KLIPY's `errors` (a message, a list of them, or lists by field). */
function firstMessage(errors: unknown): string | undefined {
  if (typeof errors === 'string') return errors;
  const values = Array.isArray(errors) ? errors : isObject(errors) ? Object.values(errors) : [];
  for (const value of values) {
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * The error a 200 answer carries, if any: Tenor's and GIPHY's `error` (its `code` is the HTTP
 * status it stands for, e.g. 429) or KLIPY's `result: false` (no status given: 400).
 */
export function answerError(body: unknown, url: string): FetchError | undefined {
  if (!isObject(body)) return undefined;
  const { error } = body;
  if (isObject(error)) {
    const code = error.code;
    const status = typeof code === 'number' && code >= 400 && code <= 599 ? code : 500;
    const message = typeof error.message === 'string' && error.message ? error.message : 'Error fetching';
    return new FetchError(message, url, status, typeof error.status === 'string' ? error.status : '', 'http');
  }
  if (body.result === false) {
    const message = firstMessage(body.errors) ?? (typeof body.message === 'string' ? body.message : 'Error fetching');
    return new FetchError(message, url, 400, '', 'http');
  }
  return undefined;
}

/** The answer as an object, after its error (if it carries one) has been thrown. */
function checked(body: unknown, url: string): Record<string, unknown> {
  const error = answerError(body, url);
  if (error) throw error;
  if (!isObject(body)) throw new ValidationError('', 'expected a response object');
  return body;
}

/** What reading a page of results needs to know. */
export interface PageContext {
  rules: TenorRules;
  /** The request asked for stickers. */
  sticker: boolean;
  /** The position of the page's first result in the list (what the caller said; 0 without). */
  offset: number;
  warn: WarningSink | undefined;
}

/**
 * A page of results (search, featured, posts). Results that cannot be normalized are dropped
 * with a warning; `count` is the number the provider sent, so the offset moves past them too.
 */
export function resultPage(body: unknown, url: string, context: PageContext): ListResult<Gif> {
  const { results, next } = checked(body, url);
  if (!Array.isArray(results)) throw new ValidationError('results', 'expected a list');
  const data: Gif[] = [];
  results.forEach((result, i) => {
    try {
      data.push(normalizeResult(result, context.rules, context.sticker, `results.${i}`, context.warn));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      context.warn?.(`${error.message} (item dropped from ${url})`);
    }
  });
  const count = results.length;
  const { offset } = context;
  // The provider's cursor goes back byte for byte; without one ("" or absent) the list ends here.
  const more = typeof next === 'string' && next !== '' && count > 0;
  const pagination = more ? { count, offset, next_cursor: next } : { count, offset, total_count: offset + count };
  return { data, pagination, meta: TENOR_META };
}

/** A list of terms (autocomplete, search suggestions, trending terms); anything but text is dropped. */
export function termsOf(body: unknown, url: string): string[] {
  const { results } = checked(body, url);
  if (!Array.isArray(results)) throw new ValidationError('results', 'expected a list');
  return results.filter((term): term is string => typeof term === 'string');
}

/**
 * The categories, as gifkit's `Category`: `name` as sent (e.g. `#excited`), `name_encoded`
 * the search it stands for (what `getCategoryGifs` takes), and its image, when http(s), as the
 * GIF of an `original` rendition whose size the provider does not give (0).
 */
export function categoriesOf(body: unknown, url: string, rules: TenorRules, warn?: WarningSink): Category[] {
  const { tags } = checked(body, url);
  if (!Array.isArray(tags)) throw new ValidationError('tags', 'expected a list');
  const categories: Category[] = [];
  tags.forEach((tag, i) => {
    if (!isObject(tag) || typeof tag.searchterm !== 'string' || !tag.searchterm) return;
    const name = typeof tag.name === 'string' && tag.name ? tag.name : tag.searchterm;
    const category: Category = { name, name_encoded: tag.searchterm };
    // The image as a one-format result: the same URL boundary as every result's files.
    const image = { id: `category:${tag.searchterm}`, media_formats: { gif: { url: tag.image } } };
    const gif = normalizeResult(image, rules, false, `tags.${i}.image`, warn);
    if (gif.images.original) category.gif = gif;
    categories.push(category);
  });
  return categories;
}
