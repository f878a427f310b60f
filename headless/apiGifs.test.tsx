// @vitest-environment jsdom
/**
 * The API's own JSON through every headless component that takes a GIF: each
 * recorded answer (sdk/mock/fixtures) and the answers of a client generated from gifkit's
 * contracts (`createTransport('public')`: sizes as text, 0/1 flags) passed raw to Tile, Grid,
 * Carousel, Video and Embed render their media; a normalized GIF passes through untouched
 * (the very object, no copy); the raw one is normalized once per object and left as it was;
 * a GIF with nothing to show is named in one development warning, never in production.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { getResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gifHeight, gifWidth } from '../sdk/media/gifSize';
import { createMockApi } from '../sdk/mock';
import { type ApiGif, type Gif, normalizeGif } from '../sdk/normalize/gif';
import { createTransport } from '../sdk/transport/clients';
import { FakeIntersectionObserver } from '../test/support/fakeIntersectionObserver';
import { recordedAnswerGifs } from '../test/support/recordedAnswers';
import { installFakeMedia } from '../test/support/videoTesting';
import { Carousel } from './carousel/Carousel';
import { Embed } from './embed/Embed';
import { tileAspectRatio } from './grid/aspectRatio';
import { Grid, GridView } from './grid/Grid';
import { Tile, TileView } from './tile/Tile';
import { Video } from './video/Video';

const recorded = recordedAnswerGifs();

/** A client generated from gifkit's own contract, answered by gifkit's mock API: the wire JSON, typed. */
const api = createMockApi();
const transport = createTransport('public', {
  apiKey: 'test-key',
  fetch: async (request) => (await getResponse(api.handlers, request)) ?? new Response(null, { status: 501 }),
});
async function searchWire(type: 'gifs' | 'videos', q: string) {
  const { data } = await transport.GET('/v1/{type}/search', { params: { path: { type }, query: { q, limit: 4 } } });
  return data!.data;
}

