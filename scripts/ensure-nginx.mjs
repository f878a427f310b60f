// Finds the nginx that the CDN test puts in front of gifkit/server (Debian's `nginx-light`
// package: proxy_cache is in every build), installing it with apt-get when it is missing and we
// are root. Prints the path; exits 1 with what to do where it can neither find nor install it.
// The test starts its own nginx (its own config, port and cache folder); no service is started.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/bin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/bin/nginx',
  '/opt/homebrew/bin/nginx',
];

export function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (root && hasApt) {
    console.log('nginx not found: installing Debian package `nginx-light` with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findNginx();
    if (installed) return installed;
  }
  console.error(
    [
      'The CDN test puts nginx (proxy_cache) in front of gifkit/server and none was found.',
      '  Debian/Ubuntu: sudo apt-get install nginx-light',
      '  macOS: brew install nginx',
      '  Elsewhere: install nginx and set NGINX_PATH=/path/to/nginx',
      '  To skip it: run the other steps, e.g. npm test -- lint typecheck unit build',
    ].join('\n'),
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensureNginx());
