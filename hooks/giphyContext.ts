'use client';
/**
 * The React context GiphyProvider fills, and the hooks that only read it. Kept apart from
 * GiphyProvider.tsx (which imports React Query and the client factory) so a headless
 * component that only asks for the client imports nothing else. The analytics instance is not
 * here: GiphyProvider hands it on through the headless `AnalyticsProvider`
 * (headless/analytics), which components read without React Query.
 */
import { createContext, useContext } from 'react';
import type { GiphyClient } from '../sdk/client/createGiphyClient';
import type { PlatformClient } from '../sdk/platform/createPlatformClient';

export interface GiphyContextValue {
  client: GiphyClient;
  platform?: PlatformClient;
}

export const GiphyContext = /* @__PURE__ */ createContext<GiphyContextValue | null>(null);

/** The platform client of the nearest GiphyProvider (its `platform` prop). */
export function usePlatformClient(): PlatformClient {
  const platform = useContext(GiphyContext)?.platform;
  if (!platform) throw new Error('gifkit: platform hooks need <GiphyProvider platform={createPlatformClient(…)}>.');
  return platform;
}

/** The public-API client of the nearest GiphyProvider, or undefined outside one. */
export function useOptionalGiphyClient(): GiphyClient | undefined {
  return useContext(GiphyContext)?.client;
}

/** The public-API client of the nearest GiphyProvider. */
export function useGiphyClient(): GiphyClient {
  const context = useContext(GiphyContext);
  if (!context) throw new Error('gifkit: useGiphyClient() must be used inside <GiphyProvider>.');
  return context.client;
}
