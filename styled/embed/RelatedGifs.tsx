/**
 * The embed footer's 'Related Gifs', loaded only on desktop when the
 * footer opens: the headless Grid over `relatedPages` (6, then pages of 12) with 3 columns,
 * gutter 6 and the window's width less 30 px, drawn with styled tiles that open in a new tab.
 * Its height moves the footer up (height + 72 px).
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  Grid,
  RELATED_COLUMNS,
  RELATED_GUTTER,
  relatedGridWidth,
  relatedPages,
  type UseEmbedReturn,
} from '../../headless';
import type { GiphyCore } from '../../sdk/client/core';
import { safeUrl } from '../../sdk/media/safeUrl';
import { Tile } from '../tile/Tile';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const windowWidth = () => window.innerWidth;

function ReportHeight({ height, report }: { height: number; report: (height: number) => void }) {
  useEffect(() => report(height), [height, report]);
  return null;
}

export interface RelatedGifsProps {
  embed: UseEmbedReturn;
  gifId: string;
  /** The client the related pages come from. */
  client: GiphyCore;
}

export default function RelatedGifs({ embed, gifId: id, client }: RelatedGifsProps) {
  const source = useMemo(() => relatedPages(client, id), [client, id]);
  const width = relatedGridWidth(useSyncExternalStore(subscribe, windowWidth, () => 0));
  const report = embed.setRelatedHeight;
  useEffect(() => () => report(null), [report]);
  return (
    <section {...embed.getRelatedProps()} aria-labelledby="gk-embed-related-title">
      <h2 id="gk-embed-related-title" data-gk-embed-related-title="">
        Related Gifs
      </h2>
      <Grid
        source={source}
        resetKey={id}
        columns={RELATED_COLUMNS}
        gutter={RELATED_GUTTER}
        width={width}
        virtualize={false}
      >
        {(grid) => (
          <div {...grid.getRootProps()}>
            <ReportHeight height={grid.height} report={report} />
            <div {...grid.getListProps()}>
              {grid.virtualItems.map(({ item, index, id: key, layout }) => (
                <Tile
                  key={key}
                  gif={item}
                  width={layout.width}
                  height={layout.height}
                  rootProps={grid.getItemProps({ item, index })}
                  onClick={openInNewTab}
                />
              ))}
            </div>
            {grid.showLoader && <div {...grid.getLoaderProps()} />}
          </div>
        )}
      </Grid>
    </section>
  );
}

/** A related GIF opens its page in a new tab: the embed's frame never navigates away. */
function openInNewTab(gif: { url?: string }, event: { preventDefault(): void }) {
  event.preventDefault();
  const url = safeUrl(gif.url);
  if (url) window.open(url, '_blank', 'noopener');
}
