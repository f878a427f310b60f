// Finds the Chromium that browser tests drive (Debian's `chromium` package), installing it
// with apt-get when it is missing and we are root. Prints the path; exits 1 with what to do
// where it can neither find nor install it. Browser builds are never downloaded.
// Every Vitest project that runs Chromium calls `ensureChromium` first (its globalSetup,
// test/support/chromiumSetup.ts); run by hand it does the same: `node scripts/ensure-chromium.mjs`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where Debian's package (and the usual alternatives) put the executable. */
export const CANDIDATES = Object.freeze(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);

/**
 * The machine as `ensureChromium` sees it; tests replace any part (no Chromium is uninstalled
 * to test the path that installs it).
 */
export const system = {
  env: process.env,
  candidates: CANDIDATES,
  exists: existsSync,
  isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
  hasApt: () => spawnSync('which', ['apt-get']).status === 0,
  /** Runs a command, output shown; throws when it fails. */
  run: (cmd, args, env) => execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

/** CHROMIUM_PATH when it exists, else the first candidate that exists; undefined when none does. */
export function findChromium(machine = {}) {
  const { env, candidates, exists } = { ...system, ...machine };
  if (env.CHROMIUM_PATH && exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
  return candidates.find((path) => exists(path));
}

/** What to do by hand, when Chromium can be neither found nor installed here. */
export const INSTRUCTIONS = [
  'Browser tests need Chromium and none was found.',
  '  Debian/Ubuntu: sudo apt-get install chromium',
  '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium',
  '  To skip the browser tests: npm test -- lockfile lint typecheck openapi unit react18 build size publint attw package',
].join('\n');

/**
 * The path of a Chromium to drive: found, or installed with apt-get (Debian's `chromium`) when
 * missing and we are root. Throws an Error whose message says what to do otherwise.
 */
export function ensureChromium(machine = {}) {
  const m = { ...system, ...machine };
  const found = findChromium(m);
  if (found) return found;
  const why = [];
  if (m.env.CHROMIUM_PATH) why.push(`CHROMIUM_PATH=${m.env.CHROMIUM_PATH} does not exist.`);
  if (!m.isRoot()) why.push('Not root, so it cannot be installed here.');
  else if (!m.hasApt()) why.push('No apt-get, so it cannot be installed here.');
  else {
    m.log('Chromium not found: installing Debian package `chromium` with apt-get…');
    try {
      m.run('apt-get', ['update', '-qq']);
      m.run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
    } catch (error) {
      why.push(`apt-get failed: ${error.message.split('\n')[0]}`);
    }
    const installed = findChromium(m);
    if (installed) return installed;
    if (!why.length) why.push(`apt-get installed \`chromium\`, yet none of ${m.candidates.join(', ')} exists.`);
  }
  throw new Error([...why, INSTRUCTIONS].join('\n'));
}

/** The command: prints the path and returns 0, or prints what to do and returns 1. */
export function main(machine = {}) {
  const m = { ...system, ...machine };
  try {
    m.log(ensureChromium(m));
    return 0;
  } catch (error) {
    m.error(error.message);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
