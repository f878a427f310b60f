'use client';
/**
 * `<QueryClientScope>`: React Query for a component that also works on its own (the styled
 * `GifPicker`). Below a `QueryClientProvider` (a `GiphyProvider`, your own, a `HydrationBoundary`'s
 * client) it uses that QueryClient, so prefetched and hydrated queries are shared; without one it
 * provides a QueryClient of its own with gifkit's defaults, cleared once it unmounts for good.
 */
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { createGifkitQueryClient } from './createGifkitQueryClient';

export function QueryClientScope({ children }: { children?: ReactNode }) {
  const outer = useContext(QueryClientContext);
  // Created whether used or not (a QueryClient holds no timers until used), so an outer
  // provider appearing or going later keeps one tree; only this one is ever cleared.
  const [own] = useState(createGifkitQueryClient);
  useReleaseOnUnmount(own);
  return <QueryClientProvider client={outer ?? own}>{children}</QueryClientProvider>;
}

/**
 * Clears `client` once its owner is gone for good. The clear waits a macrotask, so the
 * unmount-and-remount of `<StrictMode>` (and of a kept-alive subtree shown again) cancels it and
 * keeps the cache (and the requests in flight).
 */
export function useReleaseOnUnmount(client: QueryClient) {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pending.current);
    return () => {
      pending.current = setTimeout(() => client.clear(), 0);
    };
  }, [client]);
}
