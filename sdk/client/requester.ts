/**
 * How every source's engine asks its server: one transport (sdk/transport/publicFetch.ts), one
 * request cache (60 s successes, 6 s errors; `cache: false` turns it off), one warning sink.
 * GIPHY's core and the Tenor-v2 source both build their engine on it, so the two cache,
 * abort and fail alike; only their paths, parameters and normalizers differ.
 */
import type { WarningSink } from '../normalize/envelope';
import { requestFailure } from '../transport/failure';
import { createPublicFetch, type PublicFetch, type PublicFetchOptions } from '../transport/publicFetch';
import { createRequestCache, type RequestCacheOptions } from './requestCache';

/** Turns a parsed answer into a call's result; `url` names the request in errors, `warn` gets dropped items. */
export type Normalize<T> = (body: unknown, url: string, warn?: WarningSink) => T;

/** A source's own options the requester reads: its cache settings and its warning sink. */
export interface RequesterOptions {
  /** Request cache settings, or `false` to turn the cache off (e.g. when React Query caches). */
  cache?: RequestCacheOptions | false | undefined;
  /** Receives development warnings (malformed items and unsafe URLs dropped). Default: console.warn outside production. */
  onWarning?: WarningSink | undefined;
}

/** One source's way to its server. */
export interface Requester {
  /** The transport (URLs, raw requests, typed writes). */
  transport: PublicFetch;
  /**
   * One GET of `url` (see `transport.url`), normalized inside the cached call: a malformed
   * answer is a cached error (kept 6 s), never a 60 s success. Uncached when `cached` is false
   * or the source has no cache.
   */
  load<T>(url: string, normalize: Normalize<T>, signal?: AbortSignal, cached?: boolean): Promise<T>;
  /** Forgets every cached answer. */
  clear(): void;
}

function defaultWarn(): WarningSink | undefined {
  if (process.env.NODE_ENV === 'production') return undefined;
  return (message) => console.warn(message);
}

/**
 * Creates a source's requester over a transport for `transportOptions`, with the source's
 * `cache` and `onWarning` options (warnings go to `console.warn` outside production without one).
 */
export function createRequester(transportOptions: PublicFetchOptions, options: RequesterOptions): Requester {
  // Dropped items and dropped URLs are reported to the same sink.
  const warn = options.onWarning ?? defaultWarn();
  const cache = options.cache === false ? undefined : createRequestCache(options.cache);
  const transport = createPublicFetch(transportOptions);
  return {
    transport,
    load(url, normalize, signal, cached = true) {
      const load = async (shared?: AbortSignal) => normalize(await transport.request(url, 'get', shared), url, warn);
      return cache && cached
        ? cache.load(url, load, { signal, abortError: (reason) => requestFailure(reason, url, signal) })
        : load(signal);
    },
    clear: () => cache?.clear(),
  };
}
