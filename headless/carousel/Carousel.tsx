/**
 * `<Carousel>`: the render-prop carousel built only from public hooks (`useCarousel`, and
 * `<Tile>` per item), providing the `CAROUSEL` layout type to the tiles' pingbacks.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { LiveRegion } from '../shared/LiveRegion';
import { LayoutTypeContext } from '../tile/LayoutTypeContext';
import { Tile } from '../tile/Tile';
import { TrackedGifsProvider } from '../tile/TrackedGifs';
import type { TileOptions } from '../tile/types';
import type { CarouselGif, CarouselOptions, CarouselResult } from './types';
import { useCarousel } from './useCarousel';

const CAROUSEL_NAME = 'Carousel';

/** Tile options the carousel passes to every tile (size and GIF come from the carousel). */
export type CarouselTileOptions<T extends CarouselGif> = Omit<TileOptions<T>, 'gif' | 'width' | 'height'>;

/** The headless `<Carousel>`'s props: `useCarousel`'s options and a render function that gets its result. */
export interface CarouselProps<T extends CarouselGif> extends CarouselOptions<T> {
  /** Render everything yourself from the carousel's state and getters (the live region is added). */
  children?: (carousel: CarouselResult<T>) => ReactNode;
  /** Or render just each item's content (inside the list item); default: a `<Tile>`. */
  renderItem?: (item: T, index: number, carousel: CarouselResult<T>) => ReactNode;
  /** Options for every default tile: `noLink`, `hideAttribution`, `onClick`, `onSeen`, `borderRadius`… */
  tileOptions?: CarouselTileOptions<T>;
  /** Content of the loader element while loading (e.g. a spinner). Empty by default. */
  loader?: ReactNode;
  /** Props for the root (scroll container) element. */
  rootProps?: HTMLAttributes<HTMLDivElement>;
}

/**
 * A horizontal row of GIFs at a fixed height that loads more as its end comes into view
 * (debounced 100 ms). On a failed fetch the loader shows 'Error loading GIFs.' (no retry link,
 * unlike the grid; `retry()` is still there for custom renderers). Nothing found: 'No GIFs found.'.
 *
 * The loader is watched in the viewport (so an off-screen carousel does not fetch); pass
 * `root` (the scroll container) and a `rootMargin` such as `'0px 300px'` to prefetch ahead.
 *
 * Semantics: a `role="list"` of `listitem`s, each holding one tile link. A list (not a grid
 * or listbox) because the tiles are independent links in one dimension: screen readers
 * announce "list, N items" and browse it natively, while a roving tabindex makes the row one
 * Tab stop and the arrow keys move within it.
 *
 * | Key | Action |
 * | --- | --- |
 * | ArrowRight / ArrowLeft | next / previous tile (swapped in right-to-left) |
 * | Home / End | first / last loaded tile (at the last tile the loader is scrolled into view: more load) |
 * | Tab | leaves the row (only the active tile is tabbable) |
 * | Enter | follows the tile's link (Space too with `noLink`) |
 *
 * @selector [data-gk-carousel] the scroll container; `--gk-gutter`, `--gk-gif-height`, `--gk-content-width`
 * @selector [data-gk-carousel][data-state="idle|fetching|error|done"] the fetching state
 * @selector [data-gk-carousel-list] the row (`role="list"`)
 * @selector [data-gk-carousel-item] an item; `--gk-x`, `--gk-width`, `--gk-height`
 * @selector [data-gk-carousel-item][data-active] the item whose tile holds the roving tabindex
 * @selector [data-gk-carousel-loader][data-state] the loader after the row; `--gk-height`
 * @selector [data-gk-carousel-empty] the no-results message
 */
export function Carousel<T extends CarouselGif>(props: CarouselProps<T>) {
  const { children, renderItem, tileOptions, loader, rootProps, ...options } = props;
  const carousel = useCarousel(options);
  const { items, layout, status, messages } = carousel;
  const body = children ? (
    children(carousel)
  ) : (
    <div {...carousel.getRootProps(rootProps)}>
      <div {...carousel.getListProps()}>
        {items.map((item, index) => (
          <div key={item.id} {...carousel.getItemProps({ item, index })}>
            {renderItem ? (
              renderItem(item, index, carousel)
            ) : (
              <Tile
                {...tileOptions}
                gif={item}
                width={layout.items[index]?.width ?? options.gifHeight}
                height={options.gifHeight}
                rootProps={carousel.getTileProps({ index })}
              />
            )}
          </div>
        ))}
      </div>
      {carousel.showLoader && (
        <div {...carousel.getLoaderProps()}>{status === 'error' ? messages.errorLoading : loader}</div>
      )}
      {carousel.noResults && <p data-gk-carousel-empty="">{messages.noResults}</p>}
    </div>
  );
  return (
    <LayoutTypeContext.Provider value="CAROUSEL">
      <TrackedGifsProvider>{body}</TrackedGifsProvider>
      <LiveRegion message={carousel.announcement} />
    </LayoutTypeContext.Provider>
  );
}
if (process.env.NODE_ENV !== 'production') Carousel.displayName = CAROUSEL_NAME;
