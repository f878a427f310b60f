/**
 * The embed's external video, loaded only on Watch: the headless `useExternalVideo` driven by
 * the embed's `paused` / `muted` flags (yours, or a host's commands through the bridge), its
 * playback reported to the embed so the back-to-GIF prompt follows it. With `offline` the
 * YouTube IFrame API script is never loaded.
 */
import { type EmbedResult, useExternalVideo } from '../../headless';

export interface ExternalVideoProps {
  embed: EmbedResult;
  offline?: boolean | undefined;
}

export default function ExternalVideo({ embed, offline }: ExternalVideoProps) {
  const video = useExternalVideo({
    src: embed.externalVideo?.src,
    paused: embed.state.paused,
    muted: embed.state.muted,
    onPlaybackChange: embed.reportExternalPlayback,
    loadYoutubeApi: !offline,
  });
  // The player's getter owns the frame; the embed's props (its title, its part name) go through it.
  return <iframe {...video.getFrameProps(embed.getExternalVideoProps())} />;
}
