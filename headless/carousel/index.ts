/**
 * The carousel: `useCarousel` + `<Carousel>` (a horizontal row of GIFs that loads more at
 * its end), its pure layout and focus reducer.
 */
export { Carousel, type CarouselProps, type CarouselTileOptions } from './Carousel';
export { CarouselChangeType } from './changeTypes';
export type { CarouselAction, CarouselState } from './reducer';
export type { CarouselGif, CarouselOptions, CarouselResult } from './types';
export { useCarousel } from './useCarousel';
