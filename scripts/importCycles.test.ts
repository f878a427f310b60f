/**
 * No product module imports itself back through another (a cycle makes evaluation order, and so
 * which binding is still undefined, depend on which module an app imports first). Read from the
 * source's import graph (scripts/importGraph.ts): value imports only, as the bundle runs them
 * (`import type` is erased, so a type-only cycle is harmless).
 */
import { expect, it } from 'vitest';
import { importGraph } from './importGraph';

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

it('has no import cycle between product modules', { timeout: 60_000 }, () => {
  const graph: Record<string, string[]> = {};
  for (const edge of importGraph()) {
    if (!edge.external && !edge.typeOnly) graph[edge.from] = [...(graph[edge.from] ?? []), edge.to];
  }
  expect(cycles(graph)).toEqual([]);
});

it('finds a cycle', () => {
  expect(cycles({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] })).toEqual([['a', 'b', 'c']]);
});
