/**
 * The embed footer's related grid (docs/embed.md): `useGrid` over `relatedPages` (6 GIFs, then
 * pages of 12), 3 columns, gutter 6, the window's width less 30 px, every tile rendered. Its
 * height goes to the embed (the footer moves up by it; `null` once the grid is gone), and a
 * picked GIF opens its page in a new tab: the embed's frame never navigates away.
 */
import { type MouseEvent, useEffect, useMemo } from 'react';
import type { GiphyCore } from '../../sdk/client/core';
import { safeUrl } from '../../sdk/media/safeUrl';
import type { Gif } from '../../sdk/normalize/gif';
import type { GridResult } from '../grid/types';
import { useGrid } from '../grid/useGrid';
import { RELATED_COLUMNS, RELATED_GUTTER } from './constants';
import type { EmbedActions } from './embedGetters';
import { relatedPages } from './relatedSource';
import { useRelatedGridWidth } from './useRelatedGridWidth';

export interface RelatedGridOptions {
  /** The embed the grid's height is reported to (`useEmbed`'s result). */
  embed: Pick<EmbedActions, 'setRelatedHeight'>;
  /** The client the related pages come from. */
  client: GiphyCore;
  /** The GIF whose related GIFs are shown. */
  gifId: string;
}

/** A related GIF opens its page in a new tab (only an http(s) URL). */
function openInNewTab(gif: Gif, _index: number, event: MouseEvent<HTMLElement>) {
  event.preventDefault();
  const url = safeUrl(gif.url);
  if (url) window.open(url, '_blank', 'noopener');
}

export function useRelatedGrid({ embed, client, gifId }: RelatedGridOptions): GridResult<Gif> {
  const source = useMemo(() => relatedPages(client, gifId), [client, gifId]);
  const grid = useGrid<Gif>({
    source,
    resetKey: gifId,
    columns: RELATED_COLUMNS,
    gutter: RELATED_GUTTER,
    width: useRelatedGridWidth(),
    virtualize: false,
    onSelect: openInNewTab,
  });
  const report = embed.setRelatedHeight;
  useEffect(() => report(grid.height), [grid.height, report]);
  useEffect(() => () => report(null), [report]);
  return grid;
}
