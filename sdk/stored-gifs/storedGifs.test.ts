// @vitest-environment jsdom
// The mechanism of the recent and favorite GIF stores: names shown as plain text, other tabs
// followed through `storage` events, and an asynchronous storage (an app's server) read once,
// with changes made before it answers applied over its answer, never over an unread list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStoredGifs, type GifStorage, toStoredGif } from './storedGifs';

const KEY = 'test:gifs';
const gif = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  images: { fixed_width: { url: `https://media.giphy.com/media/${id}/200w.gif`, width: 200, height: 150 } },
  ...extra,
});
const ids = (gifs: readonly { id: string }[]) => gifs.map((g) => g.id);
const stored = (...list: string[]) => JSON.stringify(list.map((id) => gif(id)));
/** Resolves after every promise already settled has run its callbacks. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An asynchronous storage whose every answer waits for `answer()`; `push` plays a server's change. */
function serverStorage(initial: string | null) {
  let value = initial;
  const pending: (() => void)[] = [];
  let onChange: (() => void) | undefined;
  const storage = {
    getItem: vi.fn((_key: string) => new Promise<string | null>((resolve) => pending.push(() => resolve(value)))),
    setItem: vi.fn(async (_key: string, next: string) => {
      value = next;
    }),
    removeItem: vi.fn(async () => {
      value = null;
    }),
    subscribe: vi.fn((_key: string, listener: () => void) => {
      onChange = listener;
      return () => {
        onChange = undefined;
      };
    }),
  } satisfies GifStorage;
  return {
    storage,
    value: () => value,
    answer: async () => {
      for (const resolve of pending.splice(0)) resolve();
      await settled();
    },
    push: (next: string) => {
      value = next;
      onChange?.();
    },
  };
}

afterEach(() => localStorage.clear());

describe('toStoredGif', () => {
  it('keeps names as plain text: no markup, no controls or bidi overrides', () => {
    const clean = toStoredGif(
      gif('a', {
        title: '<img src=x onerror=alert(1)>Cat &amp; dog',
        username: 'evil\u202Eeman',
        alt_text: 'a\u0000b',
      }),
    );
    expect(clean).toMatchObject({ title: 'Cat & dog', username: 'evileman', alt_text: 'ab' });
  });
});

describe('createStoredGifs', () => {
  it('follows another tab: a storage event for its key (or a cleared storage) is read and told', () => {
    const list = createStoredGifs({ storageKey: KEY, limit: 5 });
    const onChange = vi.fn();
    const unsubscribe = list.subscribe(onChange);
    expect(list.getSnapshot()).toEqual([]);
    localStorage.setItem(KEY, stored('a', 'b')); // what the other tab wrote
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(ids(list.getSnapshot())).toEqual(['a', 'b']);
    window.dispatchEvent(new StorageEvent('storage', { key: 'another key' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    localStorage.setItem(KEY, stored('c'));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('an asynchronous storage: read once, empty until it answers, then told', async () => {
    const server = serverStorage(stored('a', 'b'));
    const list = createStoredGifs({ storageKey: KEY, limit: 5, storage: server.storage });
    const onChange = vi.fn();
    list.subscribe(onChange);
    expect(list.getSnapshot()).toEqual([]);
    expect(list.getSnapshot()).toBe(list.getSnapshot());
    expect(server.storage.getItem).toHaveBeenCalledTimes(1);
    await server.answer();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(ids(list.getSnapshot())).toEqual(['a', 'b']);
    expect(server.storage.getItem).toHaveBeenCalledTimes(1);
  });

  it('an asynchronous storage: a change before the answer shows at once and is saved over the answer', async () => {
    const server = serverStorage(stored('a', 'b'));
    const list = createStoredGifs({ storageKey: KEY, limit: 5, storage: server.storage });
    list.getSnapshot();
    list.update((gifs) => [gif('new'), ...gifs]);
    expect(ids(list.getSnapshot())).toEqual(['new']);
    expect(server.storage.setItem).not.toHaveBeenCalled(); // never over a list not read yet
    await server.answer();
    expect(ids(list.getSnapshot())).toEqual(['new', 'a', 'b']);
    expect(server.storage.setItem).toHaveBeenCalledTimes(1);
    expect(ids(JSON.parse(server.value()!))).toEqual(['new', 'a', 'b']);
    // Once read, a change is saved at once.
    list.update((gifs) => gifs.filter((g) => g.id !== 'a'));
    expect(ids(JSON.parse(server.value()!))).toEqual(['new', 'b']);
  });

  it("an asynchronous storage: its `subscribe` reports another device's change, which is read again", async () => {
    const server = serverStorage(stored('a'));
    const list = createStoredGifs({ storageKey: KEY, limit: 5, storage: server.storage });
    const onChange = vi.fn();
    const unsubscribe = list.subscribe(onChange);
    list.getSnapshot();
    await server.answer();
    server.push(stored('b', 'a'));
    await server.answer();
    expect(ids(list.getSnapshot())).toEqual(['b', 'a']);
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    expect(server.storage.subscribe).toHaveBeenCalledTimes(1);
    server.push(stored('c'));
    expect(server.storage.getItem).toHaveBeenCalledTimes(2);
  });

  it('an asynchronous storage that fails: no crash, no unhandled rejection, the list in memory', async () => {
    const failing: GifStorage = {
      getItem: () => Promise.reject(new Error('offline')),
      setItem: () => Promise.reject(new Error('offline')),
      removeItem: () => Promise.reject(new Error('offline')),
    };
    const list = createStoredGifs({ storageKey: KEY, limit: 5, storage: failing });
    expect(list.getSnapshot()).toEqual([]);
    await settled();
    list.update(() => [gif('a')]);
    await settled();
    expect(ids(list.getSnapshot())).toEqual(['a']);
    list.update(() => []);
    await settled();
    expect(list.getSnapshot()).toEqual([]);
  });

  it('a stored value that is not a list of GIFs reads as an empty list, whatever it is', () => {
    for (const value of ['', '[', '42', '"x"', '{}', '[null, 1, "a", {"id": {}}]', '{"__proto__": {"x": 1}}']) {
      localStorage.setItem(KEY, value);
      expect(createStoredGifs({ storageKey: KEY, limit: 5 }).getSnapshot()).toEqual([]);
    }
  });
});
