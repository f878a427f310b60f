/**
 * `npm publish --dry-run` is clean: npm has nothing to correct in package.json and warns about
 * nothing but the missing login (a dry run needs none), and the tarball it would publish holds
 * exactly what users need: the built entries, every OpenAPI contract, README, CHANGELOG and
 * LICENSE; no sources, tests, lint configs or changeset notes.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** What `npm publish --dry-run --json` printed: the tarball's files, and npm's warnings. */
let files: string[] = [];
let warnings: string[] = [];

beforeAll(() => {
  const run = spawnSync('npm', ['publish', '--dry-run', '--json'], { cwd: root, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
  const tarball = report[pkg.name] ?? report; // npm 11 keys the report by package name
  files = tarball.files.map((f: { path: string }) => f.path);
  warnings = run.stderr
    .split('\n')
    .filter((line) => /^npm warn/i.test(line))
    // A dry run needs no login; npm says so whatever the package.
    .filter((line) => !/requires you to be logged in/.test(line));
}, 120_000);

describe('npm publish --dry-run', () => {
  it('gives no warning: package.json needs no correction', () => {
    expect(warnings).toEqual([]);
  });

  it('says where the package lives, consistently', () => {
    expect(pkg.repository).toEqual({ type: 'git', url: 'git+https://github.com/gifkit/gifkit.git' });
    expect(pkg.homepage).toBe('https://github.com/gifkit/gifkit#readme');
    expect(pkg.bugs).toEqual({ url: 'https://github.com/gifkit/gifkit/issues' });
    expect(pkg.keywords).toEqual(expect.arrayContaining(['giphy', 'gif', 'react', 'openapi']));
  });

  it('publishes the entries, every contract, README, CHANGELOG and LICENSE', () => {
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE']));
    const contracts = readdirSync(path.join(root, 'openapi')).filter(
      (f) => f.endsWith('.yaml') && f !== 'redocly.yaml',
    );
    expect(files).toEqual(expect.arrayContaining(contracts.map((f) => `openapi/${f}`)));
    const targets = JSON.stringify(pkg.exports).match(/\.\/dist\/[\w./-]+/g) ?? [];
    expect(files).toEqual(expect.arrayContaining(targets.map((t) => t.slice(2))));
  });

  it('publishes nothing else: no sources, tests, lint configs or changeset notes', () => {
    const unexpected = files.filter(
      (f) => !/^(dist\/|openapi\/[\w-]+\.yaml$|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE$)/.test(f),
    );
    expect(unexpected).toEqual([]);
    expect(files).not.toContain('openapi/redocly.yaml');
    expect(files.filter((f) => /\.test\.|\.map$/.test(f))).toEqual([]);
  });
});
