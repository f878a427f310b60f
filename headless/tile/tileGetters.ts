/**
 * The tile's prop getters (STYLE.md R6, R8, R9): the user's props and handlers are merged
 * with ours (theirs first; `preventDefault()` opts out), refs composed, and the tile's state
 * published as `data-*` attributes and `--gk-tile-*` custom properties.
 */
import type { HTMLAttributes, ImgHTMLAttributes, KeyboardEvent, MouseEvent, Ref, RefCallback } from 'react';
import { altText } from '../../sdk/media/altText';
import { safeSrcSet, safeUrl } from '../../sdk/media/safeUrl';
import { mergeProps } from '../shared/composeHandlers';
import { presence, px } from '../shared/dataAttributes';
import type { TileMedia } from './tileMedia';
import type { TileGif, TileImageProps, TileOptions, TileOverlayProps, TileResult, TileRootProps } from './types';

type RootIn = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
type ImageIn = ImgHTMLAttributes<HTMLImageElement> & { ref?: Ref<HTMLImageElement> };
type TileState = Omit<TileResult<TileGif>, 'getRootProps' | 'getImageProps' | 'getOverlayProps'>;

/** Our root handlers, by prop name; each runs after the user's own (R6). */
export interface TileHandlers {
  onClick: (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => void;
  onMouseEnter: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave: (event: MouseEvent<HTMLElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** Default corner radius in px (spec §9). */
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
  media: TileMedia;
  options: Pick<TileOptions, 'borderRadius' | 'lazy'>;
  /** Our root handlers. */
  handlers: TileHandlers;
  /** Merge our root ref with the user's (`useRefMerger`). */
  mergeRoot: (theirs?: Ref<HTMLElement>) => RefCallback<HTMLElement>;
  /** Merge our image ref with the user's (`useRefMerger`). */
  mergeImage: (theirs?: Ref<HTMLImageElement>) => RefCallback<HTMLImageElement>;
  /** The image's `onLoad`. */
  onLoad: () => void;
}

/** The getters over one render's state. Internal to `useTile`. */
export function tileGetters({ state, media, options, handlers, mergeRoot, mergeImage, onLoad }: TileGetterContext) {
  const { gif, width, height, linked } = state;

  const getRootProps = <P extends RootIn>(userProps: P = {} as P): TileRootProps<P> =>
    mergeProps(
      {
        ...(linked ? { href: safeUrl(gif.url) } : BUTTON),
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
        'data-hovered': presence(state.hovered),
        'data-seen': presence(state.seen),
      },
    );

  const getImageProps = <P extends ImageIn>(userProps: P = {} as P): TileImageProps<P> =>
    mergeProps(
      {
        loading: options.lazy === false ? 'eager' : 'lazy',
        decoding: 'async',
        // Checked again here for GIFs that never went through the normalizer (docs/security.md).
        sizes: media.sizes,
        srcSet: safeSrcSet(media.srcSet) || undefined,
        src: safeUrl(media.src) || undefined,
        alt: altText(gif),
        width: Math.round(width),
        height: Math.round(height),
        // Unstyled, the placeholder colour (or sticker checkerboard) shows while the image loads.
        style: {
          display: 'block',
          ...(state.imageState === 'loading' && { background: 'var(--gk-tile-placeholder)' }),
        },
        onLoad,
      },
      userProps,
      { ref: mergeImage(userProps.ref), 'data-gk-tile-image': '' },
    );

  const getOverlayProps = <P extends HTMLAttributes<HTMLElement>>(userProps?: P): TileOverlayProps<P> =>
    mergeProps({ 'aria-hidden': true }, userProps, {
      'data-gk-tile-overlay': '',
      'data-state': state.overlayOpen ? 'open' : 'closed',
    });

  return { getRootProps, getImageProps, getOverlayProps };
}
