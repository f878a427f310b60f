/**
 * The packed tarball works for a consumer: installed into an empty project (no React), every
 * subpath export ships with types first, the SDK entries resolve from ESM and CommonJS in
 * Node, `gifkit/mock` serves the mock API, the SDK pulls in no React (at run time or anywhere
 * in its import graph), only CSS has side effects, and the React layers say 'use client'.
 * React apps built on the tarball are in consumer.browser.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { styledCssImports } from '../../scripts/styledCss.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
let project = '';
/** The entry points that must work without React installed. */
const SDK_ENTRIES = ['gifkit', 'gifkit/compat', 'gifkit/mock'];
/** Scripts npm runs by itself around installing, packing and publishing a package. */
const LIFECYCLE_SCRIPTS = [
  'preinstall',
  'install',
  'postinstall',
  'preprepare',
  'prepare',
  'postprepare',
  'prepublish',
  'prepublishOnly',
  'prepack',
  'postpack',
  'publish',
  'postpublish',
  'dependencies',
];

/** Every package (bare specifier) a dist file imports, following its relative imports. */
function packagesImportedBy(dir: string, file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(path.join(dir, file), 'utf8');
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
  return specifiers.flatMap((s) =>
    s.startsWith('.') ? packagesImportedBy(dir, path.join(path.dirname(file), s), seen) : [s],
  );
}

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
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      // Peers of gifkit's dependencies (React, for downshift) stay out, so the SDK is proven to run without React.
      '--omit=peer',
      path.join(out, tarball),
      `msw@${pkg.devDependencies.msw}`,
    ],
    { cwd: project, stdio: 'inherit' },
  );
}, 300_000);

