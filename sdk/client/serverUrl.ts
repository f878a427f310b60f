/**
 * A client's `serverUrl`: the address of your own server (gifkit/server's handler, or a proxy),
 * absolute or relative to the page in a browser (`/api/gifs`). GIPHY's core and the Tenor-v2
 * source read it the same way, and both send no key to it only when it is not a provider's host.
 */
import { GifkitError } from '../errors';

/** `serverUrl` resolved against the page (each source drops a trailing slash from its `href`); a clear error when it is not a URL. */
export function resolveServerUrl(serverUrl: string): URL {
  try {
    return new URL(serverUrl, (globalThis as { location?: { href?: string } }).location?.href);
  } catch {
    throw new GifkitError(`gifkit: serverUrl "${serverUrl}" is not a URL (a relative one needs a page).`);
  }
}
