/**
 * The recent GIFs a picker shows: the GIFs a user picked last, kept in `localStorage` as a
 * small external store (`subscribe` / `getSnapshot`, read by `useSyncExternalStore` in
 * gifkit/headless' `useRecentGifs`), framework-free. Safe everywhere: nothing touches `window`
 * until the store is read in a browser (the server snapshot is empty), a storage that throws
 * (private mode, quota, disabled cookies) or holds garbage reads as empty, and every stored
 * entry is re-checked on read with the normalizer's URL rule (`isKeptUrl`: http(s) only), since
 * another script may have written it. Whichever provider the GIFs came from: no GIF normalizer.
 */

import { isObject } from '../isObject';
import type { Gif } from '../normalize/gif';
import { isKeptUrl, RENDITION_URL_FIELDS } from '../normalize/wire';

/** The storage key used unless `storageKey` says otherwise. */
export const RECENT_GIFS_KEY = 'gifkit:recent-gifs';
/** How many recent GIFs are kept unless `limit` says otherwise. */
export const RECENT_GIFS_LIMIT = 12;

/** A recent GIF: the fields a tile needs, copied from the picked GIF. */
export type RecentGif = Pick<Gif, 'id' | 'images'> &
  Partial<Pick<Gif, 'type' | 'is_sticker' | 'title' | 'alt_text' | 'url' | 'username'>>;

export interface RecentGifsStoreOptions {
  /** The `localStorage` key. Default `gifkit:recent-gifs`. */
  storageKey?: string;
  /** The most GIFs kept (the oldest go first). Default 12. */
  limit?: number;
  /** The storage to use; default `window.localStorage`, read lazily. `null` keeps recents in memory. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export interface RecentGifsStore {
  subscribe: (onChange: () => void) => () => void;
  /** The recent GIFs, newest first (the same array until they change). */
  getSnapshot: () => readonly RecentGif[];
  /** Always empty: the server never knows a user's recents (hydration matches, then they appear). */
  getServerSnapshot: () => readonly RecentGif[];
  /** Puts a GIF first (moving it if it was there already) and drops the oldest beyond the limit. */
  add: (gif: RecentGif) => void;
  /** Forgets every recent GIF. */
  clear: () => void;
}

const EMPTY: readonly RecentGif[] = Object.freeze([]);
const TEXT_FIELDS = ['type', 'title', 'alt_text', 'url', 'username'] as const;
/** Stills and small sizes are what a recent tile uses; the record stays small. */
const KEPT_RENDITION = /^(fixed_width|fixed_height|downsized|original)(_small)?(_still)?$/;

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
export function toRecentGif(value: unknown): RecentGif | undefined {
  if (!isObject(value) || typeof value.id !== 'string' || !value.id || !isObject(value.images)) return undefined;
  const images: Record<string, unknown> = {};
  for (const [name, rendition] of Object.entries(value.images)) {
    if (!KEPT_RENDITION.test(name)) continue;
    const clean = cleanRendition(rendition);
    if (clean) images[name] = clean;
  }
  if (!Object.keys(images).length) return undefined;
  const gif: Record<string, unknown> = { id: value.id, images };
  for (const field of TEXT_FIELDS) if (typeof value[field] === 'string') gif[field] = value[field];
  if (!isKeptUrl(gif.url)) delete gif.url;
  if (typeof value.is_sticker === 'boolean') gif.is_sticker = value.is_sticker;
  return gif as RecentGif;
}

/** Parses what storage holds; anything unreadable is no recents. */
function parse(raw: string | null, limit: number): readonly RecentGif[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const gifs: RecentGif[] = [];
    for (const entry of value) {
      const gif = toRecentGif(entry);
      if (gif && !gifs.some((g) => g.id === gif.id)) gifs.push(gif);
    }
    return gifs.slice(0, limit);
  } catch {
    return EMPTY;
  }
}

/** The browser's localStorage, or null where there is none or it throws on access. */
function browserStorage(): RecentGifsStoreOptions['storage'] {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Creates a recents store. Create it once (module level or `useState`), not during every render. */
export function createRecentGifs(options: RecentGifsStoreOptions = {}): RecentGifsStore {
  const { storageKey = RECENT_GIFS_KEY, limit = RECENT_GIFS_LIMIT } = options;
  const listeners = new Set<() => void>();
  const storage = () => (options.storage === undefined ? browserStorage() : options.storage);
  // What storage held when last read, and its parsed form: parsed again only when it changes.
  let raw: string | null | undefined;
  let snapshot = EMPTY;
  let memory: string | null = null;

  const read = (): string | null => {
    const store = storage();
    if (!store) return memory;
    try {
      return store.getItem(storageKey);
    } catch {
      return memory;
    }
  };
  const write = (value: string | null) => {
    memory = value;
    const store = storage();
    try {
      if (value === null) store?.removeItem(storageKey);
      else store?.setItem(storageKey, value);
    } catch {
      // Full or disabled storage: the recents live in memory for this page.
    }
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) for (const listener of listeners) listener();
  };

  const getSnapshot = () => {
    const current = read();
    if (current !== raw) {
      raw = current;
      snapshot = parse(current, limit);
    }
    return snapshot;
  };

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      // Another tab picked a GIF: follow it.
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(onChange);
        if (!listeners.size && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    add(gif) {
      const recent = toRecentGif(gif);
      if (!recent) return;
      const rest = getSnapshot().filter((g) => g.id !== recent.id);
      write(JSON.stringify([recent, ...rest].slice(0, limit)));
    },
    clear: () => write(null),
  };
}
