/**
 * The public surface's rules (scripts/surface.mjs reads them from the source entries with the
 * TypeScript checker; docs/architecture.md#the-public-surface states them): a budget of names,
 * one home per name, every type a public signature names exported, a TSDoc line on every name.
 * The report is computed once, in a child process (the compiler is heavy).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import { SURFACE_BUDGET, type surfaceReport } from './surface.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What scripts/surface.mjs reports (read from its child process, as JSON). */
let report: ReturnType<typeof surfaceReport>;
beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/surface.mjs'], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  report = JSON.parse(stdout);
}, 180_000);

/**
 * The names all entries export together may only shrink toward the budget: lower this to the
 * new total (the API report's counts) when you take names out; never raise it.
 */
// Raised once, by 9, from 690: one name per call renamed nine hooks (useSearch → useSearchGifs,
// useTrending, useSubcategoryGifs, useRelated, useRandom, useAnimate and the three infinite
// ones), and the old names stay, deprecated, until 0.5.0, when they go and this falls by 9.
// Then 698: gifkit/headless no longer exports a second Identified.
// Then 675: gifkit's one-use option types and tuning constants went private (docs/migration.md).
// Then 661: gifkit/headless's helpers, reducer runner and default tables went private.
const CURRENT_LIMIT = 661;

it(`the entries together export at most the current limit (the budget: ${SURFACE_BUDGET})`, () => {
  expect(report.total, JSON.stringify(report.counts)).toBeLessThanOrEqual(CURRENT_LIMIT);
});

it('no declaration is exported by two entries: each name has one home', () => {
  expect(report.sharedDeclarations).toEqual([]);
});

/** Names the SDK layers still give to two things (to be renamed through a deprecated alias). */
const SHARED_NAMES_LEFT: string[] = [];

it('the SDK layers give a name to one thing only', () => {
  expect(report.sharedNames.filter((n) => !SHARED_NAMES_LEFT.includes(n))).toEqual([]);
});

/** Types public signatures name without an export, still to fix (this list only shrinks). */
const UNEXPORTED_LEFT = [
  'BodyOf (sdk/mock/define.ts)',
  'Overwrite (downshift/dist/downshift.types.d.ts)',
  'Wire (sdk/compat/wireSizes.ts)',
];

it('every type a public signature names is exported by an entry', () => {
  const unexported = report.unexportedTypes.filter((line) => !UNEXPORTED_LEFT.some((t) => line.startsWith(`${t}, `)));
  expect(unexported, 'export the type (or write it out in the signature)').toEqual([]);
});

it('every public name has a TSDoc comment', () => {
  expect(report.undocumented, 'add a /** … */ line saying what it is for').toEqual([]);
});
