// The explorer's view of an OpenAPI document: families, operations, parameters, bodies and
// security schemes, plus the readers that build them from a parsed (untrusted) spec.
import { asString, deref, isObject, type Json, pickExample, sampleOf } from './schema';

export const FAMILIES = ['public', 'v4', 'ajax', 'stories', 'scheduler'] as const;
export type Family = (typeof FAMILIES)[number];

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated: boolean;
  schema: Json;
  /** The spec's example (shown as a placeholder when it is not the initial value). */
  example: unknown;
  /** What the form starts with: required → example or default; optional → default only. */
  initial: unknown;
  /** Query arrays: repeat the key (`true`, the OpenAPI default) or join with commas. */
  explode: boolean;
}

export interface Body {
  mediaType: string;
  required: boolean;
  description?: string;
  example: unknown;
}

export interface SecurityScheme {
  key: string;
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
  description?: string;
}

export interface Operation {
  family: Family;
  id: string;
  method: string;
  path: string;
  server: string;
  summary: string;
  description?: string;
  tag: string;
  params: Param[];
  body?: Body;
  /** Alternatives (OR) of scheme-key sets (AND); `[]` in the list means "no auth". */
  security: string[][];
  /** Documented error statuses (`5XX` expanded). */
  errors: number[];
  deprecated: boolean;
  inferred: boolean;
}

export interface FamilySpec {
  family: Family;
  title: string;
  doc: Json;
  tags: { name: string; description?: string }[];
  schemes: Record<string, SecurityScheme>;
  servers: string[];
  operations: Operation[];
  error?: string;
}

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** A server's URL with its `{variables}` replaced by their defaults. */
export function serverUrl(server: unknown): string | undefined {
  if (!isObject(server)) return undefined;
  const vars = isObject(server.variables) ? server.variables : {};
  return asString(server.url)?.replace(/\{([^}]+)\}/g, (m, name: string) => {
    const v = vars[name];
    return isObject(v) && v.default !== undefined ? String(v.default) : m;
  });
}

export function readParam(doc: Json, raw: unknown): Param | undefined {
  const p = deref(doc, raw);
  const name = asString(p.name);
  const where = asString(p.in);
  if (!name || (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie')) return undefined;
  const schema = deref(doc, p.schema);
  const required = p.required === true || where === 'path';
  const example = pickExample(doc, p) ?? pickExample(doc, schema);
  return {
    name,
    in: where,
    required,
    description: asString(p.description),
    deprecated: p.deprecated === true,
    schema,
    example,
    initial: required ? (example ?? schema.default) : schema.default,
    explode: p.explode !== false,
  };
}

export function readBody(doc: Json, raw: unknown): Body | undefined {
  if (raw === undefined) return undefined;
  const body = deref(doc, raw);
  const content = isObject(body.content) ? body.content : {};
  const types = Object.keys(content);
  const mediaType = types.find((t) => t.includes('json')) ?? types[0];
  if (!mediaType) return undefined;
  const media = deref(doc, content[mediaType]);
  const example = pickExample(doc, media) ?? sampleOf(doc, media.schema);
  return { mediaType, required: body.required === true, description: asString(body.description), example };
}

export function readSecurity(raw: unknown): string[][] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isObject).map((req) => Object.keys(req));
}

export function errorStatuses(responses: unknown): number[] {
  const codes = Object.keys(isObject(responses) ? responses : {}).flatMap((code) =>
    code === '5XX' ? [500, 502, 503] : code === '4XX' ? [400] : [Number(code)],
  );
  return codes.filter((c) => c >= 400).sort((a, b) => a - b);
}
