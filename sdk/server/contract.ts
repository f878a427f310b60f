/**
 * The handler's allow-list, read from the OpenAPI contract (sdk/generated/operationParameters.ts,
 * generated from openapi/*.yaml): which paths it answers, and for each, every parameter the
 * contract allows with its limits. A request is checked here before anything goes upstream;
 * nothing outside the contract is ever forwarded, so the list cannot drift from the spec.
 */
import { operationParameters } from '../generated/operationParameters';

/** One parameter as the contract states it. */
export interface ParameterSpec {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly type?: string;
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
}

/** One operation of a served family. */
export interface OperationSpec {
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly ParameterSpec[];
  /** The query parameters its security schemes name (the key, per-user ids). */
  readonly auth: readonly string[];
}

/** The families the handler can stand in front of. */
export type ServedFamily = keyof typeof operationParameters;

/** An operation of the contract by family and operationId. */
export function operationSpec(family: ServedFamily, id: string): OperationSpec {
  const spec = (operationParameters[family] as Record<string, OperationSpec>)[id];
  if (!spec) throw new Error(`gifkit/server: no operation ${id} in the ${family} contract`);
  return spec;
}

/** A request's field that breaks the contract: answered 400 naming `field`. */
export class BadField extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** Control characters, backslashes and slashes never appear in a value the handler forwards. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const CONTROL = /[\u0000-\u001f\u007f]/;
const SLASHES = /[/\\]/;
const INTEGER = /^(0|[1-9]\d{0,8})$/;

/** Checks one value against its parameter's limits; throws BadField. */
export function checkValue(spec: ParameterSpec, value: string): void {
  const bad = (message: string) => new BadField(spec.name, message);
  if (CONTROL.test(value)) throw bad('control characters are not allowed');
  if (spec.in === 'path' && SLASHES.test(value)) throw bad('slashes are not allowed');
  // `.` and `..` would move the upstream path (encodeURIComponent leaves dots as they are).
  if (spec.in === 'path' && (value === '.' || value === '..')) throw bad('is not a path segment');
  if (spec.type === 'integer' || spec.type === 'number') {
    if (!INTEGER.test(value)) throw bad('must be a whole number');
    const n = Number(value);
    if (spec.minimum !== undefined && n < spec.minimum) throw bad(`must be at least ${spec.minimum}`);
    if (spec.maximum !== undefined && n > spec.maximum) throw bad(`must be at most ${spec.maximum}`);
    return;
  }
  if (spec.type === 'boolean') {
    if (value !== 'true' && value !== 'false') throw bad('must be true or false');
    return;
  }
  if (spec.enum && !spec.enum.includes(value)) throw bad(`must be one of ${spec.enum.join(', ')}`);
  const length = [...value].length;
  if (spec.minLength !== undefined && length < spec.minLength)
    throw bad(`must be at least ${spec.minLength} characters`);
  if (spec.maxLength !== undefined && length > spec.maxLength)
    throw bad(`must be at most ${spec.maxLength} characters`);
  if (spec.pattern && !new RegExp(spec.pattern, 'u').test(value)) throw bad('has an invalid format');
}

/** A matched route: the operation and its decoded path parameters. */
export interface RouteMatch {
  readonly id: string;
  readonly spec: OperationSpec;
  readonly pathParams: Record<string, string>;
}

interface Route {
  id: string;
  spec: OperationSpec;
  segments: string[];
}

/** The routes of `ids`, most literal segments from the end first. */
function routesOf(family: ServedFamily, ids: readonly string[], prefix: string): Route[] {
  const rank = (route: Route) =>
    route.segments
      .slice()
      .reverse()
      .map((s) => (s.startsWith('{') ? '0' : '1'))
      .join('')
      .padEnd(16, '0');
  return ids
    .map((id) => {
      const spec = operationSpec(family, id);
      return { id, spec, segments: (prefix + spec.path).split('/').slice(1) };
    })
    .sort((a, b) => (rank(a) < rank(b) ? 1 : rank(a) > rank(b) ? -1 : 0));
}

/** The first route whose template matches the end of `raw` (segments still encoded), with its raw parameters. */
function firstMatch(routes: Route[], raw: string[], exact: boolean) {
  for (const route of routes) {
    const n = route.segments.length;
    if (raw.length < n || (exact && raw.length !== n)) continue;
    const tail = raw.slice(raw.length - n);
    const params: Record<string, string> = {};
    const matched = route.segments.every((segment, i) => {
      const value = tail[i]!;
      if (!segment.startsWith('{')) return value === segment;
      params[segment.slice(1, -1)] = value;
      return value !== '';
    });
    if (matched) return { route, params, tail };
  }
  return undefined;
}

/**
 * The router of a set of operations. A request path matches an operation's template at its
 * end, so the handler answers under any prefix (`/api/gifs/v1/gifs/search`); `basePath`,
 * when given, must come before it. Where two templates match (`/v1/gifs/search` is both
 * `/v1/{type}/search` and `/v1/gifs/{gif_id}`), the one with literal segments nearest the end
 * wins, as the provider routes it; and a path that the whole contract routes to another
 * operation (`/v1/gifs/random` is not the GIF "random") is not served. `prefix` is what comes
 * before the contract's paths at the provider (`/v2` for the Tenor shape, whose server has it).
 */
export function createRouter(
  family: ServedFamily,
  ids: readonly string[],
  basePath = '',
  prefix = '',
): (pathname: string) => RouteMatch | undefined {
  const served = routesOf(family, ids, prefix);
  const everything = routesOf(family, Object.keys(operationParameters[family]), prefix);
  const base = basePath.replace(/\/+$/, '');

  return (pathname) => {
    if (base && !pathname.startsWith(`${base}/`)) return undefined;
    const raw = pathname.slice(base.length).split('/').slice(1);
    const found = firstMatch(served, raw, Boolean(base));
    if (!found || firstMatch(everything, found.tail, true)?.route.id !== found.route.id) return undefined;
    const { route, params } = found;
    for (const [name, value] of Object.entries(params)) {
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        throw new BadField(name, 'malformed percent-encoding');
      }
      const spec = route.spec.parameters.find((p) => p.in === 'path' && p.name === name);
      if (spec) checkValue(spec, params[name]!);
    }
    return { id: route.id, spec: route.spec, pathParams: params };
  };
}
