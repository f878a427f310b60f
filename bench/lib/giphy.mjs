/**
 * Loads GIPHY's kit for the bench. `@giphy/js-fetch-api` exports `GiphyFetch` and
 * `gifPaginator`, but not its GIF normalizer (`normalizeGifs`, applied inside `GiphyFetch`);
 * the package ships its TypeScript source, so the bench compiles that file as published
 * (`src/normalize/gif.ts`) and calls it directly.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { ROOT } from '../measure.mjs';

const FETCH_API = path.join(ROOT, 'bench/node_modules/@giphy/js-fetch-api');

/** `@giphy/js-fetch-api` as an app imports it. */
export function importGiphyFetchApi() {
  return import('@giphy/js-fetch-api');
}

/** GIPHY's `normalizeGifs(result)` from the published source of @giphy/js-fetch-api. */
export async function importGiphyNormalizer() {
  const source = path.join(FETCH_API, 'src/normalize/gif.ts');
  if (!existsSync(source)) throw new Error(`${source} is missing: @giphy/js-fetch-api no longer ships its source`);
  const outfile = path.join(ROOT, '.tmp/bench/giphy-normalize.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await esbuild.build({
    entryPoints: [source],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}
