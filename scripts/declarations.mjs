// The package's type declarations, the second half of `npm run build` (tsup builds the JS and
// the CSS first), rolled up per entry as dist/<entry>.d.ts (for `import`) and dist/<entry>.d.cts
// (for `require`), the names package.json `exports` gives:
// 1. TypeScript 7, the native compiler (`typescript7`), emits one .d.ts per source module into
//    .tmp/types, from a program of the entry points alone (SOURCE_ENTRIES): the examples,
//    scripts and tests stay out, so no type of theirs (examples/next's @vercel/og, say) can leak
//    into the library's declarations. In seconds, where a TypeScript 5.9 program per format took
//    minutes of CPU.
// 2. rollup-plugin-dts rolls those .d.ts files up per entry, with shared chunks, as tsup's `dts`
//    did (it only parses declarations: no program, no type-checking).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { REPO_ROOT, SOURCE_ENTRIES } from './sourceEntries.mjs';

const EMITTED = path.join(REPO_ROOT, '.tmp/types');

/** `gifkit/styled/popover` → `styled/popover`, `gifkit` → `index`: the dist/ name of an entry. */
const distName = (importName) => (importName === 'gifkit' ? 'index' : importName.slice('gifkit/'.length));
/** An entry's emitted declaration file: sdk/index.ts → .tmp/types/sdk/index.d.ts. */
const emitted = (source) => path.join(EMITTED, source.replace(/\.tsx?$/, '.d.ts'));

/** The repository's compiler options (tsconfig.json), declarations only, for the entry points and what they import. */
const TSCONFIG = {
  extends: '../tsconfig.json',
  compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: '..', outDir: 'types' },
  include: [],
  files: Object.values(SOURCE_ENTRIES).map((source) => `../${source}`),
};

rmSync(EMITTED, { recursive: true, force: true });
mkdirSync(path.dirname(EMITTED), { recursive: true });
const tsconfig = path.join(path.dirname(EMITTED), 'tsconfig.types.json');
writeFileSync(tsconfig, JSON.stringify(TSCONFIG, null, 2));
execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript7/bin/tsc'), '-p', tsconfig], {
  stdio: 'inherit',
});

const bundle = await rollup({
  input: Object.fromEntries(Object.entries(SOURCE_ENTRIES).map(([name, source]) => [distName(name), emitted(source)])),
  // Packages stay imports (rollup-plugin-dts leaves every node_modules import external).
  plugins: [dts()],
  onwarn(warning, warn) {
    if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
  },
});
for (const extension of ['.d.ts', '.d.cts']) {
  await bundle.write({
    dir: path.join(REPO_ROOT, 'dist'),
    format: 'es',
    entryFileNames: `[name]${extension}`,
    // A shared chunk is named by its first module (types.d.ts → types-<hash>.d.ts).
    chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash]${extension}`,
  });
}
await bundle.close();
