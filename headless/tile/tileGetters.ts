/**
 * The tile's prop getters: the user's props and handlers are merged
 * with ours (theirs first; `preventDefault()` opts out), refs composed, and the tile's state
 * published as `data-*` attributes and `--gk-tile-*` custom properties.
 */
import type {
  HTMLAttributes,
  ImgHTMLAttributes,
  KeyboardEvent,
  MouseEvent,
  Ref,
  RefCallback,
  SourceHTMLAttributes,
  VideoHTMLAttributes,
} from 'react';
import { altText } from '../../sdk/media/altText';
import { safeSrcSet } from '../../sdk/media/safeUrl';
import { mergeProps } from '../shared/composeHandlers';
import { presence, px } from '../shared/dataAttributes';
import type { TileSources } from './tileMedia';
import type {
  TileGif,
  TileImageProps,
  TileOptions,
  TileOverlayProps,
  TileResult,
  TileRootProps,
  TileSourceProps,
  TileVideoProps,
} from './types';

type RootIn = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
type ImageIn = ImgHTMLAttributes<HTMLImageElement> & { ref?: Ref<HTMLImageElement> };
type VideoIn = VideoHTMLAttributes<HTMLVideoElement> & { ref?: Ref<HTMLVideoElement> };
type TileState = Omit<
  TileResult<TileGif>,
  'getRootProps' | 'getImageProps' | 'getVideoProps' | 'getSourceProps' | 'getOverlayProps'
>;

/** Our root handlers, by prop name; each runs after the user's own. */
export interface TileHandlers {
  onClick: (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => void;
  onMouseEnter: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave: (event: MouseEvent<HTMLElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

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

/** What the getters are built from: one render's state and the hook's handles. */
export interface TileGetterContext {
  state: TileState;
  sources: TileSources;
  options: Pick<TileOptions, 'borderRadius' | 'lazy'>;
  /** Our root handlers. */
  handlers: TileHandlers;
  /** Merge our root ref with the user's (`useRefMerger`). */
  mergeRoot: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  /** Merge our media element ref (image or video) with the user's (`useRefMerger`). */
  mergeMedia: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  /** The image's `onLoad`, the video's `onLoadedData`. */
  onLoad: () => void;
  /** The video's `onError`: the tile falls back to an image. */
  onVideoError: () => void;
  /** A lone WebP image's `onError`: the tile falls back to the GIF. */
  onWebpError: () => void;
}

/** The getters over one render's state. Internal to `useTile`. */
export function tileGetters(context: TileGetterContext) {
  const { state, sources, options, handlers, mergeRoot, mergeMedia, onLoad } = context;
  const { gif, width, height, linked, media } = state;
  const image = media?.kind === 'image' ? media : undefined;
  // Box and placeholder shared by the image and the video: unstyled, the placeholder colour
  // (or sticker checkerboard) shows until the first frame.
  const mediaBox = () => ({
    width: Math.round(width),
    height: Math.round(height),
    style: {
      display: 'block',
      ...(state.imageState === 'loading' && { background: 'var(--gk-tile-placeholder)' }),
    },
  });

  const getRootProps = <P extends RootIn>(userProps: P = {} as P): TileRootProps<P> =>
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

  const getImageProps = <P extends ImageIn>(userProps: P = {} as P): TileImageProps<P> =>
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
        onError: image?.format === 'webp' && !image.webp ? context.onWebpError : undefined,
      },
      userProps,
      { ref: mergeMedia(userProps.ref as Ref<HTMLElement>), 'data-gk-tile-image': '' },
    );

  const getSourceProps = <P extends SourceHTMLAttributes<HTMLSourceElement>>(userProps?: P): TileSourceProps<P> =>
    mergeProps(
      {
        type: 'image/webp',
        srcSet: safeSrcSet(sources.webpSrcSet) || image?.webp,
        sizes: sources.webpSrcSet ? sources.sizes : undefined,
      },
      userProps,
    );

  const getVideoProps = <P extends VideoIn>(userProps: P = {} as P): TileVideoProps<P> =>
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
        ...mediaBox(),
        onLoadedData: onLoad,
        onError: context.onVideoError,
      },
      userProps,
      { ref: mergeMedia(userProps.ref as Ref<HTMLElement>), 'data-gk-tile-video': '' },
    );

  const getOverlayProps = <P extends HTMLAttributes<HTMLElement>>(userProps?: P): TileOverlayProps<P> =>
    mergeProps({ 'aria-hidden': true }, userProps, {
      'data-gk-tile-overlay': '',
      'data-state': state.overlayOpen ? 'open' : 'closed',
    });

  return { getRootProps, getImageProps, getSourceProps, getVideoProps, getOverlayProps };
}
