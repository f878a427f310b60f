/**
 * The embed's analytics, apart from its state (as `useTileTracking` is apart from `useTile`):
 * one START pingback per GIF once it shows, and the embed events (Click, Hover, Copy, Social
 * Sharing, Scroll) to the analytics instance of the nearest `AnalyticsProvider` (or
 * `GiphyProvider`). Without one, nothing is reported. See docs/analytics.md.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useAnalytics } from '../../hooks/AnalyticsProvider';
import type { EmbedEventLabel } from '../../sdk/analytics/types';
import type { EmbedState } from './reducer';

/** What `useEmbedTracking` takes: the GIF's id, its pingback payload and whether the embed is shown. */
export interface EmbedTrackingOptions {
  /** The GIF's id: events that happen once per GIF start over with another one. */
  gifId: string | undefined;
  /** The GIF's `analytics_response_payload` (no payload, no pingback). */
  payload: string | null | undefined;
  /** The GIF shows: ready, its media loaded (no error). */
  shown: boolean;
}

/** What `useEmbedTracking` returns: `track` (one embed event) and `changed` (what a state change means). */
export interface EmbedTrackingResult {
  /** Sends an embed event. */
  track: (action: string, label: EmbedEventLabel) => void;
  /** Reports what a state change means (hover, share opened, the footer's first scroll). */
  changed: (previous: EmbedState, next: EmbedState) => void;
}

/** Reports an embed's views, clicks and shares as pingbacks through the nearest analytics. */
export function useEmbedTracking({ gifId, payload, shown }: EmbedTrackingOptions): EmbedTrackingResult {
  const analytics = useAnalytics();
  const scrolled = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (shown) analytics?.embedPingback({ actionType: 'START', analyticsResponsePayload: payload });
  }, [shown, analytics, payload]);

  const track = useCallback(
    (action: string, label: EmbedEventLabel) => analytics?.embedEvent({ action, label }),
    [analytics],
  );
  const changed = useCallback(
    (previous: EmbedState, next: EmbedState) => {
      if (!previous.hover && next.hover) track('hover', 'Hover');
      if (!previous.shareOpen && next.shareOpen) track('share-open', 'Click');
      // The footer's scroll is reported once per GIF.
      if (!previous.headerHidden && next.headerHidden && scrolled.current !== gifId) {
        scrolled.current = gifId;
        track('footer-scroll', 'Scroll');
      }
    },
    [track, gifId],
  );
  return { track, changed };
}
