/** The styled tile (short name `Root` for `import * as Tile`). */
export { Tile as Root, Tile, type TileProps } from './Tile';
