// `npm test`: every check the project has, in order, continuing past failures so one run
// shows everything; exits 1 if any failed. Pass step names to run only those, e.g.
// `npm test -- unit` or `npm test -- lint typecheck`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const tmp = '.tmp';
mkdirSync(tmp, { recursive: true });

const vitest = (project) => ({
  cmd: [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${tmp}/vitest-${project}.json`,
  ],
  report: `${tmp}/vitest-${project}.json`,
});

/** The real-Chromium test files (the `browser` project's include pattern). */
function browserTests() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.browser\.test\.tsx?$/.test(entry.name)) found.push(file);
    }
  };
  for (const dir of ['hooks', 'headless', 'styled', 'examples']) walk(dir);
  return found.sort();
}

/** The stylesheet exports (gifkit/styled.css, gifkit/styled/<skin>.css): no types to check. */
const stylesheets = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).exports).filter((k) =>
  k.endsWith('.css'),
);

const STEPS = [
  // package-lock.json must stay installable with npm ci (see scripts/lockfile-platforms.mjs).
  { name: 'lockfile', cmd: ['node', 'scripts/lockfile-platforms.mjs', '--check'] },
  { name: 'lint', cmd: ['biome', 'check', '.'] },
  { name: 'typecheck', cmd: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'openapi', cmd: ['redocly', 'lint', '--config', 'openapi/redocly.yaml', '--max-problems', '1000'] },
  { name: 'unit', ...vitest('unit') },
  // The headless components' URL, StrictMode and server/hydration tests again on React 18, the
  // older supported peer (test/react18 holds its copies; about a minute).
  { name: 'react18', ...vitest('unit-react18') },
  // gifkit/server behind a real HTTP cache (nginx's proxy_cache; found or installed by
  // scripts/ensure-nginx.mjs): shared answers, collapsed misses, stale lists while the upstream fails.
  { name: 'cdn', before: ['node', 'scripts/ensure-nginx.mjs'], ...vitest('cdn') },
  // Real Chromium (Debian's package; found or installed by scripts/ensure-chromium.mjs).
  // One Vitest run per file: a fresh Chromium page each, so what one file sets on the page
  // (viewport, routes, emulated media) cannot change what the next one sees.
  { name: 'browser', before: ['node', 'scripts/ensure-chromium.mjs'], ...vitest('browser'), perFile: browserTests },
  // The React demo (`npm run demo`), every page in Chromium: console, axe, local media, offline.
  { name: 'demo', before: ['node', 'scripts/ensure-chromium.mjs'], ...vitest('demo') },
  // examples/next: `next build`, `next start`, the HTML and the hydrated page in Chromium.
  { name: 'examples', before: ['node', 'scripts/ensure-chromium.mjs'], ...vitest('examples') },
  { name: 'build', cmd: ['tsup', '--silent'] },
  // Size budgets per task and subpath export (size-budgets.json), measured like `npm run bench`.
  { name: 'size', cmd: ['node', 'scripts/size.mjs'] },
  // The packed tarball: publint, and attw for node16 (CJS and ESM) and bundlers. node10 resolution
  // cannot see `exports` subpaths at all (no `typesVersions`); the stylesheets have no types.
  { name: 'publint', cmd: ['publint', '--strict'] },
  { name: 'attw', cmd: ['attw', '--pack', '.', '--profile', 'node16', '--exclude-entrypoints', ...stylesheets] },
  { name: 'package', ...vitest('package') },
];

/** Where run `i` of a per-file step writes its JSON report. */
const reportOf = (step, i) => step.report.replace(/\.json$/, `-${i}.json`);

const only = process.argv.slice(2);
const unknown = only.filter((n) => !STEPS.some((s) => s.name === n));
if (unknown.length) {
  console.error(`unknown step(s): ${unknown.join(', ')}; steps are: ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

let passed = 0;
let failed = 0;
const failures = [];
for (const step of STEPS.filter((s) => !only.length || only.includes(s.name))) {
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  if (step.report) rmSync(step.report, { force: true });
  if (step.before && spawnSync(step.before[0], step.before.slice(1), { stdio: 'inherit' }).status !== 0) {
    failed++;
    failures.push(step.name);
    continue;
  }
  const runs = step.perFile
    ? step.perFile().map((file, i) => ({
        cmd: [...step.cmd.map((arg) => arg.replace(step.report, reportOf(step, i))), file],
        report: reportOf(step, i),
      }))
    : [{ cmd: step.cmd, report: step.report }];
  let ok = true;
  for (const one of runs) {
    if (one.report) rmSync(one.report, { force: true });
    const run = spawnSync('npx', ['--no-install', ...one.cmd], { stdio: 'inherit', env: process.env });
    let passedRun = run.status === 0;
    if (one.report) {
      try {
        const report = JSON.parse(readFileSync(one.report, 'utf8'));
        passed += report.numPassedTests;
        failed += report.numFailedTests;
        if (report.numTotalTests === 0) passedRun = false;
      } catch {
        passedRun = false;
      }
    } else if (passedRun) passed++;
    else failed++;
    ok &&= passedRun;
  }
  if (!ok) failures.push(step.name);
}

console.log(failures.length ? `\nfailed steps: ${failures.join(', ')}` : '\nall steps passed');
console.log(`gifkit: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