describe('the packed gifkit', () => {
  it('ships every subpath export with type declarations', () => {
    const installed = path.join(project, 'node_modules/gifkit');
    for (const [subpath, target] of Object.entries(pkg.exports as Record<string, unknown>)) {
      const files = JSON.stringify(target).match(/\.\/dist\/[\w./-]+/g) ?? [];
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

  it('loads the SDK entries from CommonJS too (the React entries: consumer.browser.test.ts)', () => {
    const out = node(
      `for (const e of SDK_ENTRIES) require(e); console.log('ok');`.replace('SDK_ENTRIES', JSON.stringify(SDK_ENTRIES)),
      'commonjs',
    );
    expect(out).toBe('ok');
  });

  it('lists types first in every export condition', () => {
    for (const [subpath, target] of Object.entries(pkg.exports as Record<string, unknown>)) {
      if (typeof target === 'string') continue;
      for (const [condition, files] of Object.entries(target as Record<string, Record<string, string>>)) {
        expect(Object.keys(files)[0], `${subpath} → ${condition}`).toBe('types');
      }
    }
  });

  it('runs no lifecycle script that needs a file the package does not ship', () => {
    const installed = path.join(project, 'node_modules/gifkit');
    const scripts: Record<string, string> = JSON.parse(
      readFileSync(path.join(installed, 'package.json'), 'utf8'),
    ).scripts;
    const lifecycle = Object.entries(scripts ?? {}).filter(([name]) => LIFECYCLE_SCRIPTS.includes(name));
    for (const [name, command] of lifecycle) {
      // Every file-like word of the command: a path with a slash, or a name with a script extension.
      const files = command.split(/[\s;&|()'"=]+/).filter((word) => /\/|\.(c|m)?[jt]sx?$/.test(word));
      for (const file of files) {
        expect(existsSync(path.join(installed, file)), `"${name}": "${command}" needs ${file}, not shipped`).toBe(true);
      }
    }
  });

  it('ships a stylesheet per skin beside gifkit/styled.css: every skin in styled/styled.css, with its rules and the tokens in @layer gifkit', async () => {
    // The skins are the ones styled/styled.css imports as `./<skin>/<skin>.css` (base.css and
    // shared/ are parts of every skin, not skins): a new skin added there must be exported too.
    const skinFiles = (await styledCssImports(root)).filter((file) => /^styled\/(\w+)\/\1\.css$/.test(file));
    expect(skinFiles.length).toBeGreaterThanOrEqual(7);
    const exported = Object.keys(pkg.exports as Record<string, unknown>).filter((k) =>
      /^\.\/styled\/\w+\.css$/.test(k),
    );
    expect(exported.sort()).toEqual(skinFiles.map((file) => `./styled/${path.basename(file)}`).sort());
    const combined = readFileSync(path.join(project, 'node_modules/gifkit/dist/styled.css'), 'utf8');
    for (const file of skinFiles) {
      const subpath = `gifkit/styled/${path.basename(file)}`;
      const css = readFileSync(fileURLToPath(node(`console.log(import.meta.resolve('${subpath}'))`)), 'utf8');
      expect(css, subpath).toMatch(/@layer gifkit \{/);
      expect(css, subpath).toContain('--gk-color-bg:');
      // The first data attribute the skin's source styles is in the file (not another skin's).
      const firstSelector = /\[(data-gk-[\w-]+)/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1];
      expect(firstSelector, file).toBeTruthy();
      expect(css, subpath).toContain(firstSelector);
      expect(css.length, subpath).toBeLessThan(combined.length);
    }
  });

  it('ships the MIT license and the changelog of this version', () => {
    const installed = path.join(project, 'node_modules/gifkit');
    const license = readFileSync(path.join(installed, 'LICENSE'), 'utf8');
    expect(pkg.license).toBe('MIT');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} gifkit contributors\n/);
    expect(license).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
    expect(readFileSync(path.join(installed, 'CHANGELOG.md'), 'utf8')).toContain(`\n## ${pkg.version}\n`);
  });

  it('exports every OpenAPI contract: gifkit/openapi/<name>.yaml resolves from ESM and CommonJS (and the lint config is not shipped)', () => {
    const contracts = readdirSync(path.join(root, 'openapi')).filter(
      (f) => f.endsWith('.yaml') && f !== 'redocly.yaml',
    );
    expect(contracts).toEqual(
      expect.arrayContaining(['public.yaml', 'v4.yaml', 'ajax.yaml', 'stories.yaml', 'scheduler.yaml']),
    );
    const specifiers = JSON.stringify(contracts.map((f) => `gifkit/openapi/${f}`));
    const esm = node(`for (const s of ${specifiers}) console.log(import.meta.resolve(s));`).split('\n');
    const cjs = node(`for (const s of ${specifiers}) console.log(require.resolve(s));`, 'commonjs').split('\n');
    for (const [i, file] of contracts.entries()) {
      expect(fileURLToPath(esm[i]!)).toBe(cjs[i]);
      expect(readFileSync(cjs[i]!, 'utf8'), file).toMatch(/^openapi: 3\.1\.\d+\n/);
    }
    expect(existsSync(path.join(project, 'node_modules/gifkit/openapi/redocly.yaml'))).toBe(false);
  });

  it('declares side effects for CSS only', () => {
    const installed = JSON.parse(readFileSync(path.join(project, 'node_modules/gifkit/package.json'), 'utf8'));
    expect(installed.sideEffects.length).toBeGreaterThan(0);
    for (const pattern of installed.sideEffects) expect(pattern).toMatch(/\.css$/);
  });

  it("starts every ESM module of the React layers and every client CommonJS entry with 'use client', and no SDK file", () => {
    const dist = path.join(project, 'node_modules/gifkit/dist');
    const modules = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.c?js$/.test(f));
    const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
    // hooks/: a module that uses React (imports react, or a use* hook) is a client module; the
    // rest (query factories, keys, createGifkitQueryClient, the entry) must not be, so a React
    // Server Component can prefetch with them (examples/next).
    const usesReact = (code: string) =>
      /from\s*["']react["']|import\s*\{[^}]*\buse[A-Z][^}]*\}\s*from\s*["']@tanstack\/react-query["']/.test(code);
    const hooks = modules.filter((f) => /^hooks(\.js|\/)/.test(f));
    const reactHooks = hooks.filter((f) => usesReact(read(f)));
    expect(reactHooks).toEqual(expect.arrayContaining(['hooks/GiphyProvider.js', 'hooks/useGifQueries.js']));
    for (const file of hooks.filter((f) => !reactHooks.includes(f))) expect(read(file), file).not.toMatch(/use client/);
    expect(hooks.filter((f) => !reactHooks.includes(f))).toEqual(
      expect.arrayContaining(['hooks.js', 'hooks/gifQueries.js', 'hooks/createGifkitQueryClient.js']),
    );
    const client = [...modules.filter((f) => /^(headless|styled)(\.js|\.cjs|\/)/.test(f)), 'hooks.cjs', ...reactHooks];
    const sdk = modules.filter((f) => /^(index|compat|mock)\.c?js$|^sdk\//.test(f));
    expect(client.filter((f) => f.startsWith('headless/')).length, 'one ESM file per headless module').toBeGreaterThan(
      50,
    );
    expect(sdk.filter((f) => f.startsWith('sdk/')).length, 'one ESM file per SDK module').toBeGreaterThan(50);
    for (const file of client) expect(read(file), file).toMatch(/^['"]use client['"];/);
    for (const file of sdk) expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/use client/);
  });

  it('has no React anywhere in the import graph of the SDK entries', () => {
    const dist = path.join(project, 'node_modules/gifkit/dist');
    // The scanner sees packages: the SDK entry reaches openapi-fetch (the site families' clients).
    expect(packagesImportedBy(dist, 'index.js')).toContain('openapi-fetch');
    for (const entry of ['index.js', 'index.cjs', 'compat.js', 'compat.cjs']) {
      const bare = packagesImportedBy(dist, entry);
      expect(
        bare.filter((p) => /^(react|react-dom|@tanstack\/react-query)(\/|$)/.test(p)),
        entry,
      ).toEqual([]);
    }
  });

  it('the SDK entry imports no React and needs no window (React is not even installed here)', () => {
    expect(existsSync(path.join(project, 'node_modules/react'))).toBe(false);
    const out = node(`const sdk = await import('gifkit'); console.log(typeof window, typeof sdk.createTransport);`);
    expect(out).toBe('undefined function');
  });
});
