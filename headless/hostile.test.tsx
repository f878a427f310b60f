// @vitest-environment jsdom
/**
 * Hostile data through every headless component: arbitrary GIFs whose every string
 * field may be an OWASP XSS payload, a script/data URL or random text, normalized or handed over
 * raw (a controlled list, a cache), rendered through Tile, Video, Grid, Carousel and the search
 * box. Asserted: no crash and no console error, no URL attribute holding anything but an
 * http(s) URL, and no name shown (text, alt, ARIA) with markup or spoofing characters left in.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { version } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGifkitQueryClient, GiphyProvider } from '../hooks';
import { gifQueries } from '../hooks/gifQueries';
import { type Channel, createGiphyClient } from '../sdk/client/createGiphyClient';
import { imageSrcSet } from '../sdk/media/imageSrcSet';
import { type Gif, normalizeGif } from '../sdk/normalize/gif';
import { HOSTILE_TEXTS, SRCSET_BREAKING_URLS, UNSAFE_URLS } from '../test/hostile/payloads';
import { FakeIntersectionObserver } from '../test/support/fakeIntersectionObserver';
import { TileRow } from '../test/support/TileRow';
import { installFakeMedia } from '../test/support/videoTesting';
import { Grid } from './grid/Grid';
import { SearchBox } from './search/SearchBox';
import { SearchProvider } from './search/SearchProvider';
import { Tile } from './tile/Tile';
import { tileAttribution } from './tile/tileAttribution';
import { Video } from './video/Video';

/** Attributes the browser loads or navigates to. */
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'action', 'formaction', 'background', 'cite', 'data', 'xlink:href'];
const HTTP = /^https?:\/\//i;
/** What a sanitized name never holds: a tag opener, a control or a bidirectional override. */
const UNSANITIZED = /<[\p{L}/!?]|\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;

const hostile = fc.oneof(
  fc.constantFrom(...UNSAFE_URLS, ...SRCSET_BREAKING_URLS, ...HOSTILE_TEXTS),
  fc.webUrl(),
  fc.string(),
);
const size = fc.integer({ min: 1, max: 600 });
const rendition = fc.record(
  { url: hostile, webp: hostile, mp4: hostile, width: size, height: size },
  { requiredKeys: [] },
);
const RENDITIONS = [
  'original',
  'fixed_width',
  'fixed_height',
  'fixed_width_still',
  'downsized_large',
  'original_still',
];
const images = fc.record(Object.fromEntries(RENDITIONS.map((name) => [name, rendition])), {
  requiredKeys: ['fixed_width'],
});
/** Either written text (hostile too) or none, so alt text and ARIA fall back to the username. */
const text = fc.oneof(
  fc.record({ alt_text: hostile, title: hostile, tags: fc.array(hostile, { maxLength: 6 }) }),
  fc.constant({ alt_text: '', title: '', tags: [] as string[] }),
);
const wireGif = fc
  .tuple(
    fc.record({
      id: fc.stringMatching(/^[A-Za-z0-9]{1,10}$/),
      type: fc.constantFrom('gif', 'sticker', 'video'),
      url: hostile,
      embed_url: hostile,
      bitly_url: hostile,
      username: hostile,
      is_sticker: fc.boolean(),
      images,
      user: fc.option(
        fc.record({
          username: hostile,
          display_name: hostile,
          avatar_url: hostile,
          profile_url: hostile,
          is_public: fc.boolean(),
        }),
        { nil: undefined },
      ),
      video: fc.option(
        fc.record({
          assets: fc.record({ '360p': fc.record({ url: hostile, width: fc.constant(640), height: fc.constant(360) }) }),
          previews: images,
          captions: fc.record({ en: fc.record({ vtt: hostile }) }),
        }),
        { nil: undefined },
      ),
    }),
    text,
  )
  .map(([gif, words]) => ({ ...gif, ...words }));
