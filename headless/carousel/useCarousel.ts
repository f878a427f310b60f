/**
 * `useCarousel`: a horizontal row of GIFs at a fixed height, loading more
 * as the end loader becomes visible (debounced 100 ms, through `useInfiniteLoader`), with
 * roving-tabindex arrow-key movement between tiles (right-to-left aware).
 */
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import type { GifLike } from '../../sdk/media/types';
import { asGif } from '../../sdk/normalize/asGif';
import { CAROUSEL_FETCH_DEBOUNCE_MS, useInfiniteLoader } from '../loader/useInfiniteLoader';
import { resolveListMessages } from '../shared/messages';
import { useControlledReducer } from '../shared/useControlledReducer';
import type { TileGif } from '../tile/types';
import { createCarouselGetters } from './carouselGetters';
import { carouselLayout } from './carouselLayout';
import { CarouselChangeType } from './changeTypes';
import { activeIndexIn, type CarouselAction, carouselReducer } from './reducer';
import type { CarouselGif, CarouselOptions, CarouselResult } from './types';

const KEYS: Record<string, CarouselChangeType> = {
  Home: CarouselChangeType.KeyHome,
  End: CarouselChangeType.KeyEnd,
};

/** The index of the item holding `node`, from its `data-index`. */
function itemIndexOf(node: EventTarget | null): number | undefined {
  const item = node instanceof Element ? node.closest<HTMLElement>('[data-gk-carousel-item]') : null;
  const index = item ? Number(item.dataset.index) : Number.NaN;
  return Number.isInteger(index) ? index : undefined;
}

/**
 * State and prop getters for a carousel. See `<Carousel>` for the markup, keys and the
 * attribute vocabulary.
 */
export function useCarousel<T extends CarouselGif>(options: CarouselOptions<T>): CarouselResult<T> {
  // The API's own JSON is laid out by its normalized copy (`asGif`), as its tile renders it.
  return useCarouselView(options as CarouselOptions<T & TileGif>, asGif) as CarouselResult<T>;
}

const asIs = <T>(gif: T) => gif;

/**
 * `useCarousel` over GIFs already normalized (a `Gif` from any source), without the boundary
 * for the API's own JSON: the picker's rows of kept GIFs run it. `read` is how the row's layout
 * reads an item (`useCarousel` passes `asGif`; a module constant, the layout is memoized on it).
 */
export function useCarouselView<T extends CarouselGif & TileGif>(
  options: CarouselOptions<T>,
  read: (item: T) => Pick<GifLike, 'images'> = asIs,
): CarouselResult<T> {
  const { gifHeight, gifWidth, gutter, dir } = options;
  const loader = useInfiniteLoader({
    ...options,
    debounceMs: options.debounceMs ?? CAROUSEL_FETCH_DEBOUNCE_MS,
    stateReducer: options.loaderStateReducer,
    onStateChange: options.onLoaderStateChange,
  });
  const { items } = loader;
  const layout = useMemo(
    () => carouselLayout(items.map(read), { gifHeight, gifWidth, gutter }),
    [items, read, gifHeight, gifWidth, gutter],
  );
  const messages = resolveListMessages(options.messages);

  const { state, dispatch: run } = useControlledReducer({
    reducer: carouselReducer,
    initialState: () => ({ activeId: options.defaultActiveId ?? null }),
    controlled: { activeId: options.activeId },
    stateReducer: options.stateReducer,
    onStateChange: options.onStateChange,
    onFieldChange: { activeId: options.onActiveIdChange },
  });
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const count = ids.length;
  const activeIndex = activeIndexIn(state, ids);
  /** Runs a change; returns the index of the tile it left active. */
  const dispatch = (action: CarouselAction) => activeIndexIn(run(action), action.ids);

  // A new query starts again at the first tile.
  const { generation } = loader.state;
  const seenGeneration = useRef(generation);
  useEffect(() => {
    if (seenGeneration.current === generation) return;
    seenGeneration.current = generation;
    run({ type: CarouselChangeType.Reset, ids });
  }, [generation, ids, run]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (itemIndexOf(event.target) === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = (dir ?? getComputedStyle(event.currentTarget).direction) === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const type =
      event.key === forward
        ? CarouselChangeType.KeyNext
        : event.key === backward
          ? CarouselChangeType.KeyPrevious
          : KEYS[event.key];
    if (!type) return;
    event.preventDefault();
    const list = event.currentTarget;
    const index = dispatch({ type, ids } as CarouselAction);
    const item = list.querySelector<HTMLElement>(`[data-gk-carousel-item][data-index="${index}"]`);
    const target = item?.querySelector<HTMLElement>('[data-gk-carousel-focus]') ?? item;
    target?.focus();
    // Focus scrolls only the tile into view; at the last tile reveal the loader too, so
    // keyboard users reach "load more" just as scrolling users do.
    if (index === count - 1) {
      const end = list.closest('[data-gk-carousel]')?.querySelector<HTMLElement>('[data-gk-carousel-loader]');
      end?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  };
  const onFocus = (event: { target: EventTarget | null }) => {
    const index = itemIndexOf(event.target);
    const id = index === undefined ? undefined : ids[index];
    if (id !== undefined) dispatch({ type: CarouselChangeType.ItemFocus, id, ids });
  };

  const { getLoaderProps: loaderProps, ...loaderState } = loader;
  return {
    ...loaderState,
    layout,
    activeId: ids[activeIndex] ?? null,
    showLoader: loader.status !== 'done',
    messages,
    ...createCarouselGetters({
      loaderProps,
      layout,
      status: loader.status,
      activeIndex,
      messages,
      onKeyDown,
      onFocus,
      options,
    }),
  };
}
