// How the demo runs: offline against gifkit's mock API (the default) or, when `npm run demo`
// got a GIPHY key, with public calls going to api.giphy.com and real media; with a KLIPY key
// the header's KLIPY choice calls api.klipy.com.

/** The key given to `npm run demo`, or '' when offline. */
export const API_KEY: string = typeof __GIFKIT_API_KEY__ === 'string' ? __GIFKIT_API_KEY__.trim() : '';

/** True when public calls leave the browser for api.giphy.com. */
export const LIVE = API_KEY !== '';

/** The KLIPY key given to `npm run demo` (`KLIPY_API_KEY`), or '' when KLIPY is the mock. */
export const KLIPY_KEY: string = typeof __GIFKIT_KLIPY_KEY__ === 'string' ? __GIFKIT_KLIPY_KEY__.trim() : '';

/** True when the KLIPY choice's calls leave the browser for api.klipy.com. */
export const KLIPY_LIVE = KLIPY_KEY !== '';

/**
 * True when calls of an API family leave the browser for the real servers rather than the
 * mock's service worker: GIPHY's public family (its Tenor-compatible v2 API too, on the same
 * host) with a GIPHY key, the Tenor-v2 family at api.klipy.com with a KLIPY key.
 */
export function isLive(family: string): boolean {
  return (family === 'public' && LIVE) || (family === 'tenor' && KLIPY_LIVE);
}

/**
 * The public API's address a build was made for (`apiUrl` of `buildEmbedFramePage` in
 * scripts/demo.mjs; '/' is the page's own origin, where the bench answers from the mock),
 * else undefined: the SDK's default, api.giphy.com.
 */
export function apiServerUrl(): string | undefined {
  const url = typeof __GIFKIT_API_URL__ === 'string' ? __GIFKIT_API_URL__ : '';
  return url ? new URL(url, location.origin).href : undefined;
}

/** Where the demo server serves the mock's local media (an absolute URL, as the mock needs). */
export function mediaBaseUrl(): string {
  const path = typeof __GIFKIT_MEDIA_PATH__ === 'string' ? __GIFKIT_MEDIA_PATH__ : '/gifkit-media/';
  return new URL(path, location.origin).href;
}
