/**
 * The packed tarball works for a consumer: installed into an empty project, every subpath
 * export resolves from both ESM and CommonJS in Node, `gifkit/mock` serves the mock API, and
 * the SDK entry pulls in no React.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
let project = '';

const node = (code: string, type: 'module' | 'commonjs' = 'module') =>
  execFileSync(process.execPath, [type === 'module' ? '--input-type=module' : '--input-type=commonjs', '-e', code], {
    cwd: project,
    encoding: 'utf8',
  }).trim();

beforeAll(() => {
  expect(existsSync(path.join(root, 'dist/index.js')), 'run `npm run build` first').toBe(true);
  const out = mkdtempSync(path.join(tmpdir(), 'gifkit-pack-'));
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
  project = path.join(out, 'consumer');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', path.join(out, tarball), `msw@${pkg.devDependencies.msw}`],
    { cwd: project, stdio: 'inherit' },
  );
});

describe('the packed gifkit', () => {
  it('ships every subpath export with type declarations', () => {
    const installed = path.join(project, 'node_modules/gifkit');
    for (const [subpath, target] of Object.entries(pkg.exports as Record<string, unknown>)) {
      const files = JSON.stringify(target).match(/\.\/dist\/[\w.]+/g) ?? [];
      for (const file of files) expect(existsSync(path.join(installed, file)), `${subpath} → ${file}`).toBe(true);
    }
  });

  it('serves the mock API in Node: import { handlers } from "gifkit/mock"', () => {
    const out = node(`
      import { handlers } from 'gifkit/mock';
      import { setupServer } from 'msw/node';
      const server = setupServer(...handlers);
      server.listen({ onUnhandledRequest: 'error' });
      const res = await fetch('https://api.giphy.com/v1/trending/searches?api_key=k');
      const body = await res.json();
      console.log(handlers.length > 50, res.status, Array.isArray(body.data));
      server.close();
    `);
    expect(out).toBe('true 200 true');
  });

  it('loads every entry from CommonJS too', () => {
    const out = node(
      `for (const e of ['gifkit', 'gifkit/hooks', 'gifkit/headless', 'gifkit/styled', 'gifkit/compat', 'gifkit/mock']) require(e); console.log('ok');`,
      'commonjs',
    );
    expect(out).toBe('ok');
  });

  it('the SDK entry imports no React and needs no window (React is not even installed here)', () => {
    expect(existsSync(path.join(project, 'node_modules/react'))).toBe(false);
    const out = node(`const sdk = await import('gifkit'); console.log(typeof window, typeof sdk.createPublicTransport);`);
    expect(out).toBe('undefined function');
  });
});
