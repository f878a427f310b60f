/**
 * The one way gifkit measures bundle cost, shared by `npm run bench` (side by side with
 * GIPHY's kit) and `scripts/size.mjs` (the budgets `npm test` enforces): esbuild, bundled,
 * minified, production (`process.env.NODE_ENV = "production"`), browser, ESM, `react` and
 * `react-dom` external (subpaths included), legal comments dropped, then gzip (level 9) and
 * brotli (quality 11) of the output. `gifkit` and `gifkit/*` resolve through this repo's
 * package.json `exports` to the built dist/, exactly as they would for a consumer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { bundleSkinCss, SKIN_CSS } from '../scripts/styledCss.mjs';

const SKIN_CSS_NAMESPACE = 'gifkit-skin-css';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Packages every measurement leaves to the app (the issue's rule: React is the app's cost). */
export const EXTERNAL = ['react', 'react-dom'];

/**
 * Source files of gifkit's entry points (tsup.config.ts `entry`), for breakdowns by source
 * module only: budgets and the bench always measure the built dist/.
 */
export const SOURCE_ENTRIES = {
  gifkit: 'sdk/index.ts',
  'gifkit/compat': 'sdk/compat/index.ts',
  'gifkit/compat/react': 'styled/compat/index.ts',
  'gifkit/hooks': 'hooks/index.ts',
  'gifkit/headless': 'headless/index.ts',
  'gifkit/styled': 'styled/index.ts',
  'gifkit/styled/popover': 'styled/popover.ts',
  'gifkit/styled/embed': 'styled/embed.ts',
  'gifkit/styled.css': 'styled/styled.css',
  'gifkit/mock': 'sdk/mock/index.ts',
};

/**
 * Resolves `gifkit` and `gifkit/<subpath>` from the repo root (package self-reference through
 * `exports` → dist/), or to the source entry when `fromSource` is set.
 */
export const gifkitResolver = (fromSource) => ({
  name: 'gifkit-resolver',
  setup(build) {
    build.onResolve({ filter: /^gifkit(\/.*)?$/ }, async (args) => {
      if (args.pluginData?.gifkitResolving) return undefined;
      // The per-skin stylesheets (gifkit/styled/<skin>.css) are composed files: from source,
      // scripts/styledCss.mjs composes them as the build does (no dist/ needed).
      const skinCss = /^gifkit\/styled\/([a-z]+)\.css$/.exec(args.path);
      if (fromSource && skinCss) return { path: skinCss[1], namespace: SKIN_CSS_NAMESPACE };
      if (fromSource) {
        const file = SOURCE_ENTRIES[args.path];
        if (!file) return { errors: [{ text: `no source entry for ${args.path}` }] };
        return { path: path.join(ROOT, file) };
      }
      const result = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: ROOT,
        pluginData: { gifkitResolving: true },
      });
      if (result.errors.length) return { errors: result.errors };
      return { path: result.path, external: result.external, sideEffects: result.sideEffects };
    });
    build.onLoad({ filter: /.*/, namespace: SKIN_CSS_NAMESPACE }, async (args) => {
      if (!SKIN_CSS[args.path]) return { errors: [{ text: `no skin stylesheet gifkit/styled/${args.path}.css` }] };
      return { contents: await bundleSkinCss(ROOT, args.path), loader: 'css' };
    });
  },
});

