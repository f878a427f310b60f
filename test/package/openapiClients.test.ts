/**
 * Clients of your own from the shipped contracts (docs/openapi.md), as a team that regenerates
 * its clients would make them: every contract the package exports (`gifkit/openapi/<name>.yaml`,
 * resolved through `exports`; a new `openapi/*.yaml` is covered without a change here) goes to
 * orval, @hey-api/openapi-ts and quicktype (Python) by examples/openapi-clients/generate.mjs.
 * The TypeScript output type-checks under `strict`; the recorded provider answers
 * (sdk/mock/fixtures, each with the operation and status it answers in manifest.json: GIPHY's,
 * and KLIPY's and Tenor's in the Tenor-v2 shape) come back through the generated TypeScript
 * clients of the contract that has the operation, against a fetch that serves them, exactly as
 * sent, with each credential the contract asks for; and the generated Python models parse every
 * one of them (python3, standard library only).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { type Param, readParam } from '../../examples/demo/pages/explorer/model';
import { asArray, asString, deref, isObject, type Json } from '../../examples/demo/pages/explorer/schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const generators = path.join(root, 'examples/openapi-clients');
const fixtures = path.join(root, 'sdk/mock/fixtures');
const out = mkdtempSync(path.join(tmpdir(), 'gifkit-clients-'));

/** Every contract, as `gifkit/openapi/<name>.yaml` resolves for a consumer (the package's own `exports`). */
const names = readdirSync(path.join(root, 'openapi'))
  .filter((f) => f.endsWith('.yaml') && f !== 'redocly.yaml')
  .map((f) => f.slice(0, -'.yaml'.length));
const resolve = createRequire(path.join(root, 'package.json')).resolve;
const contracts = names.map((name) => resolve(`gifkit/openapi/${name}.yaml`));

interface Recording {
  file: string;
  operationId: string;
  status: number;
}
const recordings: Recording[] = JSON.parse(readFileSync(path.join(fixtures, 'manifest.json'), 'utf8'));
const specs = names.map((name): [string, Json] => [
  name,
  parse(readFileSync(path.join(root, 'openapi', `${name}.yaml`), 'utf8')),
]);

/**
 * The operation `id` and the contract that has it (a recording of any family): its path
 * template, parameters, responses, and the query parameters its security requirement sends
 * (`api_key` and `pingback_id` at GIPHY, `key` in the Tenor-v2 shape), read as the demo's API
 * explorer reads them.
 */
function operation(id: string) {
  for (const [contract, spec] of specs) {
    for (const [template, item] of Object.entries(spec.paths as Record<string, Json>)) {
      for (const op of Object.values(item).filter(isObject)) {
        if (op.operationId !== id) continue;
        const raw = [...asArray(item.parameters), ...asArray(op.parameters)];
        const parameters = raw.map((p) => readParam(spec, p)).filter((p): p is Param => !!p);
        const schemes = deref(spec, deref(spec, spec.components).securitySchemes);
        const requirement = asArray(op.security ?? spec.security)[0];
        const credentials = Object.keys(isObject(requirement) ? requirement : {})
          .map((scheme) => deref(spec, schemes[scheme]))
          .filter((scheme) => scheme.in === 'query')
          .map((scheme) => asString(scheme.name)!);
        return { contract, spec, template, parameters, credentials, responses: deref(spec, op.responses) };
      }
    }
  }
  throw new Error(`no operation ${id} in openapi/*.yaml`);
}

/** The stand-in value the test gives each credential (`api_key`, `pingback_id`, `key`, …). */
const secret = (name: string) => `test-${name}`;

/** A call of `id` with its required parameters at the contract's examples: path values (in order), query, the path sent. */
function sampleCall(id: string) {
  const { template, parameters } = operation(id);
  const names = [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  const path = Object.fromEntries(names.map((name) => [name, parameters.find((p) => p.name === name)?.initial]));
  const query = Object.fromEntries(
    parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, p.initial]),
  );
  const pathname = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path[name])));
  return { path, query, pathname, hasQuery: parameters.some((p) => p.in === 'query') };
}

/** The component schema of `id`'s response with `status` (`GifListResponse`, `ErrorBody`, …). */
function responseSchema(id: string, status: number): string {
  const { spec, responses } = operation(id);
  const response = deref(spec, responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default);
  const media = deref(spec, deref(spec, response.content)['application/json']);
  const ref = isObject(media.schema) ? asString(media.schema.$ref) : undefined;
  if (!ref) throw new Error(`${id} answers ${status} with no schema reference`);
  return ref.split('/').pop()!;
}

const recorded = (r: Recording) => readFileSync(path.join(fixtures, r.file), 'utf8');

