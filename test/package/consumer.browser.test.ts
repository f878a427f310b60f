/**
 * Consumer smoke test: the packed tarball installed into two blank apps, a Vite 7 + React 18
 * one and an esbuild + React 19 one (the app in ./consumer, JSX compiled by esbuild's
 * automatic runtime). Each builds for the browser, renders search results fetched with the
 * SDK (answered by gifkit/mock through msw's getResponse) on the server and in Chromium, and
 * imports every entry point in Node with no DOM. The apps install only the peers the README
 * names for these entries (react, react-dom, @tanstack/react-query, downshift, msw; no
 * radix-ui), and every entry that the README does not say needs Radix bundles with them.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from '../support/chromium.mjs';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const GIFS = 6;

type Project = { name: string; react: string; bundler: 'vite' | 'esbuild' };
const PROJECTS: Project[] = [
  { name: 'vite-react18', react: '^18.3.1', bundler: 'vite' },
  { name: 'esbuild-react19', react: '^19.2.0', bundler: 'esbuild' },
];

/** The entries the README says need the optional peer `radix-ui` (every other one must bundle without it). */
const RADIX_ENTRIES = ['./styled/popover', './styled/embed'];

let work = '';
const dirOf = (p: Project) => path.join(work, p.name);
const sh = (cmd: string, args: string[], cwd: string) =>
  run(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 240_000 });

async function install(p: Project, tarball: string) {
  const dir = dirOf(p);
  cpSync(path.join(here, 'consumer'), dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: p.name, private: true, type: 'module' }));
  const bundler = p.bundler === 'vite' ? `vite@${pkg.devDependencies.vite}` : `esbuild@${pkg.devDependencies.esbuild}`;
  const peers = [
    `react@${p.react}`,
    `react-dom@${p.react}`,
    `@tanstack/react-query@${pkg.devDependencies['@tanstack/react-query']}`,
    `downshift@${pkg.devDependencies.downshift}`,
  ];
  const deps = [tarball, ...peers, `msw@${pkg.devDependencies.msw}`, bundler];
  await sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline', ...deps], dir);
}

/** Builds the browser app into dist/ and the server renderer into dist-ssr/. */
async function build(p: Project) {
  const dir = dirOf(p);
  const bin = (name: string) => path.join(dir, 'node_modules/.bin', name);
  if (p.bundler === 'vite') {
    writeFileSync(
      path.join(dir, 'vite.config.mjs'),
      "export default { esbuild: { jsx: 'automatic' }, logLevel: 'warn' };\n",
    );
    await sh(bin('vite'), ['build'], dir);
    await sh(bin('vite'), ['build', '--ssr', 'src/render.jsx', '--outDir', 'dist-ssr'], dir);
    return path.join(dir, 'dist-ssr/render.js');
  }
  const common = ['--bundle', '--format=esm', '--jsx=automatic', '--log-level=warning'];
  await sh(
    bin('esbuild'),
    ['src/main.jsx', ...common, '--minify', '--define:process.env.NODE_ENV="production"', '--outfile=dist/main.js'],
    dir,
  );
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8').replace('/src/main.jsx', '/main.js');
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/index.html'), html);
  await sh(
    bin('esbuild'),
    ['src/render.jsx', ...common, '--platform=node', '--packages=external', '--outfile=dist-ssr/render.mjs'],
    dir,
  );
  return path.join(dir, 'dist-ssr/render.mjs');
}