/** gzip level 9 and brotli quality 11 sizes of a string or buffer, in bytes. */
export function compressedSizes(code) {
  const buffer = Buffer.isBuffer(code) ? code : Buffer.from(code);
  return {
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

/**
 * Who an esbuild input path (relative to the repo root) belongs to, for breakdowns: the npm
 * package, `gifkit dist/<file>`, the gifkit source file, or `entry` for the task's own code.
 */
export function ownerOf(input) {
  const normalized = input.split(path.sep).join('/');
  const nm = normalized.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = normalized.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (normalized.startsWith('dist/')) return `gifkit ${normalized}`;
  if (normalized.startsWith('<stdin>') || normalized.startsWith('bench/')) return 'entry';
  return normalized;
}

/**
 * Bundles `entry` (a file path, or `{ contents, resolveDir }` for an inline entry) the way an
 * app's production build would and returns its sizes in bytes: `minified`, `gzip`, `brotli`
 * (JS and CSS together, each file compressed on its own as a server would send it), `css`
 * (the CSS part, minified), `inputs` (minified bytes each input file contributes, from
 * esbuild's metafile), `imports` (what the JS still imports: only the externals) and `code`.
 * `external` replaces the default externals (react, react-dom); `fromSource` resolves gifkit to
 * its TypeScript source instead of dist/ (for per-module breakdowns only); `plugins` run before
 * gifkit's resolver (e.g. to resolve GIPHY's packages from bench/node_modules).
 */
export async function measureBundle(
  entry,
  { external = EXTERNAL, define = {}, fromSource = false, plugins = [] } = {},
) {
  const input =
    typeof entry === 'string'
      ? { entryPoints: { bundle: path.resolve(entry) } }
      : {
          stdin: { contents: entry.contents, resolveDir: entry.resolveDir ?? ROOT, loader: entry.loader ?? 'tsx' },
          entryNames: 'bundle',
        };
  const result = await esbuild.build({
    ...input,
    absWorkingDir: ROOT,
    outdir: path.join(ROOT, '.tmp/measure'),
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'none',
    logLevel: 'silent',
    external,
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    // Not the root tsconfig.json: its `paths` would resolve gifkit to the source, not dist/.
    tsconfig: path.join(ROOT, 'bench/tsconfig.measure.json'),
    plugins: [...plugins, gifkitResolver(fromSource)],
  });
  const sizes = { minified: 0, gzip: 0, brotli: 0, css: 0 };
  const inputs = {};
  let imports = [];
  let code = '';
  for (const file of result.outputFiles) {
    const compressed = compressedSizes(file.contents);
    sizes.minified += file.contents.length;
    sizes.gzip += compressed.gzip;
    sizes.brotli += compressed.brotli;
    if (file.path.endsWith('.css')) sizes.css += file.contents.length;
    else code = file.text;
  }
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [file, v] of Object.entries(output.inputs)) {
      if (v.bytesInOutput > 0) inputs[file] = (inputs[file] ?? 0) + v.bytesInOutput;
    }
    imports = imports.concat(output.imports.filter((i) => i.external).map((i) => i.path));
  }
  return { ...sizes, inputs, imports: [...new Set(imports)], code };
}

/**
 * What each part of a bundle costs: exact minified bytes per owner (package name, or gifkit
 * dist file) from esbuild's metafile, and `gzipShare`, the owner's share of the minified
 * bytes applied to the bundle's gzip size. gzip compresses across parts, so no single build
 * can give an exact per-part gzip figure; `gzipShare` is an apportionment and is labelled so
 * wherever it is shown.
 */
export function breakdown(measured) {
  const owners = new Map();
  for (const [file, bytes] of Object.entries(measured.inputs)) {
    const owner = ownerOf(file);
    owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  }
  const total = [...owners.values()].reduce((a, b) => a + b, 0) || 1;
  return [...owners.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([owner, minified]) => ({ owner, minified, gzipShare: Math.round((minified / total) * measured.gzip) }));
}

/** Reads a JSON file relative to the repo root. */
export function readJson(relative) {
  return JSON.parse(readFileSync(path.join(ROOT, relative), 'utf8'));
}

/**
 * Formats bytes as KiB with one decimal (1 KiB = 1,024 bytes: the unit of the issue's figures,
 * e.g. GIPHY's search path at "3.6 KB" is 3,726 bytes).
 */
export const kib = (bytes) => (bytes === undefined || bytes === null ? '—' : `${(bytes / 1024).toFixed(1)} KiB`);
