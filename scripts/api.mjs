// The API report: every name each public entry exports, with its kind and its type, read from
// the source entry points with the TypeScript compiler API. `npm run api` writes api/*.api.md
// (committed); scripts/api.test.ts fails in `npm test` when they differ from the source, so
// every change to the public surface is deliberate and visible in review.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { REPO_ROOT, SOURCE_ENTRIES } from './sourceEntries.mjs';

/** Where the reports live, relative to the repository root. */
export const API_DIR = 'api';

/** Import name → report file name: `gifkit/styled/popover` → `styled-popover.api.md`. */
export const reportFile = (entry) =>
  `${entry === 'gifkit' ? 'gifkit' : entry.slice('gifkit/'.length).replace(/\//g, '-')}.api.md`;

/**
 * Inferred types (a query factory's options, a mutation's schema) print as hundreds of lines:
 * the compiler's own truncation (about 160 characters per type) keeps the report readable; a
 * name, a kind, a parameter or the start of a type that changes still changes the report.
 */
const FORMAT = ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
/** Inferred result types are cut shorter still: the parameters are the contract a caller writes. */
const RESULT_CHARS = 100;
const oneLine = (text) => text.replace(/\s*\n\s*/g, ' ');
const cut = (text) => (text.length > RESULT_CHARS ? `${text.slice(0, RESULT_CHARS)}…` : text);

/** `function name(…): R`; a deprecated overload gets its tag as a comment before it, not inside its name. */
const functionText = (name, signature) =>
  signature.startsWith('@deprecated ')
    ? `/** @deprecated */ function ${name}${signature.slice('@deprecated '.length)}`
    : `function ${name}${signature}`;

/**
 * `(a: A, b?: B): R` (or `=> R`), with an inferred R cut; `@deprecated (…) => R` for a signature
 * its TSDoc deprecates. The written types are used where they say what a caller passes; a
 * signature instantiated from a generic one (`signature.target`) prints the instantiated types,
 * since its written ones name the type parameters.
 */
function signatureText(checker, signature, decl, arrow = ': ') {
  const deprecated = signature.declaration && ts.getJSDocDeprecatedTag(signature.declaration) ? '@deprecated ' : '';
  const written = (node) => (signature.target ? null : node);
  const typeParams = signature.typeParameters?.length
    ? `<${signature.typeParameters.map((t) => checker.typeToString(t, decl, FORMAT)).join(', ')}>`
    : '';
  const params = signature.parameters.map((p) => {
    const d = p.valueDeclaration;
    const optional = d && ts.isParameter(d) && (d.questionToken || d.initializer) ? '?' : '';
    const rest = d && ts.isParameter(d) && d.dotDotDotToken ? '...' : '';
    // A destructured parameter is named by its place (its bindings and defaults are the implementation's).
    const destructured = d && ts.isParameter(d) && !ts.isIdentifier(d.name);
    const name = destructured
      ? signature.parameters.length === 1
        ? 'props'
        : `arg${signature.parameters.indexOf(p)}`
      : p.name;
    const type = written(d && ts.isParameter(d) && d.type);
    return `${rest}${name}${optional}: ${type ? oneLine(type.getText()) : cut(checker.typeToString(checker.getTypeOfSymbolAtLocation(p, decl), decl, FORMAT))}`;
  });
  const declared = written(signature.declaration?.type);
  const result = declared
    ? oneLine(declared.getText())
    : cut(checker.typeToString(signature.getReturnType(), decl, FORMAT));
  return `${deprecated}${typeParams}(${params.join(', ')})${arrow}${result}`;
}

/** A value's type: its call signatures, else the type, cut. */
function typeText(checker, type, decl) {
  const signatures = type.getCallSignatures();
  if (signatures.length && !type.getProperties().length)
    return signatures.map((s) => signatureText(checker, s, decl, ' => ')).join(' & ');
  return cut(checker.typeToString(type, decl, FORMAT));
}

export function createProgram(root) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const files = Object.values(SOURCE_ENTRIES).map((file) => path.join(root, file));
  return ts.createProgram(files, { ...config.options, noEmit: true });
}

/**
 * The `@deprecated` tag of the thing an exported name names, when every declaration of it
 * carries one (a deprecated overload of a current function leaves the name current): such a
 * name is a deprecated alias, kept for one minor version (docs/versioning.md), counted apart
 * from the current surface.
 */
export function deprecatedTag(symbol) {
  const tags = (symbol.declarations ?? []).map((d) => ts.getJSDocDeprecatedTag(d));
  return tags.length && tags.every(Boolean) ? tags[0] : undefined;
}

/** One declaration printed without comments or bodies. */
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * A declaration printed without `export`/`declare`/`default` (the leading modifiers), so the
 * report reads the same however it is exported.
 */
const printDeclaration = (node) =>
  printer
    .printNode(ts.EmitHint.Unspecified, node, node.getSourceFile())
    .replace(/^(?:(?:export|declare|default)\s+)+/, '');

function kindOf(symbol) {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Variable) return 'const';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Module) return 'namespace';
  return 'other';
}

