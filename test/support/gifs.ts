/**
 * Test support (not exported by the package): the shared GIF fixtures. `recordedGifs` are real
 * recorded GIPHY GIFs (gifkit/mock's data) through the normalizer, distinct ids; `fakeGif` is a
 * made-up GIF of a chosen size whose renditions all sit at one URL (in Chromium, `servedMedia`
 * for a file the test server serves); `boxCat` is the embed tests' GIF; `pagedSource` is a fake
 * paged fetch function of the shape the loader, the grid and the carousel take.
 */
import { vi } from 'vitest';
import type { EmbedGif } from '../../headless/embed/types';
import type { PageLike } from '../../sdk/client/paging';
import { toCompatGif } from '../../sdk/compat/toCompatGif';
import type { GifsResult, IGif } from '../../sdk/compat/types';
import { gifAt } from '../../sdk/mock/data/gifs';
import { type Gif, normalizeGif } from '../../sdk/normalize/gif';

/** The `index`-th recorded GIF (or sticker), normalized. */
export const recordedGif = (index = 0, kind: 'gif' | 'sticker' = 'gif'): Gif => normalizeGif(gifAt(index, kind));

/** `count` normalized recorded GIFs, the first being the `from`-th. */
export const recordedGifs = (count: number, from = 0): Gif[] =>
  Array.from({ length: count }, (_, i) => recordedGif(from + i));

/** A file of sdk/mock/media as the browser tests' server serves it (tiles load only http(s) URLs). */
export const servedMedia = (file = 'aurora/still.gif') => new URL(`/sdk/mock/media/${file}`, location.origin).href;

export interface FakeGifOptions extends Partial<Gif> {
  /** Where every rendition is; default `https://media.giphy.com/media/<id>/giphy.gif`. */
  src?: string;
  /** The original's size, 400×300 by default; the smaller renditions keep its aspect ratio. */
  width?: number;
  height?: number;
}

/**
 * A made-up GIF `id` titled `gif <id>`, its page at giphy.com, with `original` (`width`×`height`),
 * `fixed_width` (200 wide), `fixed_height` (120 high) and `fixed_height_small` (60 high), all at
 * `src`, as the normalizer gives it; any other field of `options` is set as given afterwards.
 */
export function fakeGif(
  id: string,
  { src = `https://media.giphy.com/media/${id}/giphy.gif`, width = 400, height = 300, ...fields }: FakeGifOptions = {},
): Gif {
  const wide = (w: number) => ({ url: src, width: w, height: Math.round((w * height) / width) });
  const high = (h: number) => ({ url: src, width: Math.round((h * width) / height), height: h });
  const images = {
    original: wide(width),
    fixed_width: wide(200),
    fixed_height: high(120),
    fixed_height_small: high(60),
  };
  return { ...normalizeGif({ id, url: `https://giphy.com/gifs/${id}`, title: `gif ${id}`, images }), ...fields };
}

/** Box Cats' (verified) "Cat in a box", 480×360 with its still; `overrides` replace fields. */
export const boxCat = (overrides: Partial<EmbedGif> = {}): EmbedGif => ({
  id: 'embedcat',
  url: 'https://giphy.com/gifs/embedcat',
  title: 'Cat in a box',
  images: {
    original: { url: 'https://media.giphy.com/media/embedcat/giphy.gif', width: 480, height: 360 },
    original_still: { url: 'https://media.giphy.com/media/embedcat/giphy_s.gif', width: 480, height: 360 },
  },
  user: {
    username: 'boxcats',
    display_name: 'Box Cats',
    avatar_url: 'https://media.giphy.com/avatars/boxcats.gif',
    profile_url: 'https://giphy.com/boxcats',
    is_public: true,
    is_verified: true,
  },
  ...overrides,
});

/** Items `{ id: 'g0' }`, `{ id: 'g1' }`, …: what a list needs and no more. */
export const idItem = (index: number) => ({ id: `g${index}` });

export interface PagedSourceOptions {
  /** Each answer arrives after this many milliseconds of the clock in use (to see the list fetching). */
  delayMs?: number;
  /** Each page starts this many items before its offset, as GIPHY's ranking shifts between calls. */
  shift?: number;
}

/**
 * A mock fetch function over `total` items served `size` at a time, item `i` being `itemAt(i)`
 * (GIPHY's `pagination`: count, offset, total_count).
 */
export function pagedSource<T>(
  itemAt: (index: number) => T,
  total: number,
  size: number,
  { delayMs = 0, shift = 0 }: PagedSourceOptions = {},
) {
  return vi.fn(async (offset: number, _signal?: AbortSignal): Promise<PageLike<T>> => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const start = Math.max(0, offset - shift);
    const end = Math.min(start + size, total);
    const data = Array.from({ length: Math.max(0, end - start) }, (_, i) => itemAt(start + i));
    return { data, pagination: { count: data.length, offset, total_count: total } };
  });
}

/** `count` recorded GIFs in GIPHY's `IGif` shape (what gifkit/compat's GiphyFetch returns), the first being the `from`-th. */
export const compatGifs = (count: number, from = 0): IGif[] => recordedGifs(count, from).map(toCompatGif);

/**
 * GIPHY's `fetchGifs(offset)` over `gifs` served `size` at a time (a `GifsResult` with `meta`;
 * the very objects given), on `pagedSource`: `delayMs` as there.
 */
export function compatFetchGifs(gifs: readonly IGif[], size: number, options: { delayMs?: number } = {}) {
  const page = pagedSource((i) => gifs[i] as IGif, gifs.length, size, options);
  const fetchGifs = vi.fn(
    async (offset: number): Promise<GifsResult> =>
      ({
        ...(await page(offset)),
        meta: { status: 200, msg: 'OK', response_id: 'compat-test' },
      }) as GifsResult,
  );
  return fetchGifs;
}

/** Spies for GIPHY's five per-GIF callbacks (`onGifClick`…); the click ones prevent the default (no navigation). */
export function gifEventSpies() {
  const prevent = (_gif: IGif, e: { preventDefault: () => void }) => e.preventDefault();
  return {
    onGifClick: vi.fn(prevent),
    onGifRightClick: vi.fn(prevent),
    onGifKeyPress: vi.fn(),
    onGifSeen: vi.fn(),
    onGifVisible: vi.fn(),
  };
}
