/**
 * `useExternalVideo`'s options and result: the YouTube or Vimeo player of a GIF's external
 * video, driven by your play / pause / mute flags and reporting its playback.
 */
import type { ExternalPlayback } from '../../sdk/external-video/playerEvents';
import type { ExternalVideoProvider } from '../../sdk/external-video/providers';
import type { ElementProps, UserProps } from '../grid/types';

/** What `useExternalVideo` takes: the GIF's external video (YouTube or Vimeo), colours and callbacks. */
export interface ExternalVideoOptions {
  /**
   * The player URL: `youtubeEmbedUrl`, `vimeoPlayerUrl` or `externalVideoEmbedUrl` (the
   * embed's `externalVideo.src`). Any other URL is not loaded (no `src`) and gets no commands.
   */
  src: string | undefined;
  /** Play (false) or pause (true): each later change is sent to the player. */
  paused?: boolean;
  /** Mute or unmute: each later change is sent to the player. */
  muted?: boolean;
  /** Called with each playback change the player reports (the embed's `reportExternalPlayback`). */
  onPlaybackChange?: (playback: ExternalPlayback) => void;
  /**
   * Load YouTube's IFrame API script to hear a YouTube player's playback. Default true; false
   * keeps the page off the network beyond the player (commands still reach it).
   */
  loadYoutubeApi?: boolean;
  /** The player's accessible names (the iframe's `title`), by provider; replace the defaults ('YouTube video', 'Vimeo video'). */
  messages?: { youtubeTitle?: string; vimeoTitle?: string };
}

/** What `useExternalVideo` returns: the player's state and the iframe's props. */
export interface ExternalVideoResult {
  /** The provider whose player `src` is, `undefined` when it is neither. */
  provider: ExternalVideoProvider | undefined;
  /** What the player last reported for this `src` (`undefined` before its first report). */
  playback: ExternalPlayback | undefined;
  /**
   * Props for the `<iframe>`: `src`, `title`, `allow` (autoplay), `referrerPolicy`, the ref
   * that connects the player, `data-gk-external-video` and `data-state` (the playback). It owns
   * the frame: another hook's props for it go in here (the embed's:
   * `getFrameProps(embed.getExternalVideoProps())`, whose title is then the frame's), never
   * spread beside it.
   */
  getFrameProps: (props?: UserProps<HTMLIFrameElement>) => ElementProps<HTMLIFrameElement>;
}
