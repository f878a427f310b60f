/**
 * The apps written with GIPHY's React kit (examples/migrate-*) as a copy whose only change is
 * its import specifiers (`@giphy/*` → `gifkit/compat`, `gifkit/compat/react`): type-checked
 * (strict) and bundled against gifkit, then run in Chromium offline (gifkit's mock API and
 * local media, with gifkit/styled.css as the migration guide adds it), where each must show
 * GIFs and do what the app does when one is picked.
 * giphy.test.ts builds the same apps as written, against GIPHY's packages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageAssets } from '../../bench/grid/server.mjs';
import { measureBundle, ROOT } from '../../bench/measure.mjs';
import { bundleStyledCss } from '../../scripts/styledCss.mjs';
import { launchChromium } from '../../test/support/chromium.mjs';
import { APP_FILES, giphyDir, MIGRATE_APPS, SPECIFIERS, typecheckApp, writeGifkitCopy } from './builds.mjs';
import { type OfflinePage, openOffline } from './offline';

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Does what a user of `app` does in the gifkit build; resolves when the app shows its pick. */
const SCENARIOS: Record<string, (run: OfflinePage) => Promise<void>> = {
  async dialog({ page, api, titles }) {
    await page.getByRole('button', { name: 'Add a GIF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a GIF' });
    const results = dialog.locator('.dialog-results');
    await expect.poll(() => shownGifs(results), { timeout: 30_000 }).toBeGreaterThan(2);
    await dialog.getByRole('searchbox', { name: 'Search GIPHY' }).fill('cats');
    await expect.poll(() => searched(api, 'cats'), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => shownGifs(results), { timeout: 30_000 }).toBeGreaterThan(2);
    const id = await pickFirst(results);
    await expect.poll(() => dialog.count()).toBe(0);
    const figure = page.locator('figure');
    expect(await figure.getAttribute('data-picked')).toBe(id);
    expect(await figure.locator('figcaption').textContent()).toBe(`Picked: ${titles.get(id)}`);
    await expect.poll(() => shownGifs(figure)).toBe(1);
  },
  async chat({ page, api }) {
    await page.getByRole('button', { name: 'GIF' }).click();
    const results = page.locator('.chat-results');
    await expect.poll(() => shownGifs(results), { timeout: 30_000 }).toBeGreaterThan(2);
    await page.getByPlaceholder('Search GIFs to send').fill('dogs');
    await expect.poll(() => searched(api, 'dogs'), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => shownGifs(results), { timeout: 30_000 }).toBeGreaterThan(2);
    const id = await pickFirst(results);
    // The message asks for its GIF by id (GiphyFetch.gif) and renders it with Gif.
    await expect.poll(() => api.some((u) => u.pathname === `/v1/gifs/${id}`), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => shownGifs(page.getByRole('list', { name: 'Messages' })), { timeout: 30_000 }).toBe(1);
  },
  async page({ page, api, titles }) {
    const trending = () => page.getByRole('region', { name: 'Trending' });
    await expect.poll(() => shownGifs(trending()), { timeout: 30_000 }).toBeGreaterThan(4);
    // The SuggestionBar shows GIPHY's trending searches; choosing one searches it.
    const suggestion = page.getByRole('list', { name: 'Trending searches' }).getByRole('button').first();
    const term = (await suggestion.textContent())?.trim() ?? '';
    expect(term).not.toBe('');
    await suggestion.click();
    await expect.poll(() => searched(api, term), { timeout: 30_000 }).toBe(true);
    const found = page.getByRole('region', { name: `Results for ${term}` });
    await expect.poll(() => shownGifs(found), { timeout: 30_000 }).toBeGreaterThan(4);
    // The GIFs/stickers switch: stickers' trending, in the grid and in the carousel.
    await page.getByRole('button', { name: 'Stickers' }).click();
    await expect
      .poll(() => api.filter((u) => u.pathname === '/v1/stickers/trending').length, { timeout: 30_000 })
      .toBeGreaterThan(1);
    await expect.poll(() => shownGifs(trending()), { timeout: 30_000 }).toBeGreaterThan(4);
    const id = await pickFirst(trending());
    const status = page.getByRole('status').filter({ hasText: /^(Pick a GIF|Selected: )/ });
    await expect.poll(() => status.textContent()).toBe(`Selected: ${titles.get(id)}`);
  },
};

