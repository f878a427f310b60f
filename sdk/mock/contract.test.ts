/**
 * Contract tests: the specs, the mock API and the recorded fixtures agree.
 * - every operationId of every spec has a mock resolver (and no resolver is orphaned);
 * - one request per operation, built from the spec's examples and security schemes, gets the
 *   operation's success status from the mock, with a body valid against the response schema;
 * - the same request with a forced error gets a body valid against that error response;
 * - every recorded fixture validates against the operation it records.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MOCK_ERROR_HEADER } from './define';
import { createAjaxMock } from './handlers/ajax';
import { createPublicMock } from './handlers/public';
import { createSchedulerMock } from './handlers/scheduler';
import { createStoriesMock } from './handlers/stories';
import { createTenorMock } from './handlers/tenor';
import { createV4Mock } from './handlers/v4';
import { createMockApi } from './index';

// biome-ignore lint/suspicious/noExplicitAny: walking untyped YAML documents
type Json = Record<string, any>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FAMILIES = ['public', 'v4', 'ajax', 'stories', 'scheduler', 'tenor'] as const;
/** The spec file of each family where it is not named after it. */
const SPEC_FILES: Partial<Record<(typeof FAMILIES)[number], string>> = { tenor: 'tenor-v2' };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const docs = Object.fromEntries(
  FAMILIES.map((f) => [
    f,
    parse(readFileSync(path.join(root, 'openapi', `${SPEC_FILES[f] ?? f}.yaml`), 'utf8')) as Json,
  ]),
) as Record<(typeof FAMILIES)[number], Json>;

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
for (const family of FAMILIES) ajv.addSchema(docs[family], `${family}.yaml`);

const pointer = (...parts: (string | number)[]) =>
  parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function deref(doc: Json, node: Json | undefined): Json | undefined {
  let at = node;
  while (at?.$ref?.startsWith('#/')) {
    at = (at.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json | undefined>((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return at;
}

interface Operation {
  family: (typeof FAMILIES)[number];
  id: string;
  method: (typeof METHODS)[number];
  path: string;
  op: Json;
  item: Json;
}

const operations: Operation[] = FAMILIES.flatMap((family) =>
  Object.entries((docs[family].paths ?? {}) as Json).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      family,
      id: item[method].operationId,
      method,
      path: p,
      op: item[method],
      item,
    })),
  ),
);

function exampleOf(doc: Json, param: Json): unknown {
  const schema = deref(doc, param.schema) ?? {};
  return (
    param.example ??
    (Object.values(param.examples ?? {})[0] as Json | undefined)?.value ??
    schema.example ??
    schema.default ??
    schema.enum?.[0]
  );
}

/** Builds the sample request of an operation from its examples and its security requirement. */
function sampleRequest({ family, method, path: p, op, item }: Operation): Request {
  const doc = docs[family];
  const server: string = op.servers?.[0]?.url ?? item.servers?.[0]?.url ?? doc.servers[0].url;
  const headers = new Headers();
  const query = new URLSearchParams();
  const cookies: string[] = [];
  let route = p;
  for (const ref of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const param = deref(doc, ref)!;
    const value = exampleOf(doc, param);
    if (value === undefined) {
      if (param.required)
        throw new Error(`${family}.${op.operationId}: required parameter ${param.name} has no example`);
      continue;
    }
    if (!param.required && param.in !== 'path') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (param.in === 'path') route = route.replace(`{${param.name}}`, encodeURIComponent(text));
    if (param.in === 'query') query.set(param.name, text);
    if (param.in === 'header') headers.set(param.name, text);
    if (param.in === 'cookie') cookies.push(`${param.name}=${text}`);
  }
  const requirement = ((op.security ?? doc.security ?? []) as Json[]).find((r) => Object.keys(r).length > 0) ?? {};
  for (const name of Object.keys(requirement)) {
    const scheme = deref(doc, doc.components.securitySchemes[name])!;
    if (scheme.type === 'http')
      headers.set('Authorization', `${scheme.scheme === 'bearer' ? 'Bearer' : 'Basic'} contract-test`);
    if (scheme.type !== 'apiKey') continue;
    const value = scheme.name === 'Authorization' ? 'Token contract-test' : 'contract-test';
    if (scheme.in === 'query') query.set(scheme.name, value);
    if (scheme.in === 'header') headers.set(scheme.name, value);
    if (scheme.in === 'cookie') cookies.push(`${scheme.name}=${value}`);
  }
  if (cookies.length) headers.set('Cookie', cookies.join('; '));
  let body: BodyInit | undefined;
  const content = deref(doc, op.requestBody)?.content as Json | undefined;
  if (content) {
    const [type, media] = Object.entries(content)[0]!;
    const example = media.example ?? (Object.values(media.examples ?? {})[0] as Json | undefined)?.value;
    if (example === undefined) throw new Error(`${family}.${op.operationId}: request body has no example`);
    if (type.includes('json')) body = JSON.stringify(example);
    else if (type.includes('x-www-form-urlencoded'))
      body = new URLSearchParams(
        Object.entries(example).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => [k, String(x)])),
      );
    else if (type.includes('multipart')) {
      const form = new FormData();
      for (const [k, v] of Object.entries(example)) form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
      body = form;
    }
    if (type.includes('json') || type.includes('x-www-form-urlencoded')) headers.set('Content-Type', type);
  }
  const qs = query.toString();
  return new Request(`${server.replace(/\/$/, '')}${route}${qs ? `?${qs}` : ''}`, {
    method: method.toUpperCase(),
    headers,
    body,
  });
}

