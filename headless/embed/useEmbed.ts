/**
 * useEmbed: the headless single-clip embed. One reducer holds the view's flags, each of
 * `paused`, `muted`, `shareOpen` and `watching` controlled or not (`x` / `defaultX` /
 * `onXChange`); this hook adds the clocks (hover on after 150 ms, off after 70 ms or 1000 ms
 * while the grid is active, ready after the entrance animation or 700 ms), the frame's size
 * (read every 500 ms), the device (mobile from the user agent), WebP where the browser shows it,
 * the Twitter variant's real pause, and the GIF by id. Tracking is `useEmbedTracking`. The
 * markup is yours: see `embedGetters` for the attributes, docs/embed.md for the rules.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { embedCode as buildEmbedCode } from '../../sdk/embed/embedCode';
import { useMediaCapabilities } from '../shared/mediaPreference';
import { useControlledReducer } from '../shared/useControlledReducer';
import { useLatest } from '../shared/useLatest';
import { useRefMerger } from '../shared/useRefMerger';
import { useTimeout } from '../shared/useTimeout';
import { EmbedChangeType as T } from './changeTypes';
import { HOVER_OFF_GRID_MS, HOVER_OFF_MS, HOVER_ON_MS, READY_TIMEOUT_MS } from './constants';
import { embedContent } from './embedContent';
import { type EmbedActions, type EmbedGetters, embedGetters } from './embedGetters';
import { embedLayout } from './embedLayout';
import { resolveEmbedMessages } from './messages';
import { type EmbedAction, type EmbedState, embedReducer, initialEmbedState } from './reducer';
import type { EmbedGif, EmbedOptions, EmbedRenderState } from './types';
import { useEmbedGif } from './useEmbedGif';
import { useEmbedTracking } from './useEmbedTracking';
import { useIsMobile } from './useIsMobile';
import { useThrottledSize } from './useThrottledSize';

export type EmbedResult = EmbedRenderState & EmbedActions & EmbedGetters;

/** No GIF yet (one given by id still loading, or failed): nothing to show. */
const NO_GIF: EmbedGif = { id: '', images: {} };

function codeFor(gif: EmbedGif): string {
  try {
    return buildEmbedCode(gif);
  } catch {
    return ''; // a GIF without a safe embed URL: no code to offer
  }
}

