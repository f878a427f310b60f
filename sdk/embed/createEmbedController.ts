/**
 * The host side of the embed bridge (no React): a small controller for one embed `<iframe>`.
 * Commands go to the frame's own origin only; events are accepted only when they come from
 * that frame's window and that origin. Commands sent before the embed says `ready` wait and
 * leave in order once it does.
 */
import { GifkitError } from '../errors';
import {
  BRIDGE_CHANNEL,
  type EmbedCommand,
  type EmbedCommandMessage,
  type EmbedEventMessage,
  httpOrigin,
  readEmbedEvent,
} from './bridgeMessages';

/** The host page's handle on one embed iframe: send commands, hear its events. */
export interface EmbedController {
  play(): void;
  pause(): void;
  mute(): void;
  unmute(): void;
  /** The embed said `ready`. */
  readonly ready: boolean;
  /** Stops listening; later commands are dropped. */
  destroy(): void;
}

/** On the host page: control an embed's iframe (play, pause, mute) and hear what it does. */
export function createEmbedController(
  iframe: HTMLIFrameElement,
  options: {
    /** The embed page's origin; default the origin of the iframe's `src`. Must be http(s). */
    origin?: string;
    /** Called with every event the embed reports (ready, play, pause, ended, error). */
    onEvent?: (event: EmbedEventMessage) => void;
    /** Where messages arrive; default the iframe's owner window. */
    window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  } = {},
): EmbedController {
  const origin = httpOrigin(options.origin ?? iframe.src);
  if (!origin) {
    throw new GifkitError(
      `gifkit: createEmbedController needs an http(s) origin for the embed (got "${options.origin ?? iframe.src}")`,
    );
  }
  const host = options.window ?? iframe.ownerDocument.defaultView;
  let ready = false;
  let destroyed = false;
  let waiting: EmbedCommand[] = [];

  const post = (command: EmbedCommand) => {
    const message: EmbedCommandMessage = { channel: BRIDGE_CHANNEL, command };
    iframe.contentWindow?.postMessage(message, origin);
  };
  const send = (command: EmbedCommand) => {
    if (destroyed) return;
    if (ready) post(command);
    else waiting.push(command);
  };
  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const message = readEmbedEvent(event.data);
    if (!message) return;
    if (message.event === 'ready' && !ready) {
      ready = true;
      const queued = waiting;
      waiting = [];
      queued.forEach(post);
    }
    options.onEvent?.(message);
  };
  host?.addEventListener('message', listener as EventListener);

  return {
    play: () => send('play'),
    pause: () => send('pause'),
    mute: () => send('mute'),
    unmute: () => send('unmute'),
    get ready() {
      return ready;
    },
    destroy() {
      destroyed = true;
      waiting = [];
      host?.removeEventListener('message', listener as EventListener);
    },
  };
}
