/**
 * The measuring behind `npm run bench` and the `size` step: bundle sizes are what a production
 * build ships (gzip of the minified output, React left to the app, dev-only code dropped,
 * gifkit resolved to the built dist/), a breached budget fails the step, and the bench's
 * rounds alternate which kit goes first. Runs after the build (package project).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { alternate, median, percentile, seeded } from '../../bench/lib/stats.mjs';
import { measureBundle, ownerOf } from '../../bench/measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('measureBundle', () => {
  it('reports the gzip size of the minified production output', async () => {
    const m = await measureBundle({
      contents: `
        export function greet(name) {
          if (process.env.NODE_ENV !== 'production') console.warn('greeting-in-development');
          return 'hello ' + name;
        }`,
    });
    expect(m.code).toContain('hello');
    expect(m.code).not.toContain('greeting-in-development');
    expect(m.minified).toBe(Buffer.byteLength(m.code));
    expect(m.gzip).toBe(gzipSync(m.code, { level: 9 }).length);
    expect(m.brotli).toBeGreaterThan(0);
  });

  it('leaves react and react-dom to the app, subpaths included', async () => {
    const m = await measureBundle({
      contents: `import { useState } from 'react'; import { createRoot } from 'react-dom/client';
        export const App = () => { const [n] = useState(0); return <p>{n}</p>; }; export { createRoot };`,
    });
    expect(m.imports.sort()).toEqual(['react', 'react-dom/client', 'react/jsx-runtime']);
    expect(Object.keys(m.inputs).some((file) => file.includes('node_modules/react'))).toBe(false);
  });

  it('resolves gifkit to the built dist/ through package.json exports', async () => {
    const m = await measureBundle({ contents: "export { createTransport } from 'gifkit';" });
    const owners = new Set(Object.keys(m.inputs).map(ownerOf));
    expect([...owners].some((owner) => owner.startsWith('gifkit dist/'))).toBe(true);
    expect(owners.has('openapi-fetch')).toBe(true); // a dependency is attributed to its package
    const search = await measureBundle({ contents: "export { createGiphyClient } from 'gifkit';" });
    expect(Object.keys(search.inputs).map(ownerOf)).not.toContain('openapi-fetch'); // the public client does without
  });

  it('names the owner of each input: npm package, gifkit dist file or source file', () => {
    expect(ownerOf('node_modules/openapi-fetch/dist/index.mjs')).toBe('openapi-fetch');
    expect(ownerOf('bench/node_modules/@giphy/js-util/dist/index.js')).toBe('@giphy/js-util');
    expect(ownerOf('dist/chunk-ABC.js')).toBe('gifkit dist/chunk-ABC.js');
    expect(ownerOf('sdk/client/createGiphyClient.ts')).toBe('sdk/client/createGiphyClient.ts');
    expect(ownerOf('bench/bundle/sdk-search.gifkit.ts')).toBe('entry');
  });
});

describe('the size step', () => {
  const check = (budgets: unknown) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gifkit-budgets-')), 'budgets.json');
    writeFileSync(file, JSON.stringify(budgets));
    try {
      return {
        status: 0,
        out: execFileSync(process.execPath, ['scripts/size.mjs', `--budgets=${file}`], {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string };
      return { status: e.status, out: `${e.stdout}${e.stderr}` };
    }
  };
  const real = JSON.parse(readFileSync(path.join(root, 'size-budgets.json'), 'utf8'));
  const generous = real.entries.map((e: { id: string }) => ({ id: e.id, gzip: 10_000_000 }));

  it('passes when every entry is within its budget', () => {
    const result = check({ tasks: [], entries: generous });
    expect(result.out).toContain('every size budget holds');
    expect(result.status).toBe(0);
  });

  it('fails and names the entry when a budget is exceeded', () => {
    const entries = generous.map((e: { id: string }) => (e.id === 'gifkit/compat' ? { ...e, gzip: 100 } : e));
    const result = check({ tasks: [], entries });
    expect(result.status).toBe(1);
    expect(result.out).toMatch(/gifkit\/compat: \d+ B gzip > 100 B/);
  });

  it('fails when a subpath export has no budget', () => {
    const result = check({ tasks: [], entries: generous.filter((e: { id: string }) => e.id !== 'gifkit/hooks') });
    expect(result.status).toBe(1);
    expect(result.out).toContain('gifkit/hooks: a subpath export without a budget');
  });

  it('fails when a task carries a forbidden source module, and names it', () => {
    const task = (id: string, forbidModules: string[]) => ({ id, gzip: 10_000_000, forbidModules });
    const giphyOnly = real.tasks.find((t: { id: string }) => t.id === 'sdk-search-tenor').forbidModules;
    const result = check({
      tasks: [task('sdk-search', ['^sdk/normalize/gif\\.ts$']), task('sdk-search-tenor', giphyOnly)],
      entries: generous,
    });
    expect(result.status).toBe(1);
    expect(result.out).toContain('sdk-search: carries sdk/normalize/gif.ts');
    expect(result.out).not.toContain('sdk-search-tenor: carries');
  });

  it('fails when an entry keeps a forbidden import', () => {
    const entries = generous.map((e: { id: string }) => (e.id === 'gifkit/hooks' ? { ...e, forbid: ['react'] } : e));
    const result = check({ tasks: [], entries });
    expect(result.status).toBe(1);
    expect(result.out).toContain('gifkit/hooks: imports react');
  });
});

describe('bench statistics', () => {
  it('takes medians and nearest-rank percentiles', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(median([])).toBeUndefined();
  });

  it('alternates which kit goes first, round by round', async () => {
    const calls: string[] = [];
    const samples = await alternate(3, (kit, round) => {
      calls.push(`${round}:${kit}`);
      return round;
    });
    expect(calls).toEqual(['0:gifkit', '0:giphy', '1:giphy', '1:gifkit', '2:gifkit', '2:giphy']);
    expect(samples).toEqual({ gifkit: [0, 1, 2], giphy: [0, 1, 2] });
  });

  it('gives both kits the same "random" latencies for a round', () => {
    const a = seeded(7);
    const b = seeded(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(new Set(first).size).toBe(3);
    for (const n of first) expect(n >= 0 && n < 1).toBe(true);
  });
});
