// The package's import names resolved to the source entry points (the entries tsup builds),
// for the tools that run the repository's own examples and docs without a build: the docs'
// code-block check (tsconfig paths), the Node example (Vite aliases) and the Next.js example.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Import name → source file, relative to the repository root. */
export const SOURCE_ENTRIES = {
  gifkit: 'sdk/index.ts',
  'gifkit/hooks': 'hooks/index.ts',
  'gifkit/headless': 'headless/index.ts',
  'gifkit/styled': 'styled/index.ts',
  'gifkit/styled/popover': 'styled/popover.ts',
  'gifkit/styled/embed': 'styled/embed.ts',
  'gifkit/compat': 'sdk/compat/index.ts',
  'gifkit/compat/react': 'styled/compat/index.ts',
  'gifkit/mock': 'sdk/mock/index.ts',
  'gifkit/server': 'sdk/server/index.ts',
};

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Vite/Vitest `resolve.alias` entries: each import name exactly, to its absolute source file. */
export function sourceAliases() {
  return Object.entries(SOURCE_ENTRIES).map(([name, file]) => ({
    find: new RegExp(`^${name.replace('/', '\\/')}$`),
    replacement: path.join(REPO_ROOT, file),
  }));
}
