/**
 * The public surface's rules (scripts/surface.mjs reads them from the source entries with the
 * TypeScript checker; docs/architecture.md#the-public-surface states them): a budget of current
 * names (deprecated aliases counted apart, each naming its replacement), one home per name, every
 * type a public signature names exported, a TSDoc line on every name.
 * The report is computed once, in a child process (the compiler is heavy).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
 * The current names (not `@deprecated`) all entries export together may only shrink toward the
 * budget: lower this to the new total (the API reports' counts, "N names") when you take names
 * out; never raise it. A rename keeps the old name as a deprecated alias, counted apart
 * ("+M deprecated") until it is removed, so a rename leaves this figure as it is.
 */
// 649: gifkit/headless's helpers, reducer runner and default tables went private (docs/migration.md).
// 640: gifkit's renamed types and constants merged, the old names deprecated aliases (docs/migration.md).
// 632: gifkit/headless's per-component state aliases deprecated, its *StateOptions written out.
// 600: gifkit/hooks's 34 one-per-call platform hooks became deprecated aliases of usePlatformQuery / usePlatformMutation.
// 592: gifkit's five transport functions one createTransport(family, options), the old ones deprecated aliases.
// 586: gifkit/headless's getter types: one PropGetter, the XGetters folded into their results.
// 584: the search box's own SearchBoxListState instead of three downshift re-exports.
// 579: gifkit/headless's one-use getter option and state type names written out.
// 573: gifkit/hooks's tuning constants and the factories' one-use types went private (docs/migration.md).
// 565: gifkit's embed and external-video one-use option types written out; ExternalPlayerCommand deprecated for EmbedCommand.
// 556: gifkit/headless's one-field type names (layouts, loader props, player messages, unions) written out.
// 552: gifkit/headless's four other tile getter return types written out, as TileSourceProps.
// 545: gifkit's media, pingback and share one-use option types written out.
const CURRENT_LIMIT = 545;

it('the current names are within the budget', () => {
  expect(CURRENT_LIMIT).toBeLessThanOrEqual(SURFACE_BUDGET);
  expect(report.total, JSON.stringify(report.counts)).toBeLessThanOrEqual(SURFACE_BUDGET);
});

it(`the entries together export at most the current limit of current names (the budget: ${SURFACE_BUDGET})`, () => {
  expect(report.total, JSON.stringify(report.counts)).toBeLessThanOrEqual(CURRENT_LIMIT);
});

/** The rows of docs/migration.md's "Deprecated names" table: `{ entry, deprecated }`, its first two cells. */
const deprecatedRows = () => {
  const migration = readFileSync(path.join(root, 'docs/migration.md'), 'utf8');
  const section = migration.split(/^## /m).find((s) => s.startsWith('Deprecated names\n')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, entry = '', deprecated = '']) => ({ entry, deprecated }));
};

it('every deprecated name says what to use instead, in its TSDoc and in docs/migration.md', () => {
  const rows = deprecatedRows();
  const undocumented = report.deprecated.flatMap(({ entry, name, instead }) => {
    const problems = [];
    // `@deprecated Renamed \`useSearchGifs({ term })\`; removed in 0.5.0 at the earliest.`
    if (!/`[^`]+`/.test(instead))
      problems.push(`${entry}:${name}: its @deprecated tag names no replacement in \`code\``);
    // The name in code in the "deprecated" column (`useSearch(term, options)`), in its entry's row.
    const mentions = new RegExp(`\`[^\`]*\\b${name}\\b`);
    if (!rows.some((row) => row.entry === `\`${entry}\`` && mentions.test(row.deprecated)))
      problems.push(`${entry}:${name}: no row in docs/migration.md's "Deprecated names" table`);
    return problems;
  });
  expect(report.deprecated.length, 'the deprecated names are read from the source').toBeGreaterThan(0);
  expect(undocumented).toEqual([]);
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
const UNEXPORTED_LEFT: string[] = [];

it('every type a public signature names is exported by an entry', () => {
  const unexported = report.unexportedTypes.filter((line) => !UNEXPORTED_LEFT.some((t) => line.startsWith(`${t}, `)));
  expect(unexported, 'export the type (or write it out in the signature)').toEqual([]);
});

it('every public name has a TSDoc comment', () => {
  expect(report.undocumented, 'add a /** … */ line saying what it is for').toEqual([]);
});
