// The Chromium guarantee, checked without a browser: every test file that reaches Chromium is
// named `*.browser.test.ts(x)`, and every project that runs such a file, or runs tests in the
// browser, ensures Chromium before its tests start (its globalSetup). With the launch helpers'
// own refusal (test/support/chromium.mjs) a test that drives Chromium from a step that never
// installed it fails on every machine, not only on a fresh one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../vitest.config';
import { ensuredChromium, launchChromium, NOT_ENSURED, tryLaunchChromium } from './chromium.mjs';
import { BROWSER_TEST, chromiumImport, importsOf, nodeDrivenBrowserTests } from './chromiumFiles.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** This file imports the launchers only to see them refuse (below). */
const SELF = 'test/support/chromiumFiles.test.ts';
const ENSURE = 'test/support/chromiumSetup.ts';

interface Project {
  test?: { name?: string; globalSetup?: string | string[]; browser?: { enabled?: boolean } };
}
const projects = (config.test?.projects ?? []) as Project[];
const ensures = (p: Project) => [p.test?.globalSetup ?? []].flat().includes(ENSURE);

/** Every test file Vitest finds, with the projects that run it (Vitest's own globbing). */
function testFilesByProject(): Map<string, string[]> {
  const run = spawnSync('npx', ['--no-install', 'vitest', 'list', '--filesOnly', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (run.status !== 0) throw new Error(`vitest list failed:\n${run.stderr}`);
  const byFile = new Map<string, string[]>();
  for (const { file, projectName } of JSON.parse(run.stdout) as { file: string; projectName: string }[]) {
    const rel = path.relative(ROOT, file).split(path.sep).join('/');
    // A browser project's name carries its instance: `browser (chromium)`.
    byFile.set(rel, [...(byFile.get(rel) ?? []), projectName.replace(/ \(.*\)$/, '')]);
  }
  return byFile;
}

describe('every test that needs Chromium runs where Chromium was ensured', () => {
  const byFile = testFilesByProject();
  const named = (name: string) => projects.find((p) => p.test?.name === name);

  it('finds the test files (and the browser tests among them)', () => {
    expect(byFile.size).toBeGreaterThan(100);
    expect([...byFile.keys()].filter((f) => BROWSER_TEST.test(f)).length).toBeGreaterThan(10);
  });

  it('every project that runs tests in the browser ensures Chromium first', () => {
    const browserMode = projects.filter((p) => p.test?.browser?.enabled);
    expect(browserMode.length).toBeGreaterThan(0);
    expect(browserMode.filter((p) => !ensures(p)).map((p) => p.test?.name)).toEqual([]);
  });

  it('a test file that imports Playwright, a launcher or Vitest browser mode is named *.browser.test.ts(x)', () => {
    const unnamed = [...byFile.keys()]
      .filter((file) => !BROWSER_TEST.test(file) && file !== SELF)
      .map((file) => chromiumImport(ROOT, file))
      .filter((found) => found !== undefined)
      .map(([file, imported]) => `${file} imports ${imported}`);
    expect(unnamed).toEqual([]);
  });

  it('every *.browser.test file runs, and only in projects that ensure Chromium', () => {
    const browserTests = [...byFile.entries()].filter(([file]) => BROWSER_TEST.test(file));
    const wrong = browserTests
      .map(([file, names]) => [file, names.filter((name) => !ensures(named(name) ?? {}))] as const)
      .filter(([, names]) => names.length)
      .map(([file, names]) => `${file}: ${names.join(', ')}`);
    expect(wrong).toEqual([]);
    // None left out: every browser test on disk is in some project.
    const onDisk = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.browser.test.*'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).stdout.split('\n');
    expect(onDisk.filter((file) => file && !byFile.has(file))).toEqual([]);
  });
});

describe('the launch helpers refuse where Chromium was not ensured', () => {
  it('launchChromium, tryLaunchChromium and ensuredChromium throw in this (unit) project, saying what to do', async () => {
    await expect(launchChromium()).rejects.toThrow(NOT_ENSURED);
    await expect(tryLaunchChromium()).rejects.toThrow(NOT_ENSURED);
    await expect(ensuredChromium()).rejects.toThrow(NOT_ENSURED);
    expect(NOT_ENSURED).toMatch(/\*\.browser\.test\.ts\(x\)/);
  });
});

describe('how a file reaches Chromium', () => {
  const dir = path.join(ROOT, '.tmp', 'chromium-files');
  const write = (files: Record<string, string>) => {
    rmSync(dir, { recursive: true, force: true });
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
  };
  const rel = (name: string) => path.relative(ROOT, path.join(dir, name)).split(path.sep).join('/');
  const helper = path.relative(dir, path.join(ROOT, 'test/support/chromium.mjs')).split(path.sep).join('/');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('by importing Playwright, a launcher, the executable or browser mode; not through types, comments or other helpers', () => {
    write({
      'a.test.ts': `import { it } from 'vitest';\nimport {\n  watchErrors,\n  launchChromium,\n} from '${helper}';`,
      'b.test.ts':
        "import type { Page } from 'playwright';\n// import { chromium } from 'playwright';\nlet p: import('playwright').Page;",
      'c.test.ts': `import { watchErrors } from '${helper}';\nimport { x } from './g';`,
      'd.test.ts': "const { chromium } = await import('playwright');",
      'e.test.tsx': "import { page } from '@vitest/browser/context';",
      'f.test.ts': `import { CHROMIUM_ARGS, chromiumPath } from '${helper}';`,
      'g.ts': "export * from 'playwright-core';",
    });
    expect(chromiumImport(ROOT, rel('a.test.ts'))).toEqual([
      rel('a.test.ts'),
      'test/support/chromium.mjs launchChromium',
    ]);
    expect(chromiumImport(ROOT, rel('b.test.ts'))).toBeUndefined();
    expect(chromiumImport(ROOT, rel('c.test.ts'))).toBeUndefined();
    expect(chromiumImport(ROOT, rel('d.test.ts'))).toEqual([rel('d.test.ts'), 'playwright']);
    expect(chromiumImport(ROOT, rel('e.test.tsx'))).toEqual([rel('e.test.tsx'), '@vitest/browser/context']);
    expect(chromiumImport(ROOT, rel('f.test.ts'))).toEqual([
      rel('f.test.ts'),
      'test/support/chromium.mjs chromiumPath',
    ]);
    expect(chromiumImport(ROOT, rel('g.ts'))).toEqual([rel('g.ts'), 'playwright-core']);
  });

  it('reads import and export statements, multi-line clauses, dynamic imports', () => {
    expect(importsOf("import a, {\n b,\n type C } from './x';\nexport { d } from \"./y\";\nimport './z.css';")).toEqual(
      [
        { specifier: './x', clause: 'a, {\n b,\n type C }', typeOnly: false },
        { specifier: './y', clause: '{ d }', typeOnly: false },
        { specifier: './z.css', clause: '*', typeOnly: false },
      ],
    );
  });

  it('tells the browser tests that drive Chromium from Node from those that run inside it', () => {
    write({
      'node.browser.test.ts': `import { launchChromium } from '${helper}';`,
      'inside.browser.test.tsx': "import { page } from '@vitest/browser/context';",
      'plain.test.ts': `import { launchChromium } from '${helper}';`,
    });
    expect(nodeDrivenBrowserTests(ROOT, [rel('.')])).toEqual([rel('node.browser.test.ts')]);
  });
});
