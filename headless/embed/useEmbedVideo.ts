/**
 * The embed's `<video>` element, when its picture is one: the Twitter variant pauses and plays
 * the video itself (the others swap in the still, so nothing to do here), and the element's
 * `muted` follows the embed's. Returns the ref merger `getMediaProps` hands the `<video>`.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useRefMerger } from '../shared/useRefMerger';

export interface EmbedVideoOptions {
  paused: boolean;
  muted: boolean;
  /** The Twitter variant: pause and play the video rather than swap in the still. */
  isTwitter: boolean;
}

export function useEmbedVideo({ paused, muted, isTwitter }: EmbedVideoOptions) {
  const video = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!isTwitter || !element) return;
    if (paused) element.pause();
    else element.play()?.catch(() => undefined);
  }, [paused, isTwitter]);
  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);
  return useRefMerger(
    useCallback((element: HTMLVideoElement | null) => {
      video.current = element;
    }, []),
  );
}
