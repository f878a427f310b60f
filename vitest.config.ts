/// <reference types="@vitest/browser/providers/playwright" />
import { defineConfig } from 'vitest/config';
import { emulateMedia, routeGiphyMedia, routeStandIns } from './test/browser/commands';
import { AUTOPLAY_ARG, CHROMIUM_ARGS, chromiumPath } from './test/support/chromium.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{sdk,hooks,headless,styled,scripts,test,examples}/**/*.test.{ts,tsx}'],
          exclude: [
            '**/*.browser.test.*',
            '**/*.chromium.test.*',
            'test/package/**',
            'examples/next/**',
            '**/node_modules/**',
          ],
        },
      },
      {
        // Layout, IntersectionObserver, hover timing, media and focus: real Chromium.
        // Pre-bundle React up front: discovering it mid-run re-optimizes and loads two Reacts.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            '@testing-library/react',
            '@tanstack/react-query',
            'downshift',
            'axe-core',
            'radix-ui',
          ],
        },
        test: {
          name: 'browser',
          include: ['{hooks,headless,styled,examples}/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            provider: 'playwright',
            headless: true,
            screenshotFailures: false,
            // Offline media for the skins' screenshots, and media-query emulation (test/browser).
            commands: { routeGiphyMedia, emulateMedia, routeStandIns },
            instances: [
              {
                browser: 'chromium',
                // Debian's Chromium (scripts/ensure-chromium.mjs installs it); browser builds are never downloaded.
                launch: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, AUTOPLAY_ARG] },
              },
            ],
          },
        },
      },
      {
        // The Next.js example, built with `next build` and driven in Chromium (about a minute).
        test: {
          name: 'examples',
          environment: 'node',
          include: ['examples/next/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/.next/**'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      {
        // The demo app (`npm run demo`) driven in Debian's Chromium by playwright-core, page by
        // page, against its own Vite server: one file, run on its own.
        test: {
          name: 'demo',
          environment: 'node',
          include: ['examples/**/*.chromium.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        // Runs after `tsup`: packs the tarball and uses it the way a consumer would.
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/package/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
