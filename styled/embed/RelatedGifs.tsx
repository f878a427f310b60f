/**
 * The embed footer's 'Related Gifs', loaded only on desktop when the
 * footer opens: the headless `useRelatedGrid` (6, then pages of 12, 3 columns, a picked GIF
 * opens in a new tab, its height moves the footer up, the grid labelled by its heading) drawn
 * with styled tiles (`TileView`: the SDK hands the related GIFs out normalized).
 */
import { type EmbedResult, useRelatedGrid } from '../../headless';
import type { GifSource } from '../../sdk';
import { TileView } from '../tile/Tile';

export interface RelatedGifsProps {
  embed: EmbedResult;
  gifId: string;
  /** The client the related pages come from. */
  client: GifSource;
}

export default function RelatedGifs({ embed, gifId, client }: RelatedGifsProps) {
  const grid = useRelatedGrid({ embed, client, gifId });
  return (
    <section {...embed.getRelatedProps()}>
      <h2 {...grid.getTitleProps()}>{embed.messages.relatedTitle}</h2>
      <div {...grid.getRootProps()}>
        <div {...grid.getListProps()}>
          {grid.virtualItems.map(({ item, index, id, layout }) => (
            <TileView
              key={id}
              gif={item}
              width={layout.width}
              height={layout.height}
              rootProps={grid.getItemProps({ item, index })}
            />
          ))}
        </div>
        {grid.showLoader && <div {...grid.getLoaderProps()} />}
      </div>
    </section>
  );
}
