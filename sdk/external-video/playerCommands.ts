/**
 * Commands to an external video's player in an iframe: play, pause, mute and unmute as
 * YouTube's IFrame API messages (`playVideo`, `pauseVideo`, `mute`, `unMute`) or Vimeo's player
 * API messages (`play`, `pause`, `setVolume` 0 or 1), posted to the provider's own origin
 * only, never `'*'`. The origins are the ones the URL builders (`youtubeEmbedUrl`,
 * `vimeoPlayerUrl`) load the players from.
 */
import type { EmbedCommand } from '../embed/bridgeMessages';
import type { ExternalVideoProvider } from './providers';
import { VIMEO_PLAYER_ORIGIN } from './vimeo';
import { YOUTUBE_PLAYER_ORIGIN } from './youtube';

/**
 * What a host can ask an external video's player to do.
 * @deprecated Use `EmbedCommand`: the same four commands, one type for the embed and the external players. Removed in 0.5.0 at the earliest.
 */
export type ExternalPlayerCommand = EmbedCommand;

/** The iframe a player is in: what the commands need of it (an `HTMLIFrameElement` fits). */
export interface PlayerFrame {
  readonly src: string;
  readonly contentWindow: Pick<Window, 'postMessage'> | null;
}

/**
 * Each provider's player origin, as gifkit's player URLs write it: the embed's iframes load from
 * them, commands go to them only, and YouTube's IFrame API script comes from `PLAYER_ORIGINS.youtube`
 * (what a Content-Security-Policy's `frame-src` and `script-src` list for external video).
 */
export const PLAYER_ORIGINS: Readonly<Record<ExternalVideoProvider, string>> = {
  youtube: YOUTUBE_PLAYER_ORIGIN,
  vimeo: VIMEO_PLAYER_ORIGIN,
};

/**
 * The provider whose player `src` loads (by its origin: `https://www.youtube.com` or
 * `https://player.vimeo.com`), `undefined` for any other URL.
 */
export function playerProvider(src: string | undefined | null): ExternalVideoProvider | undefined {
  let origin: string;
  try {
    origin = new URL(src ?? '').origin;
  } catch {
    return undefined;
  }
  return (Object.keys(PLAYER_ORIGINS) as ExternalVideoProvider[]).find((name) => PLAYER_ORIGINS[name] === origin);
}

const YOUTUBE_FUNCS: Record<EmbedCommand, string> = {
  play: 'playVideo',
  pause: 'pauseVideo',
  mute: 'mute',
  unmute: 'unMute',
};

/** Unmuted, Vimeo's player at full volume (its `setVolume` takes 0–1). */
const VIMEO_CALLS: Record<EmbedCommand, { method: string; value?: number }> = {
  play: { method: 'play' },
  pause: { method: 'pause' },
  mute: { method: 'setVolume', value: 0 },
  unmute: { method: 'setVolume', value: 1 },
};

/** The message (a JSON string, as both players expect) that asks `provider`'s player to do `command`. */
export function playerMessage(provider: ExternalVideoProvider, command: EmbedCommand): string {
  return JSON.stringify(
    provider === 'youtube' ? { event: 'command', func: YOUTUBE_FUNCS[command], args: [] } : VIMEO_CALLS[command],
  );
}

/**
 * Posts `command` to the player the frame shows now (read from its `src` when posting), at
 * that player's origin. Returns false, posting nothing, when the frame shows no YouTube or
 * Vimeo player or has no window yet.
 */
export function postPlayerCommand(frame: PlayerFrame | null | undefined, command: EmbedCommand): boolean {
  const provider = playerProvider(frame?.src);
  const target = frame?.contentWindow;
  if (!provider || !target) return false;
  target.postMessage(playerMessage(provider, command), PLAYER_ORIGINS[provider]);
  return true;
}
