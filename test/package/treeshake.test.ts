/**
 * The built package tree-shakes as well as gifkit's source: an app's production bundle of each
 * task in bench/bundle/ costs, through dist/ (package.json `exports`), what it costs when built
 * from the TypeScript source, because dist/ ships one ESM file per source module and only CSS
 * has side effects. Runs after the build (package project).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureBundle } from '../../bench/measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TASKS = readdirSync(path.join(root, 'bench/bundle')).filter((f) => /\.gifkit\.tsx?$/.test(f));
/**
 * What dist/ may cost above source. What is left is TypeScript `enum`s: from source, esbuild
 * inlines their members across modules; a compiled module keeps the enum object alive. The
 * largest is the video's `VideoChangeType` (about 190 B gzip of its ~11 KB task, 1.7%), an enum
 * since the change types took one form (docs/architecture.md, Conventions).
 */
const TOLERANCE = 0.02;

describe('a task bundled from the package', () => {
  it('has tasks to measure', () => {
    expect(TASKS.length).toBeGreaterThan(3);
  });

  it.each(TASKS)('%s costs what it costs from source', async (task) => {
    const file = path.join(root, 'bench/bundle', task);
    const [dist, source] = await Promise.all([measureBundle(file), measureBundle(file, { fromSource: true })]);
    expect(Object.keys(dist.inputs).some((input) => input.startsWith('dist/'))).toBe(true);
    expect(dist.gzip, `dist ${dist.gzip} B vs source ${source.gzip} B`).toBeLessThanOrEqual(
      Math.ceil(source.gzip * (1 + TOLERANCE)),
    );
  });
});