/** Every rendition size as text and `is_sticker` as 0/1: the shape the API itself sends. */
function asSentByTheApi(raw: Record<string, unknown>) {
  const text = (renditions: unknown) =>
    Object.fromEntries(
      Object.entries(renditions as Record<string, Record<string, unknown>>).map(([name, r]) => [
        name,
        { ...r, ...(r.width === undefined ? {} : { width: String(r.width) }), height: String(r.height ?? '') },
      ]),
    );
  const video = raw.video as { assets: unknown; previews: unknown } | undefined;
  return {
    ...raw,
    is_sticker: raw.is_sticker ? 1 : 0,
    images: text(raw.images),
    ...(video ? { video: { ...video, assets: text(video.assets), previews: text(video.previews) } } : {}),
  };
}

/**
 * Normalized (the SDK's client), raw with numeric sizes (read as it is: the headless guards
 * alone), or as the API sends it (normalized once by the components' own boundary).
 */
const anyGif = fc
  .tuple(wireGif, fc.constantFrom('normalized', 'raw', 'sent by the API'))
  .map(([raw, shape]) =>
    shape === 'normalized'
      ? normalizeGif(raw, 'data', undefined, () => undefined)
      : ((shape === 'raw' ? { ...raw } : asSentByTheApi(raw)) as unknown as Gif),
  );
const gifList = fc.uniqueArray(anyGif, { minLength: 1, maxLength: 3, selector: (gif) => gif.id });

let runs = 0;
const consoleError = vi.spyOn(console, 'error');
beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  installFakeMedia();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the guards' development warnings
});
afterEach(() => {
  cleanup();
  FakeIntersectionObserver.all = [];
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  console.info(`hostile data: ${runs} renders on React ${version}`);
});

/** Every URL attribute in the document is an http(s) URL; every srcset candidate too. */
function expectOnlySafeUrls() {
  for (const element of document.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (URL_ATTRIBUTES.includes(name)) expect(value, `${element.tagName} ${name}`).toMatch(HTTP);
      if (name === 'srcset' || name === 'imagesrcset') {
        for (const candidate of value.split(/,\s+/)) expect(candidate).toMatch(HTTP);
      }
      if (name === 'style') expect(value).not.toMatch(/url\(/i);
    }
  }
}

function expectSanitized(text: string | null | undefined, where: string) {
  expect(text ?? '', where).not.toMatch(UNSANITIZED);
}

/** Names: the attribution overlay and video credit, and alt/ARIA when they fall back to the username. */
function expectSanitizedNames(gifs: readonly Gif[]) {
  for (const name of document.querySelectorAll('[data-gk-tile-name], [data-gk-video-attribution]')) {
    expectSanitized(name.textContent, 'attribution');
  }
  for (const gif of gifs) {
    if (gif.alt_text || gif.title || gif.tags.length) continue; // written text, not a name
    for (const element of document.querySelectorAll(`[data-gif-id="${gif.id}"] img[alt]`)) {
      expectSanitized(element.getAttribute('alt'), 'alt');
    }
  }
  for (const element of document.querySelectorAll('[data-gk-video][aria-label]')) {
    const gif = gifs.find((g) => !g.alt_text && !g.title && !g.tags.length);
    if (gif && gifs.length === 1) expectSanitized(element.getAttribute('aria-label'), 'video aria-label');
  }
}

const noop = async () => ({ data: [], pagination: { count: 0, offset: 0, total_count: 0 } });

function renderTiles(gifs: readonly Gif[]) {
  for (const gif of gifs) {
    render(<Tile gif={gif} width={200} srcSet={imageSrcSet} attribution={tileAttribution} />);
  }
  // Focus opens (and mounts) each attribution overlay.
  for (const root of document.querySelectorAll('[data-gk-tile]')) fireEvent.focus(root);
}

const NUM_RUNS = 60;

