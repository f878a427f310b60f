/** The styled carousel (short name `Root` for `import * as Carousel`). */
export { Carousel, Carousel as Root, type CarouselProps } from './Carousel';
