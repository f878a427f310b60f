// Builds the Worker: client.tsx (React, the styled GifPicker, gifkit/styled.css) bundled for
// the browser, then worker.ts bundled with that page inlined, into dist/worker.js, the module
// `wrangler deploy` uploads (wrangler.toml). In this repository `gifkit/*` resolve to the source.
// `node examples/worker/build.mjs` writes it; the test imports buildWorker() and keeps it in memory.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT, SOURCE_ENTRIES } from '../../scripts/sourceEntries.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** `gifkit`, `gifkit/*` and `gifkit/styled.css` to the repository's source (an app has the package). */
const gifkitSource = {
  name: 'gifkit-source',
  setup(b) {
    b.onResolve({ filter: /^gifkit(\/.*)?$/ }, ({ path: name }) => {
      const file = name === 'gifkit/styled.css' ? 'styled/styled.css' : SOURCE_ENTRIES[name];
      return file ? { path: path.join(REPO_ROOT, file) } : undefined;
    });
  },
};

/** Returns the Worker module's source. */
export async function buildWorker() {
  const client = await build({
    entryPoints: { picker: path.join(dir, 'client.tsx') },
    bundle: true,
    format: 'esm',
    minify: true,
    outdir: path.join(dir, 'dist'),
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [gifkitSource],
    logLevel: 'silent',
  });
  const file = (ext) => client.outputFiles.find((f) => f.path.endsWith(ext)).text;
  const picker = `export const PICKER_JS = ${JSON.stringify(file('.js'))};\nexport const PICKER_CSS = ${JSON.stringify(file('.css'))};`;
  const worker = await build({
    entryPoints: [path.join(dir, 'worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    plugins: [
      gifkitSource,
      {
        name: 'virtual-picker',
        setup(b) {
          b.onResolve({ filter: /^virtual:picker$/ }, () => ({ path: 'picker', namespace: 'virtual' }));
          b.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({ contents: picker, loader: 'js' }));
        },
      },
    ],
    logLevel: 'silent',
  });
  return worker.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/worker.js'), await buildWorker());
  console.log('wrote examples/worker/dist/worker.js');
}
