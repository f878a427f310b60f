/**
 * `npm run bench` runs every case it names: a case listed in CASES (and so accepted on the
 * command line) but never called would print an empty report and look like a result.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const source = readFileSync(new URL('./bench.mjs', import.meta.url), 'utf8');

it('calls every case it accepts', () => {
  const cases = JSON.parse((/const CASES = (\[[^\]]*\])/.exec(source)?.[1] ?? '[]').replaceAll("'", '"')) as string[];
  expect(cases.length).toBeGreaterThan(0);
  const called = [...source.matchAll(/if \(wanted\('([a-z]+)'\)\)/g)].map((m) => m[1]);
  expect(called).toEqual(cases);
});
