/**
 * `useTile`: one GIF (widgets spec §2.2, §4, §5). A link to its url (or a button-like element
 * when links are off), alt text by the SDK rule, a placeholder until the image loads, the
 * best-fitting rendition (with a srcset when given a `srcSet` rule), still frames under reduced
 * motion (moving on hover or focus), the uploader credit for an overlay (when given an
 * `attribution` rule), and the seen / hovered / clicked events with their pingbacks.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { gifHeight } from '../../sdk/media/gifSize';
import { placeholder } from '../../sdk/media/placeholder';
import { isSafeUrl } from '../../sdk/media/safeUrl';
import { tracked } from '../shared/composeHandlers';
import { useReducedMotion } from '../shared/motion';
import { useRefMerger } from '../shared/useRefMerger';
import { useLayoutType } from './LayoutTypeContext';
import { seededRandom } from './seededRandom';
import { tileGetters } from './tileGetters';
import { tileMedia } from './tileMedia';
import type { TileGif, TileOptions, TileResult } from './types';
import { useTileTracking } from './useTileTracking';

/**
 * State and prop getters for one GIF tile. See `<Tile>` for the attribute vocabulary and keys.
 *
 * @example
 * const tile = useTile({ gif, width: 200 });
 * <a {...tile.getRootProps()}><img {...tile.getImageProps()} /></a>
 */
export function useTile<G extends TileGif>(options: TileOptions<G>): TileResult<G> {
  const { gif, width } = options;
  const height = options.height ?? gifHeight(gif, width);
  const contextLayout = useLayoutType();
  const systemReduced = useReducedMotion();
  const reduced = options.reducedMotion ?? systemReduced;
  // Only an http(s) page makes a link; a GIF without one is a button-like tile (docs/security.md).
  const linked = !options.noLink && isSafeUrl(gif.url);

  // Random choices are made once per GIF (seeded by its id unless a source is given).
  const randomSource = useRef(options.random);
  const look = useMemo(() => placeholder(gif, { random: randomSource.current ?? seededRandom(gif.id) }), [gif]);
  const credit = options.attribution;
  const credited = useMemo(() => credit?.(gif, randomSource.current ?? seededRandom(gif.id)), [gif, credit]);
  const attribution = options.hideAttribution ? undefined : credited;

  const [element, setElement] = useState<HTMLElement | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [loadedId, setLoadedId] = useState<string>();
  const loaded = loadedId === gif.id;
  const [pointerOver, setPointerOver] = useState(false);
  const [focused, setFocused] = useState(false);
  const [overlayMounted, setOverlayMounted] = useState(false);

  const tracking = useTileTracking({
    ...options,
    // The image has a real box (its width/height attributes) even with no styles at all,
    // while an unstyled `<a>` root is an inline line box: measure what is actually seen.
    element: image ?? element,
    loaded,
    layoutType: options.layoutType ?? contextLayout,
  });
  const still = reduced && !pointerOver && !focused;
  const media = tileMedia(gif, width, height, { ...options, still });
  const overlayOpen = !!attribution && (tracking.hovered || focused);
  useEffect(() => {
    // An image that finished before hydration never fires onLoad.
    if (image?.complete && image.naturalWidth > 0) setLoadedId(gif.id);
    // The overlay stays mounted from its first opening on.
    if (overlayOpen) setOverlayMounted(true);
  }, [image, gif.id, overlayOpen]);

  const state = {
    gif,
    width,
    height,
    linked,
    rendition: media.rendition,
    placeholder: look,
    imageState: loaded ? ('loaded' as const) : ('loading' as const),
    still,
    seen: tracking.seen,
    hovered: tracking.hovered,
    focused,
    overlayOpen,
    overlayMounted: overlayMounted && !!attribution,
    attribution,
  };
  const handlers = {
    // Tracking is not opt-out: a host that prevents a link tile's navigation (in the grid's
    // onSelect, or its own onClick) still gets the CLICK pingback and the tile's onClick.
    onClick: tracked((event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
      tracking.clicked();
      options.onClick?.(gif, event);
    }),
    // Hover is tracked either way; preventDefault() skips only the overlay.
    onMouseEnter: tracked((event: MouseEvent<HTMLElement>) => {
      if (!event.defaultPrevented) setPointerOver(true);
      tracking.pointerEnter();
    }),
    onMouseLeave: tracked((event: MouseEvent<HTMLElement>) => {
      if (!event.defaultPrevented) setPointerOver(false);
      tracking.pointerLeave();
    }),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  const mergeRoot = useRefMerger(setElement as (element: HTMLElement | null) => void);
  const mergeImage = useRefMerger(setImage);
  return {
    ...state,
    ...tileGetters({ state, media, options, handlers, mergeRoot, mergeImage, onLoad: () => setLoadedId(gif.id) }),
  };
}
