/**
 * Comments, docs and contracts state a rule or point at a file in this repository, never at a
 * document a reader of the package cannot open: a section of a specification (`§4`), an issue
 * number, or a planning file outside the repo. The contracts' descriptions flow into
 * sdk/generated/ and ship in the package, so they are read by people who have only the package.
 * The changelog and changesets are history and may name anything.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TEXT = /\.(ts|tsx|mts|mjs|js|md|yaml|yml|json|css|html)$/;
const HISTORY = /^(CHANGELOG\.md|\.changeset\/|bench\/results\/)/;
const OUTSIDE = [
  { pattern: /§\s?\d/, what: 'a section number of a document outside the repo' },
  { pattern: /\b[Ii]ssues? #?\d+/, what: 'an issue number' },
  {
    pattern: /\b(widgets-and-embed|platform-api-layer|giphy-api|giphy-js-prior-art|DESIGN|STYLE)\.md\b/,
    what: 'a planning document outside the repo',
  },
];

it('no tracked text file cites a document outside the repository', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT.test(file) && !HISTORY.test(file) && file !== 'test/docs/citations.test.ts');
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        OUTSIDE.filter(({ pattern }) => pattern.test(line)).map(
          ({ what }) => `${file}:${i + 1}: ${what}: ${line.trim().slice(0, 120)}`,
        ),
      ),
  );
  expect(found).toEqual([]);
});
