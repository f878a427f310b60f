/**
 * Every TypeScript example in the docs compiles as shown (see codeBlocks.ts for the rules).
 * A failure names the Markdown file, line and column, the block and the compiler's message.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { allBlocks, type BlockProblem, checkBlocks, docFiles, extractBlocks, formatProblems } from './codeBlocks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TIMEOUT = 300_000; // one TypeScript program over the docs and the source: ~10 s idle, more on a busy machine

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

describe('checkBlocks', () => {
  it(
    'reports each problem at its Markdown line and column, and skips languages that are not TypeScript',
    () => {
      const md = [
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
      const problems = checkBlocks(extractBlocks(md, 'docs/x.md'), root);
      expect(problems.map(({ file, line, column }) => `${file}:${line}:${column}`)).toEqual([
        'docs/x.md:6:34',
        'docs/x.md:9:27',
        'docs/x.md:14:1',
      ]);
      expect(problems[0]!.message).toBe(
        "block 2 (ts, line 1): TS6133 'unused' is declared but its value is never read.",
      );
      expect(problems[1]!.message).toContain("TS2304 Cannot find name 'client'");
      expect(problems[2]!.message).toContain('block 5 has no language');
    },
    TIMEOUT,
  );
});

describe('the documentation', () => {
  let problems: BlockProblem[] = [];
  beforeAll(() => {
    problems = checkBlocks(allBlocks(root), root);
  }, TIMEOUT);

  it.each(docFiles(root))('%s: every ts/tsx/js block compiles under strict, noUnused*', (file) => {
    const mine = problems.filter((p) => p.file === file);
    expect(
      mine.length,
      `Code blocks must compile as pasted (imports shown; other names declared, e.g. \`declare const client: GiphyClient;\`):\n${formatProblems(mine)}`,
    ).toBe(0);
  });

  it('has no problem outside the blocks (compiler options, source files)', () => {
    const files = new Set(docFiles(root));
    expect(formatProblems(problems.filter((p) => !files.has(p.file)))).toBe('');
  });
});