function validate(o: Operation, status: string, response: Response, body: unknown): string[] {
  const doc = docs[o.family];
  const declared = deref(doc, o.op.responses[status] ?? o.op.responses.default);
  if (!declared) return [`status ${status} is not declared`];
  const content = declared.content as Json | undefined;
  if (!content) return body === null ? [] : [`status ${status} declares no body but one was sent`];
  const type = response.headers.get('content-type') ?? '';
  const json = content['application/json'];
  if (!json) return Object.keys(content).some((t) => type.startsWith(t)) ? [] : [`content-type ${type} not declared`];
  const key = o.op.responses[status] ? status : 'default';
  const ref = o.op.responses[key].$ref
    ? `${o.family}.yaml${o.op.responses[key].$ref}/content/application~1json/schema`
    : `${o.family}.yaml#/${pointer('paths', o.path, o.method, 'responses', key, 'content', 'application/json', 'schema')}`;
  const check = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  return (response.headers.get('content-type') ?? '').includes('json') ? response.json() : response.arrayBuffer();
}

const api = createMockApi();
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('every operation has a mock resolver', () => {
  const mocks = {
    public: createPublicMock(),
    v4: createV4Mock(),
    ajax: createAjaxMock(),
    stories: createStoriesMock(),
    scheduler: createSchedulerMock(),
    tenor: createTenorMock('klipy'),
  };
  it.each(FAMILIES)('%s', (family) => {
    const specIds = operations
      .filter((o) => o.family === family)
      .map((o) => o.id)
      .sort();
    expect(specIds.length).toBeGreaterThan(0);
    expect(new Set(specIds).size).toBe(specIds.length);
    expect(Object.keys(mocks[family].resolvers).sort()).toEqual(specIds);
  });

  it('operationIds are unique across all specs', () => {
    const ids = operations.map((o) => o.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe('mock answers validate against the spec', () => {
  it.each(operations.map((o) => [`${o.family}.${o.id}`, o] as const))('%s', async (_name, o) => {
    api.reset();
    const response = await fetch(sampleRequest(o));
    const success = Object.keys(o.op.responses)
      .filter((s) => /^2\d\d$/.test(s))
      .sort()[0]!;
    const body = await readBody(response);
    expect(response.status, JSON.stringify(body)?.slice(0, 300)).toBe(Number(success));
    expect(validate(o, success, response, body)).toEqual([]);

    const errorStatus = Object.keys(o.op.responses).find((s) => /^4\d\d$/.test(s));
    if (!errorStatus) return;
    const failing = sampleRequest(o);
    failing.headers.set(MOCK_ERROR_HEADER, errorStatus);
    const errorResponse = await fetch(failing);
    expect(errorResponse.status).toBe(Number(errorStatus));
    expect(validate(o, errorStatus, errorResponse, await readBody(errorResponse))).toEqual([]);
  });
});

describe('recorded fixtures validate against their operations', () => {
  const manifest = JSON.parse(readFileSync(path.join(root, 'sdk/mock/fixtures/manifest.json'), 'utf8')) as {
    file: string;
    operationId: string;
    status: number;
  }[];
  const files = new Set(
    (readFileSync(path.join(root, 'sdk/mock/fixtures/README.md'), 'utf8').match(/`([\w-]+__[\w-]+\.json)`/g) ?? []).map(
      (m) => m.slice(1, -1),
    ),
  );

  it('the manifest covers every fixture file', () => {
    expect(new Set(manifest.map((m) => m.file))).toEqual(files);
  });

  it.each(manifest.map((m) => [m.file, m] as const))('%s', (_file, entry) => {
    const o = operations.find((x) => x.id === entry.operationId);
    expect(o, entry.operationId).toBeDefined();
    const body = JSON.parse(readFileSync(path.join(root, 'sdk/mock/fixtures', entry.file), 'utf8'));
    const response = new Response(null, { headers: { 'content-type': 'application/json' } });
    expect(validate(o!, String(entry.status), response, body)).toEqual([]);
  });
});

describe('createMockApi().reset()', () => {
  it('forgets created state, also for a server already holding the handlers', async () => {
    const body = { story: { title: 'Reset me', slug: 'reset-me', gifs: [] } };
    const create = await fetch('https://x.giphy.com/v1/stories', {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(create.status).toBe(201);
    const bySlug = () => fetch('https://x.giphy.com/v1/stories/slug/reset-me?api_key=k').then((r) => r.status);
    expect(await bySlug()).toBe(200);
    api.reset();
    expect(await bySlug()).toBe(404);
  });
});
