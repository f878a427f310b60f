import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/** Entry points that render React and must carry 'use client' for React Server Components. */
const CLIENT_ENTRIES = ['hooks', 'headless', 'styled'];

export default defineConfig({
  entry: {
    index: 'sdk/index.ts',
    hooks: 'hooks/index.ts',
    headless: 'headless/index.ts',
    styled: 'styled/index.ts',
    compat: 'sdk/compat/index.ts',
    mock: 'sdk/mock/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react-dom', '@tanstack/react-query', 'msw', 'msw/node', 'msw/browser'],
  async onSuccess() {
    await copyFile('styled/styled.css', 'dist/styled.css');
    for (const name of CLIENT_ENTRIES) {
      for (const ext of ['js', 'cjs']) {
        const file = `dist/${name}.${ext}`;
        const code = await readFile(file, 'utf8');
        if (!code.startsWith("'use client'")) await writeFile(file, `'use client';\n${code}`);
      }
    }
  },
});
