/**
 * useVideo: the headless video player. State and
 * prop getters; the markup is yours. See the JSDoc of `useVideo` for the keys and the
 * attribute vocabulary.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAnalytics } from '../../hooks/AnalyticsProvider';
import { devWarn } from '../../sdk/devWarn';
import { attributionName, showsAttribution } from '../../sdk/media/attribution';
import { bestVideo } from '../../sdk/media/bestVideo';
import { progressPercent } from '../../sdk/media/progressPercent';
import { safeUrl } from '../../sdk/media/safeUrl';
import { asGif } from '../../sdk/normalize/asGif';
import { resolveMessages } from '../shared/messages';
import { useReducedMotion } from '../shared/motion';
import { useElementWidth } from '../shared/useElementWidth';
import { VideoChangeType as T } from './changeTypes';
import type { VideoOptions, VideoResult } from './types';
import { useElementRef } from './useElementRef';
import { CONTROLS_HIDE_DELAY_MS, SEEK_STEP, useVideoControls } from './useVideoControls';
import { useVideoMachine } from './useVideoMachine';
import { useVideoMedia } from './useVideoMedia';
import { createVideoGetters } from './videoPropGetters';
import { captionsUrl, hasVideo, posterUrl, videoAspectRatio } from './videoSource';

/** Default volume. */
export const DEFAULT_VOLUME = 0.7;

/**
 * The state and prop getters of a video player for one GIPHY clip: it plays the asset that best
 * fits its box, tries to autoplay (muting and retrying when the browser refuses sound), loops
 * by hand and counts loops, reports quartiles once per loop and stalls after the first
 * buffering, sends one START pingback per GIF, maps media errors to their messages (headless/shared/messages.ts), and
 * shows its controls on activity for `controlsHideDelay` (4000 ms, like GIPHY) or always.
 * Under reduced motion it never autoplays: the still poster shows until the user plays (a
 * preference switched on while a clip already plays does not stop it). Another GIF (new `id`)
 * starts over (counters, error, START pingback, autoplay) and keeps the mute setting; a new
 * source for the same GIF (the box was resized) resumes at the same time. Only a
 * `NotAllowedError` triggers the muted retry: an `AbortError` (a pause or a new source
 * interrupted `play()`) is ignored, anything else leaves the clip paused.
 *
 * Keys (on the focused root or any part inside it):
 *
 * | key | action |
 * |---|---|
 * | Space, K | play / pause (Space on a button inside activates that button instead) |
 * | M | mute / unmute |
 * | ArrowRight / ArrowLeft | seek forward / back `seekStep` s (5); mirrored right-to-left |
 * | ArrowUp / ArrowDown | on the progress slider: seek forward / back |
 * | Home / End | seek to the start / the end |
 *
 * A click on the picture starts a paused clip, and mutes or unmutes a playing one (GIPHY's
 * click-to-unmute for autoplayed clips); `preventDefault()` in your `onClick` opts out.
 *
 * @selector [data-gk-video] the root (`role="group"`, named by the clip's alt text, focusable)
 * @selector [data-gk-video-media] the `<video>`
 * @selector [data-gk-video-controls] the controls container
 * @selector [data-gk-video-play-pause] [data-gk-video-mute] [data-gk-video-progress] [data-gk-video-attribution] the parts
 * @selector [data-state="playing"|"paused"] on root, media, controls, play/pause and progress
 * @selector [data-status="loading"|"ready"|"error"|"unavailable"] on the root
 * @selector [data-muted] [data-controls-visible] [data-waiting] presence flags (root; mute has data-muted, controls data-controls-visible)
 * @selector --gk-video-width, --gk-video-height, --gk-video-aspect-ratio on the root; --gk-video-progress (0%–100%) on the progress bar
 */
export function useVideo(options: VideoOptions): VideoResult {
  const { loop = true, autoPlay = true, volume = DEFAULT_VOLUME, persistentControls = false } = options;
  // The API's JSON is normalized once per object; a normalized GIF is read as it is.
  const gif = asGif(options.gif);
  const messages = useMemo(() => resolveMessages(options.messages), [options.messages]);
  const analytics = useAnalytics();
  const reducedMotion = useReducedMotion();
  // Autoplay waits one render so a system reduced-motion preference has been read.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const root = useElementRef<HTMLDivElement>();
  const video = useElementRef<HTMLVideoElement>();
  const measured = useElementWidth(options.width === undefined ? root.element : null, 0);
  const width = options.width ?? measured;
  const aspectRatio = videoAspectRatio(gif);
  const height = options.height ?? (aspectRatio ? Math.round(width / aspectRatio) : 0);
  const available = hasVideo(gif);
  // bestVideo picks among the assets hasVideo counted, so `src` is an http(s) URL or ''.
  const src = (available && safeUrl(bestVideo(gif.video, width, height)?.url)) || '';
  const poster = posterUrl(gif, width, height);
  const captionsLanguage = options.captionsLanguage ?? 'en';
  const captionsSrc = captionsUrl(gif, captionsLanguage);

  const warned = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || available || warned.current === gif.id) return;
    warned.current = gif.id;
    devWarn(`no video content for the id ${gif.id}`);
  }, [available, gif.id]);

  const { state, getState, dispatch } = useVideoMachine(options);
  const media = useVideoMedia({
    ...options,
    gif,
    element: video.element,
    src,
    state,
    getState,
    dispatch,
    loop,
    volume,
    messages,
    analytics,
    autoPlay:
      mounted &&
      autoPlay &&
      !reducedMotion &&
      options.paused === undefined &&
      options.playing === undefined &&
      available,
  });
  const controls = useVideoControls({
    getState,
    dispatch,
    seek: media.seek,
    hideDelay: options.controlsHideDelay ?? CONTROLS_HIDE_DELAY_MS,
    seekStep: options.seekStep ?? SEEK_STEP,
  });

  const user = gif.user ?? (gif.username ? { username: gif.username } : undefined);
  const attribution =
    !options.hideAttribution && showsAttribution(user)
      ? { name: attributionName(user), href: safeUrl(gif.user?.profile_url) || safeUrl(gif.url) }
      : undefined;
  const renderState = {
    ...state,
    status: available ? state.status : ('unavailable' as const),
    controlsVisible: persistentControls || state.active || state.controlsFocused,
    progress: progressPercent(state.currentTime, state.duration),
  };

  const base = {
    state: renderState,
    gif,
    src,
    poster,
    width,
    height,
    parts: {
      playPause: !options.hidePlayPause,
      mute: !options.hideMute,
      progress: !options.hideProgress,
      attribution: attribution !== undefined,
    },
    attribution,
    hasCaptions: captionsSrc !== undefined,
    messages,
    play: () => dispatch({ type: T.SetPlaying, playing: true }),
    pause: () => dispatch({ type: T.SetPlaying, playing: false }),
    togglePlay: () => dispatch({ type: T.TogglePlay }),
    setMuted: (muted: boolean) => dispatch({ type: T.SetMuted, muted }),
    toggleMute: () => dispatch({ type: T.ToggleMute }),
    seek: media.seek,
  };
  return {
    ...base,
    ...createVideoGetters({
      ...base,
      aspectRatio,
      available,
      preload: autoPlay && !reducedMotion ? 'auto' : 'metadata',
      captions: { src: captionsSrc, language: captionsLanguage, shown: Boolean(options.captions) },
      dispatch,
      rootRef: root.withUserRef,
      videoRef: video.withUserRef,
      mediaHandlers: media.handlers,
      controls,
    }),
  };
}