const tileOf = (id: string) => document.querySelector<HTMLElement>(`[data-gk-tile][data-gif-id="${id}"]`);
const warnings = () => vi.mocked(console.warn).mock.calls.map((args) => args.map(String).join(' '));

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
beforeEach(() => {
  installFakeMedia();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('a GIF as the API sends it', () => {
  it('finds recorded answers with GIFs in them', () => {
    expect(recorded.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        'gifexpertapp__search-2024.json',
        'giphy-js__gif.json',
        'giphy-js__emoji-variations.json',
      ]),
    );
  });

  it.each(recorded)('%s, passed raw: every GIF renders its media in a <Tile>, and is left as it was', (_, gifs) => {
    const before = structuredClone(gifs);
    render(gifs.map((gif) => <Tile key={gif.id} gif={gif} width={200} />));
    for (const gif of gifs) {
      const tile = tileOf(gif.id);
      expect(tile, gif.id).not.toBeNull();
      expect(tile!.dataset.media, gif.id).toMatch(/^(video|image)$/);
      // Its box follows the recorded sizes, as the normalized GIF's does.
      expect(tile!.style.getPropertyValue('--gk-tile-height')).toBe(`${gifHeight(normalizeGif(gif), 200)}px`);
    }
    expect(gifs).toEqual(before);
  });

  it('a client generated from the contracts: Grid, Carousel, Video and Embed take its answers without a cast', async () => {
    const gifs = await searchWire('gifs', 'cats');
    const [clip] = await searchWire('videos', 'cats');
    expect(typeof gifs[0]!.images!.original!.width).toBe('string'); // the wire shape, typed ApiGif
    const noMore = async () => ({ data: [], pagination: { count: 0, offset: 0, total_count: gifs.length } });
    render(
      <>
        <Grid
          items={gifs}
          source={noMore}
          width={400}
          columns={2}
          gutter={0}
          renderItem={(gif, box, getItemProps) => (
            <Tile gif={gif} width={box.width} height={box.height} rootProps={getItemProps()} />
          )}
        />
        <div data-testid="row">
          <Carousel items={gifs} source={noMore} gifHeight={100} gutter={0} />
        </div>
        <Video gif={clip!} width={320} />
        <Embed gif={gifs[0]} isMobile={false}>
          {(embed) => <img data-testid="embed" {...embed.getMediaProps()} alt={embed.alt} />}
        </Embed>
      </>,
    );
    for (const gif of gifs) {
      const normalized = normalizeGif(gif);
      // The grid lays each tile out at its GIF's own ratio (not the square of a sizeless GIF).
      const gridTile = document.querySelector<HTMLElement>(`[data-gk-grid] [data-gif-id="${gif.id}"]`)!;
      expect(tileAspectRatio(normalized)).not.toBe(1);
      expect(gridTile.style.getPropertyValue('--gk-tile-height')).toBe(
        `${Math.round(200 / tileAspectRatio(normalized))}px`,
      );
      const item = document.querySelector<HTMLElement>(
        `[data-testid="row"] [data-gk-carousel-item] [data-gif-id="${gif.id}"]`,
      )!;
      expect(item.dataset.media).toMatch(/^(video|image)$/);
      expect(item.closest<HTMLElement>('[data-gk-carousel-item]')!.style.getPropertyValue('--gk-width')).toBe(
        `${gifWidth(normalized, 100)}px`,
      );
    }
    const video = document.querySelector<HTMLElement>('[data-gk-video]')!;
    expect(video.dataset.status).not.toBe('unavailable');
    expect(document.querySelector('[data-gk-video-media]')!.getAttribute('src')).toMatch(/^https:\/\/.*\.mp4/);
    expect(document.querySelector('[data-testid="embed"]')!.getAttribute('src')).toMatch(/^https:\/\//);
  });
});

describe('the boundary: once per object', () => {
  const [file, gifs] = recorded.find(([name]) => name === 'gifexpertapp__search-2024.json')!;

  it(`a normalized GIF is the very object the callbacks get, never copied (${file})`, () => {
    const gif = normalizeGif(gifs[0]);
    const clone = vi.spyOn(globalThis, 'structuredClone');
    const onClick = vi.fn((_gif: Gif, event: { preventDefault: () => void }) => event.preventDefault());
    render(<Tile gif={gif} width={200} onClick={onClick} />);
    fireEvent.click(tileOf(gif.id)!);
    expect(onClick.mock.calls[0]![0]).toBe(gif);
    expect(clone).not.toHaveBeenCalled();
  });

  it('a raw GIF is normalized once however often it is rendered, and the callbacks get that one normalized GIF', () => {
    const raw = structuredClone(gifs[1]!); // an object no test has rendered yet
    const clone = vi.spyOn(globalThis, 'structuredClone');
    const onClick = vi.fn((_gif: Gif, event: { preventDefault: () => void }) => event.preventDefault());
    const ui = (width: number) => (
      <StrictMode>
        <Tile gif={raw} width={width} onClick={onClick} />
        <Tile gif={raw} width={width / 2} noLink />
      </StrictMode>
    );
    const view = render(ui(200));
    view.rerender(ui(240));
    fireEvent.click(document.querySelector(`a[data-gif-id="${raw.id}"]`)!);
    fireEvent.click(document.querySelector(`a[data-gif-id="${raw.id}"]`)!);
    expect(clone).toHaveBeenCalledTimes(1);
    const [first] = onClick.mock.calls[0]!;
    expect(onClick.mock.calls[1]![0]).toBe(first);
    expect(first).toEqual(normalizeGif(raw));
    expect(first).not.toBe(raw);
  });
});

describe("the views, for GIFs already normalized (another source's, the picker's)", () => {
  const [, gifs] = recorded.find(([name]) => name === 'gifexpertapp__search-2024.json')!;

  it('GridView and TileView render normalized GIFs as Grid and Tile do, reading each as it is', () => {
    const normalized = gifs.map((gif) => normalizeGif(gif));
    const noMore = async () => ({ data: [], pagination: { count: 0, offset: 0, total_count: normalized.length } });
    const onClick = vi.fn((_gif: Gif, event: { preventDefault: () => void }) => event.preventDefault());
    const clone = vi.spyOn(globalThis, 'structuredClone');
    // The same grid twice: with the boundary (Grid, Tile) and without it (GridView, TileView).
    const list = { items: normalized, source: noMore, width: 400, columns: 2, gutter: 0 };
    render(
      <>
        <div data-testid="boundary">
          <Grid
            {...list}
            renderItem={(gif, box, getItemProps) => (
              <Tile gif={gif} width={box.width} height={box.height} rootProps={getItemProps()} />
            )}
          />
        </div>
        <div data-testid="view">
          <GridView
            {...list}
            renderItem={(gif, box, getItemProps) => (
              <TileView gif={gif} width={box.width} height={box.height} onClick={onClick} rootProps={getItemProps()} />
            )}
          />
        </div>
      </>,
    );
    const items = (testId: string) =>
      [...document.querySelectorAll(`[data-testid="${testId}"] [data-gk-grid-item]`)].map((item) => item.outerHTML);
    expect(items('view')).toHaveLength(normalized.length);
    expect(items('view')).toEqual(items('boundary'));
    fireEvent.click(document.querySelector(`[data-testid="view"] [data-gif-id="${normalized[0]!.id}"]`)!);
    expect(onClick.mock.calls[0]![0]).toBe(normalized[0]);
    expect(clone).not.toHaveBeenCalled();
  });
});

describe('a GIF with nothing to show', () => {
  const nothing = (id: string): ApiGif => ({
    id,
    images: {
      original: { url: 'javascript:alert(1)', width: '200', height: '100' },
      fixed_width: { url: 'https://media.giphy.com/media/x/200w.gif', width: '', height: '' },
    },
  });

  it('is named in one development warning, however often it is rendered', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = nothing('nothingraw');
    const normalized: Gif = { ...normalizeGif(nothing('nothingnormalized'), 'data', undefined, () => undefined) };
    const ui = () => (
      <StrictMode>
        <Tile gif={raw} width={200} height={100} />
        <Tile gif={raw} width={100} height={50} />
        <Tile gif={normalized} width={200} height={100} />
      </StrictMode>
    );
    const view = render(ui());
    view.rerender(ui());
    expect(document.querySelector('[data-gk-tile]')).toBeNull();
    const told = warnings().filter((message) => /nothing to show/.test(message));
    expect(told).toHaveLength(2);
    expect(told[0]).toMatch(/"nothingraw"/);
    expect(told[1]).toMatch(/"nothingnormalized"/);
  });

  it('is not warned about in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Tile gif={nothing('nothingprod')} width={200} height={100} />);
    expect(document.querySelector('[data-gk-tile]')).toBeNull();
    expect(warnings()).toEqual([]);
  });

  it('a GIF that has media but no box yet is not warned about', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Tile gif={recorded.find(([file]) => file === 'giphy-js__gif.json')![1][0]!} width={0} />);
    expect(warnings()).toEqual([]);
  });
});
