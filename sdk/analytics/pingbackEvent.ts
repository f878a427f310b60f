/**
 * Builds wire pingback events from widget-kit and embed inputs:
 * the payload rule (no payload, no event), the verification-mode suffix, `layout_type` and
 * `position` attributes. Pure; `user_id` is added at send time (see createAnalytics).
 */
import type { EmbedPingback, PingbackEvent, RectLike, WidgetPingback } from './types';

/** Appended to every payload when GIPHY's verification mode (`logging`) is on. */
export const VERIFICATION_SUFFIX = '&mode=verification';

/** An event waiting in the queue: everything but `user_id`, which is read when it is sent. */
export type PingbackDraft = Omit<PingbackEvent, 'user_id'>;

/** Options shared by both builders. */
export interface BuildOptions {
  /** Epoch milliseconds of the event. */
  now: number;
  /** Adds {@link VERIFICATION_SUFFIX} to the payload. */
  verification: boolean;
}

/**
 * The rectangle as JSON text in `DOMRect.toJSON()` form (x, y, width, height, top, right,
 * bottom, left), which is what `JSON.stringify(el.getBoundingClientRect())` gives in a browser.
 */
export function positionJson(rect: RectLike): string {
  const { x, y, width, height } = rect;
  const right = x + width;
  const bottom = y + height;
  return JSON.stringify({
    x,
    y,
    width,
    height,
    top: Math.min(y, bottom),
    right: Math.max(x, right),
    bottom: Math.max(y, bottom),
    left: Math.min(x, right),
  });
}

function draft(
  actionType: PingbackEvent['action_type'],
  payload: string | null | undefined,
  rest: { eventType?: string; loggedInUserId?: string | number; attributes?: Record<string, string> },
  options: BuildOptions,
): PingbackDraft | undefined {
  if (typeof payload !== 'string' || payload === '') return undefined;
  const event: PingbackDraft = {
    ts: options.now,
    // Every event carries `attributes` (the pingback API lists it among each event's fields), `{}` when none.
    attributes: rest.attributes ?? {},
    action_type: actionType,
    analytics_response_payload: options.verification ? payload + VERIFICATION_SUFFIX : payload,
  };
  if (rest.loggedInUserId !== undefined && rest.loggedInUserId !== '') {
    event.logged_in_user_id = String(rest.loggedInUserId);
  }
  if (rest.eventType) event.event_type = rest.eventType;
  return event;
}

/** The event for a widget-kit pingback, or `undefined` when the GIF has no analytics payload. */
export function widgetPingbackEvent(input: WidgetPingback, options: BuildOptions): PingbackDraft | undefined {
  const attributes: Record<string, string> = { ...input.attributes };
  if (input.layoutType) attributes.layout_type = input.layoutType;
  if (input.position) attributes.position = positionJson(input.position);
  return draft(input.actionType, input.gif?.analytics_response_payload, { ...input, attributes }, options);
}

/** The event for an embed pingback, or `undefined` when there is no analytics payload. */
export function embedPingbackEvent(input: EmbedPingback, options: BuildOptions): PingbackDraft | undefined {
  return draft(input.actionType, input.analyticsResponsePayload, input, options);
}
