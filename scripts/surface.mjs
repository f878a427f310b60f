// The rules of the public surface, read from the source entries with the TypeScript checker
// (scripts/surface.test.ts asserts them; docs/architecture.md#the-public-surface states them):
// - a budget: the current names all entries export together; a deprecated alias (every
//   declaration of what it names `@deprecated`, kept for one minor version by docs/versioning.md)
//   is counted apart, and names its replacement in its TSDoc and in docs/migration.md;
// - one home: no declaration is exported by two entries, and the SDK layers (gifkit, hooks,
//   headless, mock, server) never give one name to two different things;
// - closed: every type a public signature names (a parameter, a result, a property) is exported
//   by some entry, so an app can write it down;
// - documented: every exported name has a TSDoc comment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { createProgram, deprecatedTag } from './api.mjs';
import { REPO_ROOT, SOURCE_ENTRIES } from './sourceEntries.mjs';

/** The most current (not deprecated) names all entries may export together. */
export const SURFACE_BUDGET = 550;

/**
 * Entries that mirror another package's names by design: a skin is named after the headless
 * part it renders (`Grid` in gifkit/styled renders `Grid` from gifkit/headless) and the compat
 * entries repeat GIPHY's SDK names (`SearchOptions`, `Gif`), so a name they share with the SDK
 * layers is a different thing with the same name, never a second home of one thing.
 */
export const MIRROR_ENTRIES = [
  'gifkit/styled',
  'gifkit/styled/popover',
  'gifkit/styled/embed',
  'gifkit/compat',
  'gifkit/compat/react',
];

/**
 * Declarations exported by two entries on purpose, with the reason: `FetchError` is what
 * `@giphy/js-fetch-api` throws, and `gifkit/compat` is its drop-in (an app's
 * `import { FetchError } from '@giphy/js-fetch-api'` keeps working with the import changed).
 */
export const SHARED_ON_PURPOSE = { FetchError: ['gifkit', 'gifkit/compat'] };

/**
 * Packages whose types an app has when it uses gifkit: the peers it installs to use a part
 * (React, React Query, Radix, msw), TypeScript's libs, and openapi-fetch (a dependency: the
 * typed clients are its `Client`). downshift is a peer too, but only the search box uses it, so
 * its types in gifkit's signatures are gifkit's to export.
 */
const KNOWN_PACKAGES =
  /\/node_modules\/(?:typescript\d*|@types\/react(?:-dom)?|react|@tanstack\/[^/]+|radix-ui|@radix-ui\/[^/]+|msw|csstype|openapi-fetch)\//;

const declarationFile = (symbol) => symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
/** TypeScript's own lib files and the known packages: types an app has without gifkit naming them. */
const isLibraryFile = (file) => KNOWN_PACKAGES.test(file) || /\/typescript\d*\/lib\/lib\./.test(file);
const isLibrary = (symbol) => isLibraryFile(declarationFile(symbol));

/**
 * `{ entry → [{ name, symbol, exported, deprecated }] }`, the symbol resolved through
 * re-exports; `deprecated` is its `@deprecated` tag (scripts/api.mjs's `deprecatedTag`).
 */
function entryExports(program, checker, root) {
  const out = {};
  for (const [entry, file] of Object.entries(SOURCE_ENTRIES)) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(path.join(root, file)));
    out[entry] = checker.getExportsOfModule(moduleSymbol).map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return { name: exported.name, exported, symbol, deprecated: deprecatedTag(symbol) };
    });
  }
  return out;
}

/** A default export is a second name of a named one (`GiphyFetch as default`): not counted twice. */
const named = (exports) => exports.filter((e) => e.name !== 'default');

function sharedDeclarations(exports, root) {
  const homes = new Map();
  for (const [entry, names] of Object.entries(exports))
    for (const { name, symbol } of named(names)) {
      if (!homes.has(symbol)) homes.set(symbol, []);
      homes.get(symbol).push({ entry, name });
    }
  const problems = [];
  for (const [symbol, where] of homes) {
    if (where.length < 2) continue;
    const entries = where.map((w) => w.entry);
    const allowed = SHARED_ON_PURPOSE[symbol.name];
    if (allowed && entries.every((e) => allowed.includes(e)) && entries.length === allowed.length) continue;
    const file = path.relative(root, declarationFile(symbol));
    problems.push(`${symbol.name} (${file}) is exported as ${where.map((w) => `${w.entry}:${w.name}`).join(', ')}`);
  }
  return problems.sort();
}

