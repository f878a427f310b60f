// The unbundled ESM build: the shipped modules, their dist/ names, and compiled modules that run
// in Node as they are emitted (relative imports pointing at the emitted `.js` files).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { type Entries, outputName, reachableModules, relativeImports, relativeSpecifiers } from './esm-modules';

/** A small package source: two entries, shared modules, JSON, a type-only module and a test. */
function fixture(extra: Record<string, string> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'gifkit-esm-modules-'));
  const files: Record<string, string> = {
    'lib/index.ts': [
      "import type { Size } from './types';",
      "import { double, SIZE } from './util/math';",
      "export * from './util/index';",
      "export { default as data } from './data.json';",
      'export const size: Size = double(SIZE);',
    ].join('\n'),
    'lib/types.ts': 'export type Size = number;',
    'lib/util/index.ts': "export { double } from './math';",
    'lib/util/math.ts': 'export const SIZE = 16;\nexport const double = (n: number) => n * 2;',
    'lib/data.json': '{ "answer": 42 }',
    'lib/math.test.ts': "import { double } from './util/math';\ndouble(1);",
    'extra/index.ts':
      "import { SIZE } from '../lib/util/math';\nimport { size } from '../lib/index';\nexport const both = [SIZE, size];",
    ...extra,
  };
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), contents);
  }
  return root;
}

const ENTRIES: Entries = { index: 'lib/index.ts', extra: 'extra/index.ts' };

/** Compiles every shipped module on its own into `<root>/dist`, as tsup.config.ts does. */
async function compile(root: string, modules: string[]) {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(modules.map((file) => [outputName(file, ENTRIES), file])),
    outdir: path.join(root, 'dist'),
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    plugins: [relativeImports(modules, ENTRIES, root)],
  });
}

describe('reachableModules', () => {
  it('lists the modules the entries import, JSON included, without type-only modules or tests', async () => {
    expect(await reachableModules(ENTRIES, fixture())).toEqual([
      'extra/index.ts',
      'lib/data.json',
      'lib/index.ts',
      'lib/util/index.ts',
      'lib/util/math.ts',
    ]);
  });

  it('refuses to ship test support: an entry that reaches test/ fails the build', async () => {
    const root = fixture({
      'test/support/fake.ts': 'export const fake = 1;',
      'extra/index.ts': "import { fake } from '../test/support/fake';\nexport const both = [fake];",
    });
    await expect(reachableModules(ENTRIES, root)).rejects.toThrow(/test-only modules: test\/support\/fake\.ts/);
  });
});

describe('outputName', () => {
  it('names an entry file after its entry and any other module after its path', () => {
    expect(outputName('lib/index.ts', ENTRIES)).toBe('index');
    expect(outputName('lib/util/index.ts', ENTRIES)).toBe('lib/util/index');
    expect(outputName('headless/grid/Grid.tsx', ENTRIES)).toBe('headless/grid/Grid');
    expect(outputName('lib/data.json', ENTRIES)).toBe('lib/data.json');
  });
});

describe('relativeSpecifiers', () => {
  it('finds the relative specifiers that survive compilation, exactly where they are', () => {
    const source = [
      "import type { A } from './a';",
      "import { b } from '../b';",
      "import { type C, d } from './d';",
      "export * from './e/index';",
      "export type { F } from './f';",
      "import React from 'react';",
      "const g = import('./g');",
    ].join('\n');
    const spans = relativeSpecifiers('x.ts', source);
    expect(spans.map((s) => s.specifier)).toEqual(['../b', './d', './e/index', './g']);
    for (const span of spans) expect(source.slice(span.start, span.end)).toBe(span.specifier);
  });
});

describe('relativeImports', () => {
  it('emits modules that run in Node as emitted, each import pointing at an emitted .js file', async () => {
    const root = fixture();
    await compile(root, await reachableModules(ENTRIES, root));
    const extra = await import(pathToFileURL(path.join(root, 'dist/extra.js')).href);
    expect(extra.both).toEqual([16, 32]);
    const index = await import(pathToFileURL(path.join(root, 'dist/index.js')).href);
    expect(index.data).toEqual({ answer: 42 });
    expect(index.double(4)).toBe(8);
    expect(readFileSync(path.join(root, 'dist/extra.js'), 'utf8')).toContain('from "./index.js"');
  });

  it('keeps top-level constants constant, so an app bundler can inline them', async () => {
    const root = fixture();
    await compile(root, await reachableModules(ENTRIES, root));
    expect(readFileSync(path.join(root, 'dist/lib/util/math.js'), 'utf8')).toMatch(/^const SIZE = 16;/m);
  });

  it('fails the build on a relative import of a module no entry reaches', async () => {
    const root = fixture();
    const modules = (await reachableModules(ENTRIES, root)).filter((file) => file !== 'lib/util/math.ts');
    await expect(compile(root, modules)).rejects.toThrow(/resolves to lib\/util\/math\.ts, which no entry reaches/);
  });
});
