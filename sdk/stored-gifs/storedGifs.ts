/**
 * The mechanism behind the recent-GIFs and favorite-GIFs stores: a short list of GIFs kept in
 * a storage under one key, as a small external store (`subscribe` / `getSnapshot`, read by
 * `useSyncExternalStore`), framework-free. Capped and de-duplicated by id; hostile-safe: every
 * entry is re-checked when read (another script, tab or server may have written it): only
 * http(s) URLs (the normalizer's `isKeptUrl`, no GIF normalizer), names as plain text (`sanitizeName`), and a stored value that
 * does not parse reads as an empty list. Safe everywhere: nothing touches `window` until the store
 * is read in a browser (the server snapshot is empty), and a storage that throws (private mode,
 * quota, disabled cookies) leaves the list in memory for the page.
 *
 * The storage is `localStorage` by default; other tabs' writes arrive as `storage` events. Any
 * `GifStorage` can replace it, synchronous (`sessionStorage`, a Map) or asynchronous (an app's
 * own server): an asynchronous one is read once when the store is first read (the list is empty
 * until it answers) and again when its `subscribe` reports a change; writes show at once and
 * are saved in the background.
 */

import { isObject } from '../isObject';
import { sanitizeName } from '../media/sanitizeName';
import type { Gif } from '../normalize/gif';
import { isKeptUrl, RENDITION_URL_FIELDS } from '../normalize/wire';

/** A stored GIF: the fields a tile needs, copied from the GIF. */
export type StoredGif = Pick<Gif, 'id' | 'images'> &
  Partial<Pick<Gif, 'type' | 'is_sticker' | 'title' | 'alt_text' | 'url' | 'username'>>;

/**
 * Where a GIF list is kept: `localStorage` and `sessionStorage` fit as they are; an app's own
 * backend fits with promises. Each method may throw or reject: the list then lives in memory.
 */
export interface GifStorage {
  /** The stored text under `key`, or null for none. */
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
  /**
   * Optional: calls `onChange` whenever the value under `key` changed elsewhere (another device,
   * a server push, a BroadcastChannel); the store then reads it again. Returns the unsubscribe.
   * `localStorage` needs none: the `storage` events of other tabs do it.
   */
  subscribe?(key: string, onChange: () => void): () => void;
}

/** Where `createRecentGifs` or `createFavoriteGifs` keeps its GIFs, and how many. */
export interface GifStoreOptions {
  /** The storage key. Default `gifkit:recent-gifs` for the recents, `gifkit:favorite-gifs` for the favorites. */
  storageKey?: string;
  /** The most GIFs kept; one more lets the oldest go. Default 12 recents, 50 favorites. */
  limit?: number;
  /**
   * The storage; default `window.localStorage`, read lazily; `null` keeps the list in memory.
   * Any `GifStorage`, synchronous or asynchronous (your own server: docs/headless.md, "Favorite GIFs").
   */
  storage?: GifStorage | null;
}

export interface StoredGifsOptions {
  /** The storage key. */
  storageKey: string;
  /** The most GIFs kept. */
  limit: number;
  /** The storage; default `window.localStorage`, read lazily. `null` keeps the list in memory. */
  storage?: GifStorage | null | undefined;
}

/** A stored list of GIFs, as `useSyncExternalStore` reads it. */
export interface StoredGifs {
  subscribe: (onChange: () => void) => () => void;
  /** The GIFs, first first (the same array until they change). */
  getSnapshot: () => readonly StoredGif[];
  /** Always empty: the server never knows a user's list (hydration matches, then it appears). */
  getServerSnapshot: () => readonly StoredGif[];
}

/** The list's store with its one way to change: a new list, from the current one. */
export interface StoredGifList extends StoredGifs {
  update: (change: (gifs: readonly StoredGif[]) => readonly StoredGif[]) => void;
}

const EMPTY: readonly StoredGif[] = Object.freeze([]);
const TEXT_FIELDS = ['type', 'title', 'alt_text', 'url', 'username'] as const;
/** Names shown as text: plain, whatever was stored. */
const NAME_FIELDS = new Set<string>(['title', 'alt_text', 'username']);
/** Stills and small sizes are what a tile of a stored GIF uses; the record stays small. */
const KEPT_RENDITION = /^(fixed_width|fixed_height|downsized|original)(_small)?(_still)?$/;
const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  isObject(value) && typeof value.then === 'function';

/** A rendition with positive sizes and only the URLs the normalizer keeps (dropped without a warning), or undefined. */
function cleanRendition(value: unknown) {
  if (!isObject(value)) return undefined;
  const { width, height } = value;
  if (typeof width !== 'number' || typeof height !== 'number' || !(width > 0 && height > 0)) return undefined;
  const rendition: Record<string, unknown> = { width, height };
  for (const field of RENDITION_URL_FIELDS)
    if (value[field] && isKeptUrl(value[field])) rendition[field] = value[field];
  return rendition.url || rendition.webp || rendition.mp4 ? rendition : undefined;
}

