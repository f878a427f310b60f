// `npm run example:node` runs search.ts with vite-node: `gifkit/*` imports resolve to the
// repository's source, so the example needs no build.
import { defineConfig } from 'vite';
import { sourceAliases } from '../../scripts/sourceEntries.mjs';

export default defineConfig({ resolve: { alias: sourceAliases() } });
