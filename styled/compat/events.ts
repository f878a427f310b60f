/**
 * GIPHY's per-GIF event props and the tile options that deliver them: each handler gets the
 * app's own `IGif` (the compat bridge's original for the tile's GIF) and the React event.
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

type Callback = ((gif: IGif, e: SyntheticEvent<HTMLElement, Event>) => void) | undefined;

/** The tile options (`onMediaLoad`, `onContextMenu`, `onKeyPress`) that call GIPHY's callbacks with the app's `IGif`. */
export function gifEventOptions(props: GifEventProps, original: (id: string) => IGif | undefined) {
  const deliver = (callback: Callback) =>
    callback &&
    ((item: { id: string }, event: SyntheticEvent<HTMLElement, Event>) => {
      const gif = original(item.id);
      if (gif) callback(gif, event);
    });
  return {
    onMediaLoad: deliver(props.onGifVisible),
    onContextMenu: deliver(props.onGifRightClick),
    onKeyPress: deliver(props.onGifKeyPress),
  };
}
