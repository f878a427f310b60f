/**
 * gifkit analytics (no React): widget-kit pingbacks, the embed's pingback service and its
 * analytics events, behind one consent-gated, switchable queue. See docs/analytics.md.
 */
export {
  type Analytics,
  type AnalyticsOptions,
  createAnalytics,
  MAX_QUEUED_EVENTS,
  PINGBACK_DEBOUNCE_MS,
} from './createAnalytics';
export {
  createPingbackTransport,
  PINGBACK_SERVER,
  type PingbackTransportOptions,
  type UnloadMethod,
} from './createPingbackTransport';
export type { PageLifecycleTarget } from './onPageHide';
export { VERIFICATION_SUFFIX } from './pingbackEvent';
export type {
  ConsentState,
  EmbedAnalyticsEvent,
  EmbedEventLabel,
  EmbedPingback,
  LayoutType,
  PayloadCarrier,
  PingbackActionType,
  PingbackEvent,
  PingbackTransport,
  RectLike,
  ShareEvent,
  TransportContext,
  WidgetActionType,
  WidgetPingback,
} from './types';
