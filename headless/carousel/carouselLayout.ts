/**
 * The carousel row from known sizes (never measured, so server and client agree): each item
 * is `gifHeight` high and as wide as its GIF at that height (`gifWidth`, from the API's
 * rendition sizes), or a fixed width; items sit `gutter` apart.
 */
import { gifWidth as widthAtHeight } from '../../sdk/media/gifSize';
import type { GifLike } from '../../sdk/media/types';
import type { CarouselGif, CarouselResult } from './types';

/** Default space between items in px. */
export const DEFAULT_CAROUSEL_GUTTER = 6;

/** The carousel row's layout, as `useCarousel` returns it (`layout`). */
export type CarouselLayout = CarouselResult<CarouselGif>['layout'];

/** Item boxes for `items`; a GIF with unknown size is shown square. */
export function carouselLayout(
  items: readonly Pick<GifLike, 'images'>[],
  { gifHeight, gifWidth, gutter = DEFAULT_CAROUSEL_GUTTER }: { gifHeight: number; gifWidth?: number; gutter?: number },
): CarouselLayout {
  let x = 0;
  const boxes = items.map((gif, index) => {
    const width = gifWidth ?? (widthAtHeight(gif, gifHeight) || gifHeight);
    const box = { x: x + (index > 0 ? gutter : 0), width, height: gifHeight };
    x = box.x + width;
    return box;
  });
  return { items: boxes, contentWidth: x };
}
