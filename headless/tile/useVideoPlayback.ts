/**
 * A tile's video plays only while it is in view: once it has stayed in view for
 * `VIDEO_START_DELAY_MS` it gets its file (`src`), is muted and played; out of view it pauses
 * (and stops decoding). Handled on the element directly, with no re-render, so a fast scroll
 * past many video tiles costs no React work and creates no media player: a `<video>` without
 * a source is an empty box. A refused play
 * (`NotAllowedError`: a browser policy, iOS Low Power Mode) is reported to the page's
 * capabilities and to `onRefused`.
 */
import { reportAutoplayRefused } from '../../sdk/media/capabilities';
import { useIntersection } from '../shared/useIntersection';
import { useLatest } from '../shared/useLatest';
import { useTimeout } from '../shared/useTimeout';

/** How long a video tile stays in view before it loads and plays: a fling passes it by untouched. */
export const VIDEO_START_DELAY_MS = 150;

function play(video: HTMLVideoElement, src: string, onRefused: () => void) {
  // Muted is what lets a video start without a gesture; it never has sound to give.
  video.defaultMuted = true;
  video.muted = true;
  if (video.getAttribute('src') !== src) video.src = src;
  video.play()?.catch((error: unknown) => {
    // Interrupted by a pause or a new source (AbortError) is not a refusal.
    if ((error as Error | undefined)?.name !== 'NotAllowedError') return;
    reportAutoplayRefused();
    onRefused();
  });
}

/** Plays `video` (the tile's element; `src` its http(s) MP4) while it is in view. */
export function useVideoPlayback(video: HTMLVideoElement | null, src: string, onRefused: () => void) {
  const refused = useLatest(onRefused);
  const file = useLatest(src);
  const timer = useTimeout();
  useIntersection(
    video,
    (entry) => {
      const element = entry.target as HTMLVideoElement;
      if (entry.isIntersecting) {
        timer.start(VIDEO_START_DELAY_MS, () => play(element, file.current, () => refused.current()));
      } else {
        timer.cancel();
        element.pause();
      }
    },
    { disabled: !video || !src },
  );
}
