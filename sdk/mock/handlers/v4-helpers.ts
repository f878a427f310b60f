/**
 * Small helpers shared by the v4 (giphy.com site API) resolvers: credentials, DRF-style
 * 400/404 errors, lenient reading of JSON / form / multipart bodies and query values, and
 * absolute page URLs.
 */
import type { operations } from '../../generated/v4';
import { MockHttpError, type MockResolvers } from '../define';

export type V4Resolvers = MockResolvers<operations>;

/** A session cookie with its CSRF header, or an `Authorization` header. */
export function isAuthenticated(request: Request): boolean {
  if (request.headers.get('authorization')) return true;
  const cookie = request.headers.get('cookie') ?? '';
  return /(?:^|;\s*)sessionid=[^;\s]+/.test(cookie) && Boolean(request.headers.get('x-csrftoken'));
}

/** 400 in the site's style: `{detail: "<field>: <message>"}`. */
export function invalid(field: string, message: string): never {
  throw new MockHttpError(400, `${field}: ${message}`);
}

export function notFound(): never {
  throw new MockHttpError(404, 'Not found.');
}

/** A request body as a plain field map (JSON object, form fields or multipart parts). */
export function fieldsOf(body: unknown): Record<string, unknown> {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of body.entries()) {
      const prev = fields[key];
      fields[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
    return fields;
  }
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

interface IntRule {
  min?: number;
  max?: number;
}

/** An integer from JSON or form input, or undefined when absent; 400 when malformed. */
export function optionalInt(value: unknown, field: string, rule: IntRule = {}): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isInteger(n)) invalid(field, 'A valid integer is required.');
  if (rule.min !== undefined && n < rule.min)
    invalid(field, `Ensure this value is greater than or equal to ${rule.min}.`);
  if (rule.max !== undefined && n > rule.max) invalid(field, `Ensure this value is less than or equal to ${rule.max}.`);
  return n;
}

export function requiredInt(value: unknown, field: string, rule: IntRule = {}): number {
  const n = optionalInt(value, field, rule);
  if (n === undefined) invalid(field, 'This field is required.');
  return n;
}

/** A number (seconds etc.) from a query or form value. */
export function requiredNumber(value: unknown, field: string, min: number, exclusive = false): number {
  if (value === undefined || value === null || value === '') invalid(field, 'This field is required.');
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < min || (exclusive && n === min)) invalid(field, `A number above ${min} is required.`);
  return n;
}

export function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') invalid(field, 'Not a valid string.');
  return value;
}

export function requiredString(value: unknown, field: string): string {
  const s = optionalString(value, field)?.trim();
  if (!s) invalid(field, 'This field is required.');
  return s;
}

export function optionalBool(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'True') return true;
  if (value === 'false' || value === '0' || value === 'False') return false;
  return invalid(field, 'Must be a valid boolean.');
}

/** One or many string ids (`"a"`, `["a", "b"]`, `"a,b"`). */
export function idList(value: unknown, field: string): string[] {
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : []));
  const ids = list.map((v) => v.trim()).filter(Boolean);
  if (!ids.length) invalid(field, 'This field is required.');
  return [...new Set(ids)];
}

export function validEmail(value: unknown): string {
  const email = requiredString(value, 'email');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) invalid('email', 'Enter a valid email address.');
  return email;
}

/** `limit`/`offset` query values with the site's defaults. */
export function pageParams(query: URLSearchParams, maxOffset = Number.MAX_SAFE_INTEGER) {
  const limit = optionalInt(query.get('limit'), 'limit', { min: 1, max: 100 }) ?? 25;
  const offset = optionalInt(query.get('offset'), 'offset', { min: 0, max: maxOffset }) ?? 0;
  return { limit, offset };
}

/** The absolute URL of another page of the same request, or null when there is none. */
export function pageUrl(request: Request, offset: number, limit: number, exists: boolean): string | null {
  if (!exists) return null;
  const url = new URL(request.url);
  url.searchParams.set('offset', String(Math.max(0, offset)));
  url.searchParams.set('limit', String(limit));
  return url.toString();
}
