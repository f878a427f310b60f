/**
 * One handle on the YouTube or Vimeo player in an iframe, for any framework: its playback
 * reports in, play / pause / mute / unmute out, both checked against the player's origin.
 * The React binding is the headless `useExternalVideo`.
 */
import type { EmbedCommand } from '../embed/bridgeMessages';
import { playerProvider, postPlayerCommand } from './playerCommands';
import { type ExternalPlayback, listenVimeoPlayback, listenYoutubePlayback } from './playerEvents';
import type { ExternalVideoProvider } from './providers';

/** What {@link connectExternalPlayer} returns. */
export interface ExternalPlayer {
  /** The provider of the player the frame showed when connected (by its URL's origin). */
  readonly provider: ExternalVideoProvider | undefined;
  /** Asks the player to play, pause, mute or unmute; false when the frame shows no player. */
  send(command: EmbedCommand): boolean;
  /** Stops reporting playback. */
  disconnect(): void;
}

/**
 * Connects to the player in `frame`, a YouTube (`youtubeEmbedUrl`) or Vimeo (`vimeoPlayerUrl`)
 * player URL. Connect before the frame loads, so the player's first reports are heard.
 */
export function connectExternalPlayer(
  frame: HTMLIFrameElement,
  options: {
    /** Called with each playback change the player reports. */
    onPlayback?: (playback: ExternalPlayback) => void;
    /**
     * Load YouTube's IFrame API script (from `YOUTUBE_IFRAME_API_URL`) to hear a YouTube
     * player's playback. Default true; false keeps the page off the network beyond the iframe
     * (commands still reach the player; its playback is not reported).
     */
    loadYoutubeApi?: boolean;
  } = {},
): ExternalPlayer {
  const provider = playerProvider(frame.src);
  const report = (playback: ExternalPlayback) => options.onPlayback?.(playback);
  const stop =
    provider === 'vimeo'
      ? listenVimeoPlayback(frame, report)
      : provider === 'youtube' && options.loadYoutubeApi !== false
        ? listenYoutubePlayback(frame, report)
        : () => undefined;
  return { provider, send: (command) => postPlayerCommand(frame, command), disconnect: stop };
}
