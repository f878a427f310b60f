/**
 * Every TypeScript example in the docs compiles as shown (scripts/docBlocks.mjs has the rules;
 * `node scripts/docBlocks.mjs` runs the same check by hand). A failure names the Markdown
 * file, line and column, the block and the compiler's message. The compiler runs in a child
 * process, so this worker stays responsive while it works.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BlockProblem, docFiles, extractBlocks, formatProblems } from '../../scripts/docBlocks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// One TypeScript program over the blocks and the source they import: about 45 s of CPU on a
// 2-core machine (2026-11-29, 117 blocks), and a run shares its cores with the other test steps.
// A clean-clone run at load 14 spent 300 s here; this is the ceiling for such a machine, not a wait.
const TIMEOUT = 900_000;

/** Runs the checker on the given Markdown files. */
async function check(...files: string[]): Promise<BlockProblem[]> {
  const run = promisify(execFile)(process.execPath, ['scripts/docBlocks.mjs', '--json', ...files], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return JSON.parse((await run).stdout);
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (stdout?.startsWith('[')) return JSON.parse(stdout); // exit 1: there are problems
    throw error;
  }
}

/** A sample with one good block, three problems and a shell block, checked with the docs. */
const SAMPLE = '.tmp/doc-blocks-sample.md';
const SAMPLE_MD = [
  '```ts',
  "import { createGiphyClient } from 'gifkit';",
  "export const giphy = createGiphyClient({ apiKey: 'KEY' });",
  '```',
  '```ts',
  'export const twice = (n: number, unused: string) => n * 2;',
  '```',
  '```tsx',
  'export const grid = <div>{client.search}</div>;',
  '```',
  '```sh',
  'this is not TypeScript',
  '```',
  '```',
  'untagged',
  '```',
].join('\n');

let problems: BlockProblem[] = [];
beforeAll(async () => {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  writeFileSync(path.join(root, SAMPLE), SAMPLE_MD);
  problems = await check(...docFiles(root), SAMPLE);
}, TIMEOUT);

describe('extractBlocks', () => {
  it('finds fenced blocks with their language and first code line', () => {
    const md = ['# Title', '', '```ts', 'const a = 1;', '```', 'text', '~~~sh', 'npm ci', '~~~', '```', 'plain', '```'];
    expect(extractBlocks(md.join('\n'), 'x.md')).toEqual([
      { file: 'x.md', index: 1, lang: 'ts', line: 4, code: 'const a = 1;' },
      { file: 'x.md', index: 2, lang: 'sh', line: 8, code: 'npm ci' },
      { file: 'x.md', index: 3, lang: '', line: 11, code: 'plain' },
    ]);
  });

  it('lists the README, docs/ and the READMEs beside the code', () => {
    const files = docFiles(root);
    expect(files[0]).toBe('README.md');
    expect(files).toContain('docs/headless.md');
    expect(files).toContain('headless/grid/README.md');
    expect(files.some((f) => f.includes('node_modules'))).toBe(false);
  });
});

describe('the checker', () => {
  it('reports each problem at its Markdown line and column, and skips languages that are not TypeScript', () => {
    expect(problems.filter((p) => p.file === SAMPLE).map(({ line, column }) => `${line}:${column}`)).toEqual([
      '6:34',
      '9:27',
      '14:1',
    ]);
    const [unused, missing, untagged] = problems.filter((p) => p.file === SAMPLE);
    expect(unused!.message).toBe("block 2 (ts, line 1): TS6133 'unused' is declared but its value is never read.");
    expect(missing!.message).toContain("TS2304 Cannot find name 'client'");
    expect(untagged!.message).toContain('block 5 has no language');
  });
});

describe('the documentation', () => {
  it.each(docFiles(root))('%s: every ts/tsx/js block compiles under strict, noUnused*', (file) => {
    const mine = problems.filter((p) => p.file === file);
    expect(
      mine.length,
      `Code blocks must compile as pasted (imports shown; other names declared, e.g. \`declare const client: GiphyClient;\`):\n${formatProblems(mine)}`,
    ).toBe(0);
  });

  it('has no problem outside the blocks (compiler options)', () => {
    const files = new Set([...docFiles(root), SAMPLE]);
    expect(formatProblems(problems.filter((p) => !files.has(p.file)))).toBe('');
  });
});
