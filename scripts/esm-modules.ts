/**
 * The unbundled ESM build (tsup.config.ts): which source modules the package ships, the dist/
 * file each one becomes, and the esbuild plugin that points every relative import of a module
 * at the emitted `.js` file of the module it names. One output file per
 * source module lets an app's bundler drop unused modules whole (package.json `sideEffects`),
 * exactly as it does when it builds gifkit from source.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import ts from 'typescript';

/** Entry name (dist/<name>.js) → source file, relative to the root, as tsup's `entry` takes it. */
export type Entries = Record<string, string>;

const posix = (file: string) => file.split(path.sep).join('/');

/**
 * Every source file reachable from the entries through value imports (type-only imports are
 * erased), relative to `root` and sorted: the modules the package ships. Packages stay out;
 * test files and helpers that no entry imports are never reached, and reaching `test/` throws.
 */
export async function reachableModules(entries: Entries, root: string): Promise<string[]> {
  const result = await build({
    entryPoints: Object.values(entries),
    absWorkingDir: root,
    bundle: true,
    packages: 'external',
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    outdir: 'out',
    logLevel: 'silent',
  });
  const modules = Object.keys(result.metafile.inputs)
    .map(posix)
    .filter((file) => !file.includes('node_modules/'))
    .sort();
  // Test support (test/support/…) never ships: a product module that imports it fails the build.
  const testOnly = modules.filter((file) => file.startsWith('test/'));
  if (testOnly.length) throw new Error(`gifkit build: entries reach test-only modules: ${testOnly.join(', ')}`);
  return modules;
}

/**
 * The output name of a source module (dist/<name>.js): its entry name for an entry file, else
 * its path without the TypeScript extension (`sdk/client/paginator.ts` → `sdk/client/paginator`;
 * `x.json` keeps its extension and becomes `x.json.js`).
 */
export function outputName(file: string, entries: Entries): string {
  const normalized = posix(path.normalize(file));
  const entry = Object.entries(entries).find(([, source]) => posix(path.normalize(source)) === normalized);
  return entry ? entry[0] : normalized.replace(/\.(?:tsx?|mts|cts)$/, '');
}

/** Where `specifier` sits in a TypeScript source: the text between its quotes. */
type Span = { specifier: string; start: number; end: number };

/**
 * The relative module specifiers of a TypeScript source that survive compilation: those of
 * `import`/`export … from` declarations that are not `import type`/`export type` (erased), and of
 * dynamic `import()` calls.
 */
export function relativeSpecifiers(fileName: string, source: string): Span[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const spans: Span[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteral(node) && /^\.\.?(?:\/|$)/.test(node.text)) {
      spans.push({ specifier: node.text, start: node.getStart(sourceFile) + 1, end: node.getEnd() - 1 });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) add(node.moduleSpecifier);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return spans;
}

/**
 * An esbuild plugin for compiling each shipped module on its own, without bundling (bundling
 * would turn its top-level `const`s into `var`s, which an app's minifier can no longer inline):
 * before esbuild compiles a TypeScript module, every relative import of another shipped module
 * is rewritten to that module's emitted file (`./options` → `./options.js`, `../sdk/index` →
 * `../index.js`), so Node and bundlers resolve it without extension or index lookups. A
 * relative import of a module that is not shipped fails the build.
 */
export function relativeImports(modules: readonly string[], entries: Entries, root: string): Plugin {
  const shipped = new Set(modules);
  return {
    name: 'gifkit-relative-imports',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.(?:[cm]?ts|tsx)$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const from = path.posix.dirname(outputName(posix(path.relative(root, args.path)), entries));
        let contents = '';
        let done = 0;
        for (const span of relativeSpecifiers(args.path, source)) {
          const resolved = await pluginBuild.resolve(span.specifier, {
            kind: 'import-statement',
            importer: args.path,
            resolveDir: path.dirname(args.path),
          });
          if (resolved.errors.length) return { errors: resolved.errors };
          const target = posix(path.relative(root, resolved.path));
          if (!shipped.has(target)) {
            return { errors: [{ text: `${span.specifier} resolves to ${target}, which no entry reaches` }] };
          }
          const specifier = `${path.posix.relative(from, outputName(target, entries))}.js`;
          contents += source.slice(done, span.start) + (specifier.startsWith('.') ? specifier : `./${specifier}`);
          done = span.end;
        }
        return { contents: contents + source.slice(done), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
