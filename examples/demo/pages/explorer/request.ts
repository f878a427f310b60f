// Turns the form's values into the exact request the explorer sends (URL, headers, body in
// the operation's media type), and into an equivalent curl command.
import { SDK_HEADERS } from '../../../../sdk/transport/middleware';
import type { AuthParts } from './Credentials';
import { isObject } from './schema';
import type { Operation } from './specs';

export interface PreparedRequest {
  method: string;
  url: string;
  headers: [string, string][];
  /** Cookies cannot be set from a page; they are shown and put in the curl command only. */
  cookies: [string, string][];
  body?: { mediaType: string; text?: string; fields?: [string, string][] };
}

export interface RequestInput {
  path: Record<string, string>;
  query: [string, string][];
  headers: [string, string][];
  cookies: [string, string][];
  auth: AuthParts;
  /** The JSON the user typed for the body ('' for none). */
  bodyText: string;
  forceError?: string;
}

/** A problem with the request body the user typed. */
export class BodyError extends Error {}

/** Flattens a JSON object into form fields: arrays repeat the key, objects are sent as JSON. */
function formFields(value: unknown): [string, string][] {
  if (!isObject(value)) throw new Error('a form body must be a JSON object of fields');
  return Object.entries(value).flatMap(([key, v]) =>
    (Array.isArray(v) ? v : [v])
      .filter((item) => item !== undefined && item !== null)
      .map((item): [string, string] => [key, typeof item === 'object' ? JSON.stringify(item) : String(item)]),
  );
}

/** Builds the request, or throws an Error whose message tells the user what to fix. */
export function prepareRequest(op: Operation, input: RequestInput): PreparedRequest {
  const missingPath = op.path.match(/\{[^}]+\}/g)?.filter((m) => !input.path[m.slice(1, -1)]) ?? [];
  if (missingPath.length) throw new Error(`Fill in the path parameter ${missingPath.join(', ')}.`);
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(input.path[name] ?? ''));
  const url = new URL(op.server.replace(/\/$/, '') + path);
  for (const [name, value] of [...input.query, ...input.auth.query]) url.searchParams.append(name, value);

  // As the SDK does: public-API reads carry no custom headers (no CORS preflight); every other
  // call identifies the SDK.
  const sdkHeaders = op.family === 'public' && op.method === 'GET' ? [] : Object.entries(SDK_HEADERS);
  const headers: [string, string][] = [...sdkHeaders, ...input.headers, ...input.auth.headers];
  if (input.forceError) headers.push(['x-gifkit-mock-error', input.forceError]);

  let body: PreparedRequest['body'];
  if (op.body && input.bodyText.trim()) {
    const { mediaType } = op.body;
    if (mediaType.includes('json')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(input.bodyText);
      } catch (error) {
        throw new BodyError(`The request body is not valid JSON: ${(error as Error).message}`);
      }
      body = { mediaType, text: JSON.stringify(parsed) };
    } else if (mediaType.includes('x-www-form-urlencoded') || mediaType.includes('multipart/form-data')) {
      let fields: [string, string][];
      try {
        fields = formFields(JSON.parse(input.bodyText));
      } catch (error) {
        throw new BodyError(`The form body must be a JSON object of fields: ${(error as Error).message}`);
      }
      body = mediaType.includes('multipart')
        ? { mediaType, fields }
        : { mediaType, text: new URLSearchParams(fields).toString() };
    } else body = { mediaType, text: input.bodyText };
    // multipart: the browser writes Content-Type itself (it carries the boundary).
    if (!mediaType.includes('multipart')) headers.push(['Content-Type', mediaType]);
  }
  return { method: op.method, url: url.toString(), headers, cookies: [...input.cookies, ...input.auth.cookies], body };
}

/** The fetch() arguments for a prepared request. */
export function toFetch(req: PreparedRequest): Request {
  let body: BodyInit | undefined;
  if (req.body?.fields) {
    const form = new FormData();
    for (const [k, v] of req.body.fields) form.append(k, v);
    body = form;
  } else body = req.body?.text;
  return new Request(req.url, { method: req.method, headers: req.headers, body });
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The same request as a shell command. */
export function toCurl(req: PreparedRequest): string {
  const lines = [`curl${req.method === 'GET' ? '' : ` -X ${req.method}`} ${quote(req.url)}`];
  for (const [k, v] of req.headers) lines.push(`-H ${quote(`${k}: ${v}`)}`);
  if (req.cookies.length) lines.push(`-b ${quote(req.cookies.map(([k, v]) => `${k}=${v}`).join('; '))}`);
  for (const [k, v] of req.body?.fields ?? []) lines.push(`-F ${quote(`${k}=${v}`)}`);
  if (req.body?.text !== undefined) lines.push(`--data-raw ${quote(req.body.text)}`);
  return lines.join(' \\\n  ');
}

/** The request as an HTTP-ish text block for display. */
export function describeRequest(req: PreparedRequest): string {
  const lines = [`${req.method} ${req.url}`, ...req.headers.map(([k, v]) => `${k}: ${v}`)];
  if (req.cookies.length)
    lines.push(`Cookie: ${req.cookies.map(([k, v]) => `${k}=${v}`).join('; ')} (not sent by the page)`);
  if (req.body?.fields) lines.push('', ...req.body.fields.map(([k, v]) => `[form field] ${k}=${v}`));
  else if (req.body?.text !== undefined) {
    let shown = req.body.text;
    if (req.body.mediaType.includes('json')) shown = JSON.stringify(JSON.parse(shown), null, 2);
    lines.push('', shown);
  }
  return lines.join('\n');
}
