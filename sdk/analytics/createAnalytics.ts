/**
 * createAnalytics: the one analytics instance a page (or a headless component) talks to.
 * Widget-kit pingbacks and embed pingbacks share one queue; embed
 * analytics events go to a host sink; share events (a GIF sent) go to the GIF's provider, as
 * GIPHY's `SENT` pingback or the source's own share call (a Tenor-v2 source's `registershare`).
 * Consent-gated, switchable off, flushed on page unload, and quiet: a failure is one warning,
 * never a throw or an unhandled rejection.
 */

import { createSessionIds, type SessionIds } from '../client/sessionIds';
import { ERROR_PREFIX, GifkitError } from '../errors';
import { createPingbackTransport } from './createPingbackTransport';
import { defaultPageTarget, onPageHide } from './onPageHide';
import { embedPingbackEvent, type PingbackDraft, widgetPingbackEvent } from './pingbackEvent';
import { createPingbackQueue } from './pingbackQueue';
import type {
  ConsentState,
  EmbedEventLabel,
  EmbedPingback,
  PingbackTransport,
  ShareEvent,
  WidgetPingback,
} from './types';

/** Quiet time after the last event before a batch is sent (pingback debounce). */
export const PINGBACK_DEBOUNCE_MS = 1000;
/** Default bound of events held at once (before consent, and per batch). */
export const MAX_QUEUED_EVENTS = 100;
const DOCS = 'gifkit docs/analytics.md';

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  /** Your GIPHY API key; required unless you pass a `transport` or set `pingbacks: false`. */
  apiKey?: string;
  /**
   * `false`: this page sends no GIPHY pingbacks, so it needs no `apiKey` or `transport` (a page
   * whose GIFs all come from another provider, e.g. a Tenor-v2 source: their results carry no
   * analytics payload). Consent, the off switch, embed events and share events work as
   * before. Default `true`.
   */
  pingbacks?: boolean;
  /**
   * Sends each batch instead of the built-in POST to pingback.giphy.com: route analytics
   * through a first-party proxy, or into your own pipeline. See `createPingbackTransport`.
   */
  transport?: PingbackTransport;
  /**
   * Where the random `user_id` comes from; pass the `sessionIds` your `createGiphyClient` uses
   * to share one source. Default: a new source over sessionStorage (the same tab id anyway).
   */
  sessionIds?: Pick<SessionIds, 'userId'>;
  /** `false` turns analytics off: nothing is queued, sent or listened to. Default `true`. */
  enabled?: boolean;
  /**
   * The page's consent at start. `pending` (default) holds events until `grantConsent()`;
   * `granted` sends from the start (a page with no consent requirement); `denied` drops them.
   */
  consent?: ConsentState;
  /** `false` sends each event at once instead of batching. Default `true`. */
  queueEvents?: boolean;
  /** Quiet time after the last event before a batch leaves. Default 1000 ms. */
  debounceMs?: number;
  /** GIPHY's verification mode: every payload gets `&mode=verification`. Default `false`. */
  logging?: boolean;
  /**
   * The most events held at once. Before consent, older events are dropped beyond it; after,
   * a full batch is sent at once. Default 100 (a batch then stays well under the 64 KiB a
   * browser lets a closing page send).
   */
  maxQueued?: number;
  /** Receives embed analytics events, e.g. to forward them to your analytics tool. */
  onEmbedEvent?: (event: {
    /** Always `Embed`. */
    category: 'Embed';
    /** What the visitor did, e.g. `share-open`, `related-scroll`. */
    action: string;
    label: EmbedEventLabel;
  }) => void;
  /** Receives the one warning a failing instance gives. Default: `console.warn` outside production. */
  onWarning?: (message: string) => void;
  /**
   * Where page-lifecycle events arrive for the unload flush. Default: `window` in a browser,
   * none elsewhere (any `EventTarget` in tests, its `document.visibilityState` read on
   * `visibilitychange`); `null` turns the unload flush off.
   */
  pageTarget?: (EventTarget & { document?: { visibilityState?: string } }) | null;
}

/** An analytics instance. Every method is safe to call at any time, also after `dispose()`. */
export interface Analytics {
  /** Records a widget-kit pingback (SEEN, CLICK, HOVER, START); ignored when the GIF has no payload. */
  pingback(event: WidgetPingback): void;
  /** Records a single-clip embed pingback; ignored without a payload. */
  embedPingback(event: EmbedPingback): void;
  /** Reports an embed analytics event (category `Embed`) to `onEmbedEvent`. */
  embedEvent(event: { action: string; label: EmbedEventLabel }): void;
  /**
   * A GIF was sent (picked into a message): tells its provider once, behind consent. GIPHY's
   * core: a `SENT` pingback (ignored when the GIF has no analytics payload); another source:
   * its own share call (a Tenor-v2 source's `registershare` with the search `term`), held
   * until consent and dropped without it. A source that has no share event is ignored.
   */
  share(event: ShareEvent): void;
  /** The host page got consent: events held so far are sent now, later ones as usual. */
  grantConsent(): void;
  /** Consent withdrawn: everything held is dropped and nothing more is recorded until granted again. */
  revokeConsent(): void;
  /** The current consent state. */
  readonly consent: ConsentState;
  /** Turns this instance off for good: drops what is queued and ignores everything after. */
  disable(): void;
  /** Sends what is queued now (when consent allows). Never rejects. */
  flush(): Promise<void>;
  /** Sends what is queued, removes the page listeners and turns the instance off. Never rejects. */
  dispose(): Promise<void>;
}

