import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{sdk,hooks,headless,styled,scripts,test,examples}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.*', 'test/package/**', '**/node_modules/**'],
        },
      },
      {
        // Runs after `tsup`: packs the tarball and uses it the way a consumer would.
        test: { name: 'package', environment: 'node', include: ['test/package/**/*.test.ts'], testTimeout: 300_000 },
      },
    ],
  },
});
