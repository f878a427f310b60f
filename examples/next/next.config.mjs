// The Next.js example's config. `gifkit/*` resolve to the repository's source through the
// `paths` of tsconfig.json (which Next.js applies); Turbopack may read files up to the
// repository root. In your app, `npm i gifkit` and none of this is needed.
import { REPO_ROOT } from '../../scripts/sourceEntries.mjs';

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root: REPO_ROOT },
  outputFileTracingRoot: REPO_ROOT,
  // The repository's `tsc` type-checks this app (npm test: typecheck); the build need not.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
};
