/**
 * Test-only: opens a built app in Chromium with nothing leaving the browser. The page, its
 * script and stylesheet are served from a made-up origin by Playwright routes; every request to
 * GIPHY's hosts is answered by gifkit's mock API (its msw handlers, called directly, with the
 * local media of sdk/mock/media/); anything else is aborted and listed in `offsite`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getResponse } from 'msw';
import type { Browser, Page } from 'playwright';
import { createMockApi } from '../../sdk/mock';
import { watchErrors } from '../../test/support/chromium.mjs';

export const ORIGIN = 'http://migrate.test';
const MEDIA = path.resolve(import.meta.dirname, '../../sdk/mock/media');
const TYPES: Record<string, string> = {
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.vtt': 'text/vtt',
};

export interface OfflinePage {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Every request the mock API answered (GIPHY's hosts). */
  api: URL[];
  /** Requests that were neither the app nor GIPHY's API (aborted). */
  offsite: string[];
  /** The title of every GIF the mock API sent, by id. */
  titles: Map<string, string>;
}

/** Opens `js` (and `css`) as a page at {@link ORIGIN}, GIPHY's API answered by the mock. */
export async function openOffline(
  browser: Browser,
  { js, css, title }: { js: string; css: string; title: string },
  viewport = { width: 1000, height: 800 },
): Promise<OfflinePage> {
  const mock = createMockApi({ media: { baseUrl: `${ORIGIN}/media/` } });
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const api: URL[] = [];
  const offsite: string[] = [];
  const titles = new Map<string, string>();
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    '<link rel="stylesheet" href="/app.css"></head><body><div id="root"></div>' +
    '<script type="module" src="/app.js"></script></body></html>';
  await page.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin === ORIGIN) {
      if (url.pathname === '/') return route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' });
      if (url.pathname === '/app.js') return route.fulfill({ body: js, contentType: 'text/javascript' });
      if (url.pathname === '/app.css') return route.fulfill({ body: css, contentType: 'text/css' });
      if (url.pathname.startsWith('/media/')) {
        const file = path.join(MEDIA, decodeURIComponent(url.pathname.slice('/media/'.length)));
        if (file.startsWith(MEDIA)) {
          return route.fulfill({
            body: readFileSync(file),
            contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
          });
        }
      }
      return route.fulfill({ status: 404, body: 'not found' });
    }
    const body = request.postDataBuffer();
    const answer = await getResponse(
      mock.handlers,
      new Request(url, {
        method: request.method(),
        headers: request.headers(),
        body: body ? new Uint8Array(body) : undefined,
      }),
    );
    if (!answer) {
      offsite.push(`${request.method()} ${url.href}`);
      return route.abort();
    }
    api.push(url);
    if (answer.headers.get('content-type')?.includes('json')) rememberTitles(await answer.clone().json(), titles);
    return route.fulfill({
      status: answer.status,
      headers: { ...Object.fromEntries(answer.headers), 'access-control-allow-origin': '*' },
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  await page.goto(`${ORIGIN}/`);
  return { page, errors, api, offsite, titles };
}

/** Adds the id and title of each GIF in an API answer (`data`: one GIF or a list) to `titles`. */
function rememberTitles(body: unknown, titles: Map<string, string>): void {
  const data = (body as { data?: unknown } | null)?.data;
  for (const gif of Array.isArray(data) ? data : [data]) {
    const { id, title } = (gif ?? {}) as { id?: unknown; title?: unknown };
    if (typeof id === 'string' && typeof title === 'string') titles.set(id, title);
  }
}