/** A fetch that answers every request with the recording, and keeps the requests. */
function serving(r: Recording, requests: Request[]) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(
      new Request(new URL(String(input instanceof Request ? input.url : input), 'https://api.giphy.com'), init),
    );
    return new Response(recorded(r), { status: r.status, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Runs a command to its end and resolves to what it printed. Asynchronous: minutes of `npm ci`,
 * generators and `tsc` must not block the test worker (Vitest's own messages would time out).
 */
const run = async (command: string, args: string[], cwd: string) =>
  (await promisify(execFile)(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })).stdout;

beforeAll(async () => {
  await run(process.execPath, [path.join(root, 'scripts/install-deps.mjs'), generators], root);
  await run(process.execPath, ['generate.mjs', out, ...contracts], generators);
}, 600_000);

afterEach(() => vi.unstubAllGlobals());

describe('clients of your own from gifkit/openapi/*.yaml', () => {
  it('resolves every contract through the package exports and generates from each with every generator', () => {
    expect(names).toEqual(expect.arrayContaining(['public', 'v4', 'ajax', 'stories', 'scheduler']));
    for (const [i, name] of names.entries()) {
      expect(contracts[i]).toBe(path.join(root, 'openapi', `${name}.yaml`));
      expect(readFileSync(path.join(out, 'orval', `${name}.ts`), 'utf8')).toMatch(/export const \w+ = async/);
      expect(readFileSync(path.join(out, 'hey-api', name, 'sdk.gen.ts'), 'utf8')).toMatch(/export const \w+ = </);
      expect(readFileSync(path.join(out, 'python', `${name}.py`), 'utf8')).toMatch(/^def \w+_from_dict\(s: Any\)/m);
    }
  });

  it('type-checks the TypeScript clients under strict', async () => {
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: ['orval', 'hey-api'],
    };
    writeFileSync(path.join(out, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    await expect(run(process.execPath, [tsc, '-p', 'tsconfig.json'], out)).resolves.toBe('');
  }, 300_000);

  it.each(recordings)('hey-api: $operationId answers $file ($status) as recorded', async (r) => {
    const { contract, credentials } = operation(r.operationId);
    const sdk = await import(pathToFileURL(path.join(out, 'hey-api', contract, 'sdk.gen.ts')).href);
    const { createClient, createConfig } = await import(
      pathToFileURL(path.join(out, 'hey-api', contract, 'client/index.ts')).href
    );
    const requests: Request[] = [];
    const client = createClient(
      createConfig({
        baseUrl: 'https://api.giphy.com',
        fetch: serving(r, requests),
        // The contract's security schemes, each a credential of its own (the key, the session's id).
        auth: (scheme: { name: string }) => secret(scheme.name),
      }),
    );
    const call = sampleCall(r.operationId);
    const result = await sdk[r.operationId]({ client, path: call.path, query: call.query });
    const sent = new URL(requests[0]!.url);
    expect(sent.pathname).toBe(call.pathname);
    expect(credentials.length).toBeGreaterThan(0);
    for (const name of credentials) expect(sent.searchParams.get(name), name).toBe(secret(name));
    expect(result.response.status).toBe(r.status);
    expect(r.status < 400 ? result.data : result.error).toEqual(JSON.parse(recorded(r)));
  });

  it.each(recordings)('orval: $operationId answers $file ($status) as recorded', async (r) => {
    const api = await import(pathToFileURL(path.join(out, 'orval', `${operation(r.operationId).contract}.ts`)).href);
    const requests: Request[] = [];
    vi.stubGlobal('fetch', serving(r, requests));
    const call = sampleCall(r.operationId);
    const args = [...Object.values(call.path), ...(call.hasQuery ? [call.query] : [])];
    const result = await api[r.operationId](...args);
    expect(new URL(requests[0]!.url).pathname).toBe(call.pathname);
    expect(result.status).toBe(r.status);
    expect(result.data).toEqual(JSON.parse(recorded(r)));
  });

  it('Python: the generated models parse every recorded answer', async () => {
    const parsed = new Map<string, number | null>();
    for (const [contract] of specs) {
      const mine = recordings.filter((r) => operation(r.operationId).contract === contract);
      if (mine.length === 0) continue;
      const pairs = mine.map((r) => [path.join(fixtures, r.file), responseSchema(r.operationId, r.status)]);
      const models = path.join(out, 'python', `${contract}.py`);
      const printed = await run('python3', ['parse_fixtures.py', models, JSON.stringify(pairs)], generators);
      for (const line of printed.trim().split('\n')) {
        const { file, items }: { file: string; items: number | null } = JSON.parse(line);
        parsed.set(path.basename(file), items);
      }
    }
    expect([...parsed.keys()].sort()).toEqual(recordings.map((r) => r.file).sort());
    for (const r of recordings) {
      const answer = JSON.parse(recorded(r));
      const list = answer.data ?? answer.results; // GIPHY's envelope, the Tenor-v2 shape's
      expect(parsed.get(r.file), r.file).toBe(Array.isArray(list) ? list.length : null);
    }
    // Every contract's models load, those of the families without recordings too.
    for (const name of names) {
      const models = JSON.stringify(path.join(out, 'python', `${name}.py`));
      await expect(run('python3', ['-c', `import runpy; runpy.run_path(${models})`], out)).resolves.toBe('');
    }
  });
});
