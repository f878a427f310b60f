/**
 * The bench's own dependencies (GIPHY's kit, bench/package.json), installed from
 * bench/package-lock.json with `npm ci` (scripts/install-deps.mjs) when bench/node_modules is
 * missing or older than the lockfile. `npm run bench` and the migrated examples' test
 * (examples/migrate) call this first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installDeps } from '../../scripts/install-deps.mjs';

/** The bench folder, where GIPHY's packages are installed (bench/node_modules). */
export const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `npm ci` in bench/ when its install is missing or stale; throws if it fails. */
export function installBenchDeps({ stdio = 'inherit' } = {}) {
  return installDeps(BENCH, { stdio });
}
