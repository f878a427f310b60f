/**
 * Browser-test support for the styled skins (not shipped): a GIPHY client answered by
 * gifkit's mock API in the page (msw's `getResponse`, no service worker), offline media
 * (commands.ts), a themed frame, PNG screenshots for review in .tmp/screenshots/styled/, an
 * axe-core check, a console-error guard, and the waits and checks the skins' tests share.
 */
import { render, waitFor } from '@testing-library/react';
import { commands, page } from '@vitest/browser/context';
import axe from 'axe-core';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { createGiphyClient, type GiphyClient } from '../../sdk/client/createGiphyClient';
import { createMockApi, MOCK_ERROR_HEADER } from '../../sdk/mock';
import { recordTestVideo } from '../support/recordTestVideo';
import { expectOwnStylesheetSame } from './skinStylesheet';

/**
 * A client whose every call the mock API answers (search 'error 500' or 'no results' for those
 * states); while `fail()` says so, every call carries the mock's error header and fails with a 500;
 * each call first waits for `hold()`.
 */
export function mockClient({
  fail,
  hold,
}: {
  fail?: () => boolean;
  hold?: (request: Request) => Promise<void>;
} = {}): GiphyClient {
  const api = createMockApi();
  return createGiphyClient({
    apiKey: 'test-key',
    storage: null,
    cache: false, // a retry must reach the mock, not a cached failure
    fetch: async (request) => {
      await hold?.(request); // e.g. a promise that never settles, to show the first load; or a request counter
      if (fail?.()) request.headers.set(MOCK_ERROR_HEADER, '500');
      return (await getResponse(api.handlers, request)) ?? new Response(null, { status: 501 });
    },
  });
}

export type Look = { name: string; theme: 'light' | 'dark'; dir: 'ltr' | 'rtl'; width: number };

/** The four looks every skin is screenshotted in. */
export const LOOKS: Look[] = [
  { name: 'light', theme: 'light', dir: 'ltr', width: 900 },
  { name: 'dark', theme: 'dark', dir: 'ltr', width: 900 },
  { name: 'rtl', theme: 'light', dir: 'rtl', width: 900 },
  { name: 'mobile', theme: 'dark', dir: 'ltr', width: 390 },
];

/** A page-like frame in a look: theme, direction and the page background of that theme. */
export function Frame({ look, children }: { look: Look; children: ReactNode }) {
  return (
    <div
      data-gk-theme={look.theme}
      dir={look.dir}
      data-testid="frame"
      style={{
        background: 'var(--gk-color-bg)',
        color: 'var(--gk-color-text)',
        fontFamily: 'var(--gk-font)',
        padding: 16,
        boxSizing: 'border-box',
        width: '100%',
      }}
    >
      {children}
    </div>
  );
}

/** Sets the viewport for a look (desktop 900 px or phone 390 px wide). */
export const setViewport = (look: Look, height = 800) => page.viewport(look.width, height);

/** Sets the viewport for `look` (`height` px high) and renders `children` in its frame. */
export async function renderLook(look: Look, height: number, children: ReactNode) {
  await setViewport(look, height);
  return render(<Frame look={look}>{children}</Frame>);
}

/**
 * Saves a PNG of the frame to .tmp/screenshots/styled/<name>.png (test files sit two levels down),
 * and checks that the skin's own stylesheet draws the page as gifkit/styled.css does (skinStylesheet.ts).
 */
export async function screenshot(name: string) {
  await document.fonts.ready;
  await page.screenshot({
    path: `../../.tmp/screenshots/styled/${name}.png`,
    element: page.getByTestId('frame'),
  });
  await expectOwnStylesheetSame();
}

/** axe-core's serious and critical violations inside `root` (ids and the failing nodes). */
export async function seriousViolations(root: Element = document.body) {
  const { violations } = await axe.run(root, { resultTypes: ['violations'] });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe-core's id rules inside `root`: every id used twice (`duplicate-id`, off by default) and
 * every id an ARIA attribute or a label points at that is not unique (`duplicate-id-aria`). axe
 * reports the latter as "needs review", not as a violation, so both lists count here.
 */
export async function duplicateIds(root: Element = document.body) {
  const { violations, incomplete } = await axe.run(root, {
    runOnly: ['duplicate-id', 'duplicate-id-aria'],
    rules: { 'duplicate-id': { enabled: true } },
  });
  return [...violations, ...incomplete].map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The end of a "looks right" test: the screenshot, then no serious or critical axe violation
 * and, given `logged` from `watchConsole()`, nothing logged.
 */
export async function expectLook(name: string, logged?: () => string[]) {
  await screenshot(name);
  expect(await seriousViolations()).toEqual([]);
  if (logged) expect(logged()).toEqual([]);
}

/** Waits until the first `count` tiles (`[data-gk-tile]`) in the document show a loaded picture. */
export async function tilesLoaded(count: number) {
  await waitFor(() =>
    expect(
      [...document.querySelectorAll<HTMLElement>('[data-gk-tile]')].slice(0, count).map((tile) => tile.dataset.state),
    ).toEqual(Array(count).fill('loaded')),
  );
}

/** Spies on console.error and console.warn; call the returned function to read what was logged. */
export function watchConsole() {
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  return () => [...error.mock.calls, ...warn.mock.calls].map((args) => args.map(String).join(' '));
}

/** Waits for every image in the frame to load (the routed media answers at once). */
export async function imagesLoaded(root: ParentNode = document) {
  const images = [...root.querySelectorAll('img')];
  await Promise.all(
    images.map((img) =>
      img.complete ? img.decode().catch(() => {}) : new Promise((r) => img.addEventListener('load', r, { once: true })),
    ),
  );
}

/** Records a WebM clip in the page (`recordTestVideo` options) and answers every GIPHY video URL with it. */
export async function routeRecordedVideo(options: Parameters<typeof recordTestVideo>[0]) {
  const recorded = await recordTestVideo(options);
  const bytes = new Uint8Array(await (await fetch(recorded.url)).arrayBuffer());
  URL.revokeObjectURL(recorded.url);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  await commands.routeGiphyMedia({ video: { base64: btoa(binary), type: 'video/webm' } });
}
