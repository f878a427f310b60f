/**
 * gifkit/styled: default skins over gifkit/headless (markup and `data-*` hooks only), drawn by
 * `gifkit/styled.css`. Import both:
 *
 * ```ts
 * import { Grid, Tile } from 'gifkit/styled';
 * import 'gifkit/styled.css';
 * ```
 *
 * The picker's popover (Radix) is its own entry point, `gifkit/styled/popover`, so the inline
 * `GifPicker` never ships Radix.
 */
export * from './picker/index';
export type { SkinProps } from './shared/classNames';
export { Tile, type TileProps } from './tile/Tile';
