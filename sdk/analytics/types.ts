/**
 * The vocabulary of gifkit analytics: the wire event (from the generated OpenAPI types, never
 * re-typed), the widget-kit and embed inputs built from it, the pluggable transport and the
 * embed's host-facing analytics event.
 */
import type { components } from '../generated/public';
import type { Gif } from '../normalize/gif';
import type { GifSource } from '../source/types';

/** One pingback event exactly as it goes over the wire (`sendPingback` in openapi/public.yaml). */
export type PingbackEvent = components['schemas']['PingbackEvent'];

/** The four actions the widget kit reports: a tile seen, clicked, hovered, or a video started. */
export type WidgetActionType = Extract<PingbackEvent['action_type'], 'SEEN' | 'CLICK' | 'HOVER' | 'START'>;

/** Which layout showed the GIF; sent as the `layout_type` attribute. */
export type LayoutType = 'GRID' | 'CAROUSEL';

/** A bounding rectangle; a `DOMRect` from `getBoundingClientRect()` fits. */
export interface RectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Anything carrying GIPHY's opaque analytics payload: a normalized `Gif`, a wire GIF, or a stub. */
export interface PayloadCarrier {
  analytics_response_payload?: string | null;
}

/** A widget-kit pingback: what a grid, carousel, tile or video reports about one GIF. */
export interface WidgetPingback {
  /** SEEN (≥99% visible after load), CLICK, HOVER (after 200 ms) or START (video play, once per GIF). */
  actionType: WidgetActionType;
  /** The GIF; without an `analytics_response_payload` nothing is sent. */
  gif: PayloadCarrier;
  /** The layout that showed it, sent as `attributes.layout_type`. Omit for a lone tile. */
  layoutType?: LayoutType;
  /** The tile's bounding rectangle, sent as `attributes.position` (JSON text). */
  position?: RectLike;
  /** The host's signed-in user, sent as `logged_in_user_id`. */
  loggedInUserId?: string | number;
  /** Where the GIF came from (e.g. `GIF_SEARCH`, `GIF_TRENDING`), sent as `event_type`. */
  eventType?: string;
  /** Extra string attributes; `layout_type` and `position` above win over same-named keys. */
  attributes?: Record<string, string>;
}

/** A single-clip embed pingback. */
export interface EmbedPingback {
  /** What happened (any action the pingback service knows: `PingbackEvent['action_type']`). */
  actionType: PingbackEvent['action_type'];
  /** The GIF's analytics payload; when empty or missing nothing is sent. */
  analyticsResponsePayload: string | null | undefined;
  /** Sent as `event_type` (e.g. `GIF_EXPLORE`). */
  eventType?: string;
  /** The host's signed-in user, sent as `logged_in_user_id`. */
  loggedInUserId?: string | number;
  /** Free-form string attributes. */
  attributes?: Record<string, string>;
}

/**
 * Sends one batch of events. Resolve when delivered, reject (or throw) when not: gifkit turns
 * a failure into one warning and never lets it escape. Use it to route analytics through a
 * first-party proxy or into your own pipeline. `context.unloading` is true when the page is
 * being hidden or closed (`pagehide`, `visibilitychange` → hidden): the request must survive
 * the page, so use `fetch(…, { keepalive: true })` or `navigator.sendBeacon`.
 */
export type PingbackTransport = (events: PingbackEvent[], context: { unloading: boolean }) => Promise<void>;

/** What a transport is told about the batch it sends (the queue's name for the context above). */
export type TransportContext = Parameters<PingbackTransport>[1];

/** The labels of the embed's analytics events. */
export type EmbedEventLabel = 'Click' | 'Hover' | 'Copy' | 'Social Sharing' | 'Scroll';

/**
 * The host page's consent: `pending` keeps events (bounded) until it is granted, `granted`
 * sends them, `denied` drops them.
 */
export type ConsentState = 'pending' | 'granted' | 'denied';

/** A GIF sent (picked into a message), for `analytics.share`. */
export interface ShareEvent {
  /** The source the GIF came from: its provider hears of the send. */
  source: GifSource;
  gif: Gif;
  /** The search that found it, as typed (a Tenor-v2 source sends it as `q`); none for trending or recents. */
  term?: string | undefined;
  /** GIPHY's `event_type` of the send (e.g. `GIF_SEARCH`). */
  eventType?: string | undefined;
  /** The host's signed-in user, sent to GIPHY as `logged_in_user_id`. */
  loggedInUserId?: string | number | undefined;
}