/** The fields of a stored (or picked) GIF a tile needs, checked; undefined if it cannot be shown. */
export function toStoredGif(value: unknown): StoredGif | undefined {
  if (!isObject(value) || typeof value.id !== 'string' || !value.id || !isObject(value.images)) return undefined;
  const images: Record<string, unknown> = {};
  for (const [name, rendition] of Object.entries(value.images)) {
    if (!KEPT_RENDITION.test(name)) continue;
    const clean = cleanRendition(rendition);
    if (clean) images[name] = clean;
  }
  if (!Object.keys(images).length) return undefined;
  const gif: Record<string, unknown> = { id: value.id, images };
  for (const field of TEXT_FIELDS) {
    const text = value[field];
    if (typeof text === 'string') gif[field] = NAME_FIELDS.has(field) ? sanitizeName(text) : text;
  }
  if (!isKeptUrl(gif.url)) delete gif.url;
  if (typeof value.is_sticker === 'boolean') gif.is_sticker = value.is_sticker;
  return gif as StoredGif;
}

/** Checked GIFs, each id once, at most `limit`. */
function cleanList(entries: readonly unknown[], limit: number): readonly StoredGif[] {
  const gifs: StoredGif[] = [];
  for (const entry of entries) {
    const gif = toStoredGif(entry);
    if (gif && !gifs.some((g) => g.id === gif.id)) gifs.push(gif);
    if (gifs.length === limit) break;
  }
  return gifs;
}

/** Parses what storage holds; anything unreadable is an empty list. */
function parse(raw: string | null, limit: number): readonly StoredGif[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? cleanList(value, limit) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The browser's localStorage, or null where there is none or it throws on access. */
function browserStorage(): GifStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

type Change = (gifs: readonly StoredGif[]) => readonly StoredGif[];

/** Creates a stored GIF list: the mechanism of `createRecentGifs` and `createFavoriteGifs`. */
export function createStoredGifs(options: StoredGifsOptions): StoredGifList {
  const { storageKey, limit } = options;
  const listeners = new Set<() => void>();
  const storage = () => (options.storage === undefined ? browserStorage() : options.storage);
  // The text last read or written, and its parsed form: parsed again only when it changes.
  let raw: string | null = null;
  let snapshot = EMPTY;
  // A synchronous storage that works is read on every `getSnapshot` (another store over the same
  // key in this tab may have written it); an asynchronous one, or one that failed a write, is not.
  let readEachTime = true;
  // An asynchronous read in flight: the changes made since it began. They show at once and are
  // applied again over its answer, then saved, so a change never overwrites a list not yet read.
  let reading: Change[] | undefined;
  let reads = 0;
  let stopWatching: (() => void) | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  /** Takes `text` as the stored value; true if the list changed. */
  const accept = (text: string | null) => {
    if (text === raw) return false;
    raw = text;
    snapshot = parse(text, limit);
    return true;
  };
  const textOf = (gifs: readonly StoredGif[]) => (gifs.length ? JSON.stringify(gifs) : null);
  const save = (text: string | null) => {
    const store = storage();
    try {
      const saved = text === null ? store?.removeItem(storageKey) : store?.setItem(storageKey, text);
      if (isThenable(saved)) Promise.resolve(saved).catch(() => {}); // not saved: kept in memory for the page
    } catch {
      readEachTime = false; // full or disabled storage: the list lives in memory for this page
    }
  };
  /** Reads storage now (synchronous) or later (asynchronous: listeners are told when it answers). */
  const read = () => {
    const store = storage();
    if (!store) return;
    try {
      const text = store.getItem(storageKey);
      if (!isThenable(text)) {
        accept(text);
        return;
      }
      readEachTime = false;
      const id = ++reads;
      reading ??= []; // a read in flight is superseded; the changes since it began still count
      const changes = reading;
      Promise.resolve(text).then(
        (answer) => {
          if (id !== reads) return; // a later read answers for this one
          reading = undefined;
          accept(typeof answer === 'string' ? answer : null);
          if (changes.length) {
            accept(textOf(changes.reduce((gifs, change) => cleanList(change(gifs), limit), snapshot)));
            save(raw);
          }
          notify();
        },
        () => {
          // Unreadable: the list in memory stands (changes made meanwhile are not saved over a list never read).
          if (id === reads) reading = undefined;
        },
      );
    } catch {
      // Unreadable storage: the list in memory stands.
    }
  };
  const getSnapshot = () => {
    if (readEachTime) read();
    return snapshot;
  };
  /** Another tab, device or the app's backend changed the stored value. */
  const onExternalChange = () => {
    const before = snapshot;
    read();
    if (snapshot !== before) notify();
  };
  const onStorageEvent = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) onExternalChange();
  };

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) {
        const unsubscribe = storage()?.subscribe?.(storageKey, onExternalChange);
        if (typeof window !== 'undefined') window.addEventListener('storage', onStorageEvent);
        stopWatching = () => {
          unsubscribe?.();
          if (typeof window !== 'undefined') window.removeEventListener('storage', onStorageEvent);
        };
      }
      return () => {
        listeners.delete(onChange);
        if (!listeners.size) stopWatching?.();
      };
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    update(change) {
      if (!accept(textOf(cleanList(change(getSnapshot()), limit)))) return;
      if (reading) reading.push(change);
      else save(raw);
      notify();
    },
  };
}
