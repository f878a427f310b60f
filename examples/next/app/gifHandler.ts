/**
 * gifkit/server's handler, on the server only: it holds the GIPHY key, read from GIPHY_API_KEY
 * (a server-only variable, never NEXT_PUBLIC_, so Next.js never puts it in a browser bundle).
 * Without a key the example runs offline: the handler's provider is gifkit/mock, and a
 * stand-in key shows where the real one goes.
 */
import { createGifHandler } from 'gifkit/server';
import { headers } from 'next/headers';
import { GIFS_PATH } from './giphy';
import { mockFetch } from './mockFetch';

const key = process.env.GIPHY_API_KEY;
/** The key the offline example's handler holds (the tests look for it in what the browser gets). */
export const OFFLINE_KEY = 'offline-server-only-key';

export const gifHandler = createGifHandler({
  apiKey: key || OFFLINE_KEY,
  basePath: GIFS_PATH,
  ...(key ? {} : { fetch: mockFetch }),
});

/**
 * The handler's absolute address for this request, as the browser sees it: the server's client
 * and the browser's are made with the same `serverUrl`, so their queries share keys (identity)
 * and the browser reuses what the server prefetched.
 */
export async function gifsUrl(): Promise<string> {
  const h = await headers();
  return `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('x-forwarded-host') ?? h.get('host')}${GIFS_PATH}`;
}