describe(`hostile GIF data through every headless component (React ${version})`, () => {
  it('Tile: no crash, only http(s) URLs, sanitized names; a tile without a safe link is not a link', () => {
    fc.assert(
      fc.property(gifList, (gifs) => {
        runs++;
        consoleError.mockClear();
        renderTiles(gifs);
        expectOnlySafeUrls();
        expectSanitizedNames(gifs);
        for (const root of document.querySelectorAll('[data-gk-tile]')) {
          const gif = gifs.find((g) => g.id === root.getAttribute('data-gif-id'))!;
          expect(root.tagName).toBe(HTTP.test(String(gif.url)) ? 'A' : 'DIV');
        }
        expect(consoleError).not.toHaveBeenCalled();
        cleanup();
      }),
      { numRuns: NUM_RUNS },
    );
  }, 60_000);

  it('Video: no crash, only http(s) sources, poster and captions, sanitized credit and label', () => {
    fc.assert(
      fc.property(anyGif, fc.boolean(), (gif, captions) => {
        runs++;
        consoleError.mockClear();
        render(<Video gif={gif} width={320} captions={captions} />);
        expectOnlySafeUrls();
        expectSanitizedNames([gif]);
        expect(consoleError).not.toHaveBeenCalled();
        cleanup();
      }),
      { numRuns: NUM_RUNS },
    );
  }, 60_000);

  it('Grid and Carousel: no crash, only http(s) URLs, sanitized names', () => {
    fc.assert(
      fc.property(gifList, (gifs) => {
        runs++;
        consoleError.mockClear();
        render(
          <Grid
            width={400}
            columns={2}
            items={gifs}
            source={noop}
            renderItem={(gif, box, getItemProps) => (
              <Tile
                gif={gif}
                width={box.width}
                height={box.height}
                rootProps={getItemProps()}
                srcSet={imageSrcSet}
                attribution={tileAttribution}
              />
            )}
          />,
        );
        render(<TileRow items={gifs} source={noop} gifHeight={100} attribution={tileAttribution} />);
        for (const root of document.querySelectorAll('[data-gk-tile]')) fireEvent.focus(root);
        expectOnlySafeUrls();
        expectSanitizedNames(gifs);
        expect(consoleError).not.toHaveBeenCalled();
        cleanup();
      }),
      { numRuns: NUM_RUNS },
    );
  }, 60_000);

  it('SearchBox: channel suggestions, the chip and its label show sanitized names only', async () => {
    const channel = fc.record({
      id: fc.nat(),
      display_name: hostile,
      slug: hostile,
      user: fc.record({ username: hostile, display_name: hostile, avatar_url: hostile }, { requiredKeys: [] }),
    });
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(channel, { minLength: 1, maxLength: 4, selector: (c) => c.id }), async (list) => {
        runs++;
        consoleError.mockClear();
        const client = createGiphyClient({
          apiKey: 'k',
          storage: null,
          fetch: () => Promise.reject(new Error('offline')),
        });
        const queryClient = createGifkitQueryClient();
        const answer = { data: list as unknown as Channel[], pagination: { count: list.length, offset: 0 } };
        queryClient.setQueryData(gifQueries.searchChannels(client, { term: 'x', limit: 6 }).queryKey, {
          ...answer,
          meta: { status: 200, msg: 'OK', response_id: 'r' },
        });
        render(
          <GiphyProvider client={client} queryClient={queryClient}>
            <SearchProvider>
              <SearchBox suggestionDelay={0} maxSuggestions={6} suggestTrending={false}>
                {(box) => (
                  <div {...box.getRootProps()}>
                    <input {...box.getInputProps()} />
                    <ul {...box.getMenuProps()}>
                      {box.isOpen &&
                        box.suggestions.map((item, index) => (
                          <li key={item.key} {...box.getItemProps({ item, index })}>
                            {item.kind === 'channel' ? item.name : item.term}
                          </li>
                        ))}
                    </ul>
                    {box.channel && <button {...box.getChannelChipProps()}>{box.channelName}</button>}
                  </div>
                )}
              </SearchBox>
            </SearchProvider>
          </GiphyProvider>,
        );
        const input = screen.getByRole('combobox');
        await act(async () => {
          fireEvent.focus(input);
          fireEvent.change(input, { target: { value: '@x' } });
        });
        const options = screen.queryAllByRole('option');
        expect(options.length).toBeGreaterThan(0);
        for (const option of options) expectSanitized(option.textContent, 'suggestion');
        await act(async () => fireEvent.click(options[0]!));
        const chip = document.querySelector('[data-gk-search-channel]');
        expectSanitized(chip?.textContent, 'chip');
        expectSanitized(chip?.getAttribute('aria-label'), 'chip label');
        expectSanitized(input.getAttribute('placeholder'), 'placeholder');
        expectOnlySafeUrls();
        expect(consoleError).not.toHaveBeenCalled();
        cleanup();
        queryClient.clear();
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
