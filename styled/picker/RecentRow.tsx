/**
 * The picker's "recent" row: the GIFs picked last, newest first, drawn over the headless
 * carousel's roving row (`useCarousel` with the recents as a finished controlled list) as a
 * horizontal `listbox` with one Tab stop, and a button that forgets them.
 *
 * | key (on a recent GIF) | does |
 * |---|---|
 * | ArrowLeft / ArrowRight | previous / next GIF (mirrored right-to-left) |
 * | Home / End | first / last GIF |
 * | Enter / Space | picks the GIF |
 * | Escape, or a printable key | back to the search field (the picker's keys) |
 */
import { useMemo } from 'react';
import { type ControlledList, useCarousel } from '../../headless';
import type { RecentGif } from '../../sdk/recent/recentGifs';
import { Tile } from '../tile/Tile';

export interface RecentRowProps {
  gifs: readonly RecentGif[];
  onSelect: (gif: RecentGif) => void;
  onClear: () => void;
  /** Height of a recent GIF in px. */
  height: number;
  headingId: string;
  heading: string;
  clearText: string;
  clearLabel: string;
}

const nothing = () => {};

/** The recents as a list that is complete: the carousel never asks for more. */
function finishedList(items: readonly RecentGif[]): ControlledList<RecentGif> {
  return { items, status: 'done', error: null, hasMore: false, fetchMore: nothing, retry: nothing };
}

export function RecentRow({
  gifs,
  onSelect,
  onClear,
  height,
  headingId,
  heading,
  clearText,
  clearLabel,
}: RecentRowProps) {
  const source = useMemo(() => finishedList(gifs), [gifs]);
  const row = useCarousel<RecentGif>({ source, gifHeight: height });
  return (
    <section data-gk-picker-recent="" aria-labelledby={headingId}>
      <div data-gk-picker-section-header="">
        <h3 id={headingId} data-gk-picker-heading="">
          {heading}
        </h3>
        <button type="button" data-gk-picker-recent-clear="" aria-label={clearLabel} onClick={onClear}>
          {clearText}
        </button>
      </div>
      <div {...row.getRootProps({ 'data-gk-picker-recent-list': '' } as object)}>
        <div {...row.getListProps({ role: 'listbox', 'aria-labelledby': headingId, 'aria-orientation': 'horizontal' })}>
          {row.items.map((gif, index) => {
            const box = row.layout.items[index]!;
            return (
              <div key={gif.id} {...row.getItemProps({ item: gif, index, role: 'presentation' })}>
                <Tile
                  gif={gif}
                  width={box.width}
                  height={box.height}
                  noLink
                  hideAttribution
                  lazy={false}
                  onClick={() => onSelect(gif)}
                  rootProps={row.getTileProps({
                    index,
                    role: 'option',
                    'aria-selected': false,
                    'data-gk-picker-recent-item': '',
                  } as { index: number })}
                />
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
