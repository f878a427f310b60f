'use client';
/**
 * The React context GiphyProvider fills, and the hooks that only read it. Kept apart from
 * GiphyProvider.tsx (which imports React Query and the client factory) so a headless
 * component that only asks for the client imports nothing else. The analytics instance is not
 * here: GiphyProvider hands it on through `AnalyticsProvider` (./AnalyticsProvider.tsx), which
 * components read without React Query.
 */
import { createContext, useContext, useMemo } from 'react';
import type { GiphyCore } from '../sdk/client/core';
import { createGiphyClient, type GiphyClient } from '../sdk/client/createGiphyClient';
import type { PlatformClient } from '../sdk/platform/createPlatformClient';
import type { GifSource } from '../sdk/source/types';

export interface GiphyContextValue {
  /** The client or source the provider was given, or the core it built from an api key. */
  client: GifSource;
  platform?: PlatformClient;
}

export const GiphyContext = /* @__PURE__ */ createContext<GiphyContextValue | null>(null);

/** The platform client of the nearest GiphyProvider (its `platform` prop). */
export function usePlatformClient(): PlatformClient {
  const platform = useContext(GiphyContext)?.platform;
  if (!platform) throw new Error('gifkit: platform hooks need <GiphyProvider platform={createPlatformClient(…)}>.');
  return platform;
}

/**
 * The client core of the nearest GiphyProvider, or undefined outside one: what gifkit's hooks
 * and components pass to the per-call functions (`searchGifs(core, …)`), so they carry only
 * the calls they make.
 */
export function useOptionalGiphyCore(): GifSource | undefined {
  return useContext(GiphyContext)?.client;
}

/** The client core of the nearest GiphyProvider (see `useOptionalGiphyCore`); throws outside one. */
export function useGiphyCore(): GifSource {
  const context = useContext(GiphyContext);
  if (!context)
    throw new Error(
      'gifkit: the gifkit/hooks hooks (useGiphyClient, useSearchGifs, …) must be used inside <GiphyProvider>.',
    );
  return context.client;
}

/**
 * The full client over `core`: `core` itself when it is one already. Over another provider's
 * source its methods make that source's calls, and those it lacks reject with an
 * `UnsupportedCallError` before any request.
 */
function useClientOver(core: GifSource | undefined): GiphyClient | undefined {
  return useMemo(
    () => (core && !('search' in core) ? createGiphyClient(core as GiphyCore) : (core as GiphyClient)),
    [core],
  );
}

/**
 * The public-API client of the nearest GiphyProvider, or undefined outside one: the client it
 * was given, or one with every call over the core it built (same cache and pingback id).
 */
export function useOptionalGiphyClient(): GiphyClient | undefined {
  return useClientOver(useOptionalGiphyCore());
}

/** The public-API client of the nearest GiphyProvider (see `useOptionalGiphyClient`). */
export function useGiphyClient(): GiphyClient {
  return useClientOver(useGiphyCore()) as GiphyClient;
}
