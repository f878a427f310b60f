/**
 * The vocabulary of the GIF tile: what it reads from a GIF, its options, and the state and
 * prop getters `useTile` hands the renderer.
 */
import type {
  HTMLAttributes,
  ImgHTMLAttributes,
  MouseEvent,
  KeyboardEvent as ReactKeyboardEvent,
  Ref,
  SourceHTMLAttributes,
  SyntheticEvent,
  VideoHTMLAttributes,
} from 'react';
import type { LayoutType, PayloadCarrier, RectLike } from '../../sdk/analytics/types';
import type { NamedRendition } from '../../sdk/media/bestRendition';
import type { MediaPlan } from '../../sdk/media/mediaPolicy';
import type { Placeholder } from '../../sdk/media/placeholder';
import type { GifLike, MediaFormat } from '../../sdk/media/types';
import type { AsGif } from '../../sdk/normalize/asGif';
import type { ApiGif } from '../../sdk/normalize/gif';
import type { DataAttributes, ElementProps } from '../shared/getterProps';

/** A GIF as the tile needs it; the SDK's normalized `Gif` fits. */
export type TileGif = GifLike & PayloadCarrier & { url?: string; response_id?: string };

/**
 * A GIF as every component takes it: normalized (`TileGif`; a `Gif` fits) or as the API sends
 * it (`ApiGif`), which the component normalizes once (`asGif`). Callbacks and render props get
 * `AsGif<G>`: your object when it was normalized, its normalized copy (a `Gif`) otherwise.
 */
export type GifInput = TileGif | ApiGif;

/** The uploader credit for the attribution overlay (absent when there is nobody to credit). */
export interface TileAttribution {
  /** Sanitized display name, else `@username`. Render as text. */
  name: string;
  /** The avatar to show (80 px high version, or one of the default avatars). */
  avatar: string;
  profileUrl?: string;
  verified: boolean;
}

/** What `useTile` takes: the GIF, the box, the media choice, the tracking and the callbacks. */
export interface TileOptions<G extends GifInput = TileGif> {
  /** The GIF: normalized (`Gif`) or as the API sends it (`ApiGif`), normalized once here. */
  gif: G;
  /** Width of the tile's box in px: drives the rendition choice. */
  width: number;
  /** Height of the box; default from the GIF's aspect ratio (`gifHeight`), never measured. */
  height?: number;
  /** Render a button-like element (Enter/Space activate) instead of a link to `gif.url`. */
  noLink?: boolean;
  /** Corner radius in px, published as `--gk-tile-radius`. Default 4. */
  borderRadius?: number;
  /**
   * The uploader credit for the attribution overlay: pass `tileAttribution` (or your own
   * function) to turn the overlay on. Off by default, so a tile without one does not ship
   * the name and avatar rules. `random` is the tile's random source (seeded by the GIF id).
   */
  attribution?: (gif: AsGif<G>, random: () => number) => TileAttribution | undefined;
  /** Never show the attribution overlay (even with `attribution`). */
  hideAttribution?: boolean;
  /** Overrides the layout type the carousel or grid around the tile gives (default `GRID`). */
  layoutType?: LayoutType;
  /** Fires once per GIF id, when at least 99% of the image is visible after it loaded. */
  onSeen?: (gif: AsGif<G>, rect: RectLike) => void;
  /** Fires once per GIF id, after 200 ms of hover. */
  onHover?: (gif: AsGif<G>) => void;
  /** Fires on every click (and Enter/Space without a link); `preventDefault()` stops the link. */
  onClick?: (gif: AsGif<G>, event: MouseEvent<HTMLElement> | ReactKeyboardEvent<HTMLElement>) => void;
  /** The tile's media (image or video) loaded: it is at least partly visible. */
  onMediaLoad?: (gif: AsGif<G>, event: SyntheticEvent<HTMLElement>) => void;
  /** Right-click on the tile (the context menu event; `preventDefault()` keeps the browser's menu away). */
  onContextMenu?: (gif: AsGif<G>, event: MouseEvent<HTMLElement>) => void;
  /** A character key pressed on the focused tile (the `keypress` event). */
  onKeyPress?: (gif: AsGif<G>, event: ReactKeyboardEvent<HTMLElement>) => void;
  /**
   * Random source for the placeholder colour and the default avatar (read once per GIF for
   * each). By default it is seeded by the GIF id, so server and client pick alike.
   */
  random?: () => number;
  /**
   * Force a file format: `'mp4'` video (not for stickers), `'webp'` or `'gif'` images. Default:
   * the nearest `<MediaPreference media>`, else `'auto'` (the media policy, docs/media-rules.md).
   */
  media?: MediaFormat;
  /** Lighter files: frame-reduced renditions and a looser size rule (docs/media-rules.md). */
  economy?: boolean;
  /** Override the detected WebP support (`useMediaCapabilities().webp`). */
  webp?: boolean;
  /**
   * Force still images (true) or animation (false); default: reduced motion or save-data
   * (`useMediaCapabilities()`). Still tiles move while hovered or focused.
   */
  reducedMotion?: boolean;
  /**
   * Builds the image's `srcset`: pass the SDK's `imageSrcSet` (200w/480w/500w) to let
   * high-density screens fetch larger files. Off by default: the tile loads the one rendition
   * that fits its box, and does not ship the srcset rule.
   */
  srcSet?: (gif: AsGif<G>, options: { webp?: boolean }) => string;
  /** The `sizes` attribute for the srcset; default `"<width>px"`. */
  sizes?: string;
  /** `loading="lazy"` (default) or eager for images above the fold. */
  lazy?: boolean;
}

