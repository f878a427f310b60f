/**
 * GiphyProvider: hands the public-API client (and optionally the platform client and the
 * analytics instance) to every hook below it, inside a React Query `QueryClientProvider`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Analytics } from '../sdk/analytics/createAnalytics';
import { createGiphyClient, type GiphyClient } from '../sdk/client/createGiphyClient';
import type { PlatformClient } from '../sdk/platform/createPlatformClient';
import { cachePolicy } from './cachePolicy';
import { GiphyContext, type GiphyContextValue } from './giphyContext';

export interface GiphyProviderProps {
  /** A client you created (any cache setting: the hooks' queries skip the SDK cache). */
  client?: GiphyClient;
  /** Or just an api key: the provider creates the client. */
  apiKey?: string;
  /** Your QueryClient; by default one is created with gifkit's caching policy. */
  queryClient?: QueryClient;
  /**
   * The analytics instance the components report pingbacks to (see docs/analytics.md).
   * Without one, components send no pingbacks.
   */
  analytics?: Analytics;
  /** The giphy.com platform client (from `createPlatformClient`) for the platform hooks. */
  platform?: PlatformClient;
  children?: ReactNode;
}

/** A QueryClient with gifkit's defaults (60 s freshness, no automatic retries). */
export function createGifkitQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...cachePolicy } } });
}

export function GiphyProvider({ client, apiKey, queryClient, analytics, platform, children }: GiphyProviderProps) {
  const [value] = useState<GiphyContextValue>(() => {
    if (client) return { client, analytics, platform };
    if (!apiKey) throw new Error('gifkit: <GiphyProvider> needs a `client` or an `apiKey`.');
    return { client: createGiphyClient({ apiKey }), analytics, platform };
  });
  const [ownQueryClient] = useState(() => queryClient ?? createGifkitQueryClient());
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <GiphyContext.Provider value={value}>{children}</GiphyContext.Provider>
    </QueryClientProvider>
  );
}
