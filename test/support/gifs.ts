/**
 * Test support (not exported by the package): the shared GIF fixtures. `recordedGifs` are real
 * recorded GIPHY GIFs (gifkit/mock's data) through the normalizer, distinct ids; `pagedSource`
 * is a fake paged fetch function of the shape the loader, the grid and the carousel take.
 */
import { vi } from 'vitest';
import type { PageLike } from '../../sdk/client/paging';
import { toCompatGif } from '../../sdk/compat/toCompatGif';
import type { GifsResult, IGif } from '../../sdk/compat/types';
import { gifAt } from '../../sdk/mock/data/gifs';
import { type Gif, normalizeGif } from '../../sdk/normalize/gif';

/** `count` normalized recorded GIFs, the first being the `from`-th. */
export const recordedGifs = (count: number, from = 0): Gif[] =>
  Array.from({ length: count }, (_, i) => normalizeGif(gifAt(from + i)));

/**
 * A mock fetch function over `total` items served `size` at a time, item `i` being `itemAt(i)`
 * (GIPHY's `pagination`: count, offset, total_count). `delayMs` makes each answer arrive after
 * that many milliseconds of the clock in use, so a test can see the list fetching.
 */
export function pagedSource<T>(itemAt: (index: number) => T, total: number, size: number, { delayMs = 0 } = {}) {
  return vi.fn(async (offset: number, _signal?: AbortSignal): Promise<PageLike<T>> => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const end = Math.min(offset + size, total);
    const data = Array.from({ length: Math.max(0, end - offset) }, (_, i) => itemAt(offset + i));
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
