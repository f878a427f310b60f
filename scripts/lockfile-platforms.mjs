// Keeps package-lock.json installable with `npm ci` everywhere.
//
// Packages like esbuild, rollup and biome ship one optional dependency per platform. npm
// records all of them in the lockfile, but only when it can read their metadata; where the
// registry serves just this machine's platform (as in this project's workplace), the others
// are left out, and `npm ci` then refuses the lockfile as "out of sync". This script adds
// the missing entries, marked optional with the os/cpu/libc their names spell, so npm ci
// skips them on other platforms and installs them where they belong.
//
// Run it after `npm install <package>` changes the lockfile: `npm run lockfile`. It is not an
// install lifecycle script, because the published package does not ship it (npm would warn,
// or fail, on every install of gifkit). `npm test` runs it with `--check`, which exits 1 when
// entries are missing.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OS = ['win32', 'darwin', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['x64', 'arm64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** The platform fields a package name like `@rollup/rollup-linux-arm64-musl` spells. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const fields = {};
  const os = parts.find((p) => OS.includes(p) || p === 'win' || p === 'macos');
  if (os) fields.os = [os === 'win' ? 'win32' : os === 'macos' ? 'darwin' : os];
  const cpu = parts.find((p) => CPU.includes(p) || p === 'x86' || p === 'armv7' || p === 'eabi');
  if (cpu) fields.cpu = [cpu === 'x86' ? 'ia32' : cpu === 'armv7' || cpu === 'eabi' ? 'arm' : cpu];
  if (parts.includes('musl')) fields.libc = ['musl'];
  else if (parts.includes('gnu') && fields.os?.[0] === 'linux') fields.libc = ['glibc'];
  return fields;
}

/** Adds the missing optional platform entries; returns their paths. */
export function fillLockfile(lock) {
  const added = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
      const version = String(range).replace(/^[\^~=]/, '');
      lock.packages[`node_modules/${name}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platformOf(name),
      };
      added.push(name);
    }
  }
  return added;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = fillLockfile(lock);
  if (process.argv.includes('--check')) {
    if (added.length) {
      console.error(`package-lock.json lacks ${added.length} optional platform entries (run: npm run lockfile)`);
      process.exit(1);
    }
  } else if (added.length) {
    const sorted = Object.fromEntries(
      Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
    );
    lock.packages = sorted;
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`package-lock.json: added ${added.length} optional platform entries for npm ci`);
  }
}
