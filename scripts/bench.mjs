// `npm run bench`: gifkit side by side with GIPHY's kit (@giphy/js-fetch-api, @giphy/react-components)
// in one run on one machine. Installs the bench's own dependencies (bench/package-lock.json,
// `npm ci`, registry only) when missing or stale, rebuilds dist/ when the sources are newer,
// runs every case with the kits alternating, prints the tables and writes
// bench/results/<timestamp>.json and bench/results/latest.json.
//
//   npm run bench                      every case, 7 rounds (about 13 minutes on 2 cores)
//   npm run bench -- --rounds=3        fewer rounds (bundle, hot and requests; the grid runs once)
//   npm run bench -- bundle requests   only some cases (bundle, hot, requests, grid, embed, media, firsttile, server)
//   npm run bench -- firsttile         time to the first moving tile on Slow 4G (7 loads per kit and page; --rounds sets them)
//
// The grid, embed, media and firsttile cases drive Debian's Chromium (/usr/bin/chromium, or
// CHROMIUM_PATH) and are reported as skipped without it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bench = path.join(root, 'bench');
const CASES = ['bundle', 'hot', 'requests', 'grid', 'embed', 'media', 'firsttile', 'server'];

const args = process.argv.slice(2);
const rounds = Number(args.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 7);
const only = args.filter((a) => !a.startsWith('--'));
const unknown = only.filter((c) => !CASES.includes(c));
if (unknown.length || !(rounds >= 1)) {
  console.error(`usage: npm run bench -- [--rounds=N] [${CASES.join(' ')}]`);
  process.exit(2);
}
const wanted = (name) => !only.length || only.includes(name);

function run(cmd, cmdArgs, cwd) {
  console.log(`▶ ${cmd} ${cmdArgs.join(' ')}${cwd === root ? '' : ` (in ${path.relative(root, cwd)})`}`);
  const result = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else if (!entry.name.includes('.test.')) latest = Math.max(latest, mtime(full));
  }
  return latest;
}

// 1. The bench's own dependencies, from its lockfile.
const { installBenchDeps } = await import(pathToFileURL(path.join(bench, 'lib/install.mjs')).href);
try {
  installBenchDeps();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// 2. dist/, rebuilt when any source or build setting is newer.
const sources = Math.max(
  ...['sdk', 'hooks', 'headless', 'styled'].map((d) => newest(path.join(root, d))),
  mtime(path.join(root, 'package.json')),
  mtime(path.join(root, 'tsup.config.ts')),
  mtime(path.join(root, 'scripts/esm-modules.ts')),
);
if (sources > mtime(path.join(root, 'dist/index.js'))) run('npm', ['run', 'build', '--silent'], root);

// 3. The cases (imported after the install: they load GIPHY's packages from bench/node_modules).
const load = (file) => import(pathToFileURL(path.join(bench, file)).href);
const { machineFacts } = await load('lib/machine.mjs');
const { formatReport } = await load('report.mjs');
const log = (line) => console.log(`  … ${line}`);
const result = { machine: machineFacts(), rounds };
if (wanted('bundle')) result.bundle = await (await load('cases/bundle.mjs')).runBundleCase({ log });
if (wanted('hot')) result.hotPaths = await (await load('cases/hotPaths.mjs')).runHotPathsCase({ rounds, log });
if (wanted('requests')) result.requests = await (await load('cases/requests.mjs')).runRequestsCase({ rounds, log });
if (wanted('grid')) result.grid = await (await load('cases/grid.mjs')).runGridCase({ log });
if (wanted('embed')) result.embedPage = await (await load('cases/embedPage.mjs')).runEmbedPageCase({ rounds, log });
if (wanted('media')) result.media = await (await load('cases/media.mjs')).runMediaCase({ log });
if (wanted('firsttile'))
  result.firstTile = await (await load('cases/firstTile.mjs')).runFirstTileCase({ loads: rounds, log });
if (wanted('server'))
  result.server = await (await load('cases/server.mjs')).runServerCase({ rounds: Math.min(rounds, 3), log });

const report = formatReport(result);
console.log(`\n${report}\n`);

// 4. The JSON: one file per run, plus latest.json.
const results = path.join(bench, 'results');
mkdirSync(results, { recursive: true });
const json = `${JSON.stringify({ ...result, report }, null, 2)}\n`;
const stamp = result.machine.date.replace(/[:.]/g, '-');
writeFileSync(path.join(results, `${stamp}.json`), json);
writeFileSync(path.join(results, 'latest.json'), json);
console.log(`written: bench/results/${stamp}.json and bench/results/latest.json`);
