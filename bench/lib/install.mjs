/**
 * The bench's own dependencies (GIPHY's kit, bench/package.json), installed from
 * bench/package-lock.json with `npm ci` (registry only) when bench/node_modules is missing or
 * older than the lockfile. `npm ci` at the root does not install them: `npm run bench` and the
 * migrated examples' test (examples/migrate) call this first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench folder, where GIPHY's packages are installed (bench/node_modules). */
export const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Runs `npm ci` in bench/ when its install is missing or stale; throws if it fails. */
export function installBenchDeps({ stdio = 'inherit' } = {}) {
  const lock = path.join(BENCH, 'package-lock.json');
  if (mtime(lock) <= mtime(path.join(BENCH, 'node_modules/.package-lock.json'))) return false;
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: BENCH, stdio });
  if (result.status !== 0) throw new Error(`npm ci in bench/ failed (exit ${result.status})`);
  return true;
}
