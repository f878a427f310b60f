/**
 * The public-API request cache (widgets spec §7.1): identical requests share one network
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
  readonly #ttl: number;
  readonly #errorTtl: number;
  readonly #max: number;
  readonly #now: () => number;

  constructor(options: RequestCacheOptions = {}) {
    this.#ttl = options.ttl ?? SUCCESS_TTL;
    this.#errorTtl = options.errorTtl ?? ERROR_TTL;
    this.#max = options.maxEntries ?? MAX_ENTRIES;
    this.#now = options.now ?? (() => Date.now());
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
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(options.abortError?.(signal.reason) ?? signal.reason);
    let entry = this.#entries.get(key);
    if (!entry || !this.#fresh(entry)) {
      entry = this.#start(key, fetcher);
    }
    return this.#join(key, entry, options) as Promise<T>;
  }

  #fresh(entry: Entry): boolean {
    if (entry.settledAt === undefined) return true;
    return this.#now() - entry.settledAt < (entry.failed ? this.#errorTtl : this.#ttl);
  }

  #start(key: string, fetcher: (signal: AbortSignal) => Promise<unknown>): Entry {
    const controller = new AbortController();
    const entry: Entry = { controller, waiters: 0, promise: Promise.resolve() };
    entry.promise = fetcher(controller.signal).then(
      (value) => {
        entry.settledAt = this.#now();
        return value;
      },
      (error: unknown) => {
        entry.settledAt = this.#now();
        entry.failed = true;
        // A call cancelled because every caller left is not an answer worth keeping.
        if (controller.signal.aborted && this.#entries.get(key) === entry) this.#entries.delete(key);
        throw error;
      },
    );
    entry.promise.catch(() => {}); // every caller gets its own rejection; this one is only the shared copy
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#prune();
    return entry;
  }

  #join(key: string, entry: Entry, { signal, abortError }: LoadOptions): Promise<unknown> {
    entry.waiters++;
    if (!signal) return entry.promise.finally(() => entry.waiters--);
    return new Promise((resolve, reject) => {
      let left = false;
      const leave = () => {
        if (left) return false;
        left = true;
        signal.removeEventListener('abort', onAbort);
        entry.waiters--;
        return true;
      };
      const onAbort = () => {
        if (!leave()) return;
        reject(abortError?.(signal.reason) ?? signal.reason);
        if (entry.waiters === 0 && entry.settledAt === undefined) {
          entry.controller.abort(signal.reason);
          if (this.#entries.get(key) === entry) this.#entries.delete(key);
        }
      };
      signal.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (value) => leave() && resolve(value),
        (error: unknown) => leave() && reject(error),
      );
    });
  }

  /** Drops stale entries, then the oldest settled ones while over the bound. */
  #prune(): void {
    for (const [key, entry] of this.#entries) if (!this.#fresh(entry)) this.#entries.delete(key);
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#max) break;
      if (entry.settledAt !== undefined) this.#entries.delete(key);
    }
  }
}
