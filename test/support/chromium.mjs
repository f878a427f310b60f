// Test-only: the one way tests and benches drive Debian's Chromium through playwright-core.
// Owns the executable (found as scripts/ensure-chromium.mjs finds it), the standard launch
// flags, a fresh page that collects console errors and uncaught exceptions, and axe-core's
// serious and critical violations of a page or frame. Plain JavaScript (types in chromium.d.mts)
// so the bench (bench/, plain .mjs under Node) shares it with the Vitest suites.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { findChromium } from '../../scripts/ensure-chromium.mjs';

export { findChromium };

/** Flags for every run: no sandbox (containers), no GPU, and none of Chromium's own traffic. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Lets media play without a user gesture (video autoplay, the demo's players). */
export const AUTOPLAY_ARG = '--autoplay-policy=no-user-gesture-required';

/** The Chromium to drive: CHROMIUM_PATH or Debian's; /usr/bin/chromium when none is found, so the error names it. */
export const chromiumPath = () => findChromium() ?? '/usr/bin/chromium';

/** Why a test may not launch Chromium: its Vitest project never ensured it. */
export const NOT_ENSURED =
  'This test drives Chromium, but its Vitest project did not ensure Chromium first, so on a machine ' +
  'without it the test would fail. Name the file *.browser.test.ts(x): only the projects that run ' +
  'those include it, and each finds or installs Chromium before its tests start ' +
  '(vitest.config.ts `chromiumProject`, test/support/chromiumSetup.ts).';

/**
 * The executable to launch. Under Vitest, the one the project's globalSetup ensured
 * (test/support/chromiumSetup.ts), and an error in a project without it; elsewhere (the bench)
 * `chromiumPath()`.
 */
export async function ensuredChromium() {
  if (!process.env.VITEST) return chromiumPath();
  const { inject } = await import('vitest');
  const ensured = inject('chromium');
  if (!ensured) throw new Error(NOT_ENSURED);
  return ensured;
}

/** Launches Chromium with the standard flags followed by `args`; other options go to Playwright. */
export async function launchChromium({ args = [], ...options } = {}) {
  const executablePath = await ensuredChromium();
  const { chromium } = await import('playwright');
  return chromium.launch({ executablePath, ...options, args: [...CHROMIUM_ARGS, ...args] });
}

/** Console errors (and warnings, with `warnings`) and uncaught exceptions of `page`, collected from now on. */
export function watchErrors(page, { warnings = false } = {}) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A page in a browser context of its own (closing `page.context()` ends both), its errors watched. */
export async function openPage(browser, { warnings = false, ...contextOptions } = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  return { page, errors: watchErrors(page, { warnings }) };
}

const require = createRequire(import.meta.url);
let axeSource;

/**
 * axe-core's serious and critical violations in a page or frame (the whole document, or the
 * elements matching `selector`), one line each: `id: help (failing nodes)`.
 */
export async function axeSerious(target, selector) {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await target.evaluate(() => 'axe' in window))) await target.addScriptTag({ content: axeSource });
  const violations = await target.evaluate(async (include) => {
    const { violations } = await window.axe.run(include ?? document, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, selector);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.join(', ')})`);
}

/**
 * Launches Chromium as `launchChromium` does, or says why it cannot: `{ browser }` or
 * `{ reason }`, for runs that are skipped without a browser (the bench).
 */
export async function tryLaunchChromium(options) {
  if (process.env.VITEST) await ensuredChromium();
  if (!findChromium()) return { reason: "no Chromium found (install Debian's chromium, or set CHROMIUM_PATH)" };
  try {
    return { browser: await launchChromium(options) };
  } catch (error) {
    return { reason: `Chromium at ${chromiumPath()} did not start: ${error.message.split('\n')[0]}` };
  }
}
