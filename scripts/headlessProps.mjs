// The props of each headless component, read from its TypeScript props type (what an app can
// pass, inherited options included). `node scripts/headlessProps.mjs` prints them as JSON;
// test/docs/headlessProps.test.ts checks that the docs name every one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const COMPONENTS = ['Grid', 'Carousel', 'Tile', 'Video', 'SearchBox', 'SearchProvider'];

/** Component name → its prop names. */
export function headlessProps(root) {
  const probe = path.join(root, '.tmp/headless-props-probe.tsx');
  const code = [
    "import type { ComponentProps } from 'react';",
    `import type { ${COMPONENTS.join(', ')} } from '../headless/index';`,
    ...COMPONENTS.map((name) => `export type ${name}Props = ComponentProps<typeof ${name}>;`),
  ].join('\n');
  const options = {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, version, ...rest) =>
    path.resolve(fileName) === probe
      ? ts.createSourceFile(fileName, code, version, true)
      : getSourceFile(fileName, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => path.resolve(fileName) === probe || fileExists(fileName);
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const props = {};
  program.getSourceFile(probe).forEachChild((node) => {
    if (!ts.isTypeAliasDeclaration(node)) return;
    const type = checker.getTypeAtLocation(node);
    props[node.name.text.replace(/Props$/, '')] = checker.getPropertiesOfType(type).map((p) => p.name);
  });
  return props;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  process.stdout.write(JSON.stringify(headlessProps(root)));
}
