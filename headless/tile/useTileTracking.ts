/**
 * The tile's three events (widgets spec §4, §7.2): `seen` once at least 99% of it is visible
 * after its image loaded, `hovered` after 200 ms of hover, and every click. Seen and hover are
 * reported once per GIF id; each fires its pingback (when a GiphyProvider has analytics) and
 * the host's callback.
 */
import { useRef, useState } from 'react';
import { useAnalytics } from '../../hooks/giphyContext';
import type { LayoutType, RectLike, WidgetActionType } from '../../sdk/analytics/types';
import { useIntersection } from '../shared/useIntersection';
import { useTimeout } from '../shared/useTimeout';
import { trackingKey, useTrackedGifs } from './TrackedGifs';
import type { TileGif } from './types';

/** Hover time before `hovered` and the HOVER pingback (spec §9). */
export const HOVER_DELAY_MS = 200;
/** Share of the tile that must be visible to count as seen (spec §9). */
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
  const latest = useRef(options);
  latest.current = options;
  const analytics = useAnalytics();
  const report = (actionType: WidgetActionType, position: RectLike) =>
    analytics?.pingback({ actionType, gif: latest.current.gif, layoutType, position: rectOf(position) });

  // Once per GIF for this tile, and for its whole list when one provides a registry.
  const registry = useTrackedGifs();
  const [seenKey, setSeenKey] = useState<string | undefined>(() =>
    registry?.seen.has(trackingKey(gif)) ? trackingKey(gif) : undefined,
  );
  const seen = seenKey === trackingKey(gif);
  const seenRef = useRef<string | undefined>(undefined);
  useIntersection(
    element,
    (entry) => {
      const key = trackingKey(latest.current.gif);
      if (!entry.isIntersecting || entry.intersectionRatio < SEEN_THRESHOLD || seenRef.current === key) return;
      seenRef.current = key;
      setSeenKey(key);
      if (registry?.seen.has(key)) return;
      registry?.seen.add(key);
      report('SEEN', entry.boundingClientRect);
      latest.current.onSeen?.(latest.current.gif, rectOf(entry.boundingClientRect));
    },
    { threshold: SEEN_THRESHOLD, disabled: !loaded || seen },
  );

  const [hovered, setHovered] = useState(false);
  const hoverReported = useRef<string | undefined>(undefined);
  const hoverTimer = useTimeout();
  const pointerEnter = () =>
    hoverTimer.start(HOVER_DELAY_MS, () => {
      setHovered(true);
      const key = trackingKey(latest.current.gif);
      if (hoverReported.current === key || registry?.hovered.has(key)) return;
      hoverReported.current = key;
      registry?.hovered.add(key);
      if (latest.current.element) report('HOVER', latest.current.element.getBoundingClientRect());
      latest.current.onHover?.(latest.current.gif);
    });
  const pointerLeave = () => {
    hoverTimer.cancel();
    setHovered(false);
  };
  const clicked = () => {
    if (latest.current.element) report('CLICK', latest.current.element.getBoundingClientRect());
  };
  return { seen, hovered, pointerEnter, pointerLeave, clicked };
}
