/// <reference types="@vitest/browser/providers/playwright" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import {
  emulateMedia,
  emulateZoom,
  heldCount,
  holdRequests,
  releaseHeld,
  resetPage,
  routeGiphyMedia,
  routeStandIns,
  skinStylesheet,
} from './test/browser/commands';
import { AUTOPLAY_ARG, CHROMIUM_ARGS, chromiumPath } from './test/support/chromium.mjs';
import { nodeDrivenBrowserTests } from './test/support/chromiumFiles.mjs';

/** React 18's copies (test/react18/package.json, a local dev dependency): `react`, `react-dom` and every subpath. */
const REACT18 = fileURLToPath(new URL('./test/react18/node_modules/', import.meta.url));

/** `expect.poll` waits for its condition up to 10 s, as Testing Library's waits do (test/support/waitDeadline.ts). */
const WAIT_DEADLINE = { poll: { timeout: 10_000 } };

/**
 * A Node test's deadline: several of those 10 s waits, plus a jsdom file's first render, which
 * loads React, the mock API and the module graph while another process keeps both cores busy
 * (Vitest's default 5 s is shorter than one wait, so a loaded machine failed tests, not code).
 */
const NODE_TEST_TIMEOUT_MS = 30_000;

/**
 * Every test file that needs Chromium ends `.browser.test.ts(x)` (test/support/chromiumFiles.mjs),
 * whether it runs inside the browser (Vitest browser mode) or drives it from Node (Playwright).
 */
const BROWSER_TESTS = '**/*.browser.test.{ts,tsx}';
/** The library's own folders (examples/ has projects of its own). */
const SOURCE = '{sdk,hooks,headless,styled,scripts,test}';
/** Browser tests of SOURCE that drive Chromium from Node: they import test/support/chromium.mjs. */
/** The tarball's tests (the `package` project, after the build), browser tests among them. */
const PACKAGE_TESTS = 'test/package/**';
const NODE_DRIVEN = nodeDrivenBrowserTests(
  fileURLToPath(new URL('.', import.meta.url)),
  SOURCE.slice(1, -1).split(','),
).filter((file) => !file.startsWith('test/package/'));

const ENSURE_CHROMIUM = 'test/support/chromiumSetup.ts';
/**
 * A project whose tests run Chromium: its globalSetup finds Debian's Chromium or installs it
 * before any test starts (test/support/chromiumSetup.ts), and only such a project may launch it
 * (test/support/chromium.mjs refuses elsewhere; test/support/chromiumFiles.test.ts checks that
 * every `.browser.test` file and every browser-mode project is one of these).
 */
