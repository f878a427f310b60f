// `npm test`: every check the project has, continuing past failures so one run shows everything;
// exits 1 if any failed, and ends with each step's wall and CPU time and the run's own wall time.
// Pass step names to run only those, e.g. `npm test -- unit` or `npm test -- lint typecheck`;
// `npm test -- quick` is the inner loop (lint, typecheck, unit).
// Two lanes run side by side (LANES), each its steps in order; a step's output goes to
// .tmp/steps/<name>.log and is printed whole when the step ends (streamed instead when only one
// lane has steps to run). `npm test -- --serial …` runs every step one after another, in one lane.
// The programs steps need (Chromium, nginx) are found or installed before the lanes start, one
// after another (`needs`): two apt-get runs at once would fail on dpkg's lock. Each Chromium
// project also ensures it itself (vitest.config.ts `chromiumProject`), for a run by hand.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

const tmp = '.tmp';
mkdirSync(tmp, { recursive: true });

/** A Vitest run of `projects`, its JSON report written where the step reads its counts. */
const vitest = (...projects) => ({
  cmd: [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${tmp}/vitest-${projects[0]}.json`,
  ],
  report: `${tmp}/vitest-${projects[0]}.json`,
});

/**
 * A step on every core: Vitest keeps one core for itself by default (one worker on 2 cores, the
 * files one after another), though its main process mostly waits while the workers run.
 */
const onEveryCore = (step) => ({ ...step, cmd: [...step.cmd, `--maxWorkers=${availableParallelism()}`] });

/** What a step needs installed, found or installed by these commands before the lanes start. */
const CHROMIUM = ['node', 'scripts/ensure-chromium.mjs'];
const NGINX = ['node', 'scripts/ensure-nginx.mjs'];

/** The exports that are not modules (the stylesheets, the OpenAPI contracts): no types to check. */
const assets = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).exports).filter((k) =>
  /\.(css|yaml)$/.test(k),
);

const STEPS = [
  // package-lock.json must stay installable with npm ci (see scripts/lockfile-platforms.mjs).
  { name: 'lockfile', cmd: ['node', 'scripts/lockfile-platforms.mjs', '--check'] },
  { name: 'lint', cmd: ['biome', 'check', '.'] },
  // TypeScript 7 (the native compiler, installed as `typescript7`): the same checks as 5.9 in about
  // a sixth of the time. TypeScript 5.9 stays the `typescript` package the tools' JS API needs
  // (openapi-typescript, the API report, the doc blocks). TypeScript 7 also emits the package's declarations (build).
  { name: 'typecheck', lane: 1, cmd: ['node', 'node_modules/typescript7/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'openapi', cmd: ['redocly', 'lint', '--config', 'openapi/redocly.yaml', '--max-problems', '1000'] },
  { name: 'unit', ...onEveryCore(vitest('unit')) },
  // The headless components' URL, StrictMode and server/hydration tests again on React 18, the
  // older supported peer (test/react18 holds its copies; about a minute).
  { name: 'react18', ...vitest('unit-react18') },
  // gifkit/server behind a real HTTP cache (nginx's proxy_cache; found or installed by
  // scripts/ensure-nginx.mjs): shared answers, collapsed misses, stale lists while the upstream fails.
  { name: 'cdn', needs: [NGINX], ...vitest('cdn') },
  // Real Chromium (Debian's package, found or installed by the projects' globalSetup): the
  // `.browser.test` files, inside the browser (Vitest browser mode) and driven from Node.
  // One Vitest run, one Vite server and one Chromium page for every in-browser file; each file
  // starts from the page as a fresh run hands it (test/browser/freshPage.ts).
  { name: 'browser', lane: 1, needs: [CHROMIUM], ...vitest('browser', 'browser-node') },
  // The React demo (`npm run demo`), every page in Chromium: console, axe, local media, offline.
  { name: 'demo', lane: 1, needs: [CHROMIUM], ...vitest('demo') },
  // examples/next: `next build`, `next start`, the HTML and the hydrated page in Chromium.
  { name: 'examples', lane: 1, needs: [CHROMIUM], ...vitest('examples') },
  // tsup (the JS and CSS), then the type declarations (scripts/declarations.mjs).
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  // Size budgets per task and subpath export (size-budgets.json), measured like `npm run bench`.
  { name: 'size', cmd: ['node', 'scripts/size.mjs'] },
  // The packed tarball: publint, and attw for node16 (CJS and ESM) and bundlers. node10 resolution
  // cannot see `exports` subpaths at all (no `typesVersions`); the stylesheets and contracts have no types.
  { name: 'publint', cmd: ['publint', '--strict'] },
  { name: 'attw', cmd: ['attw', '--pack', '.', '--profile', 'node16', '--exclude-entrypoints', ...assets] },
  { name: 'package', needs: [CHROMIUM], ...vitest('package') },
];

/**
 * The lanes, side by side, each running its steps in STEPS order. Lane 1 holds the Chromium
 * steps, which mostly wait (on pages, servers, media, `next build`'s workers), one at a time so
 * no browser test competes with another browser test; typecheck (TypeScript 7, under a minute)
 * goes first there, so `quick` checks types beside the unit tests. Lane 0 holds the rest: the
 * other checks, then the build and the checks of what it built (size, publint, attw, package), in
 * that order. Two lanes for two cores: a third would only make the steps wait on each other.
 */
const LANES = 2;

/**
 * CPU seconds (user + system) used so far by the processes this one waited for, their own
 * children included (Linux: /proc/self/stat's cutime and cstime, in ticks of 1/100 s); NaN
 * elsewhere. On a shared machine a step's CPU time moves far less with the load than its wall time.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs one step in this process (`node scripts/test.mjs --step <name> <result file>`, started by
 * the lanes): its commands one after another, their output on this process's, then writes the
 * step's result (passed, its test counts, the CPU time of its commands) to `resultFile`. A
 * process per step, so each step's CPU time is its own while the lanes run side by side.
 */
function runStep(step, resultFile) {
  const cpuBefore = childCpuSeconds();
  if (step.report) rmSync(step.report, { force: true });
  const run = spawnSync('npx', ['--no-install', ...step.cmd], { stdio: 'inherit', env: process.env });
  // A Vitest step counts its tests from its JSON report (none run is a failure); another counts as one.
  let result = run.status === 0 ? { ok: true, passed: 1, failed: 0 } : { ok: false, passed: 0, failed: 1 };
  if (step.report) {
    try {
      const report = JSON.parse(readFileSync(step.report, 'utf8'));
      const ok = run.status === 0 && report.numTotalTests > 0;
      result = { ok, passed: report.numPassedTests, failed: report.numFailedTests };
    } catch {
      result = { ok: false, passed: 0, failed: 0 };
    }
  }
  writeFileSync(resultFile, JSON.stringify({ ...result, cpu: childCpuSeconds() - cpuBefore }));
}

/** Names that stand for several steps. */
const ALIASES = { quick: ['lint', 'typecheck', 'unit'] };

if (process.argv[2] === '--step') {
  runStep(
    STEPS.find((s) => s.name === process.argv[3]),
    process.argv[4],
  );
  process.exit(0);
}

const serial = process.argv.includes('--serial');
const only = process.argv
  .slice(2)
  .filter((arg) => arg !== '--serial')
  .flatMap((name) => ALIASES[name] ?? [name]);
const unknown = only.filter((n) => !STEPS.some((s) => s.name === n));
if (unknown.length) {
  console.error(
    `unknown step(s): ${unknown.join(', ')}; steps are: ${STEPS.map((s) => s.name).join(', ')}; ` +
      `aliases: ${Object.entries(ALIASES)
        .map(([alias, steps]) => `${alias} (${steps.join(' ')})`)
        .join(', ')}`,
  );
  process.exit(2);
}

const selected = STEPS.filter((s) => !only.length || only.includes(s.name));
const lanes = serial
  ? [selected]
  : Array.from({ length: LANES }, (_, lane) => selected.filter((s) => (s.lane ?? 0) === lane)).filter(
      (lane) => lane.length,
    );
/** One lane: its output streams as it comes. Side by side: each step's output is printed whole when it ends. */
const streamed = lanes.length === 1;
const logs = `${tmp}/steps`;
mkdirSync(logs, { recursive: true });

/** Each step run: its name, result, wall time and the load average (1 min) at its start and end. */
const times = [];

/**
 * What the selected steps need (Chromium, nginx), found or installed one program after another
 * before the lanes start; returns the commands that failed (each has said what to do).
 */
function prepare(steps) {
  const commands = [...new Map(steps.flatMap((s) => s.needs ?? []).map((cmd) => [cmd.join(' '), cmd])).values()];
  return commands
    .filter((cmd) => {
      console.log(`▶ needed: ${cmd.join(' ')}`);
      return spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit' }).status !== 0;
    })
    .map((cmd) => cmd.join(' '));
}

/** Runs one step in its own process (runStep), in a lane; resolves when it has ended. */
async function laneStep(step) {
  const title = `${step.name}: ${step.cmd.join(' ')}`;
  const missing = (step.needs ?? []).map((cmd) => cmd.join(' ')).filter((cmd) => unprepared.includes(cmd));
  if (missing.length) {
    console.log(`\n✗ ${step.name}: not run, \`${missing.join('`, `')}\` failed (above)`);
    times.push({
      name: step.name,
      ok: false,
      passed: 0,
      failed: 1,
      cpu: 0,
      seconds: 0,
      load: [loadavg()[0], loadavg()[0]],
    });
    return;
  }
  const log = `${logs}/${step.name}.log`;
  const resultFile = `${logs}/${step.name}.json`;
  rmSync(resultFile, { force: true });
  console.log(streamed ? `\n▶ ${title}` : `▶ ${title} (started; output in ${log})`);
  const start = performance.now();
  const loadBefore = loadavg()[0];
  const out = streamed ? 'inherit' : openSync(log, 'w');
  const child = spawn(process.execPath, [process.argv[1], '--step', step.name, resultFile], {
    stdio: ['ignore', out, out],
    // Colours as on a terminal when the run's own output is one.
    env: !streamed && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (out !== 'inherit') closeSync(out);
  let result = { ok: false, passed: 0, failed: 0, cpu: Number.NaN };
  try {
    result = JSON.parse(readFileSync(resultFile, 'utf8'));
  } catch {
    console.error(`${step.name}: the step's process ended (code ${code}) without a result`);
  }
  const seconds = (performance.now() - start) / 1000;
  if (!streamed) {
    console.log(
      `\n=== ${step.name}: ${result.ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s (${step.cmd.join(' ')}) ===`,
    );
    process.stdout.write(readFileSync(log, 'utf8'));
    console.log(`=== end of ${step.name} ===`);
  }
  times.push({ name: step.name, ...result, seconds, load: [loadBefore, loadavg()[0]] });
}

const runStart = performance.now();
const unprepared = prepare(selected);
await Promise.all(
  lanes.map(async (lane) => {
    for (const step of lane) await laneStep(step);
  }),
);
const runSeconds = (performance.now() - runStart) / 1000;

// The table in STEPS order, whichever lane ended first.
times.sort((a, b) => STEPS.findIndex((s) => s.name === a.name) - STEPS.findIndex((s) => s.name === b.name));
const sum = (key) => times.reduce((total, t) => total + t[key], 0);
const width = Math.max(...times.map((t) => t.name.length), 'steps'.length);
const seconds = (n) => (Number.isNaN(n) ? '?' : n.toFixed(0)).padStart(5);
console.log(
  `\nstep times (wall clock; CPU time of its processes, user + system; 1-minute load average at start → end; ${availableParallelism()} cores; ${lanes.length} lane(s) side by side):`,
);
for (const t of times) {
  console.log(
    `  ${t.name.padEnd(width)} ${seconds(t.seconds)} s  cpu ${seconds(t.cpu)} s  ${t.ok ? '  ' : '✗ '}` +
      `load ${t.load[0].toFixed(1)} → ${t.load[1].toFixed(1)}`,
  );
}
console.log(
  `  ${'steps'.padEnd(width)} ${seconds(sum('seconds'))} s  cpu ${seconds(sum('cpu'))} s  (one after another)`,
);
console.log(`  ${'run'.padEnd(width)} ${seconds(runSeconds)} s  (wall clock of this run)`);
const failures = times.filter((t) => !t.ok).map((t) => t.name);
console.log(failures.length ? `\nfailed steps: ${failures.join(', ')}` : '\nall steps passed');
console.log(`gifkit: ${sum('passed')} passed, ${sum('failed')} failed`);
process.exit(failures.length ? 1 : 0);
