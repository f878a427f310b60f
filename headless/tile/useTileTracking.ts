/**
 * The tile's three events: `seen` once at least 99% of it is visible
 * after its image loaded, `hovered` after 200 ms of hover, and every click. Seen and hover are
 * reported once per GIF id; each fires its pingback (when an AnalyticsProvider has analytics) and
 * the host's callback.
 */
import { useState } from 'react';
import { useAnalytics } from '../../hooks/AnalyticsProvider';
import type { LayoutType, RectLike, WidgetActionType } from '../../sdk/analytics/types';
import { useIntersection } from '../shared/useIntersection';
import { useLatest } from '../shared/useLatest';
import { useTimeout } from '../shared/useTimeout';
import { newTrackedGifs, type TrackedGifs, trackingKey, useTrackedGifs } from './TrackedGifs';
import type { TileGif } from './types';

/** Hover time before `hovered` and the HOVER pingback. */
export const HOVER_DELAY_MS = 200;
/** Share of the tile that must be visible to count as seen. */
export const SEEN_THRESHOLD = 0.99;

const rectOf = ({ x, y, width, height }: RectLike): RectLike => ({ x, y, width, height });

interface TrackingOptions<G extends TileGif> {
  gif: G;
  element: HTMLElement | null;
  loaded: boolean;
  layoutType: LayoutType;
  onSeen?: (gif: G, rect: RectLike) => void;
  onHover?: (gif: G) => void;
}

export function useTileTracking<G extends TileGif>(options: TrackingOptions<G>) {
  const { gif, element, loaded, layoutType } = options;
  const latest = useLatest(options);
  const analytics = useAnalytics();
  // Once per GIF: for its whole list when one provides a registry (a tile mounted again does not
  // report twice), else for this tile. True the first time, after recording it.
  const [own] = useState<TrackedGifs>(newTrackedGifs);
  const registry = useTrackedGifs() ?? own;
  const firstTime = (kind: keyof TrackedGifs, key: string) => !registry[kind].has(key) && !!registry[kind].add(key);
  // The pingback, placed where the tile is now unless the event says where.
  const report = (actionType: WidgetActionType, rect = latest.current.element?.getBoundingClientRect()) => {
    if (rect) analytics?.pingback({ actionType, gif: latest.current.gif, layoutType, position: rectOf(rect) });
  };

  const key = trackingKey(gif);
  const [seenKey, setSeenKey] = useState(registry.seen.has(key) ? key : undefined);
  const seen = seenKey === key;
  useIntersection(
    element,
    (entry) => {
      const seenNow = trackingKey(latest.current.gif);
      if (!entry.isIntersecting || entry.intersectionRatio < SEEN_THRESHOLD) return;
      setSeenKey(seenNow);
      if (!firstTime('seen', seenNow)) return;
      report('SEEN', entry.boundingClientRect);
      latest.current.onSeen?.(latest.current.gif, rectOf(entry.boundingClientRect));
    },
    { threshold: SEEN_THRESHOLD, disabled: !loaded || seen },
  );

  const [hovered, setHovered] = useState(false);
  const hoverTimer = useTimeout();
  const pointerEnter = () =>
    hoverTimer.start(HOVER_DELAY_MS, () => {
      setHovered(true);
      if (!firstTime('hovered', trackingKey(latest.current.gif))) return;
      report('HOVER');
      latest.current.onHover?.(latest.current.gif);
    });
  const pointerLeave = () => {
    hoverTimer.cancel();
    setHovered(false);
  };
  return { seen, hovered, pointerEnter, pointerLeave, clicked: () => report('CLICK') };
}
