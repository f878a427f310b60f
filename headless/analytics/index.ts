/**
 * Analytics for the components: the provider that hands them an analytics instance (its context
 * lives in hooks/AnalyticsProvider.tsx, where GiphyProvider renders it; public here). (The
 * per-list registry that keeps a GIF from being reported twice is `TrackedGifsProvider`, in
 * headless/tile.)
 */
export { AnalyticsProvider, type AnalyticsProviderProps } from '../../hooks/AnalyticsProvider';
