import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_URLS } from '../../test/hostile/payloads';
import { memoryStorage } from '../../test/support/memoryStorage';
import { toStoredGif } from '../stored-gifs/storedGifs';
import { createRecentGifs, RECENT_GIFS_KEY } from './recentGifs';

const gif = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `GIF ${id}`,
  is_sticker: false,
  images: {
    fixed_width: { url: `https://media.giphy.com/media/${id}/200w.gif`, width: 200, height: 150 },
    original: { url: `https://media.giphy.com/media/${id}/giphy.gif`, width: 480, height: 360, webp: 'x' },
    looping: { mp4: `https://media.giphy.com/media/${id}/giphy-loop.mp4`, width: 480, height: 360 },
  },
  user: { username: 'someone' },
  ...extra,
});

describe('createRecentGifs', () => {
  it('puts picked GIFs first, moves a repeat to the front and keeps at most `limit`', () => {
    const storage = memoryStorage();
    const store = createRecentGifs({ storage, limit: 3 });
    for (const id of ['a', 'b', 'c', 'd']) store.add(gif(id));
    expect(store.getSnapshot().map((g) => g.id)).toEqual(['d', 'c', 'b']);
    store.add(gif('c'));
    expect(store.getSnapshot().map((g) => g.id)).toEqual(['c', 'd', 'b']);
    expect(JSON.parse(storage.data.get(RECENT_GIFS_KEY)!).map((g: { id: string }) => g.id)).toEqual(['c', 'd', 'b']);
  });

  it('stores only what a tile needs, with http(s) URLs only', () => {
    const store = createRecentGifs({ storage: memoryStorage() });
    store.add(gif('a', { url: 'javascript:alert(1)' }));
    const [recent] = store.getSnapshot();
    expect(recent).toEqual({
      id: 'a',
      title: 'GIF a',
      is_sticker: false,
      images: {
        fixed_width: { url: 'https://media.giphy.com/media/a/200w.gif', width: 200, height: 150 },
        original: { url: 'https://media.giphy.com/media/a/giphy.gif', width: 480, height: 360 },
      },
    });
  });

  it('survives a new store over the same storage (a reload) and clears', () => {
    const storage = memoryStorage();
    createRecentGifs({ storage }).add(gif('a'));
    const again = createRecentGifs({ storage });
    expect(again.getSnapshot().map((g) => g.id)).toEqual(['a']);
    const onChange = vi.fn();
    again.subscribe(onChange);
    again.clear();
    expect(again.getSnapshot()).toEqual([]);
    expect(storage.data.has(RECENT_GIFS_KEY)).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"a"}'],
    ['null', 'null'],
  ])('reads corrupted storage (%s) as no recents, and can add again', (_, raw) => {
    const storage = memoryStorage({ [RECENT_GIFS_KEY]: raw });
    const store = createRecentGifs({ storage });
    expect(store.getSnapshot()).toEqual([]);
    store.add(gif('a'));
    expect(store.getSnapshot().map((g) => g.id)).toEqual(['a']);
  });

  it('drops entries it cannot show and duplicates, keeps the rest', () => {
    const stored = [
      gif('a'),
      { id: 'b', images: { original: { url: 'javascript:alert(1)', width: 1, height: 1 } } },
      { id: 7, images: {} },
      'c',
      gif('a'),
      gif('d'),
    ];
    const store = createRecentGifs({ storage: memoryStorage({ [RECENT_GIFS_KEY]: JSON.stringify(stored) }) });
    expect(store.getSnapshot().map((g) => g.id)).toEqual(['a', 'd']);
  });

  it('returns the same array until storage changes (useSyncExternalStore needs it)', () => {
    const store = createRecentGifs({ storage: memoryStorage() });
    store.add(gif('a'));
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('keeps working in memory when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createRecentGifs({ storage: throwing });
    store.add(gif('a'));
    expect(store.getSnapshot().map((g) => g.id)).toEqual(['a']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('has an empty server snapshot and needs no window (this test runs in Node)', () => {
    expect(typeof window).toBe('undefined');
    const store = createRecentGifs();
    expect(store.getServerSnapshot()).toEqual([]);
    store.add(gif('a'));
    expect(store.getSnapshot().map((g) => g.id)).toEqual(['a']);
  });
});

describe('toStoredGif (what a recent GIF keeps)', () => {
  it.each(UNSAFE_URLS)('never keeps the unsafe URL %j', (url) => {
    const recent = toStoredGif({
      id: 'a',
      url,
      images: {
        original: { url, webp: url, mp4: url, width: 10, height: 10 },
        fixed_width: { url: 'https://media.giphy.com/media/a/200w.gif', width: 200, height: 150 },
      },
    });
    expect(recent).toEqual({
      id: 'a',
      images: { fixed_width: { url: 'https://media.giphy.com/media/a/200w.gif', width: 200, height: 150 } },
    });
  });

  it('rejects GIFs without an id or a usable rendition', () => {
    expect(toStoredGif({ id: '', images: gif('a').images })).toBeUndefined();
    expect(toStoredGif({ id: 'a', images: { original: { url: 'https://x/y.gif', width: 0, height: 0 } } })).toBe(
      undefined,
    );
    expect(toStoredGif(null)).toBeUndefined();
  });
});
