/**
 * How every source's engine asks its server: one transport (sdk/transport/publicFetch.ts), one
 * request cache (60 s successes, 6 s errors; `cache: false` turns it off), one warning sink.
 * GIPHY's core and the Tenor-v2 source both build their engine on it, so the two cache,
 * abort and fail alike; only their paths, parameters and normalizers differ.
 */
import type { Normalize, WarningSink } from '../normalize/envelope';
import { requestFailure } from '../transport/failure';
import { createPublicFetch, type PublicFetch, type PublicFetchOptions } from '../transport/publicFetch';
import { createRequestCache, type RequestCacheOptions } from './requestCache';

export type { Normalize };

/**
 * What the requester reads: the transport's options (server, fetch, headers, the query every
 * call carries) and the source's cache settings and warning sink, as one object (a source
 * passes its own options with its server and query on top).
 */
export interface RequesterOptions extends PublicFetchOptions {
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
 * Creates a source's requester: a transport for `options`, with its `cache` and `onWarning`
 * (warnings go to `console.warn` outside production without one).
 */
export function createRequester(options: RequesterOptions): Requester {
  // Dropped items and dropped URLs are reported to the same sink.
  const warn = options.onWarning ?? defaultWarn();
  const cache = options.cache === false ? undefined : createRequestCache(options.cache);
  const transport = createPublicFetch(options);
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
