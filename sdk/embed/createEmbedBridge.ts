/**
 * The embed page's side of the bridge (no React): it accepts commands only from its parent
 * window at the host origin it was given, and reports events to that origin only. Without a
 * valid host origin the bridge is inert: nothing is sent, nothing is accepted (never `'*'`).
 */
import {
  BRIDGE_CHANNEL,
  type EmbedCommand,
  type EmbedEventMessage,
  httpOrigin,
  readHostCommand,
} from './bridgeMessages';

/** The embed page's side of the host messages: posts events, hears commands. */
export interface EmbedBridge {
  /** The host origin the bridge talks to, or `undefined` when it is off. */
  readonly hostOrigin: string | undefined;
  /** Reports an event to the host. */
  post(event: EmbedEventMessage['event'], details?: { id?: string; message?: string }): void;
  destroy(): void;
}

/**
 * The host origin for an embed page: the `origin` query parameter the embed code or facade
 * put in the frame's URL, else the origin of the referrer (the page holding the frame).
 */
export function embedHostOrigin(search: string, referrer: string): string | undefined {
  return httpOrigin(new URLSearchParams(search).get('origin')) ?? httpOrigin(referrer);
}

/** Inside an embed page: talk to the page that framed it, on its origin only. */
export function createEmbedBridge(options: {
  /** The host page's origin (see `embedHostOrigin`). Missing or not http(s): the bridge stays off. */
  hostOrigin: string | undefined;
  /** Called with each command from the host. */
  onCommand: (command: EmbedCommand) => void;
  /** The embed page's window; default `window`. Its `parent` is the host. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'parent'>;
}): EmbedBridge {
  const hostOrigin = httpOrigin(options.hostOrigin);
  const self = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const parent = self && self.parent !== self ? self.parent : undefined;
  if (!hostOrigin || !self || !parent) {
    return { hostOrigin: undefined, post: () => undefined, destroy: () => undefined };
  }
  const listener = (event: MessageEvent) => {
    if (event.origin !== hostOrigin || event.source !== parent) return;
    const command = readHostCommand(event.data);
    if (command) options.onCommand(command);
  };
  self.addEventListener('message', listener as EventListener);
  let destroyed = false;
  return {
    hostOrigin,
    post(event, details = {}) {
      if (destroyed) return;
      const message: EmbedEventMessage = { channel: BRIDGE_CHANNEL, event, ...details };
      parent.postMessage(message, hostOrigin);
    },
    destroy() {
      destroyed = true;
      self.removeEventListener('message', listener as EventListener);
    },
  };
}
