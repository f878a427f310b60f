/**
 * A folder with its own dependencies and lockfile (bench/, examples/openapi-clients/): installed
 * with `npm ci` (registry only) when its node_modules is missing or older than its lockfile.
 * The root's `npm ci` does not install them; what needs them calls this first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Runs `npm ci` in `folder` when its install is missing or stale; throws if it fails. True when it ran. */
export function installDeps(folder, { stdio = 'inherit' } = {}) {
  const lock = path.join(folder, 'package-lock.json');
  if (mtime(lock) <= mtime(path.join(folder, 'node_modules/.package-lock.json'))) return false;
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio });
  if (result.status !== 0) throw new Error(`npm ci in ${folder} failed (exit ${result.status})`);
  return true;
}

// `node scripts/install-deps.mjs <folder>`: the same from another process (a test whose worker
// must not block on a minute of `npm ci`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  installDeps(path.resolve(process.argv[2] ?? '.'));
}
