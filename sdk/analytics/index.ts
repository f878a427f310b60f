/**
 * gifkit analytics (no React): widget-kit pingbacks, the embed's pingback service and its
 * analytics events, behind one consent-gated, switchable queue. See docs/analytics.md.
 */
export {
  type Analytics,
  type AnalyticsOptions,
  createAnalytics,
} from './createAnalytics';
export {
  createPingbackTransport,
  type PingbackTransportOptions,
} from './createPingbackTransport';
export type {
  ConsentState,
  EmbedEventLabel,
  EmbedPingback,
  LayoutType,
  PayloadCarrier,
  PingbackEvent,
  PingbackTransport,
  RectLike,
  ShareEvent,
  WidgetActionType,
  WidgetPingback,
} from './types';
