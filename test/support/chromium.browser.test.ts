// test/support/chromium.mjs against a real Chromium: the flags, the error watcher and the axe
// helper each report what they exist to report (so the suites that rely on them can fail).

import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeSerious, CHROMIUM_ARGS, launchChromium, openPage } from './chromium.mjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(() => browser?.close());

const PAGE = `<!doctype html><html lang="en"><title>t</title><main>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
  <p style="color:#777;background:#888">low contrast</p>
</main><script>console.error('logged'); console.warn('warned'); setTimeout(() => { throw new Error('thrown'); });</script></html>`;

it('launches with the standard flags', () => {
  expect(CHROMIUM_ARGS).toContain('--disable-background-networking');
  expect(browser.isConnected()).toBe(true);
});

it('collects console errors and uncaught exceptions; warnings only when asked', async () => {
  for (const warnings of [false, true]) {
    const { page, errors } = await openPage(browser, { warnings });
    try {
      await page.setContent(PAGE);
      await expect.poll(() => errors.includes('thrown')).toBe(true);
      expect(errors).toEqual(warnings ? ['logged', 'warned', 'thrown'] : ['logged', 'thrown']);
    } finally {
      await page.context().close();
    }
  }
});

it("returns axe-core's serious and critical violations of the page or of a selector", async () => {
  const { page } = await openPage(browser);
  try {
    await page.setContent(PAGE);
    const found = await axeSerious(page);
    expect(found.map((line) => line.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
    expect(found.find((line) => line.startsWith('image-alt'))).toMatch(/ \(img\)$/);
    // Injected once, run again (a second call on the same document), and scoped by a selector.
    expect(await axeSerious(page, 'p')).toEqual([expect.stringMatching(/^color-contrast: /)]);
    await page.setContent('<!doctype html><html lang="en"><title>ok</title><main><h1>Fine</h1></main></html>');
    expect(await axeSerious(page)).toEqual([]);
  } finally {
    await page.context().close();
  }
}, 30_000);