/** Serves `dir` on 127.0.0.1 and returns the page Chromium renders (headless, no network). */
async function renderInChromium(dir: string) {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const file = path.join(dir, req.url === '/' ? 'index.html' : (req.url ?? '').split('?')[0]!);
    if (!file.startsWith(dir) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Nothing beyond this machine resolves: the app must render from the mock alone.
  const browser = await launchChromium({ args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
  try {
    const { port } = server.address() as AddressInfo;
    const { page } = await openPage(browser);
    await page.goto(`http://127.0.0.1:${port}/`);
    // The event that matters: every tile's image has its file (a tile sets `src` once it is laid
    // out, after the list renders), however long that takes on a busy machine.
    await page.waitForFunction((n) => document.querySelectorAll('img[src]').length >= n, GIFS, { timeout: 60_000 });
    return await page.content();
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * What a rendered grid shows: how many GIFs, the React version, each tile's media kind
 * (`data-media`: a video tile renders its `<video>` without a source until it is in view,
 * docs/media-rules.md) and the image URLs.
 */
function listOf(html: string) {
  const list = html.match(/<div data-gifs="(\d+)" data-react="([\d.]+)"/);
  const tiles = [...html.matchAll(/<[a-z]+\b[^>]*\sdata-gk-tile=""[^>]*>/g)].map(
    (m) => m[0].match(/\sdata-media="([a-z]+)"/)?.[1],
  );
  const images = [...html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!); // React 19 sets src last
  return { count: Number(list?.[1]), react: list?.[2], tiles, images };
}

beforeAll(async () => {
  expect(existsSync(path.join(root, 'dist/index.js')), 'run `npm run build` first').toBe(true);
  work = mkdtempSync(path.join(tmpdir(), 'gifkit-consumer-'));
  const { stdout } = await sh('npm', ['pack', '--silent', '--pack-destination', work], root);
  const tarball = path.join(work, stdout.trim().split('\n').pop()!);
  await Promise.all(PROJECTS.map((p) => install(p, tarball)));
}, 600_000);

describe.each(PROJECTS)('a blank $bundler + React $react app with the packed gifkit', (project) => {
  let renderer = '';

  it('builds for the browser', async () => {
    renderer = await build(project);
    expect(existsSync(path.join(dirOf(project), 'dist/index.html'))).toBe(true);
    expect(existsSync(renderer)).toBe(true);
  });

  it('renders search results fetched with the SDK on the server', async () => {
    expect(renderer, 'the build test must pass first').not.toBe('');
    const { stdout } = await sh(process.execPath, [renderer], dirOf(project));
    const list = listOf(stdout);
    expect(list.count).toBe(GIFS);
    expect(list.react?.split('.')[0]).toBe(project.react.match(/\d+/)?.[0]);
    expect(list.tiles).toHaveLength(GIFS);
    for (const media of list.tiles) expect(['video', 'image']).toContain(media);
    expect(list.images).toHaveLength(list.tiles.filter((media) => media === 'image').length);
    for (const src of list.images) expect(src).toMatch(/^https:\/\/media\d*\.giphy\.com\//);
  });

  it('renders search results fetched with the SDK in Chromium', async () => {
    expect(renderer, 'the build test must pass first').not.toBe('');
    const list = listOf(await renderInChromium(path.join(dirOf(project), 'dist')));
    expect(list.count).toBe(GIFS);
    expect(list.images).toHaveLength(GIFS);
  });

  it('imports every entry point in Node without a DOM, as ESM and CommonJS', async () => {
    const { stdout } = await sh(process.execPath, ['entries.mjs'], dirOf(project));
    const result = JSON.parse(stdout.trim().split('\n').pop()!);
    expect(result).toEqual({
      window: 'undefined',
      document: 'undefined',
      loaded: ['gifkit', 'gifkit/hooks', 'gifkit/headless', 'gifkit/styled', 'gifkit/compat', 'gifkit/mock'],
    });
  });
});

describe("only the README's peers", () => {
  const project = PROJECTS.find((p) => p.bundler === 'esbuild')!;
  const entries = Object.keys(pkg.exports as Record<string, unknown>)
    // Code entries only: the JSON, the stylesheets and the contracts (gifkit/openapi/*.yaml) are no modules.
    .filter((key) => !/\.(json|css|yaml)$/.test(key) && !RADIX_ENTRIES.includes(key))
    .map((key) => (key === '.' ? 'gifkit' : `gifkit/${key.slice(2)}`));

  it('the README names radix-ui for exactly the entries that need it', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const peers = readme.slice(readme.indexOf('plus the peers of the layers you use'));
    const sentence = peers.slice(0, peers.indexOf('\n\n'));
    for (const key of RADIX_ENTRIES) expect(sentence).toContain(`\`gifkit/${key.slice(2)}\``);
    expect(existsSync(path.join(dirOf(project), 'node_modules/radix-ui'))).toBe(false);
  });

  it.each(entries)('%s bundles for the browser without radix-ui installed', async (entry) => {
    const dir = dirOf(project);
    const probe = `probe-${entry.replace(/\W/g, '-')}.js`;
    writeFileSync(path.join(dir, probe), `export * from '${entry}';\n`);
    await sh(
      path.join(dir, 'node_modules/.bin/esbuild'),
      [probe, '--bundle', '--format=esm', '--splitting', '--outdir=probe-dist', '--jsx=automatic', '--log-level=error'],
      dir,
    );
    expect(existsSync(path.join(dir, 'probe-dist', probe))).toBe(true);
  });
});
