/**
 * The user's key handler, then ours unless the user's called `preventDefault()`. Unlike the
 * getters' usual merge, a key whose default was prevented before (a popover listening on the
 * document keeps itself open on Escape that way) still reaches the picker.
 */
import type { KeyboardEvent } from 'react';

export const keysAfter =
  <E extends HTMLElement>(
    theirs: ((event: KeyboardEvent<E>) => void) | undefined,
    ours: (event: KeyboardEvent<HTMLElement>) => void,
  ) =>
  (event: KeyboardEvent<E>) => {
    const prevented = event.defaultPrevented;
    theirs?.(event);
    if (prevented || !event.defaultPrevented) ours(event);
  };
