'use client';
/**
 * GiphyProvider: hands the public-API client (and optionally the platform client and the
 * analytics instance) to every hook below it, inside a React Query `QueryClientProvider`.
 * The analytics instance goes through `AnalyticsProvider` (./AnalyticsProvider.tsx), where every
 * component reads it (a page without React Query renders that provider alone).
 * A QueryClient it creates itself is its own to release: cleared when the provider unmounts.
 * The headless components below it read through React Query on that QueryClient (the runner of
 * hooks/reactQueryRunner.ts: searches, suggestions, the picker's results), so a server's
 * prefetch shows with no request; without a GiphyProvider they read through the client alone.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Analytics } from '../sdk/analytics/createAnalytics';
import { createGiphyCore } from '../sdk/client/core';
import type { PlatformClient } from '../sdk/platform/createPlatformClient';
import type { GifSource } from '../sdk/source/types';
import { AnalyticsProvider } from './AnalyticsProvider';
import { createGifkitQueryClient } from './createGifkitQueryClient';
import { GiphyContext, type GiphyContextValue } from './giphyContext';
import { QueryRunnerContext } from './queryRunner';
import { reactQueryRunner } from './reactQueryRunner';

/** What `<GiphyProvider>` takes: the client (or source), the analytics, the query client and its children. */
export interface GiphyProviderProps {
  /**
   * A client you created: `createGiphyClient`, `createGiphyCore` or `createGifReader` (any cache
   * setting: the hooks' queries skip the SDK cache), or any other source (`createTenorSource`,
   * `createGifSource`: docs/providers.md).
   */
  client?: GifSource;
  /** Or just an api key: the provider creates a client core (`useGiphyClient()` adds the methods). */
  apiKey?: string;
  /**
   * Your QueryClient; by default one is created with gifkit's caching policy, and cleared (its
   * cache, timers and requests released) when the provider unmounts. Yours is never cleared.
   */
  queryClient?: QueryClient;
  /**
   * The analytics instance the components report pingbacks to (see docs/analytics.md), handed
   * on through `AnalyticsProvider`. Without one, an outer `AnalyticsProvider`'s applies; with
   * neither, components send no pingbacks.
   */
  analytics?: Analytics;
  /** The giphy.com platform client (from `createPlatformClient`) for the platform hooks. */
  platform?: PlatformClient;
  children?: ReactNode;
}

/** Hands the client (and analytics) to every hook and component under it. */
export function GiphyProvider({ client, apiKey, queryClient, analytics, platform, children }: GiphyProviderProps) {
  const [value] = useState<GiphyContextValue>(() => {
    if (client) return { client, platform };
    if (!apiKey) throw new Error('gifkit: <GiphyProvider> needs a `client` or an `apiKey`.');
    return { client: createGiphyCore({ apiKey }), platform };
  });
  // Created once whether used or not (a QueryClient holds no timers until used), so dropping
  // the `queryClient` prop later still finds one; only this one is ever cleared.
  const [ownQueryClient] = useState(createGifkitQueryClient);
  useReleaseOnUnmount(ownQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <GiphyContext.Provider value={value}>
        <QueryRunnerContext.Provider value={reactQueryRunner}>
          <AnalyticsProvider analytics={analytics}>{children}</AnalyticsProvider>
        </QueryRunnerContext.Provider>
      </GiphyContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * Clears `client` once its owner is gone for good. The clear waits a macrotask, so the
 * unmount-and-remount of `<StrictMode>` (and of a kept-alive subtree shown again) cancels it and
 * keeps the cache (and the requests in flight).
 */
function useReleaseOnUnmount(client: QueryClient) {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pending.current);
    return () => {
      pending.current = setTimeout(() => client.clear(), 0);
    };
  }, [client]);
}
