/**
 * `useTile`: one GIF. A link to its url (or a button-like element
 * when links are off), alt text by the SDK rule, a placeholder until the media loads, what to
 * load from the SDK's media policy (an MP4 video, a WebP or GIF image, or a still frame under
 * reduced motion or save-data, moving on hover or focus; docs/media-rules.md), the uploader
 * credit for an overlay (when given an `attribution` rule), and the seen / hovered / clicked
 * events with their pingbacks. A video plays only while in view; when it cannot (autoplay
 * refused, a load error) the tile shows the image instead.
 */
import {
  type CSSProperties,
  type HTMLAttributes,
  type ImgHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type SourceHTMLAttributes,
  type SyntheticEvent,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type VideoHTMLAttributes,
} from 'react';
import { altText } from '../../sdk/media/altText';
import { gifHeight } from '../../sdk/media/gifSize';
import { placeholder } from '../../sdk/media/placeholder';
import { isSafeUrl, safeSrcSet } from '../../sdk/media/safeUrl';
import { type AsGif, asGif } from '../../sdk/normalize/asGif';
import { mergeProps, tracked } from '../shared/composeHandlers';
import { presence, px } from '../shared/dataAttributes';
import { useDevicePixelRatio } from '../shared/detectedCapabilities';
import type { DataAttributes, ElementProps } from '../shared/getterProps';
import { useMediaSettings } from '../shared/mediaPreference';
import { useRefMerger } from '../shared/useRefMerger';
import { useLayoutType } from './LayoutTypeContext';
import { seededRandom } from './seededRandom';
import { tileSources } from './tileMedia';
import type { GifInput, TileGif, TileOptions, TileResult } from './types';
import { useTileTracking } from './useTileTracking';
import { useVideoPlayback } from './useVideoPlayback';

type RootIn = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
type ImageIn = ImgHTMLAttributes<HTMLImageElement> & { ref?: Ref<HTMLImageElement> };
type VideoIn = VideoHTMLAttributes<HTMLVideoElement> & { ref?: Ref<HTMLVideoElement> };

/** Default corner radius in px. */
export const DEFAULT_TILE_RADIUS = 4;

/** The button-like root (links off): focusable, and Enter or Space activates it like a native button. */
const BUTTON = {
  role: 'button',
  tabIndex: 0,
  onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  },
};

/**
 * The element a callback ref is given, as state, stored in a transition: a list that mounts
 * many tiles commits and paints them first, and their observers and tracking start in the
 * render after. (A ref's plain `setState` would render every tile a second time before that
 * first paint.)
 */
