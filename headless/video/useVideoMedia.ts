/**
 * Binds the state machine to a `<video>` element: media events become changes, the element
 * follows the state (play/pause, mute, volume), autoplay is attempted with the muted fallback,
 * the clip loops by hand so loops can be counted, and the first play of each GIF sends the
 * START pingback.
 */
import { type SyntheticEvent, useCallback, useEffect, useRef } from 'react';
import type { Analytics } from '../../sdk/analytics/createAnalytics';
import { devWarn } from '../../sdk/devWarn';
import type { Messages } from '../shared/messages';
import { useLatest } from '../shared/useLatest';
import { VideoChangeType as T } from './changeTypes';
import { videoError } from './mediaError';
import type { VideoAction, VideoState } from './reducer';
import type { VideoGif } from './videoSource';

export interface VideoMediaOptions {
  element: HTMLVideoElement | null;
  gif: VideoGif;
  src: string;
  state: VideoState;
  /** The latest state (changes dispatched since the last render included). */
  getState: () => VideoState;
  dispatch: (action: VideoAction) => void;
  loop: boolean;
  volume: number;
  /** Attempt autoplay now (mounted, allowed, not reduced motion, not controlled). */
  autoPlay: boolean;
  messages: Messages;
  analytics: Analytics | undefined;
  onMuted?: (muted: boolean) => void;
  onFirstPlay?: (msSinceMount: number) => void;
  onEnded?: () => void;
  onTimeUpdate?: (currentTime: number) => void;
  onCanPlay?: () => void;
}

const isRefusal = (error: unknown) => (error as { name?: string } | null)?.name === 'NotAllowedError';
const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';
/** `play()` returns undefined in old browsers and in jsdom; treat that as success. */
const play = (el: HTMLMediaElement) => Promise.resolve(el.play());

export function useVideoMedia(options: VideoMediaOptions) {
  const { element, gif, src, state, dispatch, loop, volume, autoPlay } = options;
  const latest = useLatest(options);
  const reportAutoplay = useRef(false);
  const autoplayedFor = useRef<string | undefined>(undefined);
  const startedFor = useRef<string | undefined>(undefined);
  const since = useRef(Date.now());
  const resumeAt = useRef<number | undefined>(undefined);
  const previous = useRef({ id: gif.id, src });

  /** Plays; refused with sound → mutes and plays again, reporting `onMuted`. */
  const attemptPlay = useCallback(
    (el: HTMLVideoElement) => {
      const report = reportAutoplay.current;
      reportAutoplay.current = false;
      const refused = (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: T.PlayRefused });
      };
      play(el).then(
        () => {
          if (report) latest.current.onMuted?.(el.muted);
        },
        (error: unknown) => {
          if (!isRefusal(error) || el.muted) return refused(error);
          el.muted = true;
          dispatch({ type: T.AutoPlayMuted });
          return play(el).then(() => latest.current.onMuted?.(true), refused);
        },
      );
    },
    [dispatch],
  );

  // A new GIF starts over; a new source for the same GIF (resize) resumes where it was.
  useEffect(() => {
    const before = previous.current;
    previous.current = { id: gif.id, src };
    if (before.id !== gif.id) {
      since.current = Date.now();
      resumeAt.current = undefined;
      dispatch({ type: T.Reset, muted: latest.current.getState().muted });
    } else if (before.src && before.src !== src) {
      resumeAt.current = latest.current.getState().currentTime;
    }
  }, [gif.id, src, dispatch]);

  useEffect(() => {
    if (!autoPlay || !element || !src || autoplayedFor.current === gif.id) return;
    autoplayedFor.current = gif.id;
    reportAutoplay.current = true;
    dispatch({ type: T.AutoPlay });
  }, [autoPlay, element, src, gif.id, dispatch]);

  // The element follows the state.
  useEffect(() => {
    if (!element || !src) return;
    if (state.playing && element.paused) attemptPlay(element);
    else if (!state.playing && !element.paused) element.pause();
  }, [element, src, state.playing, attemptPlay]);
  useEffect(() => {
    if (element && element.muted !== state.muted) element.muted = state.muted;
  }, [element, state.muted]);
  useEffect(() => {
    if (element) element.volume = Math.min(1, Math.max(0, volume));
  }, [element, volume]);

  const handlers = {
    onLoadedMetadata: (e: SyntheticEvent<HTMLVideoElement>) => {
      const el = e.currentTarget;
      dispatch({ type: T.MediaDuration, duration: el.duration });
      if (resumeAt.current !== undefined) el.currentTime = resumeAt.current;
      resumeAt.current = undefined;
    },
    onDurationChange: (e: SyntheticEvent<HTMLVideoElement>) =>
      dispatch({ type: T.MediaDuration, duration: e.currentTarget.duration }),
    onCanPlay: () => {
      dispatch({ type: T.MediaCanPlay });
      latest.current.onCanPlay?.();
    },
    onPlay: () => {
      dispatch({ type: T.MediaPlay });
      const { gif: current, analytics, onFirstPlay } = latest.current;
      if (startedFor.current === current.id) return;
      startedFor.current = current.id;
      analytics?.pingback({ actionType: 'START', gif: current });
      onFirstPlay?.(Date.now() - since.current);
    },
    onPlaying: () => dispatch({ type: T.MediaPlaying }),
    onPause: (e: SyntheticEvent<HTMLVideoElement>) => {
      // The end of a looping clip pauses for a moment; `onEnded` starts it again.
      if (!(e.currentTarget.ended && latest.current.loop)) dispatch({ type: T.MediaPause });
    },
    onTimeUpdate: (e: SyntheticEvent<HTMLVideoElement>) => {
      const { currentTime, duration } = e.currentTarget;
      dispatch({ type: T.MediaTimeUpdate, currentTime, duration });
      latest.current.onTimeUpdate?.(currentTime);
    },
    onWaiting: (e: SyntheticEvent<HTMLVideoElement>) => {
      // Like GIPHY: the initial buffering (at 0 s) and an idle network are not stalls.
      const el = e.currentTarget;
      dispatch({ type: T.MediaWaiting, counted: el.currentTime > 0 && el.networkState !== el.NETWORK_IDLE });
    },
    onEnded: (e: SyntheticEvent<HTMLVideoElement>) => {
      const el = e.currentTarget;
      if (loop) play(el).catch(() => undefined);
      dispatch({ type: T.MediaEnded, loop });
      latest.current.onEnded?.();
    },
    onVolumeChange: (e: SyntheticEvent<HTMLVideoElement>) => {
      const { muted } = e.currentTarget;
      if (muted !== latest.current.getState().muted) dispatch({ type: T.MediaVolumeChange, muted });
    },
    onError: (e: SyntheticEvent<HTMLVideoElement>) => {
      const el = e.currentTarget;
      const error = videoError(el.error?.code ?? 4, el.currentSrc || el.src, latest.current.messages);
      if (process.env.NODE_ENV !== 'production') devWarn(`${error.message} (${error.src})`);
      dispatch({ type: T.MediaError, error });
    },
  };

  const seek = useCallback(
    (seconds: number) => {
      if (!element) return;
      const { duration } = latest.current.getState();
      const to = Math.max(0, duration ? Math.min(duration, seconds) : seconds);
      element.currentTime = to;
      dispatch({ type: T.MediaTimeUpdate, currentTime: to, duration });
    },
    [element, dispatch],
  );

  return { handlers, seek };
}
