/**
 * A tile's video plays only while it is in view and the page is not being scrolled: any scroll
 * (the window's or a scroll container's) pauses every tile's video, and once no scroll has come
 * for `VIDEO_START_DELAY_MS` the videos in view get their file (`src`), are muted and played.
 * So scrolling a picker decodes no video frames, and a fling passes tiles by without creating a
 * media player (a `<video>` without a source is an empty box). Out of view a video pauses (and
 * stops decoding). Handled on the elements directly, with no re-render. A refused play
 * (`NotAllowedError`: a browser policy, iOS Low Power Mode) is reported to the page's
 * capabilities and to `onRefused`.
 */
import { useEffect, useRef } from 'react';
import { reportAutoplayRefused } from '../../sdk/media/capabilities';
import { useIntersection } from '../shared/useIntersection';
import { useLatest } from '../shared/useLatest';

/** How long the page stays unscrolled before the videos in view load and play. */
export const VIDEO_START_DELAY_MS = 150;

/** Every mounted video tile's update, called when a scroll starts and when it settles. */
const tiles = new Set<() => void>();
/** The pending settle while the page is being scrolled. */
let settling: ReturnType<typeof setTimeout> | undefined;

const updateAll = () => {
  for (const update of tiles) update();
};
function onScroll() {
  const started = settling === undefined;
  clearTimeout(settling);
  settling = setTimeout(() => {
    settling = undefined;
    updateAll();
  }, VIDEO_START_DELAY_MS);
  if (started) updateAll();
}

/** Calls `update` when a scroll of the page starts and when it settles: one listener for every tile. */
function watchScrolling(update: () => void) {
  if (!tiles.size) document.addEventListener('scroll', onScroll, { capture: true, passive: true });
  tiles.add(update);
  return () => {
    tiles.delete(update);
    if (tiles.size) return;
    document.removeEventListener('scroll', onScroll, { capture: true });
    clearTimeout(settling);
    settling = undefined;
  };
}

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

/** Plays `video` (the tile's element; `src` its http(s) MP4) while it is in view and the page is still. */
export function useVideoPlayback(video: HTMLVideoElement | null, src: string, onRefused: () => void) {
  const inView = useRef(false);
  // The last render's: its `src` and `onRefused`.
  const update = useLatest(() => {
    if (!video) return;
    if (inView.current && settling === undefined) play(video, src, onRefused);
    else video.pause();
  });
  useIntersection(
    video,
    (entry) => {
      inView.current = entry.isIntersecting;
      update.current();
    },
    { disabled: !video || !src },
  );
  useEffect(() => (video && src ? watchScrolling(() => update.current()) : undefined), [video, src]);
}
