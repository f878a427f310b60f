/**
 * `npm run bench` runs every case it names: a case listed in CASES (and so accepted on the
 * command line) but never called would print an empty report and look like a result. And the
 * internal modules some cases load from dist/ (no entry exports them) still have the names they
 * read: a renamed export stops the whole run at that case, long after `npm test` passed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

const source = readFileSync(new URL('./bench.mjs', import.meta.url), 'utf8');

it('calls every case it accepts', () => {
  const cases = JSON.parse((/const CASES = (\[[^\]]*\])/.exec(source)?.[1] ?? '[]').replaceAll("'", '"')) as string[];
  expect(cases.length).toBeGreaterThan(0);
  const called = [...source.matchAll(/if \(wanted\('([a-z]+)'\)\)/g)].map((m) => m[1]);
  expect(called).toEqual(cases);
});

/** `import { a, b } from '../../dist/<module>.js'` and `const { a, b } = await importGifkitModule('<module>')`. */
const DIST_IMPORT =
  /import \{([^}]+)\} from '(?:\.\.\/)+dist\/([\w/]+)\.js'|const \{([^}]+)\} = await importGifkitModule\('([\w/]+)'\)/g;

function benchFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'results' ? [] : benchFiles(file);
    return /\.(mjs|ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

it("finds every name the bench reads from gifkit's internal modules in their source", async () => {
  const benchDir = fileURLToPath(new URL('../bench', import.meta.url));
  const wanted: { file: string; module: string; names: string[] }[] = [];
  for (const file of benchFiles(benchDir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(DIST_IMPORT)) {
      const names = (m[1] ?? m[3])!
        .split(',')
        .map((name) => name.trim().split(/\s*:\s*/)[0]!)
        .filter(Boolean);
      wanted.push({ file: path.relative(benchDir, file), module: (m[2] ?? m[4])!, names });
    }
  }
  expect(wanted.length).toBeGreaterThan(5);
  const missing: string[] = [];
  for (const { file, module, names } of wanted) {
    const exports = await import(/* @vite-ignore */ pathToFileURL(path.join(benchDir, '..', `${module}.ts`)).href);
    for (const name of names) if (!(name in exports)) missing.push(`${file}: ${module} has no export ${name}`);
  }
  expect(missing).toEqual([]);
});
