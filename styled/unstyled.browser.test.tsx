/**
 * Every skin with NO stylesheet: the app that forgot `import 'gifkit/styled.css'`
 * (the migration guide's one extra line). Nothing may grow past its box: every inline SVG at
 * most its intended 24 px (an SVG without `width`/`height` is 300×150 px), no sideways scroll,
 * a suggestion bar about one row high; and on a page like examples/migrate-page (a carousel,
 * GIPHY's suggestion bar, then a 5-column grid scrolled by the window) the grid's first tiles
 * are in the first viewport and its video tiles play.
 *
 * The skins are enumerated from the entries themselves (every component `gifkit/styled`,
 * `gifkit/styled/popover`, `gifkit/styled/embed` and `gifkit/compat/react` export): an export
 * without a way to render it here fails the first test, so a new skin cannot go unchecked.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { commands, page } from '@vitest/browser/context';
import { getResponse } from 'msw';
import { type ReactElement, useContext } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchProvider } from '../headless/search/SearchProvider';
import { GiphyProvider } from '../hooks/GiphyProvider';
import { toCompatGif } from '../sdk/compat/toCompatGif';
import { createMockApi } from '../sdk/mock';
import { type Gif, normalizeGif } from '../sdk/normalize/gif';
import { createTransport } from '../sdk/transport/clients';
import { stubFetchWithMockApi } from '../test/browser/mockApiFetch';
import { mockClient } from '../test/browser/skinHarness';
import { compatFetchGifs, compatGifs, recordedGif } from '../test/support/gifs';
import * as compat from './compat/index';
import * as embed from './embed';
import * as styled from './index';
import * as popover from './popover';

/** The largest icon any skin draws with the stylesheet (its 24-unit view box at 1.25em of 18 px is 22.5 px). */
const ICON_MAX = 24;
/** A row of suggestion pills: one line of pills, whatever their count. */
const ROW_MAX = 48;

const entries = { styled, popover, embed, compat } as const;
type Entry = keyof typeof entries;

/** The components an entry exports: its functions named like components (`Grid`, not `createRecentGifs`). */
const skinsOf = (entry: Entry) =>
  Object.entries(entries[entry])
    .filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name))
    .map(([name]) => `${entry}.${name}`);

const client = mockClient();
const trending = (offset: number, signal: AbortSignal) => client.trendingGifs({ offset, signal });
const noop = () => undefined;
const gifs = compatGifs(12);
/** A verified uploader, so the tile's overlay draws its badge. */
const verified: Gif = {
  ...recordedGif(2),
  user: { ...recordedGif(2).user!, is_verified: true, display_name: 'Box Cats' },
};

/** A clip as a client generated from the contracts returns it (the wire JSON, not normalized). */
async function wireClip() {
  const api = createMockApi();
  const transport = createTransport('public', {
    apiKey: 'test-key',
    fetch: async (request) => (await getResponse(api.handlers, request)) ?? new Response(null, { status: 501 }),
  });
  const { data } = await transport.GET('/v1/{type}/search', {
    params: { path: { type: 'videos' }, query: { q: 'cats', limit: 1 } },
  });
  return data!.data[0]!;
}
let clip: Awaited<ReturnType<typeof wireClip>>;

function CompatResults({ width, columns }: { width: number; columns: number }) {
  const { fetchGifs, searchKey } = useContext(compat.SearchContext);
  return <compat.Grid key={searchKey} width={width} columns={columns} gutter={8} fetchGifs={fetchGifs} />;
}
const CompatSearch = () => (
  <compat.SearchContextManager apiKey="test-key" shouldDefaultToTrending>
    <compat.SearchBar />
    <compat.SuggestionBar />
  </compat.SearchContextManager>
);

/** How to render each skin, and what to wait for before measuring. */
const SKINS: Record<string, { render: () => ReactElement; ready?: string }> = {
  'styled.Carousel': { render: () => <styled.Carousel source={trending} gifHeight={100} />, ready: '[data-gk-tile]' },
  'styled.Grid': { render: () => <styled.Grid source={trending} columns={3} />, ready: '[data-gk-tile]' },
  'styled.GifPicker': {
    render: () => <styled.GifPicker client={client} onSelect={noop} />,
    ready: '[data-gk-picker-suggestion]',
  },
  'styled.SearchBox': {
    render: () => (
      <GiphyProvider client={client}>
        <SearchProvider>
          <styled.SearchBox />
        </SearchProvider>
      </GiphyProvider>
    ),
    ready: '[data-gk-search] svg',
  },
  'styled.PoweredBy': { render: () => <styled.PoweredBy /> },
  'styled.Spinner': { render: () => <styled.Spinner /> },
  'styled.Tile': { render: () => <styled.Tile gif={verified} width={200} />, ready: '[data-gk-tile]' },
  'styled.Video': {
    render: () => <styled.Video gif={clip} width={320} persistentControls />,
    ready: '[data-gk-video] svg',
  },
  'popover.GifPickerPopover': {
    render: () => (
      <popover.GifPickerPopover client={client} onSelect={noop} defaultOpen modal={false}>
        <button type="button">GIF</button>
      </popover.GifPickerPopover>
    ),
    ready: '[data-gk-picker-suggestion]',
  },
  'embed.Embed': { render: () => <embed.Embed gif={verified} isMobile={false} offline />, ready: 'svg' },
  'compat.Carousel': {
    render: () => <compat.Carousel gifHeight={100} fetchGifs={compatFetchGifs(gifs, 6)} />,
    ready: '[data-gk-tile]',
  },
  'compat.Gif': { render: () => <compat.Gif gif={toCompatGif(verified)} width={200} />, ready: '[data-gk-tile]' },
  'compat.Grid': {
    render: () => <compat.Grid width={600} columns={3} fetchGifs={compatFetchGifs(gifs, 6)} />,
    ready: '[data-gk-tile]',
  },
  'compat.Loader': { render: () => <compat.Loader /> },
  'compat.SearchBar': { render: () => <CompatSearch />, ready: '.giphy-search-bar svg' },
  'compat.SearchContextManager': { render: () => <CompatSearch />, ready: '[data-gk-picker-suggestion]' },
  'compat.SuggestionBar': { render: () => <CompatSearch />, ready: '[data-gk-picker-suggestion]' },
  'compat.Video': {
    render: () => <compat.Video gif={toCompatGif(normalizeGif(clip))} width={320} persistentControls />,
    ready: '[data-gk-video]',
  },
};

