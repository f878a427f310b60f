'use client';
/**
 * The browser's gifkit client, made from the same settings as the server's (same identity,
 * so the server's prefetched queries are fresh here). Offline, its calls go to /api/giphy.
 */
import { createGiphyClient } from 'gifkit';
import { GiphyProvider } from 'gifkit/hooks';
import { type ReactNode, useState } from 'react';
import { GIPHY_API_KEY, OFFLINE } from './giphy';

/** Sends a call for api.giphy.com to this app's /api/giphy instead (same path and query). */
const toMockRoute: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  const url = request.url.replace('https://api.giphy.com/', `${window.location.origin}/api/giphy/`);
  return fetch(new Request(url, request));
};

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    createGiphyClient({ apiKey: GIPHY_API_KEY, ...(OFFLINE ? { fetch: toMockRoute } : {}) }),
  );
  return <GiphyProvider client={client}>{children}</GiphyProvider>;
}