/** The text of one exported name: `kind name: type` or its printed declaration. */
function describe(checker, name, exported) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const kind = kindOf(symbol);
  const decl = symbol.declarations?.[0];
  const typeOnly = symbol.declarations?.length && !(symbol.flags & ts.SymbolFlags.Value);
  if (kind === 'namespace') {
    const members = checker.getExportsOfModule(symbol).length;
    return `namespace ${name} (${members} names)`;
  }
  if (kind === 'class') {
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    const bases = instance.getBaseTypes?.() ?? [];
    const head = `class ${name}${bases.length ? ` extends ${bases.map((b) => checker.typeToString(b, decl, FORMAT)).join(', ')}` : ''}`;
    const ctor = checker.getTypeOfSymbolAtLocation(symbol, decl);
    const lines = ctor
      .getConstructSignatures()
      .map(
        (s) =>
          `  constructor(${s.parameters.map((p) => `${p.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, decl), decl, FORMAT)}`).join(', ')})`,
      );
    const own = (member) => member.declarations?.some((d) => d.parent === decl);
    for (const member of checker.getPropertiesOfType(instance).filter(own)) {
      const modifiers = ts.getCombinedModifierFlags(member.declarations[0]);
      if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) || member.name.startsWith('#')) continue;
      lines.push(
        `  ${member.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(member, decl), decl, FORMAT)}`,
      );
    }
    return `${head} {\n${lines.join('\n')}\n}`;
  }
  if (kind === 'enum' || kind === 'interface' || kind === 'type') {
    const text = symbol.declarations.map(printDeclaration).join('\n');
    return name === symbol.name ? text : `${text}\n// exported as ${name}`;
  }
  if (typeOnly) return `${kind} ${name}`;
  const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
  const signatures = type.getCallSignatures();
  if (kind === 'function' || (signatures.length && !type.getProperties().length))
    return kind === 'function'
      ? signatures.map((s) => functionText(name, signatureText(checker, s, decl))).join('\n')
      : `const ${name}: ${typeText(checker, type, decl)}`;
  const members = type.getProperties();
  if (
    members.length &&
    !signatures.length &&
    (type.flags & ts.TypeFlags.Object || type.isIntersection()) &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    members.length <= 40 &&
    !type.getStringIndexType()
  ) {
    const isMember = members.every((m) => m.valueDeclaration);
    if (isMember && members.some((m) => checker.getTypeOfSymbolAtLocation(m, decl).getCallSignatures().length)) {
      const lines = members.map(
        (m) => `  ${m.name}: ${typeText(checker, checker.getTypeOfSymbolAtLocation(m, decl), decl)}`,
      );
      return `${kind} ${name}: {\n${lines.join('\n')}\n}`;
    }
  }
  return `${kind} ${name}: ${typeText(checker, type, decl)}`;
}

/** Entry import name → its exports, sorted by name: `{ name, kind, text }`. */
export function apiSurface(root = REPO_ROOT) {
  const program = createProgram(root);
  const checker = program.getTypeChecker();
  const surface = {};
  for (const [entry, file] of Object.entries(SOURCE_ENTRIES)) {
    const source = program.getSourceFile(path.join(root, file));
    const moduleSymbol = checker.getSymbolAtLocation(source);
    surface[entry] = checker
      .getExportsOfModule(moduleSymbol)
      .map((exported) => {
        const text = describe(checker, exported.name, exported);
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const deprecated = !!deprecatedTag(symbol);
        return { name: exported.name, kind: text.split(' ', 1)[0], deprecated, text };
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
  return surface;
}

/**
 * The report of one entry, as committed in api/. Its count line counts the current names (the
 * budget's rule, scripts/surface.mjs) and the deprecated aliases apart: `264 names (+9
 * deprecated): 6 class, …` (the kinds are the current names'); a deprecated name is printed
 * under a `@deprecated` comment.
 */
export function renderReport(entry, names) {
  const counts = {};
  for (const { kind, deprecated } of names) if (!deprecated) counts[kind] = (counts[kind] ?? 0) + 1;
  const summary = Object.entries(counts)
    .sort()
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  const deprecated = names.filter((n) => n.deprecated).length;
  return [
    `# \`${entry}\`: public API`,
    '',
    `Generated by \`npm run api\` (scripts/api.mjs) from \`${SOURCE_ENTRIES[entry]}\`; do not edit. \`npm test\``,
    'fails when this file differs from the source: a change here is a change to the public surface.',
    '',
    `${names.length - deprecated} names${deprecated ? ` (+${deprecated} deprecated)` : ''}: ${summary}.`,
    '',
    '```ts',
    names
      .map((n) => (n.deprecated && !n.text.startsWith('/** @deprecated */') ? `/** @deprecated */\n${n.text}` : n.text))
      .join('\n\n'),
    '```',
    '',
  ].join('\n');
}

/** Report file name → expected content, for every entry. */
function apiReports(root = REPO_ROOT) {
  const surface = apiSurface(root);
  return Object.fromEntries(
    Object.entries(surface).map(([entry, names]) => [reportFile(entry), renderReport(entry, names)]),
  );
}

/** The committed report files that differ from the source (missing ones included). */
export function staleReports(root = REPO_ROOT) {
  const stale = [];
  for (const [file, text] of Object.entries(apiReports(root))) {
    let committed = null;
    try {
      committed = readFileSync(path.join(root, API_DIR, file), 'utf8');
    } catch {}
    if (committed !== text) stale.push(file);
  }
  return stale;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    // scripts/api.test.ts: the stale report files, one per line (none: the reports are current).
    const stale = staleReports(REPO_ROOT);
    if (stale.length) process.stdout.write(`${stale.join('\n')}\n`);
  } else {
    const reports = apiReports(REPO_ROOT);
    mkdirSync(path.join(REPO_ROOT, API_DIR), { recursive: true });
    for (const [file, text] of Object.entries(reports)) writeFileSync(path.join(REPO_ROOT, API_DIR, file), text);
    const counts = Object.entries(reports).map(
      ([file, text]) => `${file} ${/^(\d+ names(?: \(\+\d+ deprecated\))?)/m.exec(text)[1]}`,
    );
    console.log(`api/: ${counts.join(', ')}`);
  }
}