function sharedNames(exports) {
  const byName = new Map();
  for (const [entry, names] of Object.entries(exports)) {
    if (MIRROR_ENTRIES.includes(entry)) continue;
    for (const { name, symbol } of named(names)) {
      if (!byName.has(name)) byName.set(name, new Map());
      byName.get(name).set(symbol, entry);
    }
  }
  return [...byName]
    .filter(([, things]) => things.size > 1)
    .map(([name, things]) => `${name} names different things in ${[...things.values()].join(', ')}`)
    .sort();
}

/**
 * The named types a public declaration reaches that no entry exports. A type is followed
 * through unions, intersections, type arguments, anonymous object types (their properties and
 * signatures) and call signatures; it stops at a type some entry exports (that one is checked
 * as a name of its own) and at the types of the known packages.
 */
function unexportedTypes(checker, exports, root) {
  const exportedSymbols = new Set();
  for (const names of Object.values(exports))
    for (const { symbol } of names) {
      exportedSymbols.add(symbol);
      // A namespace's members are exported through it (`PublicApi.components`).
      if (symbol.flags & ts.SymbolFlags.Module)
        for (const member of checker.getExportsOfModule(symbol))
          exportedSymbols.add(member.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(member) : member);
    }
  const problems = new Map();
  const note = (symbol, via) => {
    const file = declarationFile(symbol);
    if (isLibraryFile(file)) return;
    const where = file.includes('/node_modules/')
      ? file.slice(file.lastIndexOf('/node_modules/') + 14)
      : path.relative(root, file);
    const key = `${symbol.name} (${where})`;
    if (!problems.has(key)) problems.set(key, new Set());
    problems.get(key).add(via);
  };

  // ctx: { via (the public name being checked), seen, self (its own alias, walked through) }
  const visit = (type, ctx, depth) => {
    if (!type || ctx.seen.has(type) || depth > 8) return;
    ctx.seen.add(type);
    if (type.flags & ts.TypeFlags.TypeParameter) return;
    const alias = type.aliasSymbol;
    if (alias && alias !== ctx.self) {
      if (!exportedSymbols.has(alias) && !isLibrary(alias)) return note(alias, ctx.via);
      // `StateReducer<GridState, GridAction>`: the arguments are named by the signature too.
      for (const arg of type.aliasTypeArguments ?? []) visit(arg, ctx, depth + 1);
      return;
    }
    if (type.isUnionOrIntersection()) {
      for (const t of type.types) visit(t, ctx, depth + 1);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    const isReference = type.objectFlags & ts.ObjectFlags.Reference;
    if (isReference) for (const arg of checker.getTypeArguments(type)) visit(arg, ctx, depth + 1);
    const symbol = (isReference ? type.target : type).symbol;
    if (
      symbol &&
      symbol !== ctx.self &&
      symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)
    ) {
      if (exportedSymbols.has(symbol) || isLibrary(symbol)) return;
      return note(symbol, ctx.via);
    }
    if (symbol && isLibrary(symbol)) return;
    // An anonymous type (or the checked name's own): its signatures and properties are public.
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()])
      visitSignature(signature, ctx, depth + 1);
    for (const property of type.getProperties()) {
      const decl = property.valueDeclaration ?? property.declarations?.[0];
      if (!decl || isLibraryFile(decl.getSourceFile().fileName)) continue;
      if (ts.getCombinedModifierFlags(decl) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
      if (property.name.startsWith('#') || property.name.startsWith('__@')) continue;
      visit(checker.getTypeOfSymbol(property), ctx, depth + 1);
    }
  };
  const visitSignature = (signature, ctx, depth) => {
    for (const parameter of signature.parameters) visit(checker.getTypeOfSymbol(parameter), ctx, depth);
    visit(signature.getReturnType(), ctx, depth);
  };

  for (const [entry, names] of Object.entries(exports))
    for (const { name, symbol } of named(names)) {
      if (symbol.flags & ts.SymbolFlags.Module) continue; // the generated wire namespaces
      // A package's type re-exported as is (downshift's `UseComboboxState`): its insides are the package's.
      if (declarationFile(symbol).includes('/node_modules/')) continue;
      const ctx = { via: `${entry}:${name}`, seen: new Set(), self: symbol };
      if (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) {
        const type = checker.getDeclaredTypeOfSymbol(symbol);
        for (const base of type.getBaseTypes?.() ?? []) visit(base, ctx, 1);
        visit(type, ctx, 0);
      }
      if (symbol.flags & ts.SymbolFlags.Class) {
        visit(checker.getDeclaredTypeOfSymbol(symbol), ctx, 0);
        for (const signature of checker.getTypeOfSymbol(symbol).getConstructSignatures())
          for (const parameter of signature.parameters) visit(checker.getTypeOfSymbol(parameter), ctx, 1);
      } else if (symbol.flags & ts.SymbolFlags.Value && !(symbol.flags & ts.SymbolFlags.Enum)) {
        const type = checker.getTypeOfSymbol(symbol);
        ctx.self = type.symbol; // a function's own type literal
        visit(type, ctx, 0);
      }
    }

  return [...problems].map(([type, vias]) => `${type}, named by ${[...vias].sort().join(', ')}`).sort();
}

