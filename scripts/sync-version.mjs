// After `changeset version` has bumped package.json (`npm run release:version`): writes the new
// version into sdk/version.ts (the X-GIPHY-SDK-VERSION header; sdk/version.test.ts keeps the two
// equal), regenerates the API report, which prints it, and formats the new CHANGELOG.md entry.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const file = new URL('sdk/version.ts', root);
const source = readFileSync(file, 'utf8');
const next = source.replace(/export const VERSION = '[^']*';/, `export const VERSION = '${version}';`);
if (!next.includes(`'${version}'`)) throw new Error('sdk/version.ts: no `export const VERSION = …;` line to update');
writeFileSync(file, next);
execFileSync(process.execPath, ['scripts/api.mjs'], { cwd: root, stdio: 'inherit' });
// The changelog as Biome formats Markdown (`npm run lint` checks it).
execFileSync('npx', ['--no-install', 'biome', 'format', '--write', 'CHANGELOG.md'], { cwd: root, stdio: 'inherit' });
console.log(`sdk/version.ts and api/ at ${version}`);
