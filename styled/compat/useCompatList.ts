/**
 * What GIPHY's `Grid` and `Carousel` share, as the styled list skins take it: the paged
 * `fetchGifs`, `initialGifs`, `onGifsFetched`, the per-GIF options and callbacks (each with the
 * app's own `IGif`), `noResultsMessage` and `loaderConfig`.
 */
import { type ElementType, useState } from 'react';
import type { Gif, RectLike } from '../../sdk';
import type { IGif, IUser } from '../../sdk/compat/types';
import { type FetchGifs, useCompatGifs } from './compatGifs';
import { type GifEventProps, gifEventOptions } from './events';

/** The props GIPHY's `Grid` and `Carousel` have in common. */
export interface CompatListProps extends GifEventProps {
  /** Class of the root element. */
  className?: string;
  /** Space between GIFs in px. Default 6. */
  gutter?: number;
  /** Fetches the page at `offset` (0 first, then each time the end of the list comes into view). */
  fetchGifs: FetchGifs;
  /** Called with every GIF so far after each page. */
  onGifsFetched?: (gifs: IGif[]) => void;
  /** No attribution overlay on hover or focus. */
  hideAttribution?: boolean;
  /** GIFs are not links to their GIPHY page (they stay focusable and selectable). */
  noLink?: boolean;
  /** Shown when the first fetch finds nothing. Default: 'No GIFs found.' */
  noResultsMessage?: string;
  /** GIFs shown before the first fetch; fetching continues after them. */
  initialGifs?: IGif[];
  /** Placeholder colour behind each GIF while it loads. */
  backgroundColor?: string;
  /** Corner radius of each GIF in px. Default 4. */
  borderRadius?: number;
  /** Where the end of the list is watched: its `root` (an element) and `rootMargin` are used. */
  loaderConfig?: IntersectionObserverInit;
  /** Accepted for GIPHY compatibility; gifkit's lists have one roving tab stop (arrow keys move in them). */
  tabIndex?: number;
  /** Accepted for GIPHY compatibility; pingbacks carry the session's user. */
  user?: Partial<IUser>;
  /** Accepted for GIPHY compatibility, not rendered: gifkit's tiles draw the uploader's credit themselves. */
  overlay?: ElementType;
}

/** The options of a styled tile for GIPHY's per-GIF props (`giphy-gif` class, radius, placeholder, events). */
export function compatTileOptions(
  props: Pick<CompatListProps, 'hideAttribution' | 'noLink' | 'borderRadius' | 'backgroundColor' | keyof GifEventProps>,
  original: (id: string) => IGif | undefined,
) {
  const { hideAttribution, noLink, borderRadius, backgroundColor, onGifSeen } = props;
  return {
    ...gifEventOptions(props, original),
    className: 'giphy-gif',
    hideAttribution,
    noLink,
    borderRadius,
    ...(backgroundColor ? { style: { '--gk-tile-placeholder': backgroundColor } as never } : {}),
    onSeen:
      onGifSeen &&
      ((item: { id: string }, rect: RectLike) => {
        const gif = original(item.id);
        if (gif) onGifSeen(gif, rect as DOMRect);
      }),
  };
}

/** The styled list's props for GIPHY's list props (the first `fetchGifs` is paged: a new query needs a new `key`). */
export function useCompatList(props: CompatListProps) {
  const { onGifsFetched, noResultsMessage, initialGifs, loaderConfig } = props;
  const gifs = useCompatGifs();
  const [source] = useState(() => gifs.source(props.fetchGifs));
  const [initialItems] = useState(() => gifs.toItems(initialGifs ?? []));
  const root = loaderConfig?.root;
  return {
    gifs,
    list: {
      source,
      initialItems,
      ...(root ? { root } : {}),
      rootMargin: loaderConfig?.rootMargin,
      messages: noResultsMessage === undefined ? undefined : { noResults: noResultsMessage },
      onItemsFetched:
        onGifsFetched &&
        ((_added: readonly Gif[], all: readonly Gif[]) =>
          onGifsFetched(all.map((item) => gifs.original(item.id)).filter((gif) => gif !== undefined))),
      tileOptions: compatTileOptions(props, gifs.original),
    },
  };
}
