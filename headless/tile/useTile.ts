/**
 * `useTile`: one GIF. A link to its url (or a button-like element
 * when links are off), alt text by the SDK rule, a placeholder until the media loads, what to
 * load from the SDK's media policy (an MP4 video, a WebP or GIF image, or a still frame under
 * reduced motion or save-data, moving on hover or focus; docs/media-rules.md), the uploader
 * credit for an overlay (when given an `attribution` rule), and the seen / hovered / clicked
 * events with their pingbacks. A video plays only while in view; when it cannot (autoplay
 * refused, a load error) the tile shows the image instead.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { gifHeight } from '../../sdk/media/gifSize';
import { placeholder } from '../../sdk/media/placeholder';
import { isSafeUrl } from '../../sdk/media/safeUrl';
import { tracked } from '../shared/composeHandlers';
import { useDevicePixelRatio } from '../shared/detectedCapabilities';
import { useMediaSettings } from '../shared/mediaPreference';
import { useRefMerger } from '../shared/useRefMerger';
import { useLayoutType } from './LayoutTypeContext';
import { seededRandom } from './seededRandom';
import { tileGetters } from './tileGetters';
import { tileSources } from './tileMedia';
import type { TileGif, TileOptions, TileResult } from './types';
import { useTileTracking } from './useTileTracking';
import { useVideoPlayback } from './useVideoPlayback';

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
  const settings = useMediaSettings();
  const devicePixelRatio = useDevicePixelRatio();
  // Only an http(s) page makes a link; a GIF without one is a button-like tile (docs/security.md).
  const linked = !options.noLink && isSafeUrl(gif.url);

  // Random choices are made once per GIF (seeded by its id unless a source is given).
  const randomSource = useRef(options.random);
  const look = useMemo(() => placeholder(gif, { random: randomSource.current ?? seededRandom(gif.id) }), [gif]);
  const credit = options.attribution;
  const credited = useMemo(() => credit?.(gif, randomSource.current ?? seededRandom(gif.id)), [gif, credit]);
  const attribution = options.hideAttribution ? undefined : credited;

  const [element, setElement] = useState<HTMLElement | null>(null);
  const [mediaElement, setMediaElement] = useState<HTMLElement | null>(null);
  const [loadedKey, setLoadedKey] = useState<string>();
  // The GIF whose video failed (refused or broken): it shows its image from then on.
  const [failedId, setFailedId] = useState<string>();
  // The GIF whose WebP image failed (a browser without WebP that no probe caught, a broken
  // file): it shows its GIF from then on.
  const [webpFailedId, setWebpFailedId] = useState<string>();
  const [pointerOver, setPointerOver] = useState(false);
  const [focused, setFocused] = useState(false);
  const [overlayMounted, setOverlayMounted] = useState(false);

  const failed = failedId === gif.id;
  const forced = options.media ?? settings.media;
  const capabilities = {
    ...settings.capabilities,
    ...(options.webp !== undefined && { webp: options.webp }),
    ...(options.reducedMotion !== undefined && { reducedMotion: options.reducedMotion, saveData: false }),
    ...(failed && { autoplay: false }),
    ...(webpFailedId === gif.id && { webp: false }),
  };
  const sources = tileSources(gif, width, height, {
    ...options,
    capabilities,
    devicePixelRatio,
    media: failed && forced === 'mp4' ? 'auto' : forced,
    active: pointerOver || focused,
    // Known WebP support needs no GIF fallback: one `<img>` rather than a `<picture>` + `<source>`.
    gifFallback: !settings.detected && options.webp === undefined,
  });
  const media = sources.plan;
  const video = media?.kind === 'video' ? media : undefined;
  // Loaded means this file: a tile that switches from video to image waits for the image.
  const mediaKey = `${gif.id} ${media?.src}`;
  const loaded = loadedKey === mediaKey;

  const tracking = useTileTracking({
    ...options,
    // The media element has a real box (its width/height attributes) even with no styles at
    // all, while an unstyled `<a>` root is an inline line box: measure what is actually seen.
    element: mediaElement ?? element,
    loaded,
    layoutType: options.layoutType ?? contextLayout,
  });
  useVideoPlayback(
    // Not `instanceof`: this runs on the server too, where there is no HTMLVideoElement.
    video && mediaElement?.tagName === 'VIDEO' ? (mediaElement as HTMLVideoElement) : null,
    video?.src ?? '',
    () => setFailedId(gif.id),
  );
  const overlayOpen = !!attribution && (tracking.hovered || focused);
  useEffect(() => {
    // Media that finished before hydration never fires its load event.
    const ready =
      mediaElement instanceof HTMLImageElement
        ? mediaElement.complete && mediaElement.naturalWidth > 0
        : mediaElement instanceof HTMLVideoElement && mediaElement.readyState >= 2;
    if (ready) setLoadedKey(mediaKey);
    // The overlay stays mounted from its first opening on.
    if (overlayOpen) setOverlayMounted(true);
  }, [mediaElement, mediaKey, overlayOpen]);

  const state = {
    gif,
    width,
    height,
    linked,
    rendition: media?.rendition,
    media,
    placeholder: look,
    imageState: loaded ? ('loaded' as const) : ('loading' as const),
    still: media?.still ?? false,
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
  const mergeMedia = useRefMerger(setMediaElement);
  return {
    ...state,
    ...tileGetters({
      state,
      sources,
      options,
      handlers,
      mergeRoot,
      mergeMedia,
      onLoad: () => setLoadedKey(mediaKey),
      onVideoError: () => setFailedId(gif.id),
      onWebpError: () => setWebpFailedId(gif.id),
    }),
  };
}
