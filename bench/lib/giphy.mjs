/**
 * Loads GIPHY's kit for the bench. `@giphy/js-fetch-api` exports `GiphyFetch` and
 * `gifPaginator`, but not its GIF normalizer (`normalizeGifs`, applied inside `GiphyFetch`);
 * `@giphy/react-components` does not export the masonry column assignment its `Grid` runs on
 * every render (`getColumns` in `src/components/grid.tsx`). Both packages ship their TypeScript
 * source, so the bench compiles those files as published, adding only an `export` for the
 * function it calls.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { ROOT } from '../measure.mjs';

const FETCH_API = path.join(ROOT, 'bench/node_modules/@giphy/js-fetch-api');
const REACT_COMPONENTS = path.join(ROOT, 'bench/node_modules/@giphy/react-components');

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

/**
 * GIPHY's `getColumns(columns, columnOffsets, gifs, gifWidth)` from the published source of
 * @giphy/react-components (`src/components/grid.tsx`): the shortest-column assignment its
 * `Grid` recomputes for every GIF on every render. Not exported by the package, so the file is
 * compiled as published with `export { getColumns }` appended (nothing else changed).
 */
export async function importGiphyGridColumns() {
  const source = path.join(REACT_COMPONENTS, 'src/components/grid.tsx');
  if (!existsSync(source)) throw new Error(`${source} is missing: @giphy/react-components no longer ships its source`);
  const text = readFileSync(source, 'utf8');
  if (!/\bfunction getColumns\(/.test(text)) throw new Error(`${source} no longer defines getColumns`);
  const outfile = path.join(ROOT, '.tmp/bench/giphy-grid-columns.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await esbuild.build({
    stdin: { contents: `export { getColumns } from ${JSON.stringify(source)};`, resolveDir: ROOT, loader: 'ts' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
    plugins: [
      {
        name: 'export-getColumns',
        setup(build) {
          build.onLoad({ filter: /[\\/]src[\\/]components[\\/]grid\.tsx$/ }, () => ({
            contents: `${text}\nexport { getColumns };\n`,
            loader: 'tsx',
          }));
        },
      },
    ],
  });
  const { getColumns } = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
  return { getColumns };
}
