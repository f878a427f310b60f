/**
 * Loads gifkit the way a consumer does: through the repo's package.json `exports` (import
 * condition) into the built dist/, never from source, so the bench measures what ships.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, readJson } from '../measure.mjs';

/** The dist file `gifkit` or `gifkit/<subpath>` resolves to for `import`. */
export function gifkitFile(specifier = 'gifkit') {
  const subpath = specifier === 'gifkit' ? '.' : `.${specifier.slice('gifkit'.length)}`;
  const target = readJson('package.json').exports?.[subpath];
  const file = typeof target === 'string' ? target : target?.import?.default;
  if (!file) throw new Error(`package.json exports has no import target for ${specifier}`);
  return path.join(ROOT, file);
}

/** Imports a built gifkit entry point. */
export function importGifkit(specifier = 'gifkit') {
  return import(pathToFileURL(gifkitFile(specifier)).href);
}

/**
 * One built module that no entry exports (dist/<source path>.js, the unbundled ESM build), for
 * a case that measures an internal hot path the way the client runs it, e.g. `sdk/normalize/gif`.
 */
export function importGifkitModule(sourcePath) {
  return import(pathToFileURL(path.join(ROOT, 'dist', `${sourcePath}.js`)).href);
}

/**
 * The named exports of `specifier` a case needs; throws a "pending" error naming the missing
 * ones, so the case is reported as pending rather than crashing the run.
 */
export async function requireExports(specifier, names) {
  const mod = await importGifkit(specifier);
  const missing = names.filter((name) => !(name in mod));
  if (missing.length) throw new PendingError(`${specifier} does not export ${missing.join(', ')} yet`);
  return mod;
}

/** A case that cannot run yet because the code it measures does not exist. */
export class PendingError extends Error {
  name = 'PendingError';
}
