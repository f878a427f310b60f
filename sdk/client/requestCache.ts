/**
 * The public-API request cache: identical requests share one network
 * call; a success is reused for 60 s and an error for 6 s, then fetched again; the cache is
 * bounded. Each caller keeps its own AbortSignal: one caller aborting never cancels the
 * shared call for the others, and the shared call is cancelled only when every caller left.
 */

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
  waiters: number;
  /** When the call settled; undefined while in flight. */
  settledAt?: number;
  failed?: boolean;
}

export interface LoadOptions {
  signal?: AbortSignal;
  /** The error a caller gets when its own signal aborts. */
  abortError?: (reason: unknown) => unknown;
}

export class RequestCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: Required<RequestCacheOptions>;

  constructor(options: RequestCacheOptions = {}) {
    this.#options = {
      ttl: SUCCESS_TTL,
      errorTtl: ERROR_TTL,
      maxEntries: MAX_ENTRIES,
      now: () => Date.now(),
      ...options,
    };
  }

  /** Number of entries held (in flight or fresh). */
  get size(): number {
    return this.#entries.size;
  }

  /** Forgets everything (in-flight calls still finish for their callers). */
  clear(): void {
    this.#entries.clear();
  }

  /** Resolves `key` from the cache, or runs `fetcher` once for every concurrent caller. */
  load<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, options: LoadOptions = {}): Promise<T> {
    const { signal, abortError = (reason: unknown) => reason } = options;
    const entries = this.#entries;
    const aborted = () => abortError(signal?.reason);
    if (signal?.aborted) return Promise.reject(aborted());
    let entry = entries.get(key);
    const reload = !!signal && reloads.has(signal) && entry?.settledAt !== undefined;
    if (!entry || reload || !this.#fresh(entry)) {
      const controller = new AbortController();
      const started: Entry = { controller, waiters: 0, promise: fetcher(controller.signal) };
      const settle = (failed: boolean) => {
        started.settledAt = this.#options.now();
        started.failed = failed;
        // A call cancelled because every caller left is not an answer worth keeping.
        if (failed && controller.signal.aborted && entries.get(key) === started) entries.delete(key);
      };
      started.promise.then(
        () => settle(false),
        () => settle(true),
      );
      entries.delete(key);
      entries.set(key, started);
      this.#prune();
      entry = started;
    }
    const shared = entry;
    shared.waiters++;
    return new Promise<T>((resolve, reject) => {
      let left = false;
      const leave = () => {
        if (left) return false;
        left = true;
        signal?.removeEventListener('abort', onAbort);
        shared.waiters--;
        return true;
      };
      const onAbort = () => {
        if (!leave()) return;
        reject(aborted());
        if (shared.waiters === 0 && shared.settledAt === undefined) {
          shared.controller.abort(signal?.reason);
          if (entries.get(key) === shared) entries.delete(key);
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      (shared.promise as Promise<T>).then(
        (value) => leave() && resolve(value),
        (error: unknown) => leave() && reject(error),
      );
    });
  }

  #fresh(entry: Entry): boolean {
    const { settledAt, failed } = entry;
    const { now, ttl, errorTtl } = this.#options;
    return settledAt === undefined || now() - settledAt < (failed ? errorTtl : ttl);
  }

  /** Drops stale entries, then the oldest settled ones while over the bound. */
  #prune(): void {
    const entries = this.#entries;
    for (const [key, entry] of entries) {
      if (!this.#fresh(entry) || (entries.size > this.#options.maxEntries && entry.settledAt !== undefined)) {
        entries.delete(key);
      }
    }
  }
}
