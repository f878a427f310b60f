// Which test files need Chromium, and how. One suffix marks every file that needs it:
// `*.browser.test.ts(x)`. Most run inside the browser (Vitest browser mode); the few that drive
// it from Node through Playwright import test/support/chromium.mjs (or Playwright) themselves,
// and vitest.config.ts runs those in Node projects. Every project that includes a `.browser.test`
// file ensures Chromium before its tests start (test/support/chromiumSetup.ts), and
// test/support/chromiumFiles.test.ts fails when a file reaches Chromium without the suffix.
// Plain JavaScript: vitest.config.ts imports it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The one suffix of a test file that needs Chromium. */
export const BROWSER_TEST = /\.browser\.test\.tsx?$/;

/** Test files (`*.test.ts(x)`) under `dirs` of `root`, as POSIX paths relative to `root`, sorted. */
export function testFiles(root, dirs) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(file);
    }
  };
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

/** Modules that start or drive a browser when imported (type-only imports aside). */
const BROWSER_MODULES = new Set(['playwright', 'playwright-core', '@playwright/test']);
/** Modules that exist only inside Vitest browser mode. */
const IN_BROWSER_MODULES = new Set(['@vitest/browser/context', 'vitest/browser']);
/** test/support/chromium.mjs, and the names of it that launch a browser or hand out its executable. */
const HELPER = 'test/support/chromium.mjs';
const LAUNCHERS = /\b(launchChromium|tryLaunchChromium|ensuredChromium|chromiumPath)\b|\*\s+as\b/;

/** The `import`/`export … from` statements and `import()` calls of a module's source. */
export function importsOf(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = [];
  for (const m of code.matchAll(/\b(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    found.push({ specifier: m[4], clause: m[3], typeOnly: Boolean(m[2]) });
  }
  // `import('x')` as a call, not as a type (`import('x').Page`); `import 'x'` for its side effects.
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)(?!\.[A-Z])|\bimport\s+['"]([^'"]+)['"]/g)) {
    found.push({ specifier: m[1] ?? m[2], clause: '*', typeOnly: false });
  }
  return found;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs'];

/** A relative specifier of `from` (POSIX, relative to `root`) as a file relative to `root`, or undefined. */
function resolveRelative(root, from, specifier) {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const bases = /\.js$/.test(base) ? [base, base.replace(/\.js$/, '')] : [base];
  for (const b of bases) {
    for (const ext of EXTENSIONS) {
      const file = b + ext;
      const full = path.join(root, file);
      if (existsSync(full) && statSync(full).isFile()) return file;
    }
  }
  return undefined;
}

/**
 * What in `file` (relative to `root`) reaches a browser: `[file, import]` for its first import of
 * Playwright, of a launcher of test/support/chromium.mjs, or of a module of Vitest browser mode;
 * undefined when it has none. Only the file's own imports count: a helper module may hold a
 * launcher beside functions that need no browser (the bench cases), and a test that reaches a
 * launcher through one is stopped when it launches (test/support/chromium.mjs refuses outside
 * the projects that ensure Chromium).
 */
export function chromiumImport(root, file) {
  for (const { specifier, clause, typeOnly } of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
    if (typeOnly) continue;
    if (BROWSER_MODULES.has(specifier) || IN_BROWSER_MODULES.has(specifier)) return [file, specifier];
    if (specifier.startsWith('.') && resolveRelative(root, file, specifier) === HELPER) {
      const launcher = LAUNCHERS.exec(clause)?.[0];
      if (launcher) return [file, `${HELPER} ${launcher.replace(/\s+/g, ' ')}`];
    }
  }
  return undefined;
}

/**
 * The `.browser.test` files under `dirs` that drive Chromium from Node: they import Playwright or
 * test/support/chromium.mjs themselves. (The rest run inside the browser.)
 */
export function nodeDrivenBrowserTests(root, dirs) {
  return testFiles(root, dirs).filter((file) => {
    if (!BROWSER_TEST.test(file)) return false;
    return importsOf(readFileSync(path.join(root, file), 'utf8')).some(
      ({ specifier, typeOnly }) =>
        !typeOnly &&
        (BROWSER_MODULES.has(specifier) ||
          (specifier.startsWith('.') && resolveRelative(root, file, specifier) === HELPER)),
    );
  });
}