function chromiumProject(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration {
  const globalSetup = [ENSURE_CHROMIUM, ...[project.test?.globalSetup ?? []].flat()];
  return { ...project, test: { ...project.test, globalSetup } };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: ['test/support/waitDeadline.ts'],
          expect: WAIT_DEADLINE,
          testTimeout: NODE_TEST_TIMEOUT_MS,
          include: ['{sdk,hooks,headless,styled,scripts,test,examples}/**/*.test.{ts,tsx}'],
          exclude: [
            BROWSER_TESTS,
            '**/*.nginx.test.*',
            PACKAGE_TESTS,
            'test/react18.test.tsx',
            'examples/next/**',
            'examples/migrate/**',
            'examples/worker/**',
            '**/node_modules/**',
          ],
        },
      },
      {
        // The headless components again on React 18, the older supported peer, where React's own
        // behaviour differs (URL attributes, StrictMode, act, hydration). Every `react` and
        // `react-dom` import, ours and the libraries' (inlined so the alias reaches them), loads
        // test/react18's copies; test/react18.test.tsx fails if React 19 slips in.
        resolve: {
          alias: [
            { find: /^react(\/.*)?$/, replacement: `${REACT18}react$1` },
            { find: /^react-dom(\/.*)?$/, replacement: `${REACT18}react-dom$1` },
            // Its ES build (no `exports` map, so Node would pick the CommonJS one, whose `require`s the alias cannot see).
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'unit-react18',
          environment: 'node',
          setupFiles: ['test/support/waitDeadline.ts'],
          expect: WAIT_DEADLINE,
          testTimeout: NODE_TEST_TIMEOUT_MS,
          include: [
            'test/react18.test.tsx',
            'headless/hostile.test.tsx',
            'headless/StrictMode.test.tsx',
            'headless/tile/Tile.test.tsx',
            'headless/grid/Grid.{test,hydrate.test,server.test}.tsx',
            'headless/video/Video{,.ssr}.test.tsx',
            'headless/carousel/Carousel.test.tsx',
            'headless/search/{useSearchBox,SearchBox.ssr,SearchBox.hydrate}.test.tsx',
          ],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          server: { deps: { inline: ['@testing-library/react', '@tanstack/react-query', 'downshift'] } },
        },
      },
      chromiumProject({
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
          setupFiles: ['test/support/waitDeadline.ts', 'test/browser/freshPage.ts'],
          expect: WAIT_DEADLINE,
          include: [`${SOURCE}/${BROWSER_TESTS}`],
          exclude: [...NODE_DRIVEN, PACKAGE_TESTS, '**/node_modules/**'],
          browser: {
            enabled: true,
            provider: 'playwright',
            headless: true,
            // Every file on one page, one after another: keyboard and focus tests need the page to
            // themselves. test/browser/freshPage.ts hands each file the page as a fresh run would.
            fileParallelism: false,
            screenshotFailures: false,
            // Offline media for the skins' screenshots, and media-query emulation (test/browser).
            commands: {
              routeGiphyMedia,
              emulateMedia,
              emulateZoom,
              routeStandIns,
              holdRequests,
              heldCount,
              releaseHeld,
              skinStylesheet,
              resetPage,
            },
            instances: [
              {
                browser: 'chromium',
                // Debian's Chromium (scripts/ensure-chromium.mjs installs it); browser builds are never downloaded.
                launch: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, AUTOPLAY_ARG] },
              },
            ],
          },
        },
      }),
      chromiumProject({
        // The browser tests of SOURCE that drive Chromium from Node through Playwright (a page with
        // its own server and headers, the launch helpers themselves), next to the browser project.
        test: {
          name: 'browser-node',
          environment: 'node',
          setupFiles: ['test/support/waitDeadline.ts'],
          expect: WAIT_DEADLINE,
          include: NODE_DRIVEN,
          testTimeout: 60_000,
        },
      }),
      chromiumProject({
        // The Next.js example, built with `next build` and driven in Chromium (about a minute), and
        // the apps migrated from GIPHY's kit (examples/migrate-*), built for both kits.
        test: {
          name: 'examples',
          environment: 'node',
          include: ['examples/next/**/*.test.ts', 'examples/migrate/**/*.test.ts', 'examples/worker/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/.next/**'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      }),
      chromiumProject({
        // The demo app (`npm run demo`) driven in Debian's Chromium by playwright-core, page by
        // page, against one Vite dev server for every file (examples/demo/testing/demoSetup.ts).
        test: {
          name: 'demo',
          environment: 'node',
          globalSetup: ['examples/demo/testing/demoSetup.ts'],
          include: [`examples/demo/${BROWSER_TESTS}`],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      }),
      {
        // gifkit/server behind a real HTTP cache: nginx from Debian (scripts/ensure-nginx.mjs).
        test: {
          name: 'cdn',
          environment: 'node',
          include: ['sdk/**/*.nginx.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      chromiumProject({
        // Runs after `tsup`: packs the tarball and uses it the way a consumer would (its apps
        // rendered in Chromium too: consumer.browser.test.ts).
        test: {
          name: 'package',
          environment: 'node',
          include: [`${PACKAGE_TESTS}/*.test.ts`],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      }),
    ],
  },
});
