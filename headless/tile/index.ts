/**
 * The GIF tile: `useTile` + `<Tile>` with its parts, the opt-in attribution rule
 * (`tileAttribution`), and the registry that keeps a list's GIFs from being reported twice
 * (`TrackedGifsProvider`).
 */
export { Tile, TileImage, TileMedia, type TileMediaProps, TileOverlay, type TileProps, TileView } from './Tile';
export { type TrackedGifs, TrackedGifsProvider } from './TrackedGifs';
export { tileAttribution } from './tileAttribution';
export type {
  GifInput,
  TileAttribution,
  TileGif,
  TileOptions,
  TileResult,
} from './types';
export { useTile } from './useTile';
