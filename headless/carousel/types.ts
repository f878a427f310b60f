/**
 * The vocabulary of the carousel: its options (fetching options are the loader's), and the
 * state and prop getters `useCarousel` hands the renderer.
 */
import type { HTMLAttributes, Ref } from 'react';
import type { InfiniteLoaderOptions, InfiniteLoaderResult } from '../loader/types';
import type { DataAttributes } from '../shared/getterProps';
import type { ListMessages } from '../shared/messages';
import type { StateChange, StateReducer } from '../shared/useControlledReducer';
import type { GifInput } from '../tile/types';
import type { CarouselAction, CarouselState } from './reducer';

/**
 * A GIF the carousel can show: identified (for de-duplication) and sized (for layout);
 * normalized, or as the API sends it (each read through the SDK's normalizer once).
 */
export type CarouselGif = GifInput & { id: string };

/** What `useCarousel` takes: the items or their source, the row's height and gutter, the active tile, and the state callbacks. */
export interface CarouselOptions<T extends CarouselGif>
  extends Omit<InfiniteLoaderOptions<T>, 'stateReducer' | 'onStateChange'> {
  /** Height of every GIF in px (fixed gif height). */
  gifHeight: number;
  /** A fixed width for every item; by default each is as wide as its GIF at `gifHeight`. */
  gifWidth?: number;
  /** Space between items in px; default 6. */
  gutter?: number;
  /** Text direction for the arrow keys; default: read from the list element (`direction`). */
  dir?: 'ltr' | 'rtl';
  /** Controlled active (tabbable) tile, by item id; pair with `onActiveIdChange`. */
  activeId?: string | null;
  /** The first active tile's id when `activeId` is not controlled; default: the first tile. */
  defaultActiveId?: string | null;
  /** Called with the new active tile's id (arrow keys, Home/End, focus). */
  onActiveIdChange?: (id: string | null) => void;
  /** Intercepts every focus change before it happens, as the grid's `stateReducer` does. */
  stateReducer?: StateReducer<CarouselState, CarouselAction>;
  /** Called after every focus change with its type and the fields that changed. */
  onStateChange?: (change: StateChange<CarouselState, CarouselAction>) => void;
  /** The loader's `stateReducer` (fetching); `stateReducer` is the carousel's (focus). */
  loaderStateReducer?: InfiniteLoaderOptions<T>['stateReducer'];
  /** The loader's `onStateChange` (fetching). */
  onLoaderStateChange?: InfiniteLoaderOptions<T>['onStateChange'];
}

/** What `useCarousel` returns: the items, the layout, the active tile and the prop getters. */
export interface CarouselResult<T extends CarouselGif> extends Omit<InfiniteLoaderResult<T>, 'getLoaderProps'> {
  /** Item boxes from the API's sizes: every tile's box and the row's length. */
  layout: {
    /** One box per item: its start offset along the row (`x`: left in left-to-right, right in right-to-left) and its size. */
    items: { x: number; width: number; height: number }[];
    /** Length of the row without the loader. */
    contentWidth: number;
  };
  /** The id of the tile in the tab order (roving tabindex); null when the row is empty. */
  activeId: string | null;
  /** More may come: render the loader element (with the error text in the `error` state). */
  showLoader: boolean;
  messages: ListMessages;
  /** The scroll container: `data-gk-carousel`, `data-state`, `--gk-gutter`, `--gk-gif-height`, `--gk-content-width`. */
  getRootProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(
    userProps?: P,
  ) => P & HTMLAttributes<HTMLElement> & DataAttributes;
  /** The row: `role="list"`, labelled by `messages.carouselLabel` unless you pass `aria-labelledby`, the arrow keys and focus tracking. */
  getListProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(
    userProps?: P,
  ) => P & HTMLAttributes<HTMLElement> & DataAttributes;
  /**
   * One item: `role="listitem"`, `data-index`, `data-active`, `--gk-x`, `--gk-width`, `--gk-height`.
   * The item and its index come with your props in one object: `getItemProps({ item, index, className })`.
   */
  getItemProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(
    options: P & { item: T; index: number },
  ) => P & HTMLAttributes<HTMLElement> & DataAttributes;
  /**
   * The focusable element of an item (the tile root, e.g. `<Tile rootProps={getTileProps({ index })}>`):
   * roving tabindex.
   */
  getTileProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(
    options: P & { index: number },
  ) => P & HTMLAttributes<HTMLElement> & DataAttributes;
  /** The loader at the end of the row (`data-gk-carousel-loader`, plus the loader's attributes). */
  getLoaderProps: InfiniteLoaderResult<T>['getLoaderProps'];
}
