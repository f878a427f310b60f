// Imports every gifkit entry point in Node with no DOM, as ESM and as CommonJS (server rendering).
import { createRequire } from 'node:module';

const entries = ['gifkit', 'gifkit/hooks', 'gifkit/headless', 'gifkit/styled', 'gifkit/compat', 'gifkit/mock'];
const require = createRequire(import.meta.url);
const loaded = [];
for (const entry of entries) {
  await import(entry);
  require(entry);
  loaded.push(entry);
}
console.log(JSON.stringify({ window: typeof window, document: typeof document, loaded }));
