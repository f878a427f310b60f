/**
 * The migrated example apps (examples/migrate-*), each built twice: as written, against GIPHY's
 * packages (installed in bench/node_modules, see bench/lib/install.mjs), and as a copy in
 * .tmp/migrate/<app>/ whose only change is its import specifiers (`SPECIFIERS`), against gifkit.
 * Shared by the examples' tests (examples/migrate/*.test.ts) and `npm run bench`.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import ts from 'typescript';
import { BENCH } from '../../bench/lib/install.mjs';
import { ROOT } from '../../bench/measure.mjs';

/** The apps, by folder: examples/migrate-<name>/main.tsx mounts examples/migrate-<name>/App.tsx. */
export const MIGRATE_APPS = ['dialog', 'chat', 'page'];

/** The source files of each app. */
export const APP_FILES = ['App.tsx', 'main.tsx'];

/** What a migrating app changes: each GIPHY package's import specifier → gifkit's. */
export const SPECIFIERS = {
  '@giphy/react-components': 'gifkit/compat/react',
  '@giphy/js-fetch-api': 'gifkit/compat',
  '@giphy/js-types': 'gifkit/compat',
  '@giphy/js-util': 'gifkit/compat',
};

/** The app's folder as written (GIPHY's kit). */
export const giphyDir = (app) => path.join(ROOT, 'examples', `migrate-${app}`);
/** Where the import-rewritten copy of the app is written. */
export const gifkitDir = (app) => path.join(ROOT, '.tmp', 'migrate', app);

/**
 * `source` with every import / export specifier of `SPECIFIERS` replaced, nothing else changed.
 * Throws if a `@giphy/` specifier is left that the map does not know.
 */
export function rewriteImports(source) {
  const rewritten = source.replace(
    /(\bfrom\s*|\bimport\s*)(['"])(@giphy\/[^'"]+)\2/g,
    (whole, lead, quote, specifier) =>
      specifier in SPECIFIERS ? `${lead}${quote}${SPECIFIERS[specifier]}${quote}` : whole,
  );
  const left = /['"](@giphy\/[^'"]+)['"]/.exec(rewritten);
  if (left) throw new Error(`no gifkit specifier for ${left[1]}`);
  return rewritten;
}

/** Writes the import-rewritten copy of `app` to .tmp/migrate/<app>/ and returns that folder. */
export function writeGifkitCopy(app) {
  const from = giphyDir(app);
  const to = gifkitDir(app);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from)) {
    if (/\.tsx?$/.test(file))
      writeFileSync(path.join(to, file), rewriteImports(readFileSync(path.join(from, file), 'utf8')));
    else cpSync(path.join(from, file), path.join(to, file), { recursive: true });
  }
  return to;
}

/** esbuild plugin: GIPHY's packages (`@giphy/*`) resolve from bench/node_modules, as an app that installed them. */
export const giphyResolver = {
  name: 'giphy-from-bench',
  setup(build) {
    build.onResolve({ filter: /^@giphy\// }, async (args) => {
      if (args.pluginData?.giphyFromBench) return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: BENCH,
        pluginData: { giphyFromBench: true },
      });
      return result.errors.length ? { errors: result.errors } : { path: result.path, sideEffects: result.sideEffects };
    });
  },
};

/** Each kit's check of every app, started by the first {@link typecheckApp} of that kit. */
const typechecked = new Map();

/**
 * The diagnostics of `app` (as lines; none: it passed) as written against GIPHY's packages
 * (`giphy`) or as its import-rewritten copy against gifkit (`gifkit`, the copies written first),
 * from one check of every app of that kit ({@link typecheckApps}), made once per process.
 */
export async function typecheckApp(app, kit) {
  if (!typechecked.has(kit)) {
    const entry = (each) => path.join(kit === 'giphy' ? giphyDir(each) : writeGifkitCopy(each), 'main.tsx');
    typechecked.set(kit, typecheckApps(MIGRATE_APPS.map(entry), kit));
  }
  return (await typechecked.get(kit))[MIGRATE_APPS.indexOf(app)];
}

/**
 * Type-checks app entries under the repository's compiler options (strict), all in one program
 * (one pass over the DOM's, React's and the kit's types instead of one per app; each app's files
 * are modules, so one app's declarations cannot reach another's), `kit` naming where their
 * imports resolve: `giphy` (`@giphy/*` from bench/node_modules) or `gifkit` (the source, through
 * tsconfig.json's `paths`). Resolves to each entry's diagnostics as lines (none: it passed):
 * those in its folder, and those in no entry's folder (a shared file's or a global one). The
 * check runs in a worker thread: a whole-program check takes a minute or more on a loaded
 * machine, and the calling thread (a test worker reporting to its runner) must stay responsive
 * meanwhile.
 */
export function typecheckApps(entries, kit) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { typecheck: { entries, kit } } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code === 0 || reject(new Error(`typecheckApps: the worker exited with ${code}`)));
  });
}

if (!isMainThread && workerData?.typecheck) {
  parentPort?.postMessage(diagnostics(workerData.typecheck.entries, workerData.typecheck.kit));
}

/** The synchronous check behind {@link typecheckApps}. */
function diagnostics(entries, kit) {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const paths =
    kit === 'giphy' ? { ...options.paths, '@giphy/*': [path.join(BENCH, 'node_modules/@giphy/*')] } : options.paths;
  const program = ts.createProgram(entries, { ...options, paths, noEmit: true });
  const folders = entries.map((entry) => path.dirname(path.resolve(entry)) + path.sep);
  const found = ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return { text };
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    const file = path.resolve(d.file.fileName);
    return { file, text: `${path.relative(ROOT, file)}:${line + 1}:${character + 1} ${text}` };
  });
  const owner = (file) => folders.findIndex((folder) => file?.startsWith(folder));
  return folders.map((_, i) => found.filter((d) => [i, -1].includes(owner(d.file))).map((d) => d.text));
}

/** The casts in a TSX source (`x as T`, `<T>x`, `x!`), as `line: text`: a migrated app has none. */
export function findCasts(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visit = (node) => {
    const cast =
      (ts.isAsExpression(node) && !(ts.isTypeReferenceNode(node.type) && node.type.getText(file) === 'const')) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node);
    if (cast) found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${node.getText(file)}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
