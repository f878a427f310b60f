/**
 * Test support: the headless carousel of docs/headless.md ("Carousel"), built from `Carousel`'s
 * render prop: a row of `gifHeight`-high tiles, each as wide as the layout says, with the loader
 * after them. Props other than `attribution` are the carousel's.
 */
import { Carousel, type CarouselProps } from '../../headless/carousel/Carousel';
import type { CarouselGif } from '../../headless/carousel/types';
import { Tile, type TileProps } from '../../headless/tile/Tile';

export function TileRow<T extends CarouselGif>({
  attribution,
  ...props
}: Omit<CarouselProps<T>, 'children'> & Pick<TileProps<T>, 'attribution'>) {
  return (
    <Carousel {...props}>
      {(carousel) => (
        <div {...carousel.getRootProps()}>
          <div {...carousel.getListProps()}>
            {carousel.items.map((gif, i) => (
              <div key={gif.id} {...carousel.getItemProps({ item: gif, index: i })}>
                <Tile
                  gif={gif}
                  width={carousel.layout.items[i]?.width ?? props.gifHeight}
                  height={props.gifHeight}
                  rootProps={carousel.getTileProps({ index: i })}
                  attribution={attribution}
                />
              </div>
            ))}
          </div>
          <div {...carousel.getLoaderProps()} />
        </div>
      )}
    </Carousel>
  );
}
