/**
 * YouTube's IFrame Player API for the embed's external video: the script is added to the page
 * once, only when a YouTube video is watched (never offline), and the player's state changes
 * become the embed's playback reports (playing, paused, ended; "unstarted" counts as stopped).
 */
import { type RefObject, useEffect } from 'react';
import type { ExternalPlayback } from '../../headless';

interface YoutubePlayerEvent {
  data: number;
}
interface YoutubeNamespace {
  Player: new (
    element: HTMLIFrameElement,
    options: { events: { onStateChange: (event: YoutubePlayerEvent) => void } },
  ) => { destroy(): void };
}
type YoutubeWindow = Window & { YT?: YoutubeNamespace; onYouTubeIframeAPIReady?: () => void };

const STATES: Record<number, ExternalPlayback> = { [-1]: 'stopped', 0: 'ended', 1: 'playing', 2: 'paused' };
const loading = new WeakMap<Document, Promise<YoutubeNamespace>>();

/** Loads the IFrame API script into `doc` once and resolves with `YT`. */
function loadYoutubeApi(doc: Document, src: string): Promise<YoutubeNamespace> {
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
      script.src = src;
      script.async = true;
      script.onerror = () => {
        loading.delete(doc);
        reject(new Error(`gifkit: the YouTube IFrame API did not load from ${src}`));
      };
      doc.head.append(script);
    });
    loading.set(doc, promise);
  }
  return promise;
}

export function useYoutubePlayback(
  frame: RefObject<HTMLIFrameElement | null>,
  enabled: boolean,
  src: string,
  report: (playback: ExternalPlayback) => void,
) {
  useEffect(() => {
    const element = frame.current;
    if (!enabled || !element) return;
    // The player is never destroyed here: YouTube's destroy() removes the iframe React owns.
    let cancelled = false;
    loadYoutubeApi(element.ownerDocument, src).then(
      (YT) => {
        if (cancelled) return;
        new YT.Player(element, {
          events: {
            onStateChange: ({ data }) => {
              const playback = STATES[data];
              if (playback && !cancelled) report(playback);
            },
          },
        });
      },
      () => undefined, // without the API the video still plays; only the prompt is lost
    );
    return () => {
      cancelled = true;
    };
  }, [frame, enabled, src, report]);
}
