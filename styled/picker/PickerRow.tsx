/**
 * A row of kept GIFs in the picker, drawn from the hooks' getters (gifkit/headless): the recent
 * row (`usePicker`: the GIFs picked last, newest first, with a button that forgets them) and the
 * Favorites row (`usePickerFavorites`), each on the headless carousel's roving row as a
 * horizontal `listbox` with one Tab stop, followed by the row's favorite star when favorites are on.
 *
 * | key (on a GIF of a row) | does |
 * |---|---|
 * | ArrowLeft / ArrowRight | previous / next GIF (mirrored right-to-left) |
 * | Home / End | first / last GIF |
 * | Enter / Space | picks the GIF |
 * | Tab | the row's star, on that GIF (with favorites) |
 * | Escape, or a printable key | back to the search field |
 */
import type { ReactNode } from 'react';
import type { PickerFavoritesResult, PickerList, PickerResult, RowPartProps, UserProps } from '../../headless';
import type { StoredGif } from '../../sdk';
import { TileView } from '../tile/Tile';

/** A row's getters, as `usePickerFavorites` returns them. */
export type RowParts = Pick<
  PickerFavoritesResult,
  'row' | 'getSectionProps' | 'getHeadingProps' | 'getListProps' | 'getItemProps' | 'getTileProps' | 'select'
>;

/** The recent row's getters, named as the Favorites row's. */
export const recentParts = (picker: PickerResult): RowParts => ({
  row: picker.recentRow,
  getSectionProps: picker.getRecentProps,
  getHeadingProps: picker.getRecentHeadingProps,
  getListProps: picker.getRecentListProps,
  getItemProps: picker.getRecentItemProps,
  getTileProps: picker.getRecentTileProps,
  select: picker.selectRecent,
});

export interface PickerRowProps {
  name: 'recent' | 'favorites';
  title: string;
  parts: RowParts;
  /** A control beside the heading (the recent row's Clear). */
  action?: ReactNode;
  /** The favorites' handlers for a GIF's box (they aim the row's star at it). */
  track?: ((gif: StoredGif) => UserProps) | undefined;
  /** Draws a list's favorite star. */
  star?: ((list: PickerList) => ReactNode) | undefined;
}

export function PickerRow({ name, title, parts, action, track, star }: PickerRowProps) {
  const { row, getSectionProps, getHeadingProps, getListProps, getItemProps, getTileProps, select } = parts;
  return (
    <section {...getSectionProps()}>
      <div data-gk-picker-section-header="">
        <h3 {...getHeadingProps()}>{title}</h3>
        {action}
      </div>
      <div {...row.getRootProps({ 'data-gk-picker-row': '', [`data-gk-picker-${name}-list`]: '' } as object)}>
        <div {...getListProps()}>
          {row.items.map((gif, index) => {
            const box = row.layout.items[index]!;
            return (
              <div key={gif.id} {...getItemProps({ item: gif, index, ...(track?.(gif) as RowPartProps) })}>
                <TileView
                  gif={gif}
                  width={box.width}
                  height={box.height}
                  noLink
                  hideAttribution
                  lazy={false}
                  onClick={select}
                  rootProps={getTileProps({ index })}
                />
              </div>
            );
          })}
        </div>
        {star?.(name)}
      </div>
    </section>
  );
}