/** What `useTile` returns: the media to show, the attribution and the prop getters. */
export interface TileResult<G extends TileGif = TileGif> {
  gif: G;
  width: number;
  height: number;
  /** The root is a link to `gif.url` (else a button-like element). */
  linked: boolean;
  /** The rendition chosen for the box (in device pixels); undefined when the GIF has nothing to show. */
  rendition: NamedRendition | undefined;
  /**
   * What to render, from the media policy: `kind: 'video'` (an MP4: `getVideoProps`) or
   * `kind: 'image'` (an `<img>`: `getImageProps`, inside a `<picture>` behind
   * `<source {...getSourceProps()}>` when `media.webp` is set). `<TileMedia>` renders it.
   */
  media: MediaPlan | undefined;
  placeholder: Placeholder;
  /** The image's (or video's first frame's) life: waiting for its file, or shown. */
  imageState: 'loading' | 'loaded';
  /** Showing the still frame (reduced motion or save-data, not hovered or focused). */
  still: boolean;
  /** At least 99% visible after load (once per GIF). */
  seen: boolean;
  /** The pointer has stayed over the tile for 200 ms. */
  hovered: boolean;
  /** Keyboard or pointer focus is on the tile. */
  focused: boolean;
  /** The attribution overlay should be visible now (hovered or focused, and someone to credit). */
  overlayOpen: boolean;
  /** Render the overlay from the first hover or focus on (avatars load only when needed). */
  overlayMounted: boolean;
  /** The uploader credit, from the `attribution` option (undefined without it, or with nobody to credit). */
  attribution: TileAttribution | undefined;
  /** Root (link or button-like): href or role/tabIndex/keys, hover, focus, click, `data-*`, `--gk-tile-*`. */
  getRootProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(
    userProps?: P,
  ) => Omit<P, 'ref'> & ElementProps<HTMLElement, HTMLAttributes<HTMLElement>> & { href?: string; 'data-gk-tile': '' };
  /** The image: src, srcSet, sizes, alt, width, height, onLoad, decoding, loading. */
  getImageProps: <P extends ImgHTMLAttributes<HTMLImageElement> & { ref?: Ref<HTMLImageElement> }>(
    userProps?: P,
  ) => Omit<P, 'ref'> &
    ElementProps<HTMLImageElement, ImgHTMLAttributes<HTMLImageElement>> & { 'data-gk-tile-image': '' };
  /**
   * The video (when `media.kind === 'video'`): loop, playsInline, alt text as its label, size,
   * and the ref through which the tile sets its `src` (`media.src`), mutes and plays it while in view.
   */
  getVideoProps: <P extends VideoHTMLAttributes<HTMLVideoElement> & { ref?: Ref<HTMLVideoElement> }>(
    userProps?: P,
  ) => Omit<P, 'ref'> &
    ElementProps<HTMLVideoElement, VideoHTMLAttributes<HTMLVideoElement>> & { 'data-gk-tile-video': '' };
  /** The `<picture>`'s WebP `<source>` (when `media.webp` is set), before the `<img>`. */
  getSourceProps: <P extends SourceHTMLAttributes<HTMLSourceElement>>(
    userProps?: P,
  ) => P & SourceHTMLAttributes<HTMLSourceElement>;
  /** The attribution overlay: `data-state="open|closed"`, hidden from assistive tech. */
  getOverlayProps: <P extends HTMLAttributes<HTMLElement>>(
    userProps?: P,
  ) => P & HTMLAttributes<HTMLElement> & DataAttributes & { 'data-gk-tile-overlay': '' };
}