function defaultWarning(): (message: string) => void {
  if (typeof process !== 'undefined' && process.env?.NODE_ENV === 'production') return () => undefined;
  return (message) => console.warn(message);
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Creates an analytics instance. Throws (a GifkitError) only when neither `apiKey` nor `transport` is given. */
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const enabled = options.enabled !== false;
  const apiKey = options.apiKey?.trim();
  const pingbacks = options.pingbacks !== false;
  if (enabled && pingbacks && !options.transport && !apiKey) {
    throw new GifkitError(
      `${ERROR_PREFIX}createAnalytics needs an apiKey or a transport (or \`pingbacks: false\`). See ${DOCS}`,
    );
  }
  const transport = options.transport ?? (apiKey ? createPingbackTransport({ apiKey }) : async () => undefined);
  const ids = options.sessionIds ?? createSessionIds();
  const warning = options.onWarning ?? defaultWarning();
  const verification = options.logging === true;
  const maxQueued = Math.max(1, Math.floor(options.maxQueued ?? MAX_QUEUED_EVENTS));

  let warned = false;
  const reportFailure = (what: string, error: unknown) => {
    if (warned) return;
    warned = true;
    try {
      warning(
        `${ERROR_PREFIX}${what} failed (${reasonOf(error)}); analytics continues and this instance will not warn again. See ${DOCS}`,
      );
    } catch {
      // A throwing warning sink must not break the page either.
    }
  };

  const queue = createPingbackQueue<PingbackDraft>({
    // `user_id` is read only when a batch leaves, i.e. after consent: no id is stored for a page that never grants it.
    send: (drafts, context) => {
      const userId = ids.userId();
      return transport(
        drafts.map((d) => ({ ...d, user_id: userId })),
        context,
      );
    },
    debounceMs: Math.max(0, options.debounceMs ?? PINGBACK_DEBOUNCE_MS),
    queueEvents: options.queueEvents !== false,
    maxQueued,
    consent: options.consent ?? 'pending',
    onFailure: (error) => reportFailure('a pingback', error),
  });

  // Embed events and share events held until consent, with the same bound and the same
  // oldest-first dropping: each a delivery, run once when consent is granted.
  let held: (() => void)[] = [];
  const hold = (delivery: () => void) => {
    if (queue.consent === 'denied') return;
    if (queue.consent === 'granted') return delivery();
    held.push(delivery);
    if (held.length > maxQueued) held.shift();
  };
  const deliver = (event: Parameters<NonNullable<AnalyticsOptions['onEmbedEvent']>>[0]) => () => {
    try {
      options.onEmbedEvent?.(event);
    } catch (error) {
      reportFailure('an embed analytics event', error);
    }
  };

  let active = enabled;
  const target = options.pageTarget === undefined ? defaultPageTarget() : (options.pageTarget ?? undefined);
  let removeListeners =
    active && target ? onPageHide(target, () => void queue.flush({ unloading: true })) : () => undefined;

  const off = () => {
    active = false;
    queue.close();
    held = [];
    removeListeners();
    removeListeners = () => undefined;
  };
  if (!active) off();

  const record = (draft: PingbackDraft | undefined) => {
    if (active && pingbacks && draft) queue.push(draft);
  };

  return {
    pingback(event) {
      if (active) record(widgetPingbackEvent(event, { now: Date.now(), verification }));
    },
    embedPingback(event) {
      if (active) record(embedPingbackEvent(event, { now: Date.now(), verification }));
    },
    embedEvent({ action, label }) {
      if (active && options.onEmbedEvent) hold(deliver({ category: 'Embed', action, label }));
    },
    share({ source, gif, term, eventType, loggedInUserId }) {
      if (!active) return;
      const { calls, provider } = source.engine;
      // GIPHY's core: the send is a SENT pingback, queued with the others.
      if (!calls) {
        const event = { actionType: 'SENT' as const, analyticsResponsePayload: gif.analytics_response_payload };
        return record(embedPingbackEvent({ ...event, eventType, loggedInUserId }, { now: Date.now(), verification }));
      }
      const send = calls.share;
      if (!send || !provider?.capabilities.share) return;
      // Never retried: a failure is the instance's one warning, and the send is reported once.
      hold(() => void send(gif, { term }).catch((error: unknown) => reportFailure('a share event', error)));
    },
    grantConsent() {
      if (!active) return;
      queue.setConsent('granted');
      const deliveries = held;
      held = [];
      for (const delivery of deliveries) delivery();
    },
    revokeConsent() {
      if (!active) return;
      queue.setConsent('denied');
      held = [];
    },
    get consent() {
      return queue.consent;
    },
    disable: off,
    flush: () => queue.flush(),
    async dispose() {
      if (!active) return;
      const last = queue.flush();
      off();
      await last;
    },
  };
}
