/**
 * The pingback queue shared by the widget kit and the embed: batches
 * events, sends them `debounceMs` after the last one (or at once when queueing is off or the
 * batch is full), holds them (bounded, oldest dropped) until consent, and turns a failed send
 * into a report, never a rejection. Per instance; timers come from the global `setTimeout` at call time.
 */
import type { ConsentState, TransportContext } from './types';

/** Options of {@link createPingbackQueue}. */
export interface PingbackQueueOptions<T> {
  /** Sends one batch; may reject or throw, never escapes the queue. */
  send: (items: T[], context: TransportContext) => Promise<void>;
  /** Quiet time after the last event before the batch leaves. */
  debounceMs: number;
  /** `false` sends every event on its own, at once. */
  queueEvents: boolean;
  /** The most events held at once: a full batch leaves at once; before consent the oldest are dropped. */
  maxQueued: number;
  /** Consent at start. */
  consent: ConsentState;
  /** Reports a failed send (the caller decides how loudly). */
  onFailure: (error: unknown) => void;
}

/** The queue's controls (see createAnalytics for what each means to a host). */
export interface PingbackQueue<T> {
  push(item: T): void;
  flush(context?: TransportContext): Promise<void>;
  setConsent(consent: ConsentState): void;
  readonly consent: ConsentState;
  /** Drops everything queued and ignores later pushes. */
  close(): void;
}

/** Creates a queue; nothing leaves while consent is not `granted`. */
export function createPingbackQueue<T>(options: PingbackQueueOptions<T>): PingbackQueue<T> {
  let items: T[] = [];
  let consent = options.consent;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  async function flush(context: TransportContext = { unloading: false }): Promise<void> {
    cancelTimer();
    if (consent !== 'granted' || !items.length) return;
    const batch = items;
    items = [];
    try {
      await options.send(batch, context);
    } catch (error) {
      options.onFailure(error);
    }
  }

  return {
    push(item) {
      if (closed || consent === 'denied') return;
      items.push(item);
      if (consent !== 'granted') {
        if (items.length > options.maxQueued) items.splice(0, items.length - options.maxQueued);
        return;
      }
      if (!options.queueEvents || items.length >= options.maxQueued) {
        void flush();
        return;
      }
      cancelTimer();
      timer = setTimeout(() => void flush(), options.debounceMs);
    },
    flush,
    setConsent(next) {
      if (closed || next === consent) return;
      consent = next;
      if (next === 'granted') void flush();
      else cancelTimer();
      if (next === 'denied') items = [];
    },
    get consent() {
      return consent;
    },
    close() {
      closed = true;
      cancelTimer();
      items = [];
    },
  };
}
