/**
 * The embed's play / pause / mute / unmute reaching the external video (widgets spec §7.5):
 * each change of the player's `paused` or `muted` flag while the provider's iframe shows
 * becomes that provider's postMessage command — YouTube's IFrame API (`playVideo`,
 * `pauseVideo`, `mute`, `unMute`), Vimeo's player API (`play`, `pause`, `setVolume`) — posted
 * to the provider's own origin only, never `'*'`. The flags the video starts with (muted,
 * autoplaying) are in its URL, so only later changes are sent.
 */
import { type RefObject, useEffect, useRef } from 'react';

export type VideoProvider = 'youtube' | 'vimeo';
export type ProviderCommand = 'play' | 'pause' | 'mute' | 'unmute';

/** The origins the SDK's URL builders load each provider's player from. */
export const PROVIDER_ORIGINS: Readonly<Record<VideoProvider, string>> = {
  youtube: 'https://www.youtube.com',
  vimeo: 'https://player.vimeo.com',
};

const YOUTUBE_FUNCS: Record<ProviderCommand, string> = {
  play: 'playVideo',
  pause: 'pauseVideo',
  mute: 'mute',
  unmute: 'unMute',
};

/** Unmuted, Vimeo's player at full volume (its `setVolume` takes 0–1). */
const VIMEO_CALLS: Record<ProviderCommand, { method: string; value?: number }> = {
  play: { method: 'play' },
  pause: { method: 'pause' },
  mute: { method: 'setVolume', value: 0 },
  unmute: { method: 'setVolume', value: 1 },
};

/** The message (a JSON string, as both players expect) that asks `provider` to do `command`. */
export function providerMessage(provider: VideoProvider, command: ProviderCommand): string {
  return JSON.stringify(
    provider === 'youtube' ? { event: 'command', func: YOUTUBE_FUNCS[command], args: [] } : VIMEO_CALLS[command],
  );
}

/** Posts `command` to the frame if it shows `provider`'s player (checked by its URL's origin). */
export function postProviderCommand(
  frame: HTMLIFrameElement | null,
  provider: VideoProvider,
  command: ProviderCommand,
): boolean {
  const origin = PROVIDER_ORIGINS[provider];
  let src: URL;
  try {
    src = new URL(frame?.src ?? '');
  } catch {
    return false;
  }
  if (src.origin !== origin || !frame?.contentWindow) return false;
  frame.contentWindow.postMessage(providerMessage(provider, command), origin);
  return true;
}

/** Sends each later change of `paused` / `muted` to the provider's frame. */
export function useProviderCommands(
  frame: RefObject<HTMLIFrameElement | null>,
  provider: VideoProvider | undefined,
  flags: { paused: boolean; muted: boolean },
) {
  const sent = useRef<{ paused: boolean; muted: boolean } | undefined>(undefined);
  const { paused, muted } = flags;
  useEffect(() => {
    const before = sent.current;
    sent.current = { paused, muted };
    if (!before || !provider) return;
    if (before.muted !== muted) postProviderCommand(frame.current, provider, muted ? 'mute' : 'unmute');
    if (before.paused !== paused) postProviderCommand(frame.current, provider, paused ? 'pause' : 'play');
  }, [frame, provider, paused, muted]);
}
