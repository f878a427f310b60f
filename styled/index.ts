/**
 * gifkit/styled: default skins over gifkit/headless (markup and `data-*` hooks only), drawn by
 * `gifkit/styled.css`. Import both:
 *
 * ```ts
 * import { Grid, Tile } from 'gifkit/styled';
 * import 'gifkit/styled.css';
 * ```
 *
 * The skins that draw with Radix are their own entry points, `gifkit/styled/popover` (the
 * picker's popover) and `gifkit/styled/embed` (the embed player, whose share dialog is a Radix
 * dialog), so this entry never needs the optional peer `radix-ui`.
 */
export { Carousel, type CarouselProps } from './carousel/Carousel';
export { Grid, type GridProps, type GridTileOptions } from './grid/Grid';
export * from './picker/index';
export { SearchBox, type SearchBoxProps } from './search/SearchBox';
export type { SkinProps } from './shared/classNames';
export { PoweredBy, Spinner } from './shared/icons';
export { Tile, type TileProps } from './tile/Tile';
export { Video, type VideoProps } from './video/Video';