export function useEmbed(options: EmbedOptions): EmbedResult {
  const { isTwitter = false, productName = 'GIPHY' } = options;
  const loaded = useEmbedGif(options.gif, options.gifId, options.client);
  const gif = loaded.gif;
  const isMobile = useIsMobile(options.isMobile);
  const detected = useMediaCapabilities();
  const supportsWebp = options.supportsWebp ?? detected.webp;
  const messages = useMemo(() => resolveEmbedMessages(options.messages), [options.messages]);
  const latest = useLatest(options);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const footer = useRef<HTMLElement | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const [relatedHeight, setRelatedHeight] = useState<number | null>(null);
  const mergeRoot = useRefMerger(setRoot);
  const mergeFooter = useRefMerger(
    useCallback((element: HTMLElement | null) => {
      footer.current = element;
    }, []),
  );
  const mergeVideo = useRefMerger(
    useCallback((element: HTMLVideoElement | null) => {
      video.current = element;
    }, []),
  );

  const machine = useControlledReducer<EmbedState, EmbedAction>({
    reducer: embedReducer,
    initialState: () =>
      initialEmbedState({
        paused: options.defaultPaused ?? false,
        muted: options.defaultMuted ?? true,
        shareOpen: options.defaultShareOpen ?? false,
        watching: options.defaultWatching ?? false,
      }),
    controlled: {
      paused: options.paused,
      muted: options.muted,
      shareOpen: options.shareOpen,
      watching: options.watching,
    },
    stateReducer: options.stateReducer,
    onStateChange: options.onStateChange,
    onFieldChange: {
      paused: options.onPausedChange,
      muted: options.onMutedChange,
      shareOpen: options.onShareOpenChange,
      watching: options.onWatchingChange,
    },
    afterChange: (previous, next, action) => {
      if (action.type === T.HoverOff && footer.current) footer.current.scrollTop = 0;
      tracking.changed(previous, next);
    },
  });
  const { state, dispatch, getState } = machine;
  const content = useMemo(
    () =>
      embedContent(gif ?? NO_GIF, {
        isMobile,
        supportsWebp,
        hideVideo: options.hideVideo,
        trackingQueryString: options.trackingQueryString,
        siteUrl: options.siteUrl,
        origin: options.origin,
        videoColor: options.videoColor,
      }),
    [
      gif,
      isMobile,
      supportsWebp,
      options.hideVideo,
      options.trackingQueryString,
      options.siteUrl,
      options.origin,
      options.videoColor,
    ],
  );
  const failed = loaded.failed || state.mediaError || (!!gif && !content.media);
  const tracking = useEmbedTracking({
    gifId: gif?.id,
    payload: gif?.analytics_response_payload,
    shown: state.ready && !!gif && !failed,
  });
  const size = useThrottledSize(root);
  const layout = embedLayout(state, { ...size, isMobile });

  // Hover: on after 150 ms with the pointer over the frame or keyboard focus inside it; off
  // after 70 ms (1000 ms while the grid is active) once neither is left.
  const hoverTimer = useTimeout();
  const inside = useRef({ pointer: false, focus: false });
  const enter = useCallback(
    (source: 'pointer' | 'focus') => {
      if (isMobile) return;
      inside.current[source] = true;
      hoverTimer.cancel();
      if (!getState().hover) hoverTimer.start(HOVER_ON_MS, () => dispatch({ type: T.HoverOn }));
    },
    [isMobile, hoverTimer, getState, dispatch],
  );
  const leave = useCallback(
    (source: 'pointer' | 'focus') => {
      inside.current[source] = false;
      if (inside.current.pointer || inside.current.focus) return;
      hoverTimer.cancel();
      const current = getState();
      if (current.hover)
        hoverTimer.start(current.gridActive ? HOVER_OFF_GRID_MS : HOVER_OFF_MS, () => dispatch({ type: T.HoverOff }));
    },
    [hoverTimer, getState, dispatch],
  );

  // Ready after the entrance animation, or 700 ms at the latest; a new GIF starts over.
  const gifId = gif?.id;
  const shownId = useRef(gifId);
  useEffect(() => {
    if (shownId.current !== gifId) {
      shownId.current = gifId;
      dispatch({ type: T.Reset });
    }
    const timer = setTimeout(() => dispatch({ type: T.Ready }), READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [gifId, dispatch]);

  // A GIF given by id that could not be loaded: the host hears why.
  const loadError = loaded.failed ? loaded.error : undefined;
  useEffect(() => {
    if (loadError !== undefined) latest.current.onError?.(loadError);
  }, [loadError]);

  // The Twitter variant pauses the video itself; the others swap in the still.
  const paused = state.paused;
  useEffect(() => {
    const element = video.current;
    if (!isTwitter || !element) return;
    if (paused) element.pause();
    else element.play()?.catch(() => undefined);
  }, [paused, isTwitter]);
  useEffect(() => {
    if (video.current) video.current.muted = state.muted;
  }, [state.muted]);

  const { track } = tracking;
  const actions: EmbedActions = useMemo(
    () => ({
      dispatch,
      openShare: () => dispatch({ type: T.ShareOpen }),
      closeShare: () => dispatch({ type: T.ShareClose }),
      togglePaused: () => dispatch({ type: T.TogglePaused }),
      setPaused: (value) => dispatch({ type: T.SetPaused, paused: value }),
      setMuted: (muted) => dispatch({ type: T.SetMuted, muted }),
      watch: () => dispatch({ type: T.WatchOpen }),
      backToGif: () => dispatch({ type: T.WatchClose }),
      reportExternalPlayback: (playback) => {
        // An end is an event, reported even when no flag changes (the prompt already showed).
        if (dispatch({ type: T.ExternalPlayback, playback }).watching && playback === 'ended')
          latest.current.onEnded?.();
      },
      track,
      setRelatedHeight,
    }),
    [dispatch, track],
  );

  const code = useMemo(() => options.embedCode ?? (gif ? codeFor(gif) : ''), [options.embedCode, gif]);
  const render: EmbedRenderState = {
    gif,
    state,
    layout,
    ...size,
    isMobile,
    isTwitter,
    ...content,
    alt: gif ? content.alt : '',
    embedCode: code,
    showStill: state.paused && !(isTwitter && content.media?.kind === 'video'),
    error: failed ? messages.mediaError : '',
    productName,
    messages,
  };
  const getters = embedGetters({
    view: render,
    actions,
    root: mergeRoot,
    footer: mergeFooter,
    video: mergeVideo,
    relatedHeight,
    enter,
    leave,
    onAttributionClick: options.onAttributionClick,
  });
  return { ...render, ...actions, ...getters };
}