/** Exported names without a TSDoc comment (on the export or on the declaration it names). */
function undocumented(checker, exports) {
  const problems = [];
  for (const [entry, names] of Object.entries(exports))
    for (const { name, exported, symbol } of named(names)) {
      const has = (s) => s.getDocumentationComment(checker).length > 0 || s.getJsDocTags(checker).length > 0;
      // `export type * as PublicApi from …`, `export const { handlers } = …`: the comment is on the statement.
      const declarations = [...(exported.declarations ?? []), ...(symbol.declarations ?? [])];
      const onStatement = declarations.some((d) => {
        const statement = ts.findAncestor(d, (n) => ts.isExportDeclaration(n) || ts.isVariableStatement(n));
        return statement && ts.getJSDocCommentsAndTags(statement).length > 0;
      });
      if (!has(exported) && !has(symbol) && !onStatement) problems.push(`${entry}:${name}`);
    }
  return problems.sort();
}

/** The deprecated names, `{ entry, name, instead }` (`instead`: the text of its @deprecated tag). */
function deprecatedNames(exports) {
  return Object.entries(exports)
    .flatMap(([entry, names]) =>
      named(names)
        .filter((n) => n.deprecated)
        .map(({ name, deprecated }) => ({ entry, name, instead: ts.getTextOfJSDocComment(deprecated.comment) ?? '' })),
    )
    .sort((a, b) => (`${a.entry}:${a.name}` < `${b.entry}:${b.name}` ? -1 : 1));
}

/**
 * Every rule's findings, and the names per entry: `current` (counted by the budget) and
 * `deprecated` (the aliases kept for one minor version); `total` is the current names of all
 * entries, `deprecatedTotal` the aliases.
 */
export function surfaceReport(root = REPO_ROOT) {
  const program = createProgram(root);
  const checker = program.getTypeChecker();
  const exports = entryExports(program, checker, root);
  const counts = Object.fromEntries(
    Object.entries(exports).map(([entry, names]) => {
      const deprecated = names.filter((n) => n.deprecated).length;
      return [entry, { current: names.length - deprecated, deprecated }];
    }),
  );
  const sum = (key) => Object.values(counts).reduce((a, c) => a + c[key], 0);
  return {
    counts,
    total: sum('current'),
    deprecatedTotal: sum('deprecated'),
    deprecated: deprecatedNames(exports),
    sharedDeclarations: sharedDeclarations(exports, root),
    sharedNames: sharedNames(exports),
    unexportedTypes: unexportedTypes(checker, exports, root),
    undocumented: undocumented(checker, exports),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(surfaceReport(REPO_ROOT), null, 2)}\n`);
}
