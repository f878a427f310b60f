/**
 * What an external video's player reports: playing, paused, ended or stopped. Vimeo's player
 * says so in postMessage events once asked to (its player API); YouTube's through its IFrame
 * Player API script, which is added to the page once, only when asked for. Messages are read
 * only from the player's own window at its origin.
 */
import { PLAYER_ORIGINS } from './playerCommands';
import { YOUTUBE_IFRAME_API_URL } from './youtube';

/** How an external video is doing, as its player reports it. */
export type ExternalPlayback = 'playing' | 'paused' | 'ended' | 'stopped';

/** Stops listening. */
export type Unsubscribe = () => void;

const VIMEO_ORIGIN = PLAYER_ORIGINS.vimeo;
const VIMEO_EVENTS: Record<string, ExternalPlayback> = { play: 'playing', pause: 'paused', finish: 'ended' };

function parseMessage(data: unknown): { event?: unknown } | undefined {
  if (typeof data !== 'string') return typeof data === 'object' && data ? data : undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * Reports the playback of the Vimeo player in `frame`: when the player says it is ready, it is
 * asked for its play, pause and finish events, which become `playing`, `paused`, `ended`.
 */
export function listenVimeoPlayback(
  frame: HTMLIFrameElement,
  onPlayback: (playback: ExternalPlayback) => void,
): Unsubscribe {
  const win = frame.ownerDocument.defaultView;
  if (!win) return () => undefined;
  const listener = (event: MessageEvent) => {
    const player = frame.contentWindow;
    if (event.origin !== VIMEO_ORIGIN || !player || event.source !== player) return;
    const data = parseMessage(event.data);
    if (data?.event === 'ready') {
      for (const name of Object.keys(VIMEO_EVENTS)) {
        player.postMessage(JSON.stringify({ method: 'addEventListener', value: name }), VIMEO_ORIGIN);
      }
    }
    const playback = typeof data?.event === 'string' ? VIMEO_EVENTS[data.event] : undefined;
    if (playback) onPlayback(playback);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}

interface YoutubePlayerEvent {
  data: number;
}
interface YoutubeNamespace {
  Player: new (
    element: HTMLIFrameElement,
    options: { events: { onStateChange: (event: YoutubePlayerEvent) => void } },
  ) => unknown;
}
type YoutubeWindow = Window & { YT?: YoutubeNamespace; onYouTubeIframeAPIReady?: () => void };

/** YouTube's player states; "unstarted" (-1) counts as stopped. */
const YOUTUBE_STATES: Record<number, ExternalPlayback> = { [-1]: 'stopped', 0: 'ended', 1: 'playing', 2: 'paused' };
const loading = new WeakMap<Document, Promise<YoutubeNamespace>>();

/** Adds YouTube's IFrame API script to `doc` once and resolves with its `YT` namespace. */
function loadYoutubeApi(doc: Document): Promise<YoutubeNamespace> {
  const win = doc.defaultView as YoutubeWindow;
  if (win.YT?.Player) return Promise.resolve(win.YT);
  let promise = loading.get(doc);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const previous = win.onYouTubeIframeAPIReady;
      win.onYouTubeIframeAPIReady = () => {
        previous?.();
        if (win.YT) resolve(win.YT);
      };
      const script = doc.createElement('script');
      script.src = YOUTUBE_IFRAME_API_URL;
      script.async = true;
      script.onerror = () => {
        loading.delete(doc);
        reject(new Error(`gifkit: the YouTube IFrame API did not load from ${YOUTUBE_IFRAME_API_URL}`));
      };
      doc.head.append(script);
    });
    loading.set(doc, promise);
  }
  return promise;
}

/**
 * Reports the playback of the YouTube player in `frame` (its URL must have `enablejsapi=1`, as
 * `youtubeEmbedUrl`'s has) through YouTube's IFrame API, loading its script into the frame's
 * document first if needed. Without the script (blocked, offline) nothing is reported; the
 * video still plays and still takes commands.
 */
export function listenYoutubePlayback(
  frame: HTMLIFrameElement,
  onPlayback: (playback: ExternalPlayback) => void,
): Unsubscribe {
  let listening = true;
  loadYoutubeApi(frame.ownerDocument).then(
    (YT) => {
      if (!listening) return;
      // Never destroyed: YouTube's destroy() removes the iframe, which belongs to the page.
      new YT.Player(frame, {
        events: {
          onStateChange: ({ data }) => {
            const playback = YOUTUBE_STATES[data];
            if (playback && listening) onPlayback(playback);
          },
        },
      });
    },
    () => undefined,
  );
  return () => {
    listening = false;
  };
}
