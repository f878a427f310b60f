/**
 * useEmbed: the headless single-clip embed, split as React Aria splits state, behaviour and
 * component. The state is one reducer (reducer.ts) holding the view's flags, each of `paused`,
 * `muted`, `shareOpen` and `watching` controlled or not (`x` / `defaultX` / `onXChange`). The
 * behaviour is a hook each: hover and its timers (`useEmbedHover`), tracking
 * (`useEmbedTracking`), the GIF by id (`useEmbedGif`), the `<video>` (`useEmbedVideo`), the
 * frame's size read every 500 ms (`useThrottledSize`), the device (`useIsMobile`). This hook
 * wires them, adds the ready clock (the entrance animation or 700 ms) and WebP where the
 * browser shows it, and builds the getters (embedGetters.ts, grouped by what they serve). The
 * component is yours, or the styled skin; docs/embed.md has the rules.
 */

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOptionalGiphyCore } from '../../hooks/giphyContext';
import { embedCode as buildEmbedCode } from '../../sdk/embed/embedCode';
import { useMediaCapabilities } from '../shared/mediaPreference';
import { useControlledReducer } from '../shared/useControlledReducer';
import { useLatest } from '../shared/useLatest';
import { useRefMerger } from '../shared/useRefMerger';
import { EmbedChangeType as T } from './changeTypes';
import { READY_TIMEOUT_MS } from './constants';
import { embedContent } from './embedContent';
import { createEmbedGetters, type EmbedActions, type EmbedResult } from './embedGetters';
import { embedLayout } from './embedLayout';
import { resolveEmbedMessages } from './messages';
import { type EmbedAction, type EmbedState, embedReducer, initialEmbedState } from './reducer';
import type { EmbedGif, EmbedOptions, EmbedRenderState } from './types';
import { useEmbedGif } from './useEmbedGif';
import { useEmbedHover } from './useEmbedHover';
import { useEmbedTracking } from './useEmbedTracking';
import { useEmbedVideo } from './useEmbedVideo';
import { useIsMobile } from './useIsMobile';
import { useThrottledSize } from './useThrottledSize';

export type { EmbedResult } from './embedGetters';

/** No GIF yet (one given by id still loading, or failed): nothing to show. */
const NO_GIF: EmbedGif = { id: '', images: {} };

function codeFor(gif: EmbedGif): string {
  try {
    return buildEmbedCode(gif);
  } catch {
    return ''; // a GIF without a safe embed URL: no code to offer
  }
}

/** The embed player's behaviour without the skin: media choice, hover and playback, sharing, the related grid. */
export function useEmbed(options: EmbedOptions): EmbedResult {
  const { isTwitter = false, productName = 'GIPHY' } = options;
  const provided = useOptionalGiphyCore();
  const client = options.client ?? provided;
  const loaded = useEmbedGif({ gif: options.gif, gifId: options.gifId, client });
  const gif = loaded.gif;
  const isMobile = useIsMobile(options.isMobile);
  const detected = useMediaCapabilities();
  const supportsWebp = options.supportsWebp ?? detected.webp;
  const messages = useMemo(() => resolveEmbedMessages(options.messages), [options.messages]);
  const latest = useLatest(options);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const footer = useRef<HTMLElement | null>(null);
  const [relatedHeight, setRelatedHeight] = useState<number | null>(null);
  const mergeRoot = useRefMerger(setRoot);
  const mergeFooter = useRefMerger(
    useCallback((element: HTMLElement | null) => {
      footer.current = element;
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

  const hover = useEmbedHover({ disabled: isMobile, getState, dispatch });

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

  const mergeVideo = useEmbedVideo({ paused: state.paused, muted: state.muted, isTwitter });

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
    client,
  };
  const getters = createEmbedGetters({
    view: render,
    actions,
    root: mergeRoot,
    footer: mergeFooter,
    video: mergeVideo,
    relatedHeight,
    hover,
    onAttributionClick: options.onAttributionClick,
  });
  return { ...render, ...actions, ...getters };
}
