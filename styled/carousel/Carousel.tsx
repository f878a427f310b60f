/**
 * The styled carousel: the headless `<Carousel>` (a horizontally scrolling row at a fixed GIF
 * height) drawn with styled tiles, GIPHY's loader dots at the end of the row while more may
 * come, 'Error loading GIFs.' as text only, the 'no results' message and the
 * "Powered by GIPHY" mark. Markup and `data-*` hooks only; the headless props pass through.
 */
import type { ReactNode } from 'react';
import {
  type CarouselGif,
  type CarouselTileOptions,
  Carousel as HeadlessCarousel,
  type CarouselProps as HeadlessCarouselProps,
} from '../../headless';
import { type SkinProps, withSkinProps } from '../shared/classNames';
import { PoweredBy, Spinner } from '../shared/icons';
import { Tile } from '../tile/Tile';

/** The styled `<Carousel>`'s props: the headless carousel's options and the skin's `className` / `style`. */
export interface CarouselProps<T extends CarouselGif>
  extends Omit<HeadlessCarouselProps<T>, 'children' | 'renderItem' | 'tileOptions'>,
    SkinProps {
  /** Options for every tile: `noLink`, `hideAttribution`, `onClick`, `borderRadius`… */
  tileOptions?: CarouselTileOptions<T>;
  /** Replaces the loader dots at the end of the row. */
  loader?: ReactNode;
  /**
   * Leaves out the "Powered by GIPHY" mark. GIPHY's API terms ask for attribution wherever
   * its results are shown: only hide it when your page credits GIPHY elsewhere.
   */
  hidePoweredBy?: boolean;
}

/**
 * A row of styled GIF tiles that loads more as its end scrolls into view (see the headless
 * `<Carousel>` for keys and states).
 *
 * @selector [data-gk-carousel] the scroll container (`--gk-gutter`, `--gk-gif-height`)
 * @selector [data-gk-carousel-loader] holds [data-gk-spinner], or the error text in `data-state="error"`
 * @selector [data-gk-carousel-empty] the 'no results' message
 * @selector [data-gk-powered-by] the "Powered by GIPHY" mark, after the row
 */
export function Carousel<T extends CarouselGif>(props: CarouselProps<T>) {
  const { className, style, rootProps, tileOptions, loader, hidePoweredBy, ...options } = props;
  const root = withSkinProps(rootProps, { className, style });
  return (
    <HeadlessCarousel<T> {...options}>
      {(carousel) => (
        <>
          <div {...carousel.getRootProps(root)}>
            <div {...carousel.getListProps()}>
              {carousel.items.map((item, index) => (
                <div key={item.id} {...carousel.getItemProps({ item, index })}>
                  <Tile
                    {...tileOptions}
                    gif={item}
                    width={carousel.layout.items[index]?.width ?? options.gifHeight}
                    height={options.gifHeight}
                    rootProps={carousel.getTileProps({ index })}
                  />
                </div>
              ))}
            </div>
            {carousel.showLoader && (
              <div {...carousel.getLoaderProps()}>
                {carousel.status === 'error' ? carousel.messages.errorLoading : (loader ?? <Spinner />)}
              </div>
            )}
            {carousel.noResults && <p data-gk-carousel-empty="">{carousel.messages.noResults}</p>}
          </div>
          {!hidePoweredBy && <PoweredBy />}
        </>
      )}
    </HeadlessCarousel>
  );
}
