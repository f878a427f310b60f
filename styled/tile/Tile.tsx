/**
 * The styled GIF tile: the headless `<Tile>` with the attribution overlay on by default and
 * GIPHY's verified badge, drawn by `gifkit/styled.css` (tile.css) through the headless
 * `data-*` vocabulary. Adds markup only; every headless option passes through.
 */
import {
  Tile as HeadlessTile,
  type TileProps as HeadlessTileProps,
  type TileGif,
  type TileResult,
  tileAttribution,
} from '../../headless';
import { type SkinProps, withSkinProps } from '../shared/classNames';
import { VerifiedBadge } from '../shared/icons';

export interface TileProps<G extends TileGif = TileGif> extends Omit<HeadlessTileProps<G>, 'children'>, SkinProps {}

/** The tile's markup from the headless state: root (link or button-like), image, overlay. */
function renderTile<G extends TileGif>(tile: TileResult<G>, rootProps: HeadlessTileProps<G>['rootProps']) {
  const Root = tile.linked ? 'a' : 'div';
  const image = tile.getImageProps();
  const credit = tile.overlayMounted && tile.attribution;
  return (
    <Root {...tile.getRootProps(rootProps)}>
      <img {...image} alt={image.alt} />
      {credit && (
        <div {...tile.getOverlayProps()}>
          <img data-gk-tile-avatar="" src={credit.avatar} alt="" width={32} height={32} />
          <span data-gk-tile-name="">{credit.name}</span>
          {credit.verified && <VerifiedBadge />}
        </div>
      )}
    </Root>
  );
}

/**
 * One GIF, styled: placeholder colour while it loads (checkerboard behind stickers), radius
 * `--gk-tile-radius` (4 px), a focus ring, and the uploader's credit on hover or focus (pass
 * `hideAttribution` to turn it off, or `attribution` to credit differently).
 *
 * @selector [data-gk-tile] the root (see the headless `<Tile>` for its states)
 * @selector [data-gk-tile-avatar], [data-gk-tile-name], [data-gk-verified] the overlay's avatar, name and badge
 */
export function Tile<G extends TileGif>({ className, style, rootProps, ...options }: TileProps<G>) {
  const root = withSkinProps(rootProps, { className, style });
  return (
    <HeadlessTile attribution={tileAttribution} {...options}>
      {(tile) => renderTile(tile, root)}
    </HeadlessTile>
  );
}