const rect = (element: Element) => element.getBoundingClientRect();
/** Nothing grows past its box: icons at most ICON_MAX, no sideways scroll, suggestion rows one pill high. */
function expectNothingOutgrown(skin: string) {
  for (const svg of document.querySelectorAll('svg')) {
    const { width, height } = rect(svg);
    expect(width, `${skin}: an svg's width`).toBeLessThanOrEqual(ICON_MAX);
    expect(height, `${skin}: an svg's height`).toBeLessThanOrEqual(ICON_MAX);
  }
  expect(document.documentElement.scrollWidth, `${skin}: the page scrolls sideways`).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
  for (const row of document.querySelectorAll('[data-gk-picker-suggestions]')) {
    expect(rect(row).height, `${skin}: a suggestion row`).toBeLessThanOrEqual(ROW_MAX);
  }
}

beforeAll(async () => {
  await commands.routeGiphyMedia();
  clip = await wireClip();
});
stubFetchWithMockApi(); // the compat search makes its own client from an API key
afterEach(async () => {
  cleanup();
  window.scrollTo(0, 0);
});

describe('every skin without gifkit/styled.css', () => {
  it('is listed here (the entries export nothing this file cannot render)', () => {
    const exported = (Object.keys(entries) as Entry[]).flatMap(skinsOf);
    expect(exported.filter((skin) => !(skin in SKINS))).toEqual([]);
    expect(Object.keys(SKINS).filter((skin) => !exported.includes(skin))).toEqual([]);
  });

  it('has no stylesheet of the kit in this page', () => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.filter((rule) => rule.includes('data-gk'))).toEqual([]);
  });

  it.each(Object.keys(SKINS))('%s: nothing grows past its box', async (skin) => {
    await page.viewport(1000, 800);
    const { render: ui, ready } = SKINS[skin]!;
    render(<div style={{ width: 640 }}>{ui()}</div>);
    if (ready) await waitFor(() => expect(document.querySelector(ready), `${skin}: ${ready}`).not.toBeNull());
    // The tile's overlay (and its verified badge) is drawn on focus.
    for (const tile of document.querySelectorAll<HTMLElement>('[data-gk-tile]')) act(() => tile.focus());
    expectNothingOutgrown(skin);
  });
});

describe('a page without gifkit/styled.css (examples/migrate-page with gifkit)', () => {
  for (const [width, height, columns] of [
    [1000, 800, 5],
    [390, 844, 2],
  ] as const) {
    it(`${width}×${height}: the grid below the suggestion bar starts in the first viewport, and its videos play`, async () => {
      await page.viewport(width, height);
      render(
        <main style={{ padding: 16 }}>
          <h1>GIFs</h1>
          <compat.Carousel gifHeight={120} gutter={6} noLink fetchGifs={compatFetchGifs(gifs, 6)} />
          <compat.SearchContextManager apiKey="test-key" shouldDefaultToTrending>
            <compat.SuggestionBar />
            <CompatResults width={width - 48} columns={columns} />
          </compat.SearchContextManager>
        </main>,
      );
      await waitFor(() => expect(document.querySelector('[data-gk-picker-suggestion]')).not.toBeNull());
      const grid = () => [...document.querySelectorAll<HTMLElement>('.giphy-grid [data-gk-tile]')];
      await waitFor(() => expect(grid().length).toBeGreaterThan(0));
      expectNothingOutgrown(`page ${width}`);
      const first = grid()[0]!;
      expect(rect(first).top, 'the first tile').toBeLessThan(window.innerHeight);
      // The tiles in view play: their videos' clocks move.
      const inView = grid().filter((tile) => rect(tile).top < window.innerHeight && tile.dataset.media === 'video');
      expect(inView.length).toBeGreaterThan(0);
      for (const tile of inView) {
        await expect.poll(() => tile.querySelector('video')?.currentTime ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
      }
    });
  }
});
