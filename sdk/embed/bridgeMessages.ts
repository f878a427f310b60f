/**
 * The two-way embed bridge's message shapes (an origin-checked, two-way channel):
 * the host sends commands, the embed page reports what happened. Anything else that arrives
 * through `postMessage` (other widgets, browser extensions, a foreign page) is not ours and is
 * ignored: `readHostCommand` and `readEmbedEvent` return `undefined` for it.
 */
import { isObject } from '../isObject';

/** Tags every gifkit bridge message. */
export const BRIDGE_CHANNEL: EmbedCommandMessage['channel'] = 'gifkit:embed';

/** What the host can ask the embed. */
export type EmbedCommand = 'play' | 'pause' | 'mute' | 'unmute';

export interface EmbedCommandMessage {
  channel: 'gifkit:embed';
  command: EmbedCommand;
}

/** What an embed posts to its host page: an event on the `gifkit:embed` channel. */
export interface EmbedEventMessage {
  channel: 'gifkit:embed';
  /** What happened: the embed is `ready` for commands, started (`play`), paused, `ended` or failed (`error`). */
  event: 'ready' | 'play' | 'pause' | 'ended' | 'error';
  /** The GIF's id. */
  id?: string;
  /** For `error`: what went wrong. */
  message?: string;
}

/** What the embed reports. */
export type EmbedEventType = EmbedEventMessage['event'];

const COMMANDS: readonly string[] = ['play', 'pause', 'mute', 'unmute'] satisfies EmbedCommand[];
const EVENTS: readonly string[] = ['ready', 'play', 'pause', 'ended', 'error'] satisfies EmbedEventType[];

/** The command in a message from the host, or `undefined` when it is not one. */
export function readHostCommand(data: unknown): EmbedCommand | undefined {
  if (!isObject(data) || data.channel !== BRIDGE_CHANNEL || typeof data.command !== 'string') return undefined;
  return COMMANDS.includes(data.command) ? (data.command as EmbedCommand) : undefined;
}

/** The event in a message from the embed, or `undefined` when it is not one. */
export function readEmbedEvent(data: unknown): EmbedEventMessage | undefined {
  if (!isObject(data) || data.channel !== BRIDGE_CHANNEL || typeof data.event !== 'string') return undefined;
  if (!EVENTS.includes(data.event)) return undefined;
  const message: EmbedEventMessage = { channel: BRIDGE_CHANNEL, event: data.event as EmbedEventType };
  if (typeof data.id === 'string') message.id = data.id;
  if (typeof data.message === 'string') message.message = data.message.slice(0, 500);
  return message;
}

/**
 * The origin (`scheme://host[:port]`) of an http(s) URL or origin string, or `undefined`. The
 * bridge only ever talks to a real origin: never `'*'`, never `null`.
 */
export function httpOrigin(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
