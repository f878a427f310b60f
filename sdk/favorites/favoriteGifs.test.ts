import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_URLS } from '../../test/hostile/payloads';
import { memoryStorage } from '../../test/support/memoryStorage';
import { createFavoriteGifs } from './favoriteGifs';

const FAVORITE_GIFS_KEY = 'gifkit:favorite-gifs';

const gif = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `GIF ${id}`,
  images: { fixed_width: { url: `https://media.giphy.com/media/${id}/200w.gif`, width: 200, height: 150 } },
  ...extra,
});
const ids = (store: { getSnapshot: () => readonly { id: string }[] }) => store.getSnapshot().map((g) => g.id);

describe('createFavoriteGifs', () => {
  it('adds newest first, once each (adding again moves nothing), removes and toggles', () => {
    const store = createFavoriteGifs({ storage: memoryStorage() });
    store.add(gif('a'));
    store.add(gif('b'));
    store.add(gif('a'));
    expect(ids(store)).toEqual(['b', 'a']);
    expect(store.has('a')).toBe(true);
    store.remove('a');
    expect(ids(store)).toEqual(['b']);
    expect(store.has('a')).toBe(false);
    store.toggle(gif('c'));
    expect(ids(store)).toEqual(['c', 'b']);
    store.toggle(gif('c'));
    expect(ids(store)).toEqual(['b']);
  });

  it('keeps at most `limit`: one more lets the oldest go', () => {
    const store = createFavoriteGifs({ storage: memoryStorage(), limit: 2 });
    for (const id of ['a', 'b', 'c']) store.add(gif(id));
    expect(ids(store)).toEqual(['c', 'b']);
  });

  it('survives a new store over the same storage (a reload), under its own key, and clears', () => {
    const storage = memoryStorage();
    createFavoriteGifs({ storage }).add(gif('a'));
    expect(storage.data.has(FAVORITE_GIFS_KEY)).toBe(true);
    const again = createFavoriteGifs({ storage });
    expect(ids(again)).toEqual(['a']);
    const onChange = vi.fn();
    again.subscribe(onChange);
    again.clear();
    expect(ids(again)).toEqual([]);
    expect(storage.data.has(FAVORITE_GIFS_KEY)).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners only when the list changed', () => {
    const store = createFavoriteGifs({ storage: memoryStorage() });
    const onChange = vi.fn();
    store.subscribe(onChange);
    store.add(gif('a'));
    store.add(gif('a'));
    store.remove('nope');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it.each(UNSAFE_URLS)('never keeps the unsafe URL %j, and drops a GIF with nothing safe to show', (url) => {
    const store = createFavoriteGifs({ storage: memoryStorage() });
    store.add(gif('a', { url }));
    store.add({ id: 'b', images: { fixed_width: { url, width: 200, height: 150 } } });
    expect(store.getSnapshot()).toEqual([{ id: 'a', title: 'GIF a', images: gif('a').images }]);
  });

  it('reads corrupted or hostile storage as what can be shown of it, never throws', () => {
    const raw = JSON.stringify([gif('a', { title: '<script>x</script>hi' }), { id: 'b' }, 'c', gif('a'), null]);
    const store = createFavoriteGifs({ storage: memoryStorage({ [FAVORITE_GIFS_KEY]: raw }) });
    expect(store.getSnapshot()).toEqual([{ id: 'a', title: 'xhi', images: gif('a').images }]);
    expect(createFavoriteGifs({ storage: memoryStorage({ [FAVORITE_GIFS_KEY]: '{oops' }) }).getSnapshot()).toEqual([]);
  });

  it('has an empty server snapshot and needs no window (this test runs in Node)', () => {
    expect(typeof window).toBe('undefined');
    const store = createFavoriteGifs();
    expect(store.getServerSnapshot()).toEqual([]);
    store.add(gif('a'));
    expect(ids(store)).toEqual(['a']);
  });
});