function useElementState(): [HTMLElement | null, (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [set] = useState(() => (next: HTMLElement | null) => startTransition(() => setElement(next)));
  return [element, set];
}

/**
 * State and prop getters for one GIF tile. See `<Tile>` for the attribute vocabulary and keys.
 * `gif` may be the API's own JSON: it is normalized once per object (`asGif`); a normalized GIF
 * is read as it is.
 *
 * @example
 * const tile = useTile({ gif, width: 200 });
 * <a {...tile.getRootProps()}><img {...tile.getImageProps()} /></a>
 */
export function useTile<G extends GifInput>(options: TileOptions<G>): TileResult<AsGif<G>> {
  return useTileView({ ...options, gif: asGif(options.gif) } as TileOptions<TileGif>) as TileResult<AsGif<G>>;
}

/**
 * `useTile` for a GIF already normalized (a `Gif` from any source), without the boundary for
 * the API's own JSON: what `<TileView>` runs, so that a bundle that never holds GIPHY's JSON
 * carries none of GIPHY's normalizer.
 */
export function useTileView<G extends TileGif>(options: TileOptions<G>): TileResult<AsGif<G>> {
  const { width } = options;
  const gif = options.gif as AsGif<G>; // normalized: `AsGif<G>` is `G`
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

  const [element, setElement] = useElementState();
  const [mediaElement, setMediaElement] = useElementState();
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
    gif,
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
    onContextMenu: (event: MouseEvent<HTMLElement>) => options.onContextMenu?.(gif, event),
    onKeyPress: (event: KeyboardEvent<HTMLElement>) => options.onKeyPress?.(gif, event),
  };

  // The prop getters: the user's props and handlers are merged with ours (theirs first;
  // `preventDefault()` opts out), refs composed, and the state published as `data-*`
  // attributes and `--gk-tile-*` custom properties.
  const mergeRoot = useRefMerger(setElement);
  const mergeMedia = useRefMerger(setMediaElement);
  const onLoad = (event: SyntheticEvent<HTMLElement>) => {
    setLoadedKey(mediaKey);
    options.onMediaLoad?.(gif, event);
  };
  const image = media?.kind === 'image' ? media : undefined;
  // Box and placeholder shared by the image and the video: unstyled, the placeholder colour
  // (or sticker checkerboard) shows until the first frame.
  const mediaBox = (style?: CSSProperties) => ({
    width: Math.round(width),
    height: Math.round(height),
    style: {
      display: 'block',
      ...style,
      ...(state.imageState === 'loading' && { background: 'var(--gk-tile-placeholder)' }),
    },
  });

  const getRootProps = <P extends RootIn>(
    userProps: P = {} as P,
  ): Omit<P, 'ref'> & ElementProps<HTMLElement, HTMLAttributes<HTMLElement>> & { href?: string; 'data-gk-tile': '' } =>
    mergeProps(
      {
        ...(linked ? { href: gif.url } : BUTTON),
        ...handlers,
        style: {
          // A block, so an unstyled tile is exactly its image's height (an inline root would add
          // the line's descender gap under the image); your `style` or CSS class still wins.
          display: 'block',
          '--gk-tile-radius': px(options.borderRadius ?? DEFAULT_TILE_RADIUS),
          '--gk-tile-width': px(width),
          '--gk-tile-height': px(height),
          '--gk-tile-placeholder': state.placeholder.background,
        },
      },
      userProps,
      {
        ref: mergeRoot(userProps.ref),
        'data-gk-tile': '',
        'data-state': state.imageState,
        'data-gif-id': gif.id,
        'data-sticker': presence(gif.is_sticker),
        'data-still': presence(state.still),
        'data-media': media?.kind,
        'data-format': media?.format,
        'data-hovered': presence(state.hovered),
        'data-seen': presence(state.seen),
      },
    );

  const getImageProps = <P extends ImageIn>(
    userProps: P = {} as P,
  ): Omit<P, 'ref'> &
    ElementProps<HTMLImageElement, ImgHTMLAttributes<HTMLImageElement>> & { 'data-gk-tile-image': '' } =>
    mergeProps(
      {
        loading: options.lazy === false ? 'eager' : 'lazy',
        decoding: 'async',
        sizes: sources.sizes,
        // The srcset rule is the app's: its output is checked here (docs/security.md); the
        // policy's own URLs are http(s) already.
        srcSet: safeSrcSet(sources.srcSet) || undefined,
        src: image?.src,
        alt: altText(gif),
        ...mediaBox(),
        onLoad,
        // A WebP without its GIF behind it (no `<picture>`): a failure shows the GIF instead.
        onError: image?.format === 'webp' && !image.webp ? () => setWebpFailedId(gif.id) : undefined,
      },
      userProps,
      { ref: mergeMedia(userProps.ref as Ref<HTMLElement>), 'data-gk-tile-image': '' },
    );

  const getSourceProps = <P extends SourceHTMLAttributes<HTMLSourceElement>>(
    userProps?: P,
  ): P & SourceHTMLAttributes<HTMLSourceElement> =>
    mergeProps(
      {
        type: 'image/webp',
        srcSet: safeSrcSet(sources.webpSrcSet) || image?.webp,
        sizes: sources.webpSrcSet ? sources.sizes : undefined,
      },
      userProps,
    );

  const getVideoProps = <P extends VideoIn>(
    userProps: P = {} as P,
  ): Omit<P, 'ref'> &
    ElementProps<HTMLVideoElement, VideoHTMLAttributes<HTMLVideoElement>> & { 'data-gk-tile-video': '' } =>
    mergeProps(
      {
        // No file (`src`) until the tile has stayed in view: then the tile sets it, mutes the
        // video (React's `muted` prop does not survive hydration) and plays it (useVideoPlayback.ts).
        preload: 'none',
        loop: true,
        playsInline: true,
        disablePictureInPicture: true,
        disableRemotePlayback: true,
        // The video shows what the image would: same label (no controls, nothing to operate).
        role: 'img',
        'aria-label': altText(gif),
        // Not a tab stop. Chromium reports a <video>'s `tabIndex` as 0 although, without
        // controls, Tab never stops on it; focus traps that find their edges by `tabIndex` (Radix's
        // FocusScope, the `tabbable` library) then take the last tile's video for the last stop,
        // never wrap from the real one, and Tab leaves the picker's popover. -1 says what it is,
        // and since -1 makes an element click-focusable, the video takes no pointer events: a
        // click reaches the tile behind it, which takes focus as it does over an image.
        tabIndex: -1,
        ...mediaBox({ pointerEvents: 'none' }),
        onLoadedData: onLoad,
        onError: () => setFailedId(gif.id),
      },
      userProps,
      { ref: mergeMedia(userProps.ref as Ref<HTMLElement>), 'data-gk-tile-video': '' },
    );

  const getOverlayProps = <P extends HTMLAttributes<HTMLElement>>(
    userProps?: P,
  ): P & HTMLAttributes<HTMLElement> & DataAttributes & { 'data-gk-tile-overlay': '' } =>
    mergeProps({ 'aria-hidden': true }, userProps, {
      'data-gk-tile-overlay': '',
      'data-state': state.overlayOpen ? 'open' : 'closed',
    });

  return { ...state, getRootProps, getImageProps, getSourceProps, getVideoProps, getOverlayProps };
}
