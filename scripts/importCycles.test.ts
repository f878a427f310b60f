/**
 * No product module imports itself back through another (a cycle makes evaluation order, and so
 * which binding is still undefined, depend on which module an app imports first). Read from
 * esbuild's module graph of every public entry: value imports only, as the bundle runs them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { SOURCE_ENTRIES } from './sourceEntries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The strongly connected groups of more than one module (Tarjan), each a set of files in a cycle. */
function cycles(graph: Record<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const to of graph[file] ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of Object.keys(graph)) if (!index.has(file)) visit(file);
  return found;
}

it('has no import cycle between product modules', { timeout: 60_000 }, async () => {
  const { metafile } = await build({
    entryPoints: Object.values(SOURCE_ENTRIES),
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    packages: 'external',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const graph = Object.fromEntries(
    Object.entries(metafile.inputs).map(([file, input]) => [
      file,
      input.imports.filter((i) => !i.external).map((i) => i.path),
    ]),
  );
  expect(cycles(graph)).toEqual([]);
});
