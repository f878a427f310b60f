/**
 * The picker's "recent" row, drawn from `usePicker` (gifkit/headless): the GIFs picked last,
 * newest first, on the headless carousel's roving row as a horizontal `listbox` with one Tab
 * stop, and a button that forgets them.
 *
 * | key (on a recent GIF) | does |
 * |---|---|
 * | ArrowLeft / ArrowRight | previous / next GIF (mirrored right-to-left) |
 * | Home / End | first / last GIF |
 * | Enter / Space | picks the GIF |
 * | Escape, or a printable key | back to the search field |
 */
import type { PickerResult } from '../../headless';
import { Tile } from '../tile/Tile';

export function RecentRow({ picker }: { picker: PickerResult }) {
  const row = picker.recentRow;
  return (
    <section {...picker.getRecentProps()}>
      <div data-gk-picker-section-header="">
        <h3 {...picker.getRecentHeadingProps()}>{picker.messages.recent}</h3>
        <button {...picker.getRecentClearProps()}>{picker.messages.clearRecent}</button>
      </div>
      <div {...row.getRootProps({ 'data-gk-picker-recent-list': '' } as object)}>
        <div {...picker.getRecentListProps()}>
          {row.items.map((gif, index) => {
            const box = row.layout.items[index]!;
            return (
              <div key={gif.id} {...picker.getRecentItemProps({ item: gif, index })}>
                <Tile
                  gif={gif}
                  width={box.width}
                  height={box.height}
                  noLink
                  hideAttribution
                  lazy={false}
                  onClick={picker.selectRecent}
                  rootProps={picker.getRecentTileProps({ index })}
                />
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
