/**
 * The public-API request cache: identical requests share one network
 * call; a success is reused for 60 s and an error for 6 s (or as long as the server's
 * `Retry-After` asks), then fetched again; the cache is bounded. Each caller keeps its own AbortSignal: one caller aborting never cancels the
 * shared call for the others, and the shared call is cancelled only when every caller left.
 */
import { waitOf } from '../errors';

/** The client's `cache` option: how many answers it keeps and for how long. */
export interface RequestCacheOptions {
  /** How long a success is reused, in ms. */
  ttl?: number;
  /** How long an error is reused (so a failing call is not hammered), in ms. */
  errorTtl?: number;
  /** Most entries kept; the oldest settled ones go first. */
  maxEntries?: number;
  /** Clock, injectable for tests. */
  now?: () => number;
}

/**
 * Signals of explicit retries ('Try again?', `retry()`, `refetch`): a request made with one
 * never reuses a settled answer, so a retry inside the 6 s error window still reaches the
 * network. A WeakSet of signals holds no data and cannot leak between users or requests.
 */
const reloads = new WeakSet<AbortSignal>();

/**
 * Marks `signal` as an explicit retry: a call made with it skips a cached answer (it still
 * joins a request in flight) and its own answer replaces the cached one. Returns `signal`.
 */
export function reloadSignal(signal: AbortSignal): AbortSignal {
  reloads.add(signal);
  return signal;
}

export const SUCCESS_TTL = 60_000;
export const ERROR_TTL = 6_000;
export const MAX_ENTRIES = 200;

interface Entry {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers that have not left (aborted); counts only while the call is in flight. */
  waiters: number;
  /** When the settled answer stops being reused; undefined while in flight. */
  expires?: number;
}

export interface LoadOptions {
  signal?: AbortSignal;
  /** The error a caller gets when its own signal aborts. */
  abortError?: (reason: unknown) => unknown;
}

export interface RequestCache {
  /** Resolves `key` from the cache, or runs `fetcher` once for every concurrent caller. */
  load<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, options?: LoadOptions): Promise<T>;
  /** Forgets everything (in-flight calls still finish for their callers). */
  clear(): void;
}

export function createRequestCache({
  ttl = SUCCESS_TTL,
  errorTtl = ERROR_TTL,
  maxEntries = MAX_ENTRIES,
  now = () => Date.now(),
}: RequestCacheOptions = {}): RequestCache {
  const entries = new Map<string, Entry>();
  const fresh = ({ expires }: Entry) => expires === undefined || now() < expires;

  function start(key: string, fetcher: (signal: AbortSignal) => Promise<unknown>): Entry {
    const controller = new AbortController();
    const entry: Entry = { controller, waiters: 0, promise: fetcher(controller.signal) };
    entry.promise.then(
      () => {
        entry.expires = now() + ttl;
      },
      (error: unknown) => {
        // Kept as long as the server asked (`Retry-After`), and at least `errorTtl`.
        entry.expires = now() + Math.max(errorTtl, waitOf(error));
        // A call cancelled because every caller left is not an answer worth keeping.
        if (controller.signal.aborted && entries.get(key) === entry) entries.delete(key);
      },
    );
    entries.delete(key);
    entries.set(key, entry);
    // Stale entries go, then the oldest settled ones while over the bound.
    for (const [old, held] of entries) {
      if (!fresh(held) || (entries.size > maxEntries && held.expires !== undefined)) entries.delete(old);
    }
    return entry;
  }

  return {
    load<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, options: LoadOptions = {}): Promise<T> {
      const { signal, abortError = (reason: unknown) => reason } = options;
      if (signal?.aborted) return Promise.reject(abortError(signal.reason));
      let entry = entries.get(key);
      // An explicit retry skips a settled answer but joins one in flight.
      if (!entry || !fresh(entry) || (entry.expires !== undefined && signal && reloads.has(signal))) {
        entry = start(key, fetcher);
      }
      const shared = entry;
      shared.waiters++;
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          reject(abortError(signal?.reason));
          if (!--shared.waiters && shared.expires === undefined) {
            shared.controller.abort(signal?.reason);
            if (entries.get(key) === shared) entries.delete(key);
          }
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        // Whichever comes first (the answer or this caller's abort) settles this caller.
        (shared.promise as Promise<T>)
          .then(resolve, reject)
          .finally(() => signal?.removeEventListener('abort', onAbort));
      });
    },
    clear: () => entries.clear(),
  };
}
