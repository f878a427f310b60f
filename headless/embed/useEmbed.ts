/**
 * useEmbed: the headless single-clip embed. One reducer holds the
 * view's flags; this hook adds the clocks (hover on after 150 ms, off after 70 ms or 1000 ms
 * while the grid is active, ready after the entrance animation or 700 ms, size read every
 * 500 ms), the device (mobile from the user agent), the Twitter variant's real pause, and the
 * pingbacks and embed events. The markup is yours: see `embedGetters` for the attributes.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EmbedEventLabel } from '../../sdk/analytics/types';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { useControlledReducer } from '../shared/useControlledReducer';
import { useRefMerger } from '../shared/useRefMerger';
import { useTimeout } from '../shared/useTimeout';
import { EmbedChangeTypes as T } from './changeTypes';
import { HOVER_OFF_GRID_MS, HOVER_OFF_MS, HOVER_ON_MS, READY_TIMEOUT_MS } from './constants';
import { embedContent } from './embedContent';
import { type EmbedGetters, embedGetters } from './embedGetters';
import { embedLayout } from './embedLayout';
import { type EmbedAction, type EmbedState, type ExternalPlayback, embedReducer, initialEmbedState } from './reducer';
import type { EmbedRenderState, UseEmbedOptions } from './types';
import { useIsMobile } from './useIsMobile';
import { useThrottledSize } from './useThrottledSize';

/** What the embed says when its media cannot be shown (never a blank frame). */
export const EMBED_MEDIA_ERROR = 'This GIF could not be loaded.';

export interface EmbedActions {
  dispatch: (action: EmbedAction) => EmbedState;
  openShare: () => void;
  closeShare: () => void;
  togglePaused: () => void;
  setPaused: (paused: boolean) => void;
  setMuted: (muted: boolean) => void;
  watch: () => void;
  backToGif: () => void;
  /** Tell the embed how the external video is doing (from the provider's player API). */
  reportExternalPlayback: (playback: ExternalPlayback) => void;
  /** Send an embed analytics event (share buttons: `Social Sharing`, copy: `Copy`). */
  track: (action: string, label: EmbedEventLabel) => void;
  /**
   * Tell the embed how tall the related grid is (0 while empty; `null` once it is gone): the
   * footer moves up by it plus 72 px.
   */
  setRelatedHeight: (height: number | null) => void;
}

export type UseEmbedReturn = EmbedRenderState & EmbedActions & EmbedGetters;

export function useEmbed(options: UseEmbedOptions): UseEmbedReturn {
  const { gif, isTwitter = false, productName = 'GIPHY' } = options;
  const isMobile = useIsMobile(options.isMobile);
  const analytics = useAnalytics();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const footer = useRef<HTMLElement | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const scrolled = useRef(false);
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

  const afterChange = useCallback(
    (previous: EmbedState, next: EmbedState, action: EmbedAction) => {
      if (action.type === T.HoverOff && footer.current) footer.current.scrollTop = 0;
      if (!previous.hover && next.hover) analytics?.embedEvent({ action: 'hover', label: 'Hover' });
      if (!previous.shareOpen && next.shareOpen) analytics?.embedEvent({ action: 'share-open', label: 'Click' });
      if (!previous.headerHidden && next.headerHidden && !scrolled.current) {
        scrolled.current = true;
        analytics?.embedEvent({ action: 'footer-scroll', label: 'Scroll' });
      }
    },
    [analytics],
  );
  const machine = useControlledReducer<EmbedState, EmbedAction>({
    reducer: embedReducer,
    initialState: () => initialEmbedState(options.initialState),
    controlled: options.state,
    stateReducer: options.stateReducer,
    onStateChange: options.onStateChange,
    afterChange,
  });
  const { state, dispatch, getState } = machine;
  const size = useThrottledSize(root);
  const layout = embedLayout(state, { ...size, isMobile });
  const content = useMemo(
    () =>
      embedContent(gif, {
        isMobile,
        supportsWebp: options.supportsWebp,
        hideVideo: options.hideVideo,
        trackingQueryString: options.trackingQueryString,
        siteUrl: options.siteUrl,
        origin: options.origin,
        videoColor: options.videoColor,
      }),
    [
      gif,
      isMobile,
      options.supportsWebp,
      options.hideVideo,
      options.trackingQueryString,
      options.siteUrl,
      options.origin,
      options.videoColor,
    ],
  );

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
  const gifId = gif.id;
  const shownId = useRef(gifId);
  useEffect(() => {
    if (shownId.current !== gifId) {
      shownId.current = gifId;
      scrolled.current = false;
      dispatch({ type: T.Reset });
    }
    const timer = setTimeout(() => dispatch({ type: T.Ready }), READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [gifId, dispatch]);

  // One START pingback per GIF once it shows.
  const payload = gif.analytics_response_payload;
  useEffect(() => {
    if (state.ready && !state.mediaError)
      analytics?.embedPingback({ actionType: 'START', analyticsResponsePayload: payload });
  }, [state.ready, state.mediaError, analytics, payload]);

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
      reportExternalPlayback: (playback) => dispatch({ type: T.ExternalPlayback, playback }),
      track: (action, label) => analytics?.embedEvent({ action, label }),
      setRelatedHeight,
    }),
    [dispatch, analytics],
  );

  const render: EmbedRenderState = {
    state,
    layout,
    ...size,
    isMobile,
    isTwitter,
    ...content,
    showStill: state.paused && !(isTwitter && content.media?.kind === 'video'),
    error: state.mediaError || !content.media ? EMBED_MEDIA_ERROR : '',
    productName,
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
