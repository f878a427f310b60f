/**
 * GIPHY's `Grid` (@giphy/react-components) on gifkit's styled grid: same props, defaults and
 * callbacks (`fetchGifs(offset)`, `onGifClick(gif, e)` with the app's own `IGif`…), with
 * gifkit's virtualization, keyboard access, safe URLs and media policy. Reset it as with
 * GIPHY's: give it a new `key`. Differences: docs/compat.md.
 */
import { type ElementType, useMemo } from 'react';
import type { Gif } from '../../sdk';
import type { IGif } from '../../sdk/compat/types';
import { Grid as StyledGrid } from '../grid/Grid';
import { type CompatListProps, useCompatList } from './useCompatList';

/** GIPHY's `Grid` props. */
export interface GridProps extends CompatListProps {
  /** Width of the grid in px; tiles are sized (and their renditions chosen) from it. */
  width: number;
  /** A CSS width (`'100%'`) the grid fills instead of `width`; the grid then follows its own measured width. */
  percentWidth?: string;
  /** Number of columns. */
  columns: number;
  /** Called with what `fetchGifs` threw. */
  onGifsFetchError?: (e: Error) => void;
  /** The list, held by the app (GIPHY's controlled mode): fetched pages are appended to it. */
  externalGifs?: IGif[];
  /** Extra space above each column in px. */
  columnOffsets?: number[];
  /** Replaces the loader dots (rendered with `className="loader"`). */
  loader?: ElementType;
  /** Accepted for GIPHY compatibility; gifkit's pingbacks report a grid as `GRID`. */
  layoutType?: 'GRID' | 'MIXED';
  /** Accepted for GIPHY compatibility; tiles load lazily and those in view first. */
  eagerIds?: IGif['id'][];
}

/** GIPHY's `Grid`: a masonry of GIFs from `fetchGifs`, fetching more as its end scrolls into view. */
export function Grid(props: GridProps) {
  const {
    className = 'giphy-grid',
    width,
    percentWidth,
    columns,
    gutter = 6,
    onGifsFetchError,
    externalGifs,
    columnOffsets,
    loader: Loader,
    onGifClick,
  } = props;
  const { gifs, list } = useCompatList(props);
  const items = useMemo(() => externalGifs && gifs.toItems(externalGifs), [externalGifs, gifs]);
  return (
    <StyledGrid<Gif>
      {...list}
      items={items}
      width={percentWidth ? undefined : width}
      initialWidth={width}
      columns={columns}
      gutter={gutter}
      columnOffsets={columnOffsets}
      loader={Loader ? <Loader className="loader" /> : undefined}
      onError={onGifsFetchError}
      onSelect={
        onGifClick &&
        ((item, _index, event) => {
          const gif = gifs.original(item.id);
          if (gif) onGifClick(gif, event);
        })
      }
      className={className}
      style={{ width: percentWidth ?? width }}
    />
  );
}
