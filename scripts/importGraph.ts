/**
 * The repository's import graph as written in the source: every `import`, `export … from` and
 * `import()` of every module under the product folders (tests included), type-only ones included and marked, each
 * resolved to the file it names (relative paths and the package's own names, `gifkit/hooks` →
 * hooks/index.ts) or to the npm package it names. Read with TypeScript's parser, so the graph is
 * the one a reviewer reads, not only what a bundle keeps. Used by the layer test
 * (scripts/layers.test.ts) and the cycle test (scripts/importCycles.test.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT, SOURCE_ENTRIES } from './sourceEntries.mjs';

/** The folders of the shipped modules (examples import them; nothing imports examples). */
export const PRODUCT_FOLDERS = ['sdk', 'hooks', 'headless', 'styled'] as const;

export interface ImportEdge {
  /** The importing file, relative to the repository root (`headless/search/SearchProvider.tsx`). */
  from: string;
  /** The imported file (relative to the root), or the npm package (`@tanstack/react-query`). */
  to: string;
  /** True when `to` is an npm package, not a file of this repository. */
  external: boolean;
  /** The specifier as written (`'../../hooks/giphyContext'`). */
  specifier: string;
  /** 1-based line of the import. */
  line: number;
  /** `import type`, `export type`, or every named binding marked `type`: erased from the JavaScript. */
  typeOnly: boolean;
}

const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'dist', 'out']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Every source file (no declaration files) under `folders`, relative to the root, sorted. */
export function sourceFiles(folders: readonly string[] = PRODUCT_FOLDERS): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(REPO_ROOT, dir))) {
      const file = path.posix.join(dir, name);
      if (statSync(path.join(REPO_ROOT, file)).isDirectory()) {
        if (!SKIPPED_DIRS.has(name)) walk(file);
      } else if (SOURCE_FILE.test(name) && !/\.d\.m?ts$/.test(name)) found.push(file);
    }
  };
  for (const folder of folders) walk(folder);
  return found.sort();
}

/** The npm package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Where `specifier`, written in `from`, leads: a repository file, or an npm package. */
function resolve(from: string, specifier: string): { to: string; external: boolean } {
  const bare = specifier.replace(/\?.*$/, '');
  const entry = SOURCE_ENTRIES[bare];
  if (entry) return { to: entry, external: false };
  if (!bare.startsWith('.')) return { to: packageName(bare), external: true };
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  const exists = (file: string) =>
    existsSync(path.join(REPO_ROOT, file)) && statSync(path.join(REPO_ROOT, file)).isFile();
  if (exists(target)) return { to: target, external: false };
  // `./x.js` written for `./x.ts` (Node's ESM spelling), else the extensionless forms.
  const stem = target.replace(/\.(m?js)$/, '');
  const found = EXTENSIONS.map((ext) => stem + ext).find(exists);
  return { to: found ?? target, external: false };
}

/** True when every binding an import or export clause names is type-only. */
function onlyTypes(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier> | undefined): boolean {
  return !!elements && elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

/** The imports written in one file. */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const edges: ImportEdge[] = [];
  const add = (literal: ts.Expression | undefined, typeOnly: boolean) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const specifier = literal.text;
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    edges.push({ from: file, ...resolve(file, specifier), specifier, line, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && onlyTypes(named?.elements)));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause : undefined;
      add(node.moduleSpecifier, node.isTypeOnly || onlyTypes(named?.elements));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    // `import()` and `import('…').T` can sit anywhere; a file without the text has none.
    if (deep) ts.forEachChild(node, visit);
  };
  const deep = text.includes('import(');
  for (const statement of source.statements) visit(statement);
  return edges;
}

/** Every import of every source file under `folders`. */
export function importGraph(folders: readonly string[] = PRODUCT_FOLDERS): ImportEdge[] {
  return sourceFiles(folders).flatMap(importsOf);
}
