/**
 * GIPHY's `Gif` (@giphy/react-components) on gifkit's styled tile: same props, defaults and
 * callbacks with the app's own `IGif`; gifkit's media policy (video in view, WebP, stills
 * under reduced motion), http(s)-only URLs and keyboard access. Differences: docs/compat.md.
 */
import type { CSSProperties, ElementType } from 'react';
import type { Gif as GifkitGif } from '../../sdk';
import type { IGif, IUser } from '../../sdk/compat/types';
import { Tile } from '../tile/Tile';
import { useCompatGifs } from './compatGifs';
import type { GifEventProps } from './events';
import { compatTileOptions } from './useCompatList';

/** GIPHY's `Gif` props. */
export interface GifProps extends GifEventProps {
  gif: IGif;
  /** Width in px: the box and the rendition chosen for it. */
  width: number;
  /** A CSS width (`'100%'`) for the box instead of `width` (the rendition is still chosen for `width`). */
  percentWidth?: string;
  /** Height in px; default from `width` and the GIF's aspect ratio. */
  height?: number;
  /** A CSS height for the box instead of `height`. */
  percentHeight?: string;
  /** Placeholder colour behind the GIF while it loads. */
  backgroundColor?: string;
  /** Class added to the root (which always has `giphy-gif`). */
  className?: string;
  /** No attribution overlay on hover or focus. */
  hideAttribution?: boolean;
  /** Not a link to the GIF's GIPHY page (a focusable button-like element instead). */
  noLink?: boolean;
  /** Corner radius in px. Default 4. */
  borderRadius?: number;
  /** Root tab index; default: focusable. */
  tabIndex?: number;
  /** Inline style of the root. */
  style?: CSSProperties;
  /** Lazy-load the media (default true); false loads it at once (above the fold). */
  lazyLoad?: boolean;
  /** Accepted for GIPHY compatibility; pingbacks carry the session's user. */
  user?: Partial<IUser>;
  /** Accepted for GIPHY compatibility, not rendered: the tile draws the uploader's credit itself. */
  overlay?: ElementType;
}

/** GIPHY's `Gif`: one GIF, a link to its GIPHY page unless `noLink`. */
export function Gif(props: GifProps) {
  const {
    gif,
    width,
    height,
    backgroundColor,
    percentWidth,
    percentHeight,
    className,
    tabIndex,
    style,
    lazyLoad,
    onGifClick,
  } = props;
  const gifs = useCompatGifs();
  const [item] = gifs.toItems([gif]);
  if (!item) return null;
  const original = () => gif;
  const tile = compatTileOptions(props, original);
  return (
    <Tile<GifkitGif>
      {...tile}
      gif={item}
      width={width}
      height={height}
      lazy={lazyLoad}
      className={className ? `${tile.className} ${className}` : tile.className}
      style={{
        ...(backgroundColor ? { '--gk-tile-placeholder': backgroundColor } : {}),
        ...(percentWidth ? { width: percentWidth, '--gk-tile-width': percentWidth } : {}),
        ...(percentHeight ? { height: percentHeight, '--gk-tile-height': percentHeight } : {}),
        ...style,
      }}
      rootProps={tabIndex === undefined ? undefined : { tabIndex }}
      onClick={onGifClick && ((_item, event) => onGifClick(gif, event))}
    />
  );
}
