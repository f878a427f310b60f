/**
 * GIPHY's `Grid` (@giphy/react-components) on gifkit's styled grid: same props, defaults and
 * callbacks (`fetchGifs(offset)`, `onGifClick(gif, e)` with the app's own `IGif`…), with
 * gifkit's virtualization, keyboard access, safe URLs and media policy. Reset it as with
 * GIPHY's: give it a new `key`. Differences: docs/compat.md.
 */
import { type ElementType, useMemo, useState } from 'react';
import type { IGif, IUser } from '../../sdk/compat/types';
import type { Gif } from '../../sdk/normalize/gif';
import { Grid as StyledGrid } from '../grid/Grid';
import { type FetchGifs, useCompatGifs } from './compatGifs';
import { delegatedGifEvents, type GifEventProps } from './events';

/** GIPHY's `Grid` props. */
export interface GridProps extends GifEventProps {
  /** Class of the root element. Default `giphy-grid`. */
  className?: string;
  /** Width of the grid in px; tiles are sized (and their renditions chosen) from it. */
  width: number;
  /** A CSS width (`'100%'`) the grid fills instead of `width`; the grid then follows its own measured width. */
  percentWidth?: string;
  /** Number of columns. */
  columns: number;
  /** Space between GIFs in px. Default 6. */
  gutter?: number;
  /** Fetches the page at `offset` (called with 0 first, then each time the end of the grid comes into view). */
  fetchGifs: FetchGifs;
  /** Called with every GIF so far after each page. */
  onGifsFetched?: (gifs: IGif[]) => void;
  /** Called with what `fetchGifs` threw. */
  onGifsFetchError?: (e: Error) => void;
  /** No attribution overlay on hover. */
  hideAttribution?: boolean;
  /** GIFs are not links to their GIPHY page (they stay focusable and selectable). */
  noLink?: boolean;
  /** Shown when the first fetch finds nothing. Default: 'No GIFs found.' */
  noResultsMessage?: string;
  /** GIFs shown before the first fetch; fetching continues after them. */
  initialGifs?: IGif[];
  /** The list, held by the app (GIPHY's controlled mode): fetched pages are appended to it. */
  externalGifs?: IGif[];
  /** Extra space above each column in px. */
  columnOffsets?: number[];
  /** Placeholder colour behind each GIF while it loads. */
  backgroundColor?: string;
  /** Corner radius of each GIF in px. Default 4. */
  borderRadius?: number;
  /** Replaces the loader dots (rendered with `className="loader"`). */
  loader?: ElementType;
  /** Where the loader is watched: `root` and `rootMargin` are used. */
  loaderConfig?: IntersectionObserverInit;
  /** Accepted for GIPHY compatibility; gifkit's pingbacks report a grid as `GRID`. */
  layoutType?: 'GRID' | 'MIXED';
  /** Accepted for GIPHY compatibility; gifkit's tiles use one roving tab stop. */
  tabIndex?: number;
  /** Accepted for GIPHY compatibility; pingbacks carry the session's user. */
  user?: Partial<IUser>;
}

/** GIPHY's `Grid`: a masonry of GIFs from `fetchGifs`, fetching more as its end scrolls into view. */
export function Grid(props: GridProps) {
  const {
    className = 'giphy-grid',
    width,
    percentWidth,
    columns,
    gutter = 6,
    onGifsFetched,
    onGifsFetchError,
    hideAttribution,
    noLink,
    noResultsMessage,
    initialGifs,
    externalGifs,
    columnOffsets,
    backgroundColor,
    borderRadius,
    loader: Loader,
    loaderConfig,
    onGifClick,
    onGifSeen,
  } = props;
  const gifs = useCompatGifs();
  // Like GIPHY's, the grid pages the `fetchGifs` it was mounted with: a new query needs a new `key`.
  const [source] = useState(() => gifs.source(props.fetchGifs));
  const [initialItems] = useState(() => gifs.toItems(initialGifs ?? []));
  const items = useMemo(() => externalGifs && gifs.toItems(externalGifs), [externalGifs, gifs]);
  const original = (item: Gif) => gifs.original(item.id);
  const loaderRoot = loaderConfig?.root;
  return (
    <StyledGrid<Gif>
      source={source}
      initialItems={initialItems}
      items={items}
      width={percentWidth ? undefined : width}
      initialWidth={width}
      columns={columns}
      gutter={gutter}
      columnOffsets={columnOffsets}
      {...(loaderRoot instanceof Element || loaderRoot instanceof Document ? { root: loaderRoot } : {})}
      rootMargin={loaderConfig?.rootMargin}
      messages={noResultsMessage === undefined ? undefined : { noResults: noResultsMessage }}
      loader={Loader ? <Loader className="loader" /> : undefined}
      onItemsFetched={
        onGifsFetched && ((_added, all) => onGifsFetched(all.map(original).filter((gif) => gif !== undefined)))
      }
      onError={onGifsFetchError}
      onSelect={
        onGifClick &&
        ((item, _index, event) => {
          const gif = original(item);
          if (gif) onGifClick(gif, event);
        })
      }
      className={className}
      style={{ width: percentWidth ?? width }}
      rootProps={delegatedGifEvents(props, gifs.original)}
      tileOptions={{
        className: 'giphy-gif',
        hideAttribution,
        noLink,
        borderRadius,
        ...(backgroundColor ? { style: { '--gk-tile-placeholder': backgroundColor } as never } : {}),
        onSeen:
          onGifSeen &&
          ((item, rect) => {
            const gif = original(item);
            if (gif) onGifSeen(gif, rect as DOMRect);
          }),
      }}
    />
  );
}
