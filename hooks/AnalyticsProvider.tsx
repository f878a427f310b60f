'use client';
/**
 * The analytics instance every headless (and styled) component reports pingbacks to: a React
 * context over the SDK's `Analytics`, in hooks/ beside the client's context (giphyContext.ts)
 * so that `GiphyProvider` renders it for its `analytics` prop without importing a layer above
 * its own. A leaf module (React and a type only): a page without React Query provides analytics
 * with `<AnalyticsProvider>` alone (public from gifkit/headless). See docs/analytics.md.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { Analytics } from '../sdk/analytics/createAnalytics';

const AnalyticsContext = /* @__PURE__ */ createContext<Analytics | undefined>(undefined);

/** What `<AnalyticsProvider>` takes: the analytics instance and its children. */
export interface AnalyticsProviderProps {
  /**
   * The instance the components below report to (`createAnalytics`). Without one the nearest
   * outer provider's instance applies; pass `createAnalytics({ enabled: false })` to turn
   * analytics off for a subtree.
   */
  analytics?: Analytics;
  children?: ReactNode;
}

/** Hands `analytics` to every component below it. */
export function AnalyticsProvider({ analytics, children }: AnalyticsProviderProps) {
  const outer = useContext(AnalyticsContext);
  return <AnalyticsContext.Provider value={analytics ?? outer}>{children}</AnalyticsContext.Provider>;
}

/** The analytics instance of the nearest provider, if any (components work without one). */
export function useAnalytics(): Analytics | undefined {
  return useContext(AnalyticsContext);
}
