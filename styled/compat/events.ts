/**
 * GIPHY's per-GIF event props and how the compat components deliver them: each handler gets
 * the app's own `IGif` (looked up by the rendered tile's `data-gif-id`) and the React event.
 */
import type { SyntheticEvent } from 'react';
import type { IGif } from '../../sdk/compat/types';

/** GIPHY's `EventProps`, same names and arguments. */
export interface GifEventProps {
  /** The GIF's media loaded (it is at least partly visible). */
  onGifVisible?: (gif: IGif, e?: SyntheticEvent<HTMLElement, Event>) => void;
  /** Once per GIF, after it loaded, when (almost) all of it is in view. */
  onGifSeen?: (gif: IGif, boundingClientRect: ClientRect | DOMRect) => void;
  /** Clicked (also Enter or Space on a focused GIF). Call `e.preventDefault()` to keep a link from navigating. */
  onGifClick?: (gif: IGif, e: SyntheticEvent<HTMLElement, Event>) => void;
  /** Right-clicked (the context menu event). */
  onGifRightClick?: (gif: IGif, e: SyntheticEvent<HTMLElement, Event>) => void;
  /** A key was pressed on a focused GIF. */
  onGifKeyPress?: (gif: IGif, e: SyntheticEvent<HTMLElement, Event>) => void;
}

type Lookup = (id: string) => IGif | undefined;

/** The GIF whose tile an event happened in. */
function gifOf(event: SyntheticEvent<HTMLElement, Event>, lookup: Lookup): IGif | undefined {
  const tile = (event.target as Element).closest?.('[data-gif-id]');
  const id = tile?.getAttribute('data-gif-id');
  return id ? lookup(id) : undefined;
}

/**
 * Root handlers that deliver the events no tile option carries (media loaded, context menu,
 * key press) to GIPHY's callbacks, by the tile the event came from.
 */
export function delegatedGifEvents(props: GifEventProps, lookup: Lookup) {
  const { onGifVisible, onGifRightClick, onGifKeyPress } = props;
  const deliver =
    (callback: ((gif: IGif, e: SyntheticEvent<HTMLElement, Event>) => void) | undefined) =>
    (event: SyntheticEvent<HTMLElement, Event>) => {
      const gif = callback && gifOf(event, lookup);
      if (gif) callback(gif, event);
    };
  const visible = deliver(onGifVisible);
  return {
    onLoad: visible,
    onLoadedData: visible,
    onContextMenu: deliver(onGifRightClick),
    onKeyPress: deliver(onGifKeyPress),
  };
}
