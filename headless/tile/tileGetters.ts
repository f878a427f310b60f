/**
 * The tile's prop getters (STYLE.md R6, R8, R9): the user's props and handlers are merged
 * with ours (theirs first; `preventDefault()` opts out), refs composed, and the tile's state
 * published as `data-*` attributes and `--gk-tile-*` custom properties.
 */
import type {
  CSSProperties,
  HTMLAttributes,
  ImgHTMLAttributes,
  KeyboardEvent,
  MouseEvent,
  Ref,
  RefCallback,
} from 'react';
import { composeHandlers } from '../shared/composeHandlers';
import { presence } from '../shared/dataAttributes';
import type { TileMedia } from './tileMedia';
import type { TileGif, TileImageProps, TileOverlayProps, TileResult, TileRootProps } from './types';

type RootIn = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
type ImageIn = ImgHTMLAttributes<HTMLImageElement> & { ref?: Ref<HTMLImageElement> };
type TileState = Omit<TileResult<TileGif>, 'getRootProps' | 'getImageProps' | 'getOverlayProps'>;

interface Handlers {
  click: (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => void;
  enter: () => void;
  leave: () => void;
  focus: () => void;
  blur: () => void;
  load: () => void;
}

interface Settings {
  mergeRoot: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  mergeImage: (theirs?: Ref<HTMLImageElement>) => RefCallback<HTMLImageElement>;
  borderRadius: number;
  lazy: boolean;
  alt: string;
}

/** Enter or Space on the button-like root (links off) activates it, like a native button. */
function activate(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

export function tileGetters(state: TileState, media: TileMedia, on: Handlers, settings: Settings) {
  const { gif, width, height, linked } = state;

  function getRootProps<P extends RootIn>(userProps?: P): TileRootProps<P> {
    const { ref, style, onClick, onKeyDown, onMouseEnter, onMouseLeave, onFocus, onBlur, ...rest } = (userProps ??
      {}) as P;
    const geometry = {
      '--gk-tile-radius': `${settings.borderRadius}px`,
      '--gk-tile-width': `${width}px`,
      '--gk-tile-height': `${height}px`,
      '--gk-tile-placeholder': state.placeholder.background,
    } as CSSProperties;
    return {
      ...(linked ? { href: gif.url } : { role: 'button', tabIndex: 0 }),
      ...rest,
      ref: settings.mergeRoot(ref),
      style: { ...geometry, ...style },
      onClick: composeHandlers(onClick, on.click),
      onKeyDown: composeHandlers(onKeyDown, linked ? undefined : activate),
      onMouseEnter: composeHandlers(onMouseEnter, on.enter),
      onMouseLeave: composeHandlers(onMouseLeave, on.leave),
      onFocus: composeHandlers(onFocus, on.focus),
      onBlur: composeHandlers(onBlur, on.blur),
      'data-gk-tile': '',
      'data-state': state.imageState,
      'data-gif-id': gif.id,
      'data-sticker': presence(gif.is_sticker),
      'data-still': presence(state.still),
      'data-hovered': presence(state.hovered),
      'data-seen': presence(state.seen),
    } as unknown as TileRootProps<P>;
  }

  function getImageProps<P extends ImageIn>(userProps?: P): TileImageProps<P> {
    const { ref, onLoad, ...rest } = (userProps ?? {}) as P;
    return {
      loading: settings.lazy ? 'lazy' : 'eager',
      decoding: 'async',
      sizes: media.sizes,
      srcSet: media.srcSet,
      src: media.src || undefined,
      alt: settings.alt,
      width: Math.round(width),
      height: Math.round(height),
      ...rest,
      ref: settings.mergeImage(ref),
      onLoad: composeHandlers(onLoad, on.load),
      'data-gk-tile-image': '',
    } as unknown as TileImageProps<P>;
  }

  function getOverlayProps<P extends HTMLAttributes<HTMLElement>>(userProps?: P): TileOverlayProps<P> {
    return {
      'aria-hidden': true,
      ...userProps,
      'data-gk-tile-overlay': '',
      'data-state': state.overlayOpen ? 'open' : 'closed',
    } as unknown as TileOverlayProps<P>;
  }

  return { getRootProps, getImageProps, getOverlayProps };
}
