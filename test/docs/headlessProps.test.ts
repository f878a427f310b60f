/**
 * Every prop of every headless component is named in the docs (docs/headless.md,
 * docs/headless-props.md or the component's README), so no option exists only in the types.
 * The props are read from the TypeScript types in a child process (scripts/headlessProps.mjs).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import { COMPONENTS } from '../../scripts/headlessProps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDER: Record<string, string> = { SearchBox: 'search', SearchProvider: 'search' };
let props: Record<string, string[]> = {};

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/headlessProps.mjs'], { cwd: root });
  props = JSON.parse(stdout);
}, 300_000);

function docsOf(component: string): string {
  const readme = path.join(root, 'headless', FOLDER[component] ?? component.toLowerCase(), 'README.md');
  return ['docs/headless.md', 'docs/headless-props.md']
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .concat(existsSync(readme) ? [readFileSync(readme, 'utf8')] : [])
    .join('\n');
}

it.each(COMPONENTS)('every prop of <%s> is documented', (component) => {
  expect(props[component]?.length, `no props read for ${component}`).toBeGreaterThan(3);
  const docs = docsOf(component);
  const missing = props[component]!.filter((prop) => !docs.includes(`\`${prop}\``));
  expect(missing, `${component} props not named (in backticks) in docs/headless-props.md`).toEqual([]);
});
