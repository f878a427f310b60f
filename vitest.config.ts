import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{sdk,hooks,headless,styled,scripts,test}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.*', 'test/package/**', '**/node_modules/**'],
        },
      },
    ],
  },
});
