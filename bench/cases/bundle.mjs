/**
 * Bundle cost: each task of bench/tasks.mjs built for gifkit and for GIPHY's kit with the
 * shared measuring function, gifkit's own entry points, and for tasks flagged `breakdown`,
 * what each part of gifkit's bundle costs (measured, see `partsOf`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { giphyDir, giphyResolver, MIGRATE_APPS, writeGifkitCopy } from '../../examples/migrate/builds.mjs';
import { breakdown, EXTERNAL, measureBundle, ROOT } from '../measure.mjs';
import { BUNDLE_TASKS, ENTRY_POINTS } from '../tasks.mjs';

const BUNDLE_DIR = path.join(ROOT, 'bench/bundle');
const sizes = ({ minified, gzip, brotli, css }) => ({ minified, gzip, brotli, css });

async function tryMeasure(file, options) {
  try {
    return { sizes: await measureBundle(file, options) };
  } catch (error) {
    return { error: error.errors?.[0]?.text ?? error.message };
  }
}

/**
 * What each part of a gifkit bundle costs: every npm package's marginal gzip cost (the bundle
 * rebuilt with that package left out, and the difference taken), the whole task built from
 * gifkit's source instead of dist/ (modules kept apart, so unused ones drop out whole), and
 * gifkit's own modules' minified bytes from that source build (gzip apportioned).
 */
export async function partsOf(file, measured) {
  const packages = breakdown(measured)
    .map((part) => part.owner)
    .filter((owner) => !owner.startsWith('gifkit ') && owner !== 'entry');
  const marginal = [];
  for (const pkg of packages) {
    const without = await measureBundle(file, { external: [...EXTERNAL, pkg] });
    marginal.push({ package: pkg, gzip: measured.gzip - without.gzip, minified: measured.minified - without.minified });
  }
  // The same task from source: tsup joins modules into dist/ files, so package.json
  // `sideEffects` can no longer drop an unused module whole; the difference is that cost.
  const fromSource = sizes(await measureBundle(file, { fromSource: true }));
  const heavy = marginal.filter((m) => m.gzip > 0).map((m) => m.package);
  const source = await measureBundle(file, { fromSource: true, external: [...EXTERNAL, ...heavy] });
  const modules = breakdown(source).filter((p) => !marginal.some((m) => m.package === p.owner));
  return { marginal: marginal.sort((a, b) => b.gzip - a.gzip), fromSource, modules, withoutPackages: sizes(source) };
}

/** Measures every task (both kits) and every entry point. */
export async function runBundleCase({ log = () => {} } = {}) {
  const tasks = [];
  for (const task of BUNDLE_TASKS) {
    log(`bundle: ${task.id}`);
    const gifkitFile = path.join(BUNDLE_DIR, task.gifkit);
    const peer = task.peer ? await tryMeasure(path.join(BUNDLE_DIR, task.peer)) : undefined;
    const row = { id: task.id, title: task.title, target: task.target, maxGzip: task.maxGzip, lands: task.lands };
    row.peer = peer?.sizes ? sizes(peer.sizes) : null;
    if (peer?.error) row.peerError = peer.error;
    if (!existsSync(gifkitFile)) {
      tasks.push({ ...row, gifkit: null, status: 'pending' });
      continue;
    }
    const own = await tryMeasure(gifkitFile);
    if (own.error) {
      tasks.push({ ...row, gifkit: null, status: 'error', error: own.error });
      continue;
    }
    row.gifkit = sizes(own.sizes);
    row.ratio = row.peer ? row.gifkit.gzip / row.peer.gzip : null;
    if (task.maxGzip !== undefined) row.status = row.gifkit.gzip <= task.maxGzip ? 'ok' : 'miss';
    else if (!row.peer) row.status = 'no peer';
    else if (task.target === null) row.status = 'no target';
    else row.status = row.ratio <= task.target ? 'ok' : 'miss';
    if (task.breakdown) row.parts = await partsOf(gifkitFile, own.sizes);
    tasks.push(row);
  }
  const entries = [];
  for (const entry of ENTRY_POINTS) {
    log(`bundle: ${entry.id}`);
    try {
      const measured = await measureBundle({ contents: entry.contents });
      entries.push({ id: entry.id, ...sizes(measured), imports: measured.imports });
    } catch (error) {
      entries.push({ id: entry.id, error: error.errors?.[0]?.text ?? error.message });
    }
  }
  return { tasks, entries, migrated: await measureMigratedApps(log) };
}

/**
 * The apps migrated from GIPHY's kit (examples/migrate-*), each bundled as written (GIPHY's
 * packages from bench/node_modules) and with only its imports changed to gifkit (dist/).
 */
export async function measureMigratedApps(log = () => {}) {
  const rows = [];
  for (const app of MIGRATE_APPS) {
    log(`bundle: migrate-${app}`);
    const giphy = await tryMeasure(path.join(giphyDir(app), 'main.tsx'), { plugins: [giphyResolver] });
    const gifkit = await tryMeasure(path.join(writeGifkitCopy(app), 'main.tsx'));
    const row = { id: `migrate-${app}`, giphy: giphy.sizes ? sizes(giphy.sizes) : null };
    row.gifkit = gifkit.sizes ? sizes(gifkit.sizes) : null;
    row.ratio = row.giphy && row.gifkit ? row.gifkit.gzip / row.giphy.gzip : null;
    const error = gifkit.error ?? giphy.error;
    if (error) row.error = error;
    rows.push(row);
  }
  return rows;
}
