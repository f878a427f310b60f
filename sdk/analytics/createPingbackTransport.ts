/**
 * The default pingback transport: `sendPingback` (POST /v2/pingback, the key as `apikey` in the query,
 * JSON `{ events }`), typed by the public API's generated `paths` and `components` and sent with
 * `fetch` itself: one POST of a known body needs none of openapi-fetch's request building, which
 * would put its ~4 KB gzip in every page that sends pingbacks (the public family's reads skip
 * it for the same reason, sdk/transport/publicFetch.ts). The pingback service reads `apikey`,
 * not `api_key` (GIPHY's own analytics package sends it so; openapi/public.yaml). While the page
 * unloads it sends with `fetch(…, { keepalive: true })` so the request outlives the tab, and
 * falls back to `navigator.sendBeacon` where `keepalive` is not supported.
 */
import { FetchError, GifkitError } from '../errors';
import type { components, paths } from '../generated/public';
import { operationServers } from '../generated/servers';
import type { TransportOptions } from '../transport/clients';
import { SDK_HEADERS } from '../transport/middleware';
import type { PingbackTransport } from './types';

const PINGBACK_PATH = '/v2/pingback' satisfies keyof paths;

/** The pingback service's address (the operation-level server of `sendPingback`). */
export const PINGBACK_SERVER: string = operationServers.public.sendPingback;

function supportsKeepalive(): boolean {
  return typeof Request !== 'undefined' && 'keepalive' in Request.prototype;
}

function defaultBeacon(): PingbackTransportOptions['sendBeacon'] {
  const nav = (globalThis as { navigator?: { sendBeacon?: (url: string, data: Blob) => boolean } }).navigator;
  return typeof nav?.sendBeacon === 'function' ? (url, data) => nav.sendBeacon!(url, data) : undefined;
}

/** Creates the transport `createAnalytics` uses when given an `apiKey`. Rejects on any failure. */
export function createPingbackTransport(options: {
  /**
   * Your GIPHY API key, sent as `apikey` (and, deprecated, as `api_key` too, the name gifkit sent
   * before 0.2.0); leave it out with a `baseUrl` of your own server that holds it.
   */
  apiKey?: string;
  /**
   * Where to POST instead of pingback.giphy.com: your own server, e.g. gifkit/server's handler
   * (`https://example.com/api/gifs`, which forwards `/v2/pingback` with the key it holds).
   */
  baseUrl?: string;
  /** A fetch implementation (tests, server runtimes). Defaults to the global fetch at call time. */
  fetch?: TransportOptions['fetch'];
  /** Extra headers for every send (a proxy's auth, say); not sent by the beacon fallback. */
  headers?: HeadersInit;
  /**
   * How to send while the page unloads. Default: `keepalive` where the browser supports it
   * (same request, headers and error reporting as usual), else `beacon`.
   */
  unloadMethod?: 'keepalive' | 'beacon';
  /** The beacon sender. Default: `navigator.sendBeacon` when it exists. */
  sendBeacon?: (url: string, data: Blob) => boolean;
}): PingbackTransport {
  if (!options.apiKey && !options.baseUrl) {
    throw new GifkitError(
      'gifkit: createPingbackTransport needs an apiKey, or the baseUrl of your own server that holds it.',
    );
  }
  const baseUrl = (options.baseUrl ?? PINGBACK_SERVER).replace(/\/$/, '');
  // Your headers win over the SDK's; the JSON content type is always this body's.
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(SDK_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  headers.set('Content-Type', 'application/json');
  // No `pingback_id`: the pingback service takes the key only. `api_key` too, deprecated: the
  // name gifkit sent before 0.2.0, kept for proxies that read it until 0.4.0 at the earliest
  // (docs/migration.md, "Deprecated names").
  const query = options.apiKey
    ? new URLSearchParams({ apikey: options.apiKey, api_key: options.apiKey }).toString()
    : '';
  const url = `${baseUrl}${PINGBACK_PATH}${query ? `?${query}` : ''}`;

  return async (events, { unloading }) => {
    const body: components['schemas']['PingbackRequest'] = { events };
    const method = options.unloadMethod ?? (supportsKeepalive() ? 'keepalive' : 'beacon');
    if (unloading && method === 'beacon') {
      const beacon = options.sendBeacon ?? defaultBeacon();
      const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (!beacon?.(url, blob)) throw new FetchError('pingback beacon was not queued', url, 0, '', 'network');
      return;
    }
    const response = await (options.fetch ?? globalThis.fetch)(
      new Request(url, { method: 'POST', headers, body: JSON.stringify(body), keepalive: unloading }),
    );
    // The answer (an empty 204, or an error's short text) is read and dropped, which frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new FetchError('pingback failed', url, response.status, response.statusText);
  };
}

/** Options of {@link createPingbackTransport}. */
type PingbackTransportOptions = Parameters<typeof createPingbackTransport>[0];
