/**
 * The embed footer's related grid (docs/embed.md): `useGrid` over `relatedPages` (6 GIFs, then
 * pages of 12), 3 columns, gutter 6, the window's width less 30 px, every tile rendered. Its
 * height goes to the embed (the footer moves up by it; `null` once the grid is gone), a picked
 * GIF opens its page in a new tab (the embed's frame never navigates away), and the grid is
 * labelled by its heading through an id of its own (`useId`), so embeds on one page never share one.
 */
import { type MouseEvent, useEffect, useId, useMemo } from 'react';
import { safeUrl } from '../../sdk/media/safeUrl';
import type { Gif } from '../../sdk/normalize/gif';
import type { GifSource } from '../../sdk/source/types';
import type { ElementProps, GridResult, UserProps } from '../grid/types';
import { useGridView } from '../grid/useGrid';
import { mergeProps, mergeRefs } from '../shared/composeHandlers';
import { RELATED_COLUMNS, RELATED_GUTTER } from './constants';
import type { EmbedActions } from './embedGetters';
import { relatedPages } from './relatedSource';
import { useRelatedGridWidth } from './useRelatedGridWidth';

/** What `useRelatedGrid` takes: the GIF whose related GIFs to list, the source and the grid's width. */
export interface RelatedGridOptions {
  /** The embed the grid's height is reported to (`useEmbed`'s result). */
  embed: Pick<EmbedActions, 'setRelatedHeight'>;
  /** The client the related pages come from. */
  client: GifSource;
  /** The GIF whose related GIFs are shown. */
  gifId: string;
}

/** What `useRelatedGrid` returns: `useGrid`'s result over the related GIFs. */
export interface RelatedGridResult extends GridResult<Gif> {
  /**
   * The grid's heading (`messages.relatedTitle` in the styled player): its `id`, unique on the
   * page, and `data-gk-embed-related-title`. `getListProps` labels the grid by it.
   */
  getTitleProps: (props?: UserProps) => ElementProps;
}

/** A related GIF opens its page in a new tab (only an http(s) URL). */
function openInNewTab(gif: Gif, _index: number, event: MouseEvent<HTMLElement>) {
  event.preventDefault();
  const url = safeUrl(gif.url);
  if (url) window.open(url, '_blank', 'noopener');
}

/** The embed's grid of related GIFs: `useGridView` over `relatedPages` at the embed's width. */
export function useRelatedGrid({ embed, client, gifId }: RelatedGridOptions): RelatedGridResult {
  const titleId = useId();
  const source = useMemo(() => relatedPages(client, gifId), [client, gifId]);
  // The SDK hands the related GIFs out normalized: laid out as they are, with no boundary for the
  // API's own JSON (asGif), as their tiles (`TileView`) render them.
  const grid = useGridView<Gif>({
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
  return {
    ...grid,
    getTitleProps: (props = {}) =>
      mergeProps({ id: titleId, 'data-gk-embed-related-title': '' }, props, { ref: mergeRefs(props.ref) }),
    getListProps: (props = {}) => grid.getListProps({ 'aria-labelledby': titleId, ...props }),
  };
}
