/**
 * gifkit/compat/react: drop-ins for @giphy/react-components' components, with GIPHY's names,
 * props, defaults and callbacks, drawn by gifkit's styled skins (import `gifkit/styled.css`).
 * Switch by changing the import; see docs/compat.md for what differs.
 */
export { Carousel, type CarouselProps } from './Carousel';
export type { FetchGifs } from './compatGifs';
export type { GifEventProps } from './events';
export { Gif, type GifProps } from './Gif';
export { Grid, type GridProps } from './Grid';
export { Loader } from './Loader';
export * from './search/index';
export type { CompatListProps } from './useCompatList';
export { Video, type VideoProps } from './Video';
