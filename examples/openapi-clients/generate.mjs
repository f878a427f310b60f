// Generates clients of your own from gifkit's shipped OpenAPI contracts, as a team that
// regenerates its clients would (docs/openapi.md): for each contract given,
//   <out>/orval/<name>.ts      orval's fetch client (one file)
//   <out>/hey-api/<name>/      @hey-api/openapi-ts's SDK and its fetch client
//   <out>/python/<name>.py     quicktype's Python models (dataclasses, standard library only),
//                              from the contract's component schemas
// Usage: node generate.mjs <out-dir> <contract.yaml>...  (e.g. the files `gifkit/openapi/*.yaml`
// resolves to). Its generators are this folder's own dependencies (package.json beside it),
// never gifkit's; test/package/openapiClients.test.ts runs it on every contract.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { generate as orval } from 'orval';
import { FetchingJSONSchemaStore, InputData, JSONSchemaInput, quicktype } from 'quicktype-core';
import { parse } from 'yaml';

/** orval: one file per contract, its fetch client. */
async function generateOrval(contract, out) {
  await orval({ input: { target: contract }, output: { target: out, client: 'fetch' } });
}

/** @hey-api/openapi-ts: the typed SDK (`sdk.gen.ts`) and the fetch client it calls. */
async function generateHeyApi(contract, out) {
  await createClient({ input: contract, output: out, logs: { level: 'silent' } });
}

/**
 * quicktype: Python models of the contract's component schemas. OpenAPI 3.1 schemas are JSON
 * Schema, so they go to quicktype as one schema's `definitions`, each a top-level type with its
 * `<name>_from_dict` / `<name>_to_dict` converters.
 */
async function generatePython(contract, out) {
  const schemas = parse(readFileSync(contract, 'utf8')).components?.schemas ?? {};
  const definitions = JSON.parse(JSON.stringify(schemas).replaceAll('"#/components/schemas/', '"#/definitions/'));
  const input = new JSONSchemaInput(new FetchingJSONSchemaStore());
  for (const name of Object.keys(definitions)) {
    await input.addSource({ name, schema: JSON.stringify({ $ref: `#/definitions/${name}`, definitions }) });
  }
  const inputData = new InputData();
  inputData.addInput(input);
  const { lines } = await quicktype({ inputData, lang: 'python', rendererOptions: { 'python-version': '3.7' } });
  writeFileSync(out, `${lines.join('\n')}\n`);
}

const [outDir, ...contracts] = process.argv.slice(2);
if (!outDir || !contracts.length) {
  console.error('usage: node generate.mjs <out-dir> <contract.yaml>...');
  process.exit(2);
}
for (const dir of ['orval', 'hey-api', 'python']) mkdirSync(path.join(outDir, dir), { recursive: true });
for (const contract of contracts) {
  const name = path.basename(contract, '.yaml');
  await generateOrval(contract, path.join(outDir, 'orval', `${name}.ts`));
  await generateHeyApi(contract, path.join(outDir, 'hey-api', name));
  await generatePython(contract, path.join(outDir, 'python', `${name}.py`));
  console.log(`${name}: orval, hey-api, python`);
}
