/**
 * A strict Content-Security-Policy page (`style-src 'self'`, no 'unsafe-inline') showing every
 * skin: the app is bundled from source with esbuild, the stylesheet is the one the build ships
 * (scripts/styledCss.mjs), both served from the page's own origin. Chromium (Playwright) must
 * report no violation and no console error, and the skins must be styled.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleStyledCss } from '../scripts/styledCss.mjs';
import { mediaImage } from '../test/browser/mediaImage';
import { launchChromium, watchErrors } from '../test/support/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const work = path.join(root, '.tmp/csp-page');
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https:; media-src 'self' https:";

const APP = `
import { getResponse } from 'msw';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SearchProvider, useSearchLoaderOptions } from '../../headless';
import { createGifkitQueryClient, GiphyProvider } from '../../hooks';
import { createGiphyClient } from '../../sdk';
import { createMockApi } from '../../sdk/mock';
import { gifAt } from '../../sdk/mock/data/gifs';
import { normalizeGif } from '../../sdk/normalize/gif';
import { Carousel, Grid, SearchBox, Tile, Video } from '../../styled';

const api = createMockApi();
const client = createGiphyClient({
  apiKey: 'k',
  storage: null,
  fetch: async (request) => (await getResponse(api.handlers, request)) ?? new Response(null, { status: 501 }),
});
const trending = (offset, signal) => client.trendingGifs({ offset, signal });
const clip = {
  id: 'clip1',
  title: 'Cat plays piano',
  user: { username: 'catlover', display_name: 'Cat Lover', profile_url: 'https://giphy.com/catlover' },
  images: { original_still: { url: 'https://media.giphy.com/media/clip1/still.gif', width: 640, height: 360 } },
  video: { assets: { '360p': { url: 'https://media.giphy.com/media/clip1/360.mp4', width: 640, height: 360 } } },
};
function Results() {
  return <Grid {...useSearchLoaderOptions()} columns={3} />;
}
createRoot(document.getElementById('app')).render(
  <StrictMode>
    <GiphyProvider client={client} queryClient={createGifkitQueryClient()}>
      <SearchProvider>
        <SearchBox />
        <Results />
      </SearchProvider>
      <Carousel source={trending} gifHeight={100} />
      <Tile gif={normalizeGif(gifAt(3))} width={200} height={150} />
      <Video gif={clip} width={320} persistentControls autoPlay={false} />
    </GiphyProvider>
  </StrictMode>,
);
`;

const WATCH = `
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
`;

let server: Server;
let origin = '';

beforeAll(async () => {
  mkdirSync(work, { recursive: true });
  writeFileSync(path.join(work, 'app.jsx'), APP);
  const bundle = await build({
    entryPoints: [path.join(work, 'app.jsx')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const files: Record<string, [string, string | Buffer]> = {
    '/': [
      'text/html',
      `<!doctype html><html lang="en"><head><title>CSP</title><script src="/watch.js"></script><link rel="stylesheet" href="/styled.css"></head><body><main id="app"></main><script type="module" src="/app.js"></script></body></html>`,
    ],
    '/watch.js': ['text/javascript', WATCH],
    '/app.js': ['text/javascript', bundle.outputFiles[0]!.contents as Buffer],
    '/styled.css': ['text/css', await bundleStyledCss(root)],
  };
  server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0], 'content-security-policy': CSP }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(() => server?.close());

it('every skin renders styled under style-src self, with no violation and no console error', async () => {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors = watchErrors(page, { warnings: true });
    // Offline media: generated pictures; the clip's file stays pending (no media error to log).
    await page.route(/^https:\/\/([a-z0-9-]+\.)*giphy\.com\//, async (route) => {
      if (/\.mp4(\?|$)/.test(route.request().url())) return;
      await route.fulfill({ status: 200, contentType: 'image/png', body: mediaImage(route.request().url()) });
    });
    await page.goto(origin);
    await page.waitForSelector('[data-gk-grid-item] :is([data-gk-tile-image], [data-gk-tile-video])');
    await page.waitForSelector('[data-gk-carousel-item]');
    const styled = await page.evaluate(() => {
      const css = (selector: string, property: string) =>
        getComputedStyle(document.querySelector(selector)!).getPropertyValue(property);
      return {
        radius: css('[data-gk-grid-item]', 'border-radius'),
        position: css('[data-gk-grid-item]', 'position'),
        carousel: css('[data-gk-carousel]', 'overflow-x'),
        submit: css('[data-gk-search-submit]', 'background-image'),
        controls: css('[data-gk-video-controls]', 'position'),
        violations: (window as unknown as { __violations: string[] }).__violations,
      };
    });
    expect(styled).toEqual({
      radius: '4px',
      position: 'absolute', // the headless grid's inline layout, set through the CSSOM
      carousel: 'auto',
      submit: expect.stringContaining('linear-gradient'),
      controls: 'absolute',
      violations: [],
    });
    expect(errors).toEqual([]);
    // The policy is in force: a style element injected at run time is refused and reported.
    const refused = await page.evaluate(async () => {
      const reported = new Promise((resolve) =>
        document.addEventListener('securitypolicyviolation', resolve, { once: true }),
      );
      const style = document.createElement('style');
      style.textContent = 'body { color: red }';
      document.head.append(style);
      await reported;
      return (window as unknown as { __violations: string[] }).__violations;
    });
    expect(refused).toEqual([expect.stringMatching(/^style-src-elem inline/)]);
  } finally {
    await browser.close();
  }
}, 60_000);
