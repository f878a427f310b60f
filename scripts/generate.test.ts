// The committed sdk/generated/ must be exactly what the OpenAPI specs generate.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { generateAll } from './generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('sdk/generated is up to date with openapi/ (run `npm run generate`)', async () => {
  const files = await generateAll();
  expect(Object.keys(files).length).toBe(9);
  for (const [rel, contents] of Object.entries(files)) {
    const committed = readFileSync(path.join(root, rel), 'utf8');
    expect(committed === contents, `${rel} differs from what openapi/ generates`).toBe(true);
  }
}, 60_000);
