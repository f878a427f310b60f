// A GIF tile as the demo draws it: gifkit/styled's Tile (the uploader's credit on hover or
// focus, checkerboard behind stickers), with a srcset so dense screens get sharper files.
import { imageSrcSet } from 'gifkit';
import type { TileGif } from 'gifkit/headless';
import { Tile, type TileProps } from 'gifkit/styled';

export function GifTile<G extends TileGif>(props: TileProps<G>) {
  return <Tile srcSet={imageSrcSet} {...props} />;
}
