/**
 * The documentation's code blocks, type-checked as a newcomer would paste them: every
 * ```ts/tsx/js/jsx block of README.md, docs/ and the READMEs beside the code becomes its own
 * module in one TypeScript program (strict, noUnusedLocals, noUnusedParameters), with
 * `gifkit`, `gifkit/hooks`, … resolved to the source entry points. A block must be
 * self-contained: its imports shown, anything else it uses declared in a line
 * (`declare const client: GiphyClient;`). Blocks in other languages (sh, json, diff, text…)
 * are not TypeScript and are skipped by their tag; a block with no language tag is an error,
 * so TypeScript cannot slip through untagged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SOURCE_ENTRIES } from './sourceEntries.mjs';

/** Languages that are type-checked, and the extension each block is checked as. */
const CHECKED = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
};

const SKIP_DIRS = new Set(['node_modules', 'dist', '.next', '.tmp', '.git', 'generated', 'fixtures']);

function readmesUnder(root, dir) {
  const found = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory() && !SKIP_DIRS.has(entry.name)) found.push(...readmesUnder(root, rel));
    else if (entry.isFile() && entry.name === 'README.md') found.push(rel);
  }
  return found;
}

/** README.md, every docs/*.md and every README.md beside the code, relative to `root`. */
export function docFiles(root) {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const beside = ['sdk', 'hooks', 'headless', 'styled', 'examples'].flatMap((dir) => readmesUnder(root, dir));
  return ['README.md', ...docs.sort(), ...beside.sort()];
}

/** The fenced code blocks of one Markdown text (``` or ~~~ fences, up to 3 spaces of indent). */
export function extractBlocks(markdown, file) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) end++;
    blocks.push({
      file,
      index: blocks.length + 1,
      lang: open[2].toLowerCase(),
      line: start + 1,
      code: lines.slice(start, end).join('\n'),
    });
    i = end;
  }
  return blocks;
}

/** The compiler options of tsconfig.json, stricter where docs must be, with the subpaths mapped. */
function docOptions(root) {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return {
    ...options,
    noEmit: true,
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    allowJs: true,
    checkJs: true,
    // A block without imports is still its own module: blocks never see each other's names.
    moduleDetection: ts.ModuleDetectionKind.Force,
    baseUrl: root,
    paths: Object.fromEntries(Object.entries(SOURCE_ENTRIES).map(([name, file]) => [name, [file]])),
  };
}

/**
 * Type-checks every block in one program and returns the problems, each at its Markdown
 * line and column. Blocks of languages that are not TypeScript are skipped; untagged blocks
 * are problems.
 */
export function checkBlocks(blocks, root) {
  const problems = [];
  const virtual = new Map();
  for (const block of blocks) {
    if (!block.lang) {
      problems.push({
        file: block.file,
        line: block.line - 1,
        column: 1,
        message: `block ${block.index} has no language: tag it (\`\`\`ts, \`\`\`tsx, \`\`\`sh, \`\`\`json, \`\`\`text…)`,
      });
      continue;
    }
    const ext = CHECKED[block.lang];
    if (!ext) continue;
    const name = `${block.file.replace(/[^\w]+/g, '_')}_block${block.index}${ext}`;
    virtual.set(path.join(root, '.tmp/doc-blocks', name), block);
  }
  if (!virtual.size) return problems;

  const options = docOptions(root);
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const block = virtual.get(path.resolve(fileName));
    return block
      ? ts.createSourceFile(fileName, block.code, languageVersion, true)
      : getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => virtual.get(path.resolve(fileName))?.code ?? readFile(fileName);

  const program = ts.createProgram([...virtual.keys()], options, host);
  // Only the blocks are checked (the source is type-checked by tsc): what they use of it is
  // resolved, nothing more, which keeps one run to seconds.
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...[...virtual.keys()].flatMap((file) => {
      const source = program.getSourceFile(file);
      return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
    }),
  ];
  for (const diagnostic of diagnostics) {
    const block = diagnostic.file && virtual.get(path.resolve(diagnostic.file.fileName));
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!block || diagnostic.start === undefined) {
      // A problem outside the blocks (options, a source file) would hide theirs: report it.
      const where = diagnostic.file ? path.relative(root, diagnostic.file.fileName) : 'compiler options';
      problems.push({ file: where, line: 0, column: 0, message: `TS${diagnostic.code} ${text}` });
      continue;
    }
    const pos = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    problems.push({
      file: block.file,
      line: block.line + pos.line,
      column: pos.character + 1,
      message: `block ${block.index} (${block.lang}, line ${pos.line + 1}): TS${diagnostic.code} ${text}`,
    });
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** One line per problem, `file:line:column block …`, ready for an assertion message. */
export function formatProblems(problems) {
  return problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`).join('\n');
}

/** Every block of every documentation file under `root`. */
export function allBlocks(root) {
  return docFiles(root).flatMap((file) => extractBlocks(readFileSync(path.join(root, file), 'utf8'), file));
}

// CLI: `node scripts/docBlocks.mjs [--json] [file.md…]` checks the given files (default: all
// the docs) and prints one line per problem (or JSON); exits 1 when there is any.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const files = args.filter((arg) => arg !== '--json');
  const blocks = (files.length ? files : docFiles(root)).flatMap((file) =>
    extractBlocks(readFileSync(path.resolve(root, file), 'utf8'), file),
  );
  const problems = checkBlocks(blocks, root);
  if (json) process.stdout.write(JSON.stringify(problems));
  else console.log(problems.length ? formatProblems(problems) : `${blocks.length} code blocks: all compile`);
  process.exitCode = problems.length ? 1 : 0;
}
