// How the demo runs: offline against gifkit's mock API (the default) or, when `npm run demo`
// got a GIPHY key, with public calls going to api.giphy.com and real media.

/** The key given to `npm run demo`, or '' when offline. */
export const API_KEY: string = typeof __GIFKIT_API_KEY__ === 'string' ? __GIFKIT_API_KEY__.trim() : '';

/** True when public calls leave the browser for api.giphy.com. */
export const LIVE = API_KEY !== '';

/** Where the demo server serves the mock's local media (an absolute URL, as the mock needs). */
export function mediaBaseUrl(): string {
  const path = typeof __GIFKIT_MEDIA_PATH__ === 'string' ? __GIFKIT_MEDIA_PATH__ : '/gifkit-media/';
  return new URL(path, location.origin).href;
}