/** Whether the app asked the API to search for `term`. */
const searched = (api: URL[], term: string) =>
  api.some((u) => /\/v1\/(gifs|stickers)\/search$/.test(u.pathname) && u.searchParams.get('q') === term);

/** How many GIFs inside `scope` show a picture: a loaded image, or a video with a frame. */
function shownGifs(scope: Locator): Promise<number> {
  return scope.evaluateAll(
    (els) =>
      els
        .flatMap((el) => [...el.querySelectorAll('img, video')])
        .filter((media) =>
          media instanceof HTMLVideoElement
            ? media.readyState >= 2 && media.videoWidth > 0
            : media instanceof HTMLImageElement && media.complete && media.naturalWidth > 0,
        ).length,
  );
}

/** Clicks the first GIF shown in `scope` and returns its id. */
async function pickFirst(scope: Locator): Promise<string> {
  const tile = scope.locator('[data-gif-id]').first();
  const id = await tile.getAttribute('data-gif-id');
  if (!id) throw new Error('no GIF to pick');
  await tile.click();
  return id;
}

// The first app type-checks gifkit's source with the TypeScript API (about 50 s of CPU; the
// next apps reuse it): a clean-clone run at load 14 spent 300 s on it. A ceiling, not a wait.
const COMPILE_CEILING_MS = 900_000;

describe.each(MIGRATE_APPS)('examples/migrate-%s', (app) => {
  it(
    'type-checks and bundles against gifkit with only its import specifiers changed',
    async () => {
      const copy = writeGifkitCopy(app);
      for (const file of APP_FILES) {
        const before = readFileSync(path.join(giphyDir(app), file), 'utf8').split('\n');
        const after = readFileSync(path.join(copy, file), 'utf8').split('\n');
        expect(after.length).toBe(before.length);
        const changed = after.filter((line, i) => line !== before[i]);
        for (const line of changed)
          expect(line).toMatch(new RegExp(`from '(${Object.values(SPECIFIERS).join('|')})';$`));
      }
      expect(await typecheckApp(app, 'gifkit')).toEqual([]);
      const built = await measureBundle(path.join(copy, 'main.tsx'), { fromSource: true });
      const inputs = Object.keys(built.inputs);
      expect(inputs.filter((f) => f.includes('node_modules/@giphy/') || f.includes('styled-components'))).toEqual([]);
      expect(inputs.some((f) => f.startsWith('styled/compat/'))).toBe(true);
      expect(built.imports.every((i) => /^react(-dom)?(\/|$)/.test(i))).toBe(true);
    },
    COMPILE_CEILING_MS,
  );
});

describe.each(MIGRATE_APPS)('examples/migrate-%s', (app) => {
  it('runs in Chromium offline with gifkit: shows GIFs, and picking one does what the app does', async () => {
    const copy = writeGifkitCopy(app);
    const assets = await buildPageAssets(
      { [app]: path.relative(ROOT, path.join(copy, 'main.tsx')) },
      { fromSource: true },
    );
    const built = assets[app];
    if (!built) throw new Error(`no build of ${app}`);
    // The migration guide's one added line, `import 'gifkit/styled.css'`, as the page's stylesheet
    // (the app's own files change only their import specifiers). Unstyled, the page's
    // SuggestionBar is a column of pills that pushes the window-scrolled Grid's loader out of
    // view, so its first page waits for a scroll (the loader fetches only while it is visible).
    const css = `${built.css}\n${await bundleStyledCss(ROOT)}`;
    const run = await openOffline(browser!, { ...built, css, title: `migrate-${app}` });
    try {
      await SCENARIOS[app]!(run);
      expect(run.offsite).toEqual([]);
      expect(run.errors).toEqual([]);
    } finally {
      await run.page.context().close();
    }
  }, 180_000);
});
