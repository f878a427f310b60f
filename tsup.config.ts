import { readFile, rm, writeFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { type Entries, outputName, reachableModules, relativeImports } from './scripts/esm-modules';
import { bundleSkinCss, bundleStyledCss, SKIN_CSS } from './scripts/styledCss.mjs';

/**
 * The JS and CSS of the package (`npm run build`), three tsup configs over the same entry points
 * (the type declarations follow: scripts/declarations.mjs):
 * - ESM, unbundled: one dist/ file per shipped source module (dist/<entry>.js for an entry,
 *   dist/<path>.js for the rest), so an app's bundler drops unused modules whole, as from
 *   source. Modules of the React layers start with 'use client' each: React Server Components
 *   bundlers reject `export *` through a client-boundary barrel.
 * - CommonJS, bundled per entry with shared chunks (CommonJS consumers do not tree-shake);
 *   the React entries start with 'use client'.
 * - dist/styled.css: styled/styled.css with its per-skin imports inlined (scripts/styledCss.mjs),
 *   and dist/styled/<skin>.css, one skin with its tokens and the skins it renders (SKIN_CSS).
 */
const ENTRIES: Entries = {
  index: 'sdk/index.ts',
  hooks: 'hooks/index.ts',
  headless: 'headless/index.ts',
  styled: 'styled/index.ts',
  'styled/popover': 'styled/popover.ts',
  'styled/embed': 'styled/embed.ts',
  compat: 'sdk/compat/index.ts',
  'compat/react': 'styled/compat/index.ts',
  mock: 'sdk/mock/index.ts',
  server: 'sdk/server/index.ts',
};

/**
 * Source folders whose every module renders React: each built module starts with 'use client'.
 * hooks/ is not one of them: its query factories, keys and `createGifkitQueryClient` run on
 * servers too (a React Server Component prefetches with them), and its React modules (the
 * provider, the context, the hooks) say 'use client' in their source, which esbuild keeps.
 */
const CLIENT_FOLDERS = ['headless/', 'styled/'];
/** The CommonJS entries that carry 'use client' (bundled per entry, so the whole entry is one client module). */
const CLIENT_ENTRIES = ['hooks', 'headless', 'styled', 'styled/popover', 'styled/embed', 'compat/react'];
const USE_CLIENT = "'use client';";

const common: Options = {
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react-dom', '@tanstack/react-query', 'msw', 'msw/node', 'msw/browser', 'radix-ui'],
  clean: false, // dist/ is emptied once, before the configs run side by side
};

export default defineConfig(async () => {
  await rm('dist', { recursive: true, force: true });
  const modules = await reachableModules(ENTRIES, process.cwd());
  const isClient = (file: string) => CLIENT_FOLDERS.some((folder) => file.startsWith(folder));
  const esm = (files: string[], banner?: string): Options => ({
    ...common,
    entry: Object.fromEntries(files.map((file) => [outputName(file, ENTRIES), file])),
    format: ['esm'],
    bundle: false,
    splitting: false,
    treeshake: false,
    esbuildPlugins: [relativeImports(modules, ENTRIES, process.cwd())],
    ...(banner ? { banner: { js: banner } } : {}),
  });
  return [
    { name: 'esm', ...esm(modules.filter((file) => !isClient(file))) },
    { name: 'esm client', ...esm(modules.filter(isClient), USE_CLIENT) },
    {
      ...common,
      name: 'cjs',
      entry: ENTRIES,
      format: ['cjs'],
      splitting: true,
      treeshake: true,
      async onSuccess() {
        for (const name of CLIENT_ENTRIES) {
          const file = `dist/${name}.cjs`;
          const code = await readFile(file, 'utf8');
          if (!code.startsWith(USE_CLIENT)) await writeFile(file, `${USE_CLIENT}\n${code}`);
        }
        await writeFile('dist/styled.css', await bundleStyledCss(process.cwd()));
        for (const skin of Object.keys(SKIN_CSS)) {
          await writeFile(`dist/styled/${skin}.css`, await bundleSkinCss(process.cwd(), skin));
        }
      },
    },
  ];
});
