/**
 * The apps written with GIPHY's React kit (examples/migrate-*), as written: no casts,
 * type-checked (strict) and bundled against GIPHY's packages (bench/node_modules, installed
 * here when missing). gifkit.browser.test.ts builds and runs the same apps with their imports changed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installBenchDeps } from '../../bench/lib/install.mjs';
import { measureBundle } from '../../bench/measure.mjs';
import {
  APP_FILES,
  findCasts,
  giphyDir,
  giphyResolver,
  MIGRATE_APPS,
  rewriteImports,
  typecheckApp,
} from './builds.mjs';

beforeAll(() => {
  installBenchDeps({ stdio: 'pipe' });
}, 600_000);

it('rewrites only the import specifiers of GIPHY packages it knows, and refuses others', () => {
  expect(rewriteImports("import { Grid } from '@giphy/react-components';\nconst a = '@giphy';")).toBe(
    "import { Grid } from 'gifkit/compat/react';\nconst a = '@giphy';",
  );
  expect(rewriteImports('import type { IGif } from "@giphy/js-types";')).toBe(
    'import type { IGif } from "gifkit/compat";',
  );
  expect(() => rewriteImports("import { x } from '@giphy/js-analytics';")).toThrow('@giphy/js-analytics');
});

describe.each(MIGRATE_APPS)('examples/migrate-%s', (app) => {
  const entry = path.join(giphyDir(app), 'main.tsx');

  it('is written without casts', () => {
    for (const file of APP_FILES) {
      expect(findCasts(file, readFileSync(path.join(giphyDir(app), file), 'utf8'))).toEqual([]);
    }
    expect(findCasts('probe.tsx', 'const a = b as string; const c = d!.e; const f = [1] as const;')).toEqual([
      '1: b as string',
      '1: d!',
    ]);
  });

  it("type-checks (strict) and bundles against GIPHY's packages", async () => {
    expect(await typecheckApp(app, 'giphy')).toEqual([]);
    const built = await measureBundle(entry, { plugins: [giphyResolver] });
    const inputs = Object.keys(built.inputs);
    expect(inputs.some((f) => f.startsWith('bench/node_modules/@giphy/react-components/'))).toBe(true);
    expect(inputs.some((f) => f.startsWith('bench/node_modules/@giphy/js-fetch-api/'))).toBe(true);
    expect(built.imports.every((i) => /^react(-dom)?(\/|$)/.test(i))).toBe(true);
  }, 300_000);
});
