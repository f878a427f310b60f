'use client';
/**
 * The browser's gifkit client: no key, its `serverUrl` this app's /api/gifs (gifkit/server holds
 * the key). The server renders with a client of the same `serverUrl`, so the prefetched queries
 * are fresh here.
 */
import { createGiphyClient } from 'gifkit';
import { GiphyProvider } from 'gifkit/hooks';
import { type ReactNode, useState } from 'react';

export function Providers({ serverUrl, children }: { serverUrl: string; children: ReactNode }) {
  const [client] = useState(() => createGiphyClient({ serverUrl }));
  return <GiphyProvider client={client}>{children}</GiphyProvider>;
}
