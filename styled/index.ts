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
export { Carousel, type CarouselProps } from './carousel/Carousel';
export { Embed, type EmbedProps } from './embed/Embed';
export { Grid, type GridProps, type GridTileOptions } from './grid/Grid';
export * from './picker/index';
export { SearchBox, type SearchBoxProps } from './search/SearchBox';
export type { SkinProps } from './shared/classNames';
export { PoweredBy, Spinner } from './shared/icons';
export { Tile, type TileProps } from './tile/Tile';
export { Video, type VideoProps } from './video/Video';
