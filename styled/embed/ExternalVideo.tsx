/**
 * The external video (widgets spec §7.5), loaded only on Watch: the provider's player in an
 * iframe (the SDK's muted, autoplaying URL), and its playback reported to the embed so the
 * back-to-GIF prompt follows it. YouTube through its IFrame API script, loaded once and only
 * here, never offline; Vimeo through its player's postMessage events. The player's pause/play
 * and mute/unmute (e.g. a host's commands through the bridge) reach the provider's player.
 */
import { type RefObject, useEffect, useRef } from 'react';
import type { EmbedResult, ExternalPlayback } from '../../headless';
import { YOUTUBE_IFRAME_API_URL } from '../../sdk/external-video/youtube';
import { PROVIDER_ORIGINS, useProviderCommands } from './providerCommands';
import { useYoutubePlayback } from './useYoutubePlayback';

export interface ExternalVideoProps {
  embed: EmbedResult;
  offline?: boolean | undefined;
  youtubeApiUrl?: string | undefined;
}

const VIMEO_ORIGIN = PROVIDER_ORIGINS.vimeo;
const VIMEO_EVENTS: Record<string, ExternalPlayback> = { play: 'playing', pause: 'paused', finish: 'ended' };

/** Vimeo's player reports play, pause and finish once asked to (its postMessage API). */
function useVimeoPlayback(
  ref: RefObject<HTMLIFrameElement | null>,
  enabled: boolean,
  report: (p: ExternalPlayback) => void,
) {
  useEffect(() => {
    const frame = ref.current;
    if (!frame || !enabled) return;
    const listener = (event: MessageEvent) => {
      if (event.origin !== VIMEO_ORIGIN || event.source !== frame.contentWindow) return;
      const data = typeof event.data === 'string' ? safeJson(event.data) : event.data;
      if (data?.event === 'ready') {
        for (const name of Object.keys(VIMEO_EVENTS)) {
          frame.contentWindow?.postMessage(JSON.stringify({ method: 'addEventListener', value: name }), VIMEO_ORIGIN);
        }
      }
      const playback = typeof data?.event === 'string' ? VIMEO_EVENTS[data.event] : undefined;
      if (playback) report(playback);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [ref, enabled, report]);
}

function safeJson(text: string): { event?: unknown } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export default function ExternalVideo({ embed, offline, youtubeApiUrl }: ExternalVideoProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const provider = embed.externalVideo?.provider;
  const report = embed.reportExternalPlayback;
  useYoutubePlayback(frame, provider === 'youtube' && !offline, youtubeApiUrl ?? YOUTUBE_IFRAME_API_URL, report);
  useVimeoPlayback(frame, provider === 'vimeo', report);
  useProviderCommands(frame, provider, embed.state);
  return <iframe {...embed.getExternalVideoProps({ ref: frame })} />;
}
