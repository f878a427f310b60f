/**
 * The styled GIF tile: the headless `<Tile>` composed of its own parts (`<TileMedia>`,
 * `<TileOverlay>`) with the attribution overlay on by default and GIPHY's verified badge,
 * drawn by `gifkit/styled.css` (tile.css) through the headless `data-*` vocabulary. Adds
 * markup only; every headless option passes through.
 */
import {
  type GifInput,
  Tile as HeadlessTile,
  type TileProps as HeadlessTileProps,
  TileView as HeadlessTileView,
  type TileGif,
  TileMedia,
  TileOverlay,
  tileAttribution,
} from '../../headless';
import { type SkinProps, withSkinProps } from '../shared/classNames';
import { VerifiedBadge } from '../shared/icons';

/** The styled `<Tile>`'s props: the headless tile's options and the skin's `className` / `style`. */
export interface TileProps<G extends GifInput = TileGif> extends Omit<HeadlessTileProps<G>, 'children'>, SkinProps {}

/**
 * One GIF, styled: placeholder colour while it loads (checkerboard behind stickers), radius
 * `--gk-tile-radius` (4 px), a focus ring, and the uploader's credit on hover or focus (pass
 * `hideAttribution` to turn it off, or `attribution` to credit differently). What it loads
 * (MP4, WebP, GIF, a still) follows the media policy (docs/media-rules.md; `media` forces one).
 *
 * @selector [data-gk-tile] the root (see the headless `<Tile>` for its states)
 * @selector [data-gk-tile-avatar], [data-gk-tile-name], [data-gk-verified] the overlay's avatar, name and badge
 */
export function Tile<G extends GifInput>({ className, style, rootProps, ...options }: TileProps<G>) {
  return (
    <HeadlessTile attribution={tileAttribution} {...options} rootProps={withSkinProps(rootProps, { className, style })}>
      <TileMedia />
      <TileOverlay verifiedBadge={<VerifiedBadge />} />
    </HeadlessTile>
  );
}

/**
 * The styled `<Tile>` over the headless `<TileView>`: for a GIF already normalized, without the
 * boundary for the API's own JSON (the picker's tiles: a bundle for another provider carries
 * none of GIPHY's normalizer).
 */
export function TileView<G extends TileGif>({ className, style, rootProps, ...options }: TileProps<G>) {
  return (
    <HeadlessTileView
      attribution={tileAttribution}
      {...options}
      rootProps={withSkinProps(rootProps, { className, style })}
    >
      <TileMedia />
      <TileOverlay verifiedBadge={<VerifiedBadge />} />
    </HeadlessTileView>
  );
}
