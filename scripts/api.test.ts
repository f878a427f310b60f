/**
 * The committed API report (api/*.api.md) is the public surface of the source: a change to an
 * entry's exports must come with its regenerated report, so it is deliberate and reviewed.
 * The report is computed in a child process (scripts/api.mjs, the TypeScript compiler API).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { reportFile } from './api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('names each entry its own report file', () => {
  expect(reportFile('gifkit')).toBe('gifkit.api.md');
  expect(reportFile('gifkit/styled/popover')).toBe('styled-popover.api.md');
});

it('the committed API report matches the public entries', { timeout: 180_000 }, async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/api.mjs', '--check'], { cwd: root });
  const stale = stdout.split('\n').filter(Boolean);
  expect(
    stale,
    `api/ differs from the public entries in ${stale.join(', ')}: run npm run api and commit the report`,
  ).toEqual([]);
});
