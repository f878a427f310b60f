// `npm run example:node` works from a clone: it searches, pages and picks renditions offline.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('prints a search, three pages and the renditions of each GIF, offline', async () => {
  const env = { ...process.env, GIPHY_API_KEY: '' }; // never the real API from a test
  const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'example:node'], { cwd: root, env });
  expect(stdout).toMatch(/^search "cats": 3 of \d+ \(3 GIFs\)$/m);
  expect(stdout.match(/^ {4}tile: \w+ \d+×\d+ https:\/\//gm)).toHaveLength(3);
  expect(stdout.match(/^ {4}still: https:\/\/\S+_s\.gif/gm)).toHaveLength(3);
  expect(stdout.match(/^ {4}mp4: https:\/\/\S+\.mp4/gm)).toHaveLength(3);
  expect(stdout).toContain('page 1: +10, 10 GIFs so far\npage 2: +10, 20 GIFs so far\npage 3: +10, 30 GIFs so far');
  expect(stdout.match(/^trending: .+ → \w+$/gm)).toHaveLength(2);
  expect(stderr.replace(/^npm warn .*\n?/gm, '')).toBe('');
}, 120_000);
