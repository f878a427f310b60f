/**
 * The embed footer's 'Related Gifs', loaded only on desktop when the
 * footer opens: the headless Grid over `relatedPages` (6, then pages of 12) with 3 columns,
 * gutter 6 and the window's width less 30 px, drawn with styled tiles that open in a new tab.
 * Its height moves the footer up (height + 72 px).
 */
import { useEffect, useMemo } from 'react';
import { type EmbedResult, Grid, relatedPages, useRelatedGridWidth } from '../../headless';
import { RELATED_COLUMNS, RELATED_GUTTER } from '../../headless/embed/constants';
import type { GiphyCore } from '../../sdk/client/core';
import { safeUrl } from '../../sdk/media/safeUrl';
import { Tile } from '../tile/Tile';

function ReportHeight({ height, report }: { height: number; report: (height: number) => void }) {
  useEffect(() => report(height), [height, report]);
  return null;
}

export interface RelatedGifsProps {
  embed: EmbedResult;
  gifId: string;
  /** The client the related pages come from. */
  client: GiphyCore;
}

export default function RelatedGifs({ embed, gifId: id, client }: RelatedGifsProps) {
  const source = useMemo(() => relatedPages(client, id), [client, id]);
  const width = useRelatedGridWidth();
  const report = embed.setRelatedHeight;
  useEffect(() => () => report(null), [report]);
  return (
    <section {...embed.getRelatedProps()} aria-labelledby="gk-embed-related-title">
      <h2 id="gk-embed-related-title" data-gk-embed-related-title="">
        {embed.messages.relatedTitle}
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
